package abreplay.importer;

import abreplay.document.Document.Published;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One ab report found in a text, as printed: its figures as a document publishes them, and what
 * else it says about the run (the concurrency, whether -k was on, the version of ab). Immutable.
 *
 * @param start where it starts in the text (its banner, or its first label)
 * @param end where its last value ends
 * @param firstLine the line it starts on (1-based, as the file's)
 * @param lines the line of each label found
 * @param version ab's version and revision from its banner, e.g. "2.3 (rev 1528965)", when the
 *     banner was pasted
 * @param benchmarked the host of "Benchmarking host (be patient)", when pasted
 * @param concurrency Concurrency Level
 * @param requests "Number of requests" (ab trunk prints it), else empty: ab 2.3 leaves -n unsaid
 * @param keepAliveLine whether it has a "Keep-Alive requests" line, which ab prints with -k only
 * @param variableLength "Document Length: Variable" (ab -l)
 * @param sentBody a POST or PUT (Total body sent, kb/s sent)
 * @param also lines of the report the document conf has no key for (Concurrency achieved, SSL/TLS
 *     Protocol, ...)
 * @param problems what could not be read, or is missing, one line each ("line 12: ..."), in the
 *     text's order
 * @param quotedUnder for a fragment (a few of ab's lines quoted under an ab command, as a blog
 *     shows a result: "Requests per second" alone), the command it is quoted under; empty for a
 *     report
 */
record AbReport(
    int start,
    int end,
    int firstLine,
    Map<Field, Integer> lines,
    Optional<String> version,
    Optional<String> benchmarked,
    OptionalInt concurrency,
    OptionalLong requests,
    boolean keepAliveLine,
    boolean variableLength,
    boolean sentBody,
    Published published,
    List<String> also,
    List<Note> problems,
    Optional<AbCommandLine> quotedUnder) {

  int lastLine() {
    return lines.values().stream().mapToInt(Integer::intValue).max().orElse(firstLine);
  }

  boolean has(Field field) {
    return lines.containsKey(field);
  }

  /** Whether the report's figures say who answered and how: enough to make a scenario run of it. */
  boolean usable() {
    return concurrency.isPresent() && (published.complete().isPresent() || fragment());
  }

  /** A few of ab's lines quoted under an ab command, not a report. */
  boolean fragment() {
    return quotedUnder.isPresent();
  }

  /** "nginx/1.4.6 at 127.0.0.1:80", or what the report shows of it. */
  String server() {
    var d = published.details();
    String software =
        d.serverSoftware()
            .map(s -> s.isEmpty() ? "(no Server header)" : s)
            .orElse("(Server Software cut)");
    String host =
        d.serverHostname().orElse("?")
            + ":"
            + (d.serverPort().isPresent() ? d.serverPort().getAsInt() : "?");
    return software + " at " + host;
  }
}
