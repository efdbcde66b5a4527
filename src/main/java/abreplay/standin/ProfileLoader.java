package abreplay.standin;

import abreplay.config.ConfigError;
import abreplay.config.Home;
import abreplay.config.Nearest;
import abreplay.config.Schema;
import abreplay.standin.Profile.BodyFraming;
import abreplay.standin.Profile.HeaderRule;
import abreplay.standin.Profile.KeepAliveRule;
import abreplay.standin.Profile.StatusVersion;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Reads targets/&lt;name&gt;.conf into a {@link Profile}, refusing anything it would have to guess.
 */
public final class ProfileLoader {
  private final Path home;
  private final Path targets;
  private final Schema schema;

  public ProfileLoader(Path home) {
    this.home = home;
    this.targets = home.resolve("targets");
    this.schema =
        Schema.builder(home)
            .string(
                "emulates",
                true,
                "the server this stand-in answers like, e.g. \"nginx/1.4.6 serving a static file\"")
            .string("document", false, "the document(s) the server appears in, e.g. \"000\"")
            .string("fidelity", true, "how faithful the stand-in is and what it had to choose")
            .integer("workers", true, 1, 256, "the server's event loops / worker processes, e.g. 4")
            .integer(
                "accept-backlog",
                false,
                0,
                1 << 20,
                "the listen backlog, or 0 for as high as the system allows")
            .oneOf(
                "status-version",
                true,
                "the status line's version",
                List.of(StatusVersion.values()))
            .strings(
                "headers",
                true,
                "the header lines in the server's order, e.g. [\"Server: nginx\", \"Date:"
                    + " {date}\"]")
            .string("body", false, "the response body, e.g. \"Hello World\\n\"")
            .string(
                "body-file",
                false,
                "a file under the project folder, e.g. user-files/webroot/index.html")
            .string("not-found-body", false, "the body of a 404 for a path not in paths")
            .strings(
                "paths",
                false,
                "the paths that exist, e.g. [\"/\", \"/index.html\"]; unset = every path")
            .oneOf(
                "keep-alive.http10",
                true,
                "keep-alive for HTTP/1.0 requests",
                List.of(KeepAliveRule.values()))
            .oneOf(
                "keep-alive.http11",
                true,
                "keep-alive for HTTP/1.1 requests",
                List.of(KeepAliveRule.values()))
            .integer(
                "keep-alive.max-requests",
                false,
                0,
                Integer.MAX_VALUE,
                "requests per connection before the server closes it (nginx: 100), 0 = no limit")
            .oneOf(
                "connection-header.keep-alive",
                true,
                "when \"Connection: keep-alive\" is written",
                List.of(HeaderRule.ALWAYS, HeaderRule.HTTP10, HeaderRule.NEVER))
            .oneOf(
                "connection-header.close",
                true,
                "when \"Connection: close\" is written",
                List.of(HeaderRule.ALWAYS, HeaderRule.HTTP11, HeaderRule.NEVER))
            .oneOf(
                "framing.http10",
                true,
                "how the body of an HTTP/1.0 response ends",
                // HTTP/1.0 has no chunked encoding.
                List.of(BodyFraming.CONTENT_LENGTH, BodyFraming.CLOSE_DELIMITED))
            .oneOf(
                "framing.http11",
                true,
                "how the body of an HTTP/1.1 response ends",
                List.of(BodyFraming.values()))
            .duration(
                "service.cpu", false, ChronoUnit.MILLIS, "the CPU cost per request, e.g. 8.6ms")
            .duration(
                "service.io-wait",
                false,
                ChronoUnit.MILLIS,
                "a wait per request after the CPU work, e.g. 0ms")
            .integer(
                "service.pool",
                false,
                0,
                4096,
                "the worker pool size (FPM children), 0 = on the event loop")
            .integer(
                "service.max-requests",
                false,
                0,
                Integer.MAX_VALUE,
                "requests before a worker is recycled, 0 = never")
            .duration(
                "service.recycle-cpu",
                false,
                ChronoUnit.MILLIS,
                "the CPU a recycled worker burns to boot, e.g. 40ms")
            .string(
                "calibrated-from",
                false,
                "where service.cpu was derived from when it is a post's own rates, e.g. \"document"
                    + " 002's published rates\": such a stand-in judges no claim")
            .build();
  }

