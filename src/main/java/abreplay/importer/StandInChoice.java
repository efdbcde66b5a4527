package abreplay.importer;

import abreplay.config.ConfigError;
import abreplay.importer.DraftSystem.AbSystem;
import abreplay.standin.ConnectionRules;
import abreplay.standin.Profile;
import abreplay.standin.ProfileLoader;
import abreplay.standin.ResponseTemplate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Chooses a system's stand-in from what its reports say: a profile of targets/ whose Server header
 * gives the report's Server Software (as ab reads it: the header's first word, "" when there is
 * none) and, rendered for ab's own request (HTTP/1.0, Keep-Alive asked for with -k, ab's Host), a
 * body of the report's Document Length and the report's Total transferred within half a byte per
 * response. When several fit, the text decides: a profile whose body the text quotes (the post's
 * code), or whose name the text right before the report says ("golang", "nodejs"); then the first
 * by name, the others named. When none fits, the system gets a draft profile of its own.
 */
final class StandInChoice {
  /** Any date ab's Date header could carry: they are all 29 bytes long. */
  private static final String DATE = "Thu, 01 Jan 2015 00:00:00 GMT";

  /**
   * @param profile the profile chosen; empty: none fits, write a draft
   * @param why the figures that chose it, or why none fits (names the nearest known profile)
   * @param alsoFit other profiles that fit as well
   */
  record Choice(Optional<String> profile, String why, List<String> alsoFit) {}

  private final List<Profile> profiles;

  StandInChoice(ProfileLoader loader) {
    List<Profile> loaded = new ArrayList<>();
    for (String name : loader.names()) {
      try {
        loaded.add(loader.load(name));
      } catch (ConfigError e) {
        // A broken profile (a draft being edited) cannot stand in for anything.
      }
    }
    this.profiles = List.copyOf(loaded);
  }

  /** ab's Server Software for a profile: the first word of its Server header, "" without one. */
  static String serverSoftware(Profile p) {
    return p.headers().stream()
        .filter(h -> h.regionMatches(true, 0, "Server:", 0, 7))
        .findFirst()
        .map(h -> h.substring(7).trim().split(" ", 2)[0])
        .orElse("");
  }

  Choice choose(AbSystem system, Text text) {
    String software = system.server().software();
    if (software == null) {
      return new Choice(
          Optional.empty(),
          "the text quotes only part of ab's report, which does not say who answered",
          List.of());
    }
    List<Profile> same = profiles.stream().filter(p -> serverSoftware(p).equals(software)).toList();
    if (same.isEmpty()) {
      return new Choice(
          Optional.empty(), "no profile in targets/ sends " + shown(software), List.of());
    }
    List<Profile> fit =
        same.stream().filter(p -> system.runs().stream().allMatch(r -> fits(p, r))).toList();
    if (fit.isEmpty()) {
      Profile nearest =
          same.stream()
              .filter(p -> system.runs().stream().allMatch(r -> lengthFits(p, r)))
              .findFirst()
              .orElse(same.get(0));
      Run run = system.runs().get(0);
      return new Choice(
          Optional.empty(),
          "the profiles that send "
              + shown(software)
              + " ("
              + String.join(", ", same.stream().map(Profile::name).toList())
              + ") do not answer as the report shows: "
              + nearest.name()
              + " gives a body of "
              + bodyLength(nearest, run)
              + " bytes and "
              + String.format(
                  Locale.ROOT,
                  "%.2f",
                  expectedTotal(nearest, run) / run.report().published().complete().getAsLong())
              + " bytes per response, the report "
              + run.report().published().documentLength().orElse(-1)
              + " and "
              + Grouping.bytesPerResponse(run)
                  .map(b -> String.format(Locale.ROOT, "%.2f", b))
                  .orElse("?"),
          List.of());
    }
    String context = context(system.runs().get(0), text);
    List<Profile> ranked =
        fit.stream()
            .sorted(
                Comparator.comparingInt((Profile p) -> -hints(p, text.text(), context))
                    .thenComparing(Profile::name))
            .toList();
    Profile chosen = ranked.get(0);
    Run run = system.runs().get(0);
    String why =
        shown(software)
            + ", Document Length "
            + run.report().published().documentLength().orElse(-1)
            + ", "
            + Grouping.bytesPerResponse(run)
                .map(b -> String.format(Locale.ROOT, "%.2f", b))
                .orElse("?")
            + " bytes per response"
            + (system.runs().size() > 1 ? " (and the same in its other reports)" : "")
            + ": "
            + chosen.name()
            + " answers ab so";
    if (ranked.size() > 1) {
      why +=
          "; "
              + ranked.stream().skip(1).map(Profile::name).reduce((a, b) -> a + ", " + b).orElse("")
              + " too, "
              + (hints(chosen, text.text(), context) > hints(ranked.get(1), text.text(), context)
                  ? "but the text names or quotes " + chosen.name()
                  : "first by name");
    }
    return new Choice(
        Optional.of(chosen.name()), why, ranked.stream().skip(1).map(Profile::name).toList());
  }

