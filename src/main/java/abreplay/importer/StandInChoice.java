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
import java.util.function.ToIntFunction;
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
   */
  record Choice(Optional<String> profile, String why) {}

  private final List<Profile> profiles = new ArrayList<>();

  StandInChoice(ProfileLoader loader) {
    for (String name : loader.names()) {
      try {
        profiles.add(loader.load(name));
      } catch (ConfigError e) {
        // A broken profile (a draft being edited) cannot stand in for anything.
      }
    }
  }

  /** ab's Server Software for a profile: the first word of its Server header, "" without one. */
  private static String serverSoftware(Profile p) {
    return p.headers().stream()
        .filter(h -> h.regionMatches(true, 0, "Server:", 0, 7))
        .findFirst()
        .map(h -> h.substring(7).trim().split(" ", 2)[0])
        .orElse("");
  }

  Choice choose(AbSystem system, Text text) {
    String software = system.server().software();
    if (software == null)
      return none("the text quotes only part of ab's report, which does not say who answered");
    List<Profile> same = profiles.stream().filter(p -> serverSoftware(p).equals(software)).toList();
    if (same.isEmpty()) return none("no profile in targets/ sends " + shown(software));
    List<Run> runs = system.runs();
    Run run = runs.get(0);
    var published = run.report().published();
    List<Profile> fit = same.stream().filter(p -> runs.stream().allMatch(r -> fits(p, r))).toList();
    if (fit.isEmpty()) {
      Profile nearest =
          same.stream()
              .filter(p -> runs.stream().allMatch(r -> lengthFits(p, r)))
              .findFirst()
              .orElse(same.get(0));
      return none(
          String.format(
              Locale.ROOT,
              "the profiles that send %s (%s) do not answer as the report shows: %s gives a body of"
                  + " %d bytes and %.2f bytes per response, the report %d and %s",
              shown(software),
              names(same),
              nearest.name(),
              bodyLength(nearest, run),
              expectedTotal(nearest, run) / published.complete().getAsLong(),
              published.documentLength().orElse(-1),
              Grouping.perResponse(run)));
    }
    String context = context(run, text);
    ToIntFunction<Profile> hints = p -> hints(p, text.text(), context);
    List<Profile> ranked =
        fit.stream()
            .sorted(
                Comparator.comparingInt((Profile p) -> -hints.applyAsInt(p))
                    .thenComparing(Profile::name))
            .toList();
    Profile chosen = ranked.get(0);
    String why =
        String.format(
            Locale.ROOT,
            "%s, Document Length %d, %s bytes per response%s: %s answers ab so",
            shown(software),
            published.documentLength().orElse(-1),
            Grouping.perResponse(run),
            runs.size() > 1 ? " (and the same in its other reports)" : "",
            chosen.name());
    if (ranked.size() > 1) {
      why +=
          "; "
              + names(ranked.subList(1, ranked.size()))
              + " too, "
              + (hints.applyAsInt(chosen) > hints.applyAsInt(ranked.get(1))
                  ? "but the text names or quotes " + chosen.name()
                  : "first by name");
    }
    return new Choice(Optional.of(chosen.name()), why);
  }

  private static Choice none(String why) {
    return new Choice(Optional.empty(), why);
  }

  private static String names(List<Profile> profiles) {
    return String.join(", ", profiles.stream().map(Profile::name).toList());
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
    if (notFound(p, run) && pub.details().non2xx().orElse(0) < pub.complete().orElse(1))
      return false;
    return pub.documentLength().isEmpty() || bodyLength(p, run) == pub.documentLength().getAsLong();
  }

  private static boolean notFound(Profile p, Run run) {
    return !p.paths().isEmpty() && !p.paths().contains(run.path());
  }

  private static long bodyLength(Profile p, Run run) {
    return response(p, run, false, false).length - response(p, run, false, true).length;
  }

  /** Total transferred as the profile would give it, with the report's count of Keep-Alive. */
  private static double expectedTotal(Profile p, Run run) {
    var pub = run.report().published();
    long complete = pub.complete().getAsLong();
    long kept = run.keepAlive() ? pub.keepAlive().orElse(complete) : 0;
    return (double) kept * response(p, run, true, false).length
        + (double) (complete - kept) * response(p, run, false, false).length;
  }

  /**
   * The bytes the profile sends ab's request for the run's path, on a connection it keeps or
   * closes, its head alone with {@code head}.
   */
  private static byte[] response(Profile p, Run run, boolean keep, boolean head) {
    ConnectionRules rules = new ConnectionRules(p);
    var asked = run.keepAlive() ? ConnectionRules.Asked.KEEP_ALIVE : ConnectionRules.Asked.NOTHING;
    boolean keepAlive = keep && rules.keepAlive(false, asked, 0);
    var details = run.report().published().details();
    // ab's Host header: the port left out when it is 80
    String host = details.serverHostname().orElse("127.0.0.1");
    int port = details.serverPort().orElse(80);
    return new ResponseTemplate(p)
        .render(
            false,
            rules.connectionHeader(false, keepAlive),
            rules.framing(false),
            notFound(p, run),
            head,
            port == 80 ? host : host + ":" + port,
            DATE);
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

  /** The 400 characters before a report (or its command line): where a post names it. */
  private static String context(Run run, Text text) {
    int start =
        run.command()
            .map(AbCommandLine::start)
            .filter(s -> s < run.report().start())
            .orElse(run.report().start());
    return text.text().substring(Math.max(0, start - 400), start);
  }
}
