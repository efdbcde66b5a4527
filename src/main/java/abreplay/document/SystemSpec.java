package abreplay.document;

import java.net.URI;
import java.util.Optional;

/**
 * One system of a document, as its conf file names it: a bundled stand-in profile or the url of a
 * real server, the name reports give it, and the path it was asked for when not the scenario's.
 */
public record SystemSpec(
    String name,
    String label,
    Optional<String> profile,
    Optional<URI> url,
    Optional<String> path) {}
