package abreplay.importer;

import abreplay.document.LoadModel;
import abreplay.document.LoadTool;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A load tool's command line found in a text ({@code wrk -t2 -c10 -d30s http://...}, {@code hey -n
 * 10000 -c 50 ...}, {@code npx autocannon -c 100 ...}), read by {@link ToolCommands}. Immutable.
 *
 * @param options the options given, by their key in tool-options.txt, with their values ("" for a
 *     flag; every -H, a line each)
 * @param load the load model it asked for, the tool's defaults filling what it does not say
 * @param threads wrk's and h2load's -t (the tool's own threads, not connections)
 * @param defaults what was taken from the tool's defaults, e.g. "-d 10s (wrk's default)"
 * @param sends what its requests send ({@link RequestShape})
 */
record ToolCommand(
    LoadTool tool,
    int start,
    int end,
    int line,
    String text,
    Map<String, String> options,
    LoadModel load,
    OptionalInt threads,
    Optional<URI> url,
    List<String> defaults,
    Shape.Sends sends)
    implements CommandLine {}