  public static ProfileLoader standard() {
    return new ProfileLoader(Home.dir());
  }

  /** The profile names there are: the targets/*.conf files. */
  public List<String> names() {
    try (Stream<Path> files = Files.list(targets)) {
      return files
          .map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".conf"))
          .map(n -> n.substring(0, n.length() - ".conf".length()))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new ConfigError("cannot list stand-in profiles in " + targets + ": " + e.getMessage());
    }
  }

  /** Why {@code name} names no profile, with the nearest and all valid names. */
  public String unknownProfile(String name) {
    List<String> known = names();
    String hint = Nearest.to(name, known).map(n -> " (did you mean " + n + "?)").orElse("");
    return "no such stand-in profile"
        + hint
        + ": there is no targets/"
        + name
        + ".conf; known profiles: "
        + String.join(", ", known);
  }

  public Profile load(String name) {
    return load(name, ConfigFactory.empty());
  }

  /** Loads a profile with some keys overridden (tests, and -D on targets/serve). */
  public Profile load(String name, Config overrides) {
    Path file = targets.resolve(name + ".conf");
    if (!name.matches("[A-Za-z0-9._-]+") || !Files.isRegularFile(file)) {
      throw new ConfigError("stand-in profile \"" + name + "\": " + unknownProfile(name));
    }
    String label = home.relativize(file).toString();
    Config config;
    try {
      config =
          overrides
              .withFallback(
                  ConfigFactory.parseFile(
                      file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false)))
              .resolve();
    } catch (ConfigException e) {
      throw new ConfigError(label + ": not valid HOCON: " + e.getMessage());
    }
    List<String> problems = new ArrayList<>(schema.validate(config, label));
    if (problems.isEmpty()) problems.addAll(crossChecks(config, label));
    if (!problems.isEmpty()) throw new ConfigError(problems);
    return build(name, file, config);
  }

  private List<String> crossChecks(Config config, String label) {
    List<String> problems = new ArrayList<>();
    if (config.hasPath("body") == config.hasPath("body-file")) {
      problems.add(
          label
              + ": set exactly one of body (the text) or body-file (a file under the project"
              + " folder)");
    }
    if (config.hasPath("body-file")) {
      Path body = home.resolve(config.getString("body-file"));
      if (!Files.isRegularFile(body)) {
        problems.add(
            schema.where(config, "body-file", label)
                + ": body-file = \""
                + config.getString("body-file")
                + "\": no such file (looked for "
                + body
                + "); create it or fix the path");
      }
    }
    List<? extends ConfigValue> headers = config.getList("headers");
    for (ConfigValue header : headers) {
      String line = header.unwrapped().toString();
      String where = schema.where(header.origin(), "headers", header, label);
      if (!line.matches("[!#$%&'*+.^_`|~0-9A-Za-z-]+: .*")) {
        problems.add(where + ": header \"" + line + "\" is not \"Name: value\"");
      }
      ResponseTemplate.unknownPlaceholder(line)
          .ifPresent(
              p ->
                  problems.add(
                      where
                          + ": header \""
                          + line
                          + "\" uses unknown placeholder {"
                          + p
                          + "}; known: "
                          + ResponseTemplate.HEADER_PLACEHOLDERS));
    }
    if (config.hasPath("body")) {
      ResponseTemplate.unknownBodyPlaceholder(config.getString("body"))
          .ifPresent(
              p ->
                  problems.add(
                      schema.where(config, "body", label)
                          + ": body uses unknown placeholder {"
                          + p
                          + "}; known: {random:LOW-HIGH}"));
    }
    List<String> framings =
        List.of(config.getString("framing.http10"), config.getString("framing.http11"));
    // A framing needs the placeholder that writes its header, in a header line such as this.
    record Needs(String framing, String placeholder, String line) {}
    for (Needs n :
        List.of(
            new Needs("content-length", "{content-length}", "Content-Length: {content-length}"),
            new Needs(
                "chunked", "{transfer-encoding}", "Transfer-Encoding: {transfer-encoding}"))) {
      boolean written =
          headers.stream().anyMatch(h -> h.unwrapped().toString().contains(n.placeholder()));
      if (framings.contains(n.framing()) && !written) {
        problems.add(
            schema.where(config, "framing", label)
                + ": framing "
                + n.framing()
                + " needs a header line with "
                + n.placeholder()
                + ", e.g. \""
                + n.line()
                + "\"");
      }
    }
    if (config.hasPath("calibrated-from") && !config.hasPath("service.cpu")) {
      problems.add(
          schema.where(config, "calibrated-from", label)
              + ": calibrated-from names where a cost per request came from, and this profile"
              + " models none: add service.cpu (e.g. service { cpu = 8.6ms }) or remove"
              + " calibrated-from");
    }
    if (config.hasPath("calibrated-from") && config.getString("calibrated-from").isBlank()) {
      problems.add(
          schema.where(config, "calibrated-from", label)
              + ": calibrated-from is empty: say where service.cpu was derived from, e.g."
              + " \"document 002's published rates\", or remove it");
    }
    if (config.hasPath("service") && !config.hasPath("service.cpu")) {
      problems.add(
          schema.where(config, "service", label) + ": service needs service.cpu, e.g. cpu = 8.6ms");
    }
    return problems;
  }

  private Profile build(String name, Path file, Config c) {
    Optional<Path> bodyFile =
        c.hasPath("body-file")
            ? Optional.of(home.resolve(c.getString("body-file")))
            : Optional.empty();
    String body = c.hasPath("body") ? c.getString("body") : "";
    Optional<Profile.Service> service =
        c.hasPath("service")
            ? Optional.of(
                new Profile.Service(
                    Schema.duration(c, "service.cpu", ChronoUnit.MILLIS),
                    c.hasPath("service.io-wait")
                        ? Schema.duration(c, "service.io-wait", ChronoUnit.MILLIS)
                        : Duration.ZERO,
                    c.hasPath("service.pool") ? c.getInt("service.pool") : 0,
                    c.hasPath("service.max-requests") ? c.getInt("service.max-requests") : 0,
                    c.hasPath("service.recycle-cpu")
                        ? Schema.duration(c, "service.recycle-cpu", ChronoUnit.MILLIS)
                        : Duration.ZERO))
            : Optional.empty();
    return new Profile(
        name,
        file,
        c.getString("emulates"),
        c.getString("fidelity"),
        c.getInt("workers"),
        c.hasPath("accept-backlog") ? c.getInt("accept-backlog") : 0,
        Schema.choice(c, "status-version", StatusVersion.class),
        Schema.strings(c, "headers"),
        body,
        bodyFile,
        c.hasPath("not-found-body") ? c.getString("not-found-body") : "404 Not Found\n",
        c.hasPath("paths") ? Schema.strings(c, "paths") : List.of(),
        new Profile.KeepAlive(
            rule(c, "keep-alive.http10"),
            rule(c, "keep-alive.http11"),
            c.hasPath("keep-alive.max-requests") ? c.getInt("keep-alive.max-requests") : 0),
        new Profile.ConnectionHeader(
            headerRule(c, "connection-header.keep-alive"),
            headerRule(c, "connection-header.close")),
        new Profile.Framing(framing(c, "framing.http10"), framing(c, "framing.http11")),
        service,
        c.hasPath("calibrated-from")
            ? Optional.of(c.getString("calibrated-from"))
            : Optional.empty());
  }

  private static KeepAliveRule rule(Config c, String path) {
    return Schema.choice(c, path, KeepAliveRule.class);
  }

  private static HeaderRule headerRule(Config c, String path) {
    return Schema.choice(c, path, HeaderRule.class);
  }

  private static BodyFraming framing(Config c, String path) {
    return Schema.choice(c, path, BodyFraming.class);
  }
}
