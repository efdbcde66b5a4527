package abreplay.importer;

import abreplay.document.Document.Published;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One ab report found in a text, as printed: its figures as a document publishes them, and what
 * else it says about the run. Immutable. Offsets are in the text, lines 1-based.
 *
 * @param lines the line of each label found
 * @param version ab's version from its banner, e.g. "2.3 (rev 1528965)"
 * @param benchmarked the host of "Benchmarking host (be patient)"
 * @param concurrency Concurrency Level (a fragment's: its command's -c)
 * @param requests "Number of requests" (ab trunk prints it): ab 2.3 leaves -n unsaid
 * @param sentBody a POST or PUT (Total body sent, kb/s sent)
 * @param also lines the document conf has no key for (Concurrency achieved, SSL/TLS Protocol, ...)
 * @param quotedUnder for a fragment ({@link Fragments}), the command it is quoted under
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
    boolean variableLength,
    boolean sentBody,
    Published published,
    List<String> also,
    List<Note> problems,
    Optional<AbCommandLine> quotedUnder) {

  boolean has(Field field) {
    return lines.containsKey(field);
  }

  /** Whether it has a "Keep-Alive requests" line, which ab prints with -k only. */
  boolean keepAliveLine() {
    return has(Field.KEEP_ALIVE);
  }

  /** Whether the report's figures say who answered and how: enough to make a scenario run of it. */
  boolean usable() {
    return level().isPresent()
        && (published.complete().isPresent() || fragment() || impliedComplete().isPresent());
  }

  /**
   * Concurrency Level, or else the concurrency ab's two Time per request lines imply (ab prints the
   * first as concurrency times the second), when their ratio is a whole number within their
   * rounding.
   */
  OptionalInt level() {
    var d = published.details();
    if (concurrency.isPresent() || d.timePerRequest().isEmpty() || d.timePerRequestAll().isEmpty())
      return concurrency;
    double each = d.timePerRequest().getAsDouble();
    double all = d.timePerRequestAll().getAsDouble();
    if (all <= 0) return OptionalInt.empty();
    long c = Math.round(each / all);
    boolean fits = c >= 1 && c <= 1_000_000 && Math.abs(each - c * all) <= 0.0005 * (1 + c) + 1e-9;
    return fits ? OptionalInt.of((int) c) : OptionalInt.empty();
  }

  /**
   * The requests completed that Time taken and Requests per second (and Time per request across
   * all) imply: the roundest count their rounding allows, as ab's -n most often is.
   */
  OptionalLong impliedComplete() {
    if (published.timeTaken().isEmpty() || published.requestsPerSecond().isEmpty())
      return OptionalLong.empty();
    double t = published.timeTaken().getAsDouble();
    double rate = published.requestsPerSecond().getAsDouble();
    double low = (rate - 0.005) * (t - 0.0005);
    double high = (rate + 0.005) * (t + 0.0005);
    var all = published.details().timePerRequestAll();
    if (all.isPresent() && all.getAsDouble() > 0.0005) {
      low = Math.max(low, (t - 0.0005) * 1000 / (all.getAsDouble() + 0.0005));
      high = Math.min(high, (t + 0.0005) * 1000 / (all.getAsDouble() - 0.0005));
    }
    long from = (long) Math.ceil(low - 1e-9);
    long to = (long) Math.floor(high + 1e-9);
    for (long round = 1_000_000_000L; round >= 1 && from <= to && to >= 1; round /= 10) {
      long m = Math.max(1, (from + round - 1) / round) * round;
      if (m <= to) return OptionalLong.of(m);
    }
    return OptionalLong.empty();
  }

  boolean fragment() {
    return quotedUnder.isPresent();
  }
}
