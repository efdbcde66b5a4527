package abreplay.replay;

import java.util.List;
import java.util.Optional;

/**
 * One of ab's flags, as ab 2.4 and httpd trunk's getopt string know it: the one table of them, for
 * {@code ./ab-replay}'s command line and for the importer. Immutable.
 *
 * @param name what ab calls it, as a refusal names it (e.g. "extra header")
 * @param takesValue a value follows it, glued (-n1000) or apart (-n 1000)
 */
public record AbFlag(char letter, String name, boolean takesValue, Use use) {

  /** What ab-replay does with a flag. */
  public sealed interface Use {}

  /**
   * Replayed: the flag sets {@code key}, to its value, or to {@code fixed} for a flag without one.
   *
   * @param help the flag's line in {@code ./ab-replay --help}
   */
  public record Replayed(String key, Optional<String> fixed, String help) implements Use {}

  /** Not replayed, and it changes the load ab sends (a header, a method, a time limit...). */
  public record ChangesTheLoad() implements Use {}

  /** Not replayed, and it changes only what ab prints or writes (HTML tables, quiet, ...). */
  public record ChangesTheOutput() implements Use {}

  private static AbFlag replayed(char letter, String name, String key, String fixed, String help) {
    return new AbFlag(
        letter, name, fixed == null, new Replayed(key, Optional.ofNullable(fixed), help));
  }

  private static AbFlag load(char letter, String name, boolean takesValue) {
    return new AbFlag(letter, name, takesValue, new ChangesTheLoad());
  }

  private static AbFlag output(char letter, String name, boolean takesValue) {
    return new AbFlag(letter, name, takesValue, new ChangesTheOutput());
  }

  /** Every flag of ab's, the replayed ones first in the order {@code --help} lists them. */
  public static final List<AbFlag> ALL =
      List.of(
          replayed('n', "requests", "ab.requests", null, "requests in all (ab -n)"),
          replayed('c', "concurrency", "ab.concurrency", null, "requests at a time (ab -c)"),
          replayed(
              'k',
              "keep-alive",
              "ab.keep-alive",
              "true",
              "keep-alive: reuse each user's connection (ab -k)"),
          replayed('s', "timeout", "replay.timeout", null, "seconds to wait for each response"),
          replayed(
              'r',
              "receive errors",
              "replay.receive-errors",
              "continue",
              "go on after a receive error (ab -r)"),
          replayed(
              'l',
              "variable document length",
              "replay.variable-length",
              "true",
              "bodies may vary in length: no Length failures (ab -l)"),
          load('t', "timelimit", true),
          load('b', "window size", true),
          load('B', "local address", true),
          load('T', "content-type", true),
          load('p', "POST file", true),
          load('u', "PUT file", true),
          load('v', "verbosity", true),
          load('C', "cookie", true),
          load('H', "extra header", true),
          load('P', "proxy authentication", true),
          load('A', "basic authentication", true),
          load('X', "proxy", true),
          load('m', "HTTP method", true),
          load('W', "worker threads", true),
          load('R', "ramp-up delay", true),
          load('Z', "ciphersuite", true),
          load('f', "SSL/TLS protocol", true),
          load('E', "client certificate", true),
          load('i', "HEAD requests", false),
          load('I', "no SNI", false),
          output('x', "table attributes", true),
          output('y', "tr attributes", true),
          output('z', "td attributes", true),
          output('g', "gnuplot file", true),
          output('e', "CSV file", true),
          output('o', "trunk's -o", true),
          output('V', "version", false),
          output('h', "help", false),
          output('w', "HTML output", false),
          output('d', "no percentiles table", false),
          output('S', "no confidence estimators", false),
          output('q', "quiet", false),
          output('Q', "trunk's -Q", false),
          output('D', "trunk's -D", false));

  /** The flag {@code letter} is, if it is one of ab's. */
  public static Optional<AbFlag> of(char letter) {
    return ALL.stream().filter(f -> f.letter == letter).findFirst();
  }

  /** "-H (extra header)": the flag as a refusal or a draft names it. */
  public String shown() {
    return "-" + letter + " (" + name + ")";
  }
}
