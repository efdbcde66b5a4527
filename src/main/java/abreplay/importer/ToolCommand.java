package abreplay.importer;

import abreplay.document.LoadModel;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A load tool's command line found in a text ({@code wrk -t2 -c10 -d30s http://...}, {@code hey -n
 * 10000 -c 50 ...}, {@code npx autocannon -c 100 ...}), read as the tool's own parser reads it,
 * with the load it asked for. Immutable.
 *
 * @param start where the command starts in the text
 * @param end where its last word read ends
 * @param line its line (1-based)
 * @param text the command as the text wrote it
 * @param options the options given, by {@link ToolOptions} key, with their values ("" for a flag;
 *     every -H, a line each)
 * @param load the load model it asked for, the tool's defaults filling what it does not say
 * @param threads wrk's and h2load's -t (the tool's own threads, not connections)
 * @param defaults what was taken from the tool's defaults, e.g. "-d 10s (wrk's default)"
 * @param others options ab-replay does not replay, each with what the tool calls it
 * @param sends what its requests send ({@link RequestShape}): GET until {@link ToolCommands#find}
 *     reads it
 */
record ToolCommand(
    Tool tool,
    int start,
    int end,
    int line,
    String text,
    Map<String, String> options,
    LoadModel load,
    OptionalInt threads,
    Optional<URI> url,
    List<String> defaults,
    List<String> others,
    Shape.Sends sends)
    implements CommandLine {}