  private static String shown(String software) {
    return software.isEmpty() ? "no Server header" : "Server: " + software;
  }

  private static boolean fits(Profile p, Run run) {
    var pub = run.report().published();
    if (!lengthFits(p, run)) return false;
    if (pub.totalBytes().isEmpty() || pub.complete().orElse(0) == 0) return true;
    return Math.abs(expectedTotal(p, run) - pub.totalBytes().getAsLong())
        <= 0.5 * pub.complete().getAsLong();
  }

  private static boolean lengthFits(Profile p, Run run) {
    var pub = run.report().published();
    boolean notFound = !p.paths().isEmpty() && !p.paths().contains(run.path());
    if (notFound && pub.details().non2xx().orElse(0) < pub.complete().orElse(1)) return false;
    return pub.documentLength().isEmpty() || bodyLength(p, run) == pub.documentLength().getAsLong();
  }

  private static long bodyLength(Profile p, Run run) {
    return response(p, run, false, false).length - response(p, run, false, true).length;
  }

  /**
   * Total transferred as the profile would give it, with the report's own count of Keep-Alive
   * requests.
   */
  private static double expectedTotal(Profile p, Run run) {
    var pub = run.report().published();
    long complete = pub.complete().getAsLong();
    long kept = run.keepAlive() ? pub.keepAlive().orElse(complete) : 0;
    return (double) kept * response(p, run, true, false).length
        + (double) (complete - kept) * response(p, run, false, false).length;
  }

  /**
   * The bytes the profile sends ab's request for the run's path: one that keeps the connection, or
   * one that closes it.
   */
  private static byte[] response(Profile p, Run run, boolean keep, boolean head) {
    ConnectionRules rules = new ConnectionRules(p);
    boolean keepAlive =
        keep
            && rules.keepAlive(
                false,
                run.keepAlive() ? ConnectionRules.Asked.KEEP_ALIVE : ConnectionRules.Asked.NOTHING,
                0);
    boolean notFound = !p.paths().isEmpty() && !p.paths().contains(run.path());
    return new ResponseTemplate(p)
        .render(
            false,
            rules.connectionHeader(false, keepAlive),
            rules.framing(false),
            notFound,
            head,
            host(run),
            DATE);
  }

  /** ab's Host header: the port left out when it is 80. */
  private static String host(Run run) {
    var d = run.report().published().details();
    String host = d.serverHostname().orElse("127.0.0.1");
    int port = d.serverPort().orElse(80);
    return port == 80 ? host : host + ":" + port;
  }

  private static int hints(Profile p, String text, String context) {
    int hints = 0;
    String body = p.body();
    if (!body.isEmpty()
        && !body.contains("{")
        && (text.contains(body) || text.contains(body.replace("\n", "\\n")))) hints++;
    String word = p.name().split("-")[0];
    if (word.length() >= 2
        && Pattern.compile("(?i)(?<![a-z])" + Pattern.quote(word)).matcher(context).find()) hints++;
    return hints;
  }

  /**
   * The 400 characters before a report (or its command line): where a post names what it measured.
   */
  private static String context(Run run, Text text) {
    int start =
        run.command()
            .map(AbCommandLine::start)
            .filter(s -> s < run.report().start())
            .orElse(run.report().start());
    return text.text().substring(Math.max(0, start - 400), start);
  }
}
