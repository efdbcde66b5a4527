package abreplay.replay;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.config.Schema;
import abreplay.config.UrlCheck;
import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.document.SystemSpec;
import abreplay.plan.LayoutPlanner;
import abreplay.plan.SkipReason;
import abreplay.standin.ProfileLoader;
import abreplay.targets.Target;
import com.typesafe.config.Config;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One ab command line, as the ab.* keys give it: a document of one system and one scenario for
 * {@link abreplay.plan.DocumentPlanner}. It has no SKIPPED state: a step this machine cannot run
 * stops it before any load, naming the key to change. Immutable.
 *
 * @param url empty for the bundled stand-in {@code profile}
 * @param path the url's path and query, or ab.path of the stand-in
 * @param port the stand-in's port, 0 for a free one
 */
public record AbCommand(
    int requests,
    int concurrency,
    boolean keepAlive,
    Optional<URI> url,
    String profile,
    String path,
    int port) {

  /** The key of the url, also its key in the document the command is. */
  public static final String URL_KEY = "ab.url";

  /** The id of the document and of the scenario an ab command is. */
  static final String ID = "ab";

  /** Adds ab's command line to {@code schema}: the one definition of each ab.* key. */
  public static Schema.Builder keys(Schema.Builder schema) {
    return schema
        .integer(
            "ab.requests",
            true,
            1,
            Integer.MAX_VALUE,
            "the number of requests, ab's -n, e.g. 20000")
        .integer(
            "ab.concurrency",
            true,
            1,
            100_000,
            "the number of requests at a time, ab's -c, e.g. 100")
        .bool(
            "ab.keep-alive",
            true,
            "true to reuse connections (ab's -k), false for one connection per request")
        .string(
            URL_KEY,
            false,
            "the url of a server to load, e.g. http://127.0.0.1:8080/ (unset: the bundled"
                + " stand-in)")
        .string("ab.target", true, "a stand-in profile in targets/, e.g. hello")
        .string("ab.path", true, "the path requested from the stand-in, e.g. /")
        .integer("ab.target-port", true, 0, 65535, "the stand-in's port, or 0 for a free one");
  }

  /**
   * Reads the command from a conf already checked against {@link #keys}: ab's own refusals, the url
   * (remote only if replay.allow-remote), the stand-in's profile (known, and loading), path and
   * port (free).
   *
   * @throws ConfigError naming the key, its value and the fix
   */
  public static AbCommand read(ConfFile conf, Schema schema, ProfileLoader profiles) {
    Config c = conf.config();
    String label = conf.label();
    int requests = c.getInt("ab.requests");
    int concurrency = c.getInt("ab.concurrency");
    if (concurrency > requests) {
      throw new ConfigError(
          schema.where(c, "ab.concurrency", label)
              + ": ab.concurrency = "
              + concurrency
              + " is more than ab.requests = "
              + requests
              + " (ab refuses this too): lower -c or raise -n");
    }
    boolean keepAlive = c.getBoolean("ab.keep-alive");
    String profile = c.getString("ab.target");
    int pinned = c.getInt("ab.target-port");
    if (c.hasPath(URL_KEY)) {
      URI url =
          UrlCheck.parse(
              c.getString(URL_KEY),
              schema.where(c, URL_KEY, label),
              URL_KEY,
              c.getBoolean("replay.allow-remote"),
              "replay.allow-remote");
      String path = url.getRawPath() + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
      return new AbCommand(requests, concurrency, keepAlive, Optional.of(url), profile, path, 0);
    }
    if (!profiles.names().contains(profile)) {
      throw new ConfigError(
          schema.where(c, "ab.target", label)
              + ": ab.target = \""
              + profile
              + "\": "
              + profiles.unknownProfile(profile));
    }
    // A broken profile is bad input too: refuse it here rather than let its stand-in die later.
    profiles.load(profile);
    StandInPorts.problem(pinned)
        .ifPresent(
            problem -> {
              throw new ConfigError(
                  schema.where(c, "ab.target-port", label)
                      + ": ab.target-port = "
                      + pinned
                      + ": "
                      + problem);
            });
    String path = c.getString("ab.path");
    if (!path.startsWith("/")) {
      throw new ConfigError(
          schema.where(c, "ab.path", label)
              + ": ab.path = \""
              + path
              + "\" must start with /, e.g. /index.html");
    }
    return new AbCommand(requests, concurrency, keepAlive, Optional.empty(), profile, path, pinned);
  }

  /** The system's name: the url's host, or the stand-in's profile. */
  public String system() {
    return url.map(URI::getHost).orElse(profile);
  }

  /** The command as a document of one system and one scenario, for the planner. */
  public Document document() {
    SystemSpec system =
        new SystemSpec(
            system(),
            system(),
            url.isPresent() ? Optional.empty() : Optional.of(profile),
            url,
            Optional.empty());
    String unknown = "unknown";
    return new Document(
        ID,
        "ab " + (keepAlive ? "-k " : "") + "-n " + requests + " -c " + concurrency,
        "the ab command line",
        new Document.PublishedMachine(unknown, unknown, unknown, unknown, unknown),
        system(),
        "",
        Map.of(system(), system),
        List.of(new Scenario(ID, requests, concurrency, keepAlive, path)),
        Map.of(),
        List.of());
  }

  /** Its step's request name in every output: "ab -n 20000 -c 100 -k". */
  public String stepName() {
    return "ab -n " + requests + " -c " + concurrency + (keepAlive ? " -k" : "");
  }

  /** What the run replays, for the reports: "ab -k -n 20000 -c 100 against stand-in hello". */
  public String title(Target target) {
    return document().title() + " against " + target.description();
  }

  /**
   * The refusal of a step this machine cannot run, naming the key that would make it run: the
   * injectors asked for, or ab's -c.
   */
  public ConfigError refusal(SkipReason reason, ConfFile conf, Schema schema) {
    Config c = conf.config();
    if (reason.kind().injectorsAsked()) {
      return new ConfigError(
          schema.where(c, LayoutPlanner.INJECTORS_KEY, conf.label()) + ": " + reason.message());
    }
    return new ConfigError(
        schema.where(c, "ab.concurrency", conf.label())
            + ": ab.concurrency = "
            + concurrency
            + " cannot run here: "
            + reason.message());
  }
}
