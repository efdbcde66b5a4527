package abreplay.realserver;

import abreplay.config.ConfigError;
import abreplay.config.Nearest;
import abreplay.config.Schema;
import abreplay.document.DocumentNames;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigValueType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Reads targets/real/&lt;name&gt;/real-server.conf into a {@link RealServer}, refusing anything it
 * would have to guess: every problem at once, one line each, naming file:line, the key, the value
 * and the fix. Reads files only; whether the machine has the software is {@link Catalog}'s
 * question.
 */
public final class RealServerLoader {
  private final Path home;
  private final Path real;
  private final Schema schema;

  public RealServerLoader(Path home) {
    this.home = home;
    this.real = home.resolve("targets/real");
    this.schema =
        Schema.builder(home)
            .string(
                "label",
                true,
                "what the server is, e.g. \"Debian nginx 1.22 with document 000's settings\"")
            .strings("plays", false, "the document systems it plays, e.g. [\"000/nginx\"]")
            .bool(
                "reference",
                false,
                "true for a system of its own that any document may add (replay.reference)")
            .string("stand-in", false, "the stand-in profile it corresponds to, e.g. nginx-1.4.6")
            .free(
                "requires",
                "what it needs: <placeholder> { binaries = [nginx], package = nginx-light }, or"
                    + " paths = [...] for files, php-modules = [...] with of = php for a PHP"
                    + " extension; install = \"...\" where no Debian package has it")
            .strings(
                "build.command",
                false,
                "the command that builds it into {out}, e.g. [\"{go}\", \"build\", ...]")
            .free("build.requires", "the programs the build needs, as requires")
            .free("build.env", "environment variables of the build, e.g. CGO_ENABLED = \"0\"")
            .strings(
                "templates",
                false,
                "files of its folder whose placeholders are filled in, e.g. [nginx.conf]")
            .free(
                "copy",
                "project files its run folder needs: [{ from = \"user-files/...\", to ="
                    + " \"webroot/...\" }]")
            .strings(
                "start", true, "its command line, e.g. [\"{nginx}\", \"-c\", \"{dir}/nginx.conf\"]")
            .free("env", "environment variables it gets, e.g. PORT = \"{port}\"")
            .string("ready-path", false, "the path asked until it answers, e.g. /")
            .strings(
                "version.command",
                false,
                "a command whose output tells the version of what plays the server, for the"
                    + " label's {version}, e.g. [\"{nginx}\", \"-v\"]")
            .string(
                "version.pattern",
                false,
                "the version in that output: the first group of this regular expression, e.g."
                    + " \"nginx/([0-9.]+)\"")
            .duration(
                "ready-timeout",
                false,
                ChronoUnit.SECONDS,
                "how long it may take to answer, e.g. 30s")
            .oneOf("user", false, "who it runs as when the run is root", "unprivileged", "run-user")
            .integer(
                "ab-bytes-vs-stand-in",
                false,
                -100_000,
                100_000,
                "bytes per response to ab's request, real minus stand-in, as fidelity explains,"
                    + " e.g. -10")
            .string(
                "fidelity", true, "how it differs from its stand-in and from the document's server")
            .build();
  }

  /** The real servers there are: the folders of targets/real/ that hold a real-server.conf. */
  public List<String> names() {
    if (!Files.isDirectory(real)) return List.of();
    try (Stream<Path> folders = Files.list(real)) {
      return folders
          .filter(f -> Files.isRegularFile(f.resolve(RealServer.FILE)))
          .map(f -> f.getFileName().toString())
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new ConfigError("cannot list the real servers in " + real + ": " + e.getMessage());
    }
  }

  /**
   * @throws ConfigError with every problem of its file
   */
  public RealServer load(String name) {
    Path folder = real.resolve(name);
    Path file = folder.resolve(RealServer.FILE);
    if (!name.matches("[A-Za-z0-9._-]+") || !Files.isRegularFile(file)) {
      String hint = Nearest.to(name, names()).map(n -> " (did you mean " + n + "?)").orElse("");
      throw new ConfigError(
          "real server \""
              + name
              + "\": there is no targets/real/"
              + name
              + "/"
              + RealServer.FILE
              + hint
              + "; real servers: "
              + String.join(", ", names()));
    }
    String label = home.relativize(file).toString();
    Config c;
    try {
      c =
          ConfigFactory.parseFile(
                  file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false))
              .resolve();
    } catch (ConfigException e) {
      throw new ConfigError(label + ": not valid HOCON: " + e.getMessage());
    }
    List<String> problems = new ArrayList<>(schema.validate(c, label));
    if (!problems.isEmpty()) throw new ConfigError(problems);
    Map<String, RealServer.Requirement> requires = requirements(c, "requires", label, problems);
    Optional<RealServer.Build> build = Optional.empty();
    if (c.hasPath("build.command")) {
      build =
          Optional.of(
              new RealServer.Build(
                  requirements(c, "build.requires", label, problems),
                  Schema.strings(c, "build.command"),
                  env(c, "build.env", label, problems)));
    }
    Optional<RealServer.Version> version = version(c, label, problems);
    RealServer server =
        new RealServer(
            name,
            folder,
            c.getString("label"),
            new RealServer.Role(
                c.hasPath("plays") ? Schema.strings(c, "plays") : List.of(),
                c.hasPath("reference") && c.getBoolean("reference"),
                c.hasPath("stand-in") ? Optional.of(c.getString("stand-in")) : Optional.empty()),
            requires,
            build,
            new RealServer.Files(
                c.hasPath("templates") ? Schema.strings(c, "templates") : List.of(),
                copies(c, label, problems)),
            new RealServer.Launch(
                Schema.strings(c, "start"),
                env(c, "env", label, problems),
                c.hasPath("ready-path") ? c.getString("ready-path") : "/",
                c.hasPath("ready-timeout")
                    ? Schema.duration(c, "ready-timeout", ChronoUnit.SECONDS)
                    : Duration.ofSeconds(30),
                c.hasPath("user") && c.getString("user").equals("run-user")
                    ? RealServer.User.RUN_USER
                    : RealServer.User.UNPRIVILEGED),
            version,
            new RealServer.Fidelity(
                c.getString("fidelity"),
                c.hasPath("ab-bytes-vs-stand-in") ? c.getInt("ab-bytes-vs-stand-in") : 0));
    problems.addAll(RealServerChecks.of(server, c, label, schema, home));
    if (!problems.isEmpty()) throw new ConfigError(problems);
    return server;
  }

  private Map<String, RealServer.Requirement> requirements(
      Config c, String path, String label, List<String> problems) {
    Map<String, RealServer.Requirement> found = new LinkedHashMap<>();
    if (!c.hasPath(path)) return found;
    Schema one =
        Schema.builder(home)
            .strings(
                "binaries", false, "the names of a program on PATH, tried in order, e.g. [nginx]")
            .strings(
                "paths",
                false,
                "absolute paths a package installs, tried in order, e.g."
                    + " [/usr/share/gocode/src/github.com/valyala/fasthttp]")
            .strings(
                "php-modules",
                false,
                "a PHP extension, as `php -m` may list it, e.g. [swoole, openswoole]")
            .string("of", false, "the requirement whose PHP loads php-modules, e.g. php")
            .string("package", false, "the Debian package that installs it, e.g. nginx-light")
            .string(
                "install",
                false,
                "how to install it when no Debian package does, e.g. \"pecl install swoole\"")
            .bool(
                "ci-installs",
                false,
                "true when .ci/run runs the install line, so that CI has it (a missing one fails"
                    + " CI's tests instead of skipping them)")
            .build();
    for (String placeholder : DocumentNames.inFileOrder(c.getObject(path))) {
      String key = path + "." + placeholder;
      if (c.getValue(key).valueType() != ConfigValueType.OBJECT) {
        problems.add(
            schema.where(c, key, label)
                + ": "
                + key
                + " must be { binaries = [...], package = ... }");
        continue;
      }
      Config r = c.getConfig(key);
      List<String> bad =
          new ArrayList<>(
              one.validate(r, label).stream()
                  .map(p -> p.replaceFirst(": ", ": " + key + "."))
                  .toList());
      List<String> sources =
          List.of("binaries", "paths", "php-modules").stream().filter(r::hasPath).toList();
      if (sources.size() != 1) {
        bad.add(
            schema.where(c, key, label)
                + ": "
                + key
                + " needs one of binaries (a program on PATH), paths (files a package installs)"
                + " or php-modules (a PHP extension)"
                + (sources.isEmpty() ? "" : ", not " + String.join(" and ", sources)));
      }
      if (r.hasPath("php-modules") != r.hasPath("of")) {
        bad.add(
            schema.where(c, key, label)
                + ": "
                + key
                + (r.hasPath("of")
                    ? ".of is for php-modules alone"
                    : ".php-modules needs of = <the requirement of its PHP>, e.g. of = php"));
      }
      if (r.hasPath("package") == r.hasPath("install")) {
        bad.add(
            schema.where(c, key, label)
                + ": "
                + key
                + " needs one of package (the Debian package, which CI installs) or install (how"
                + " to get it elsewhere, e.g. \"pecl install swoole\")"
                + (r.hasPath("package") ? ", not both" : ""));
      }
      if (r.hasPath("ci-installs") && !r.hasPath("install")) {
        bad.add(
            schema.where(c, key + ".ci-installs", label)
                + ": "
                + key
                + ".ci-installs is for install = \"...\" alone: CI installs every package; remove"
                + " it");
      }
      if (bad.isEmpty() && r.hasPath("of")) {
        String of = r.getString("of");
        RealServer.Requirement program = found.get(of);
        if (program == null || !(program.source() instanceof RealServer.Program)) {
          bad.add(
              schema.where(c, key + ".of", label)
                  + ": "
                  + key
                  + ".of = "
                  + of
                  + ": name a program required before it in "
                  + path
                  + (found.isEmpty() ? "" : ", e.g. " + found.keySet().iterator().next()));
        }
      }
      if (bad.isEmpty() && r.hasPath("paths")) {
        for (String p : Schema.strings(r, "paths")) {
          if (!p.startsWith("/")) {
            bad.add(
                schema.where(c, key + ".paths", label)
                    + ": "
                    + key
                    + ".paths: \""
                    + p
                    + "\" is not an absolute path, e.g. /usr/share/gocode/src/...");
          }
        }
      }
      problems.addAll(bad);
      if (bad.isEmpty()) {
        RealServer.Source source;
        if (r.hasPath("binaries")) source = new RealServer.Program(Schema.strings(r, "binaries"));
        else if (r.hasPath("paths"))
          source =
              new RealServer.Location(Schema.strings(r, "paths").stream().map(Path::of).toList());
        else source = new RealServer.PhpModule(r.getString("of"), Schema.strings(r, "php-modules"));
        RealServer.Install install =
            r.hasPath("package")
                ? new RealServer.Debian(r.getString("package"))
                : new RealServer.Elsewhere(
                    r.getString("install"),
                    r.hasPath("ci-installs") && r.getBoolean("ci-installs"));
        found.put(placeholder, new RealServer.Requirement(placeholder, source, install));
      }
    }
    return found;
  }

  private Optional<RealServer.Version> version(Config c, String label, List<String> problems) {
    boolean placed = c.getString("label").contains("{version}");
    if (!c.hasPath("version.command")) {
      if (c.hasPath("version.pattern")) {
        problems.add(
            schema.where(c, "version.pattern", label)
                + ": version.pattern needs version.command, the command whose output it reads, e.g."
                + " [\"{nginx}\", \"-v\"]");
      }
      if (placed) {
        problems.add(
            schema.where(c, "label", label)
                + ": label uses {version}: add version.command, the command that prints it, e.g."
                + " [\"{nginx}\", \"-v\"]");
      }
      return Optional.empty();
    }
    if (!placed) {
      problems.add(
          schema.where(c, "version.command", label)
              + ": the version it reads goes in the label: put {version} in label = \""
              + c.getString("label")
              + "\"");
    }
    String regex = c.hasPath("version.pattern") ? c.getString("version.pattern") : "\\S.*";
    try {
      return Optional.of(
          new RealServer.Version(
              Schema.strings(c, "version.command"), java.util.regex.Pattern.compile(regex)));
    } catch (java.util.regex.PatternSyntaxException e) {
      problems.add(
          schema.where(c, "version.pattern", label)
              + ": version.pattern = \""
              + regex
              + "\" is not a regular expression ("
              + e.getDescription()
              + "), e.g. \"nginx/([0-9.]+)\"");
      return Optional.empty();
    }
  }

  private Map<String, String> env(Config c, String path, String label, List<String> problems) {
    Map<String, String> env = new LinkedHashMap<>();
    if (!c.hasPath(path)) return env;
    for (String key : DocumentNames.inFileOrder(c.getObject(path))) {
      var value = c.getObject(path).get(key);
      if (value.valueType() == ConfigValueType.OBJECT
          || value.valueType() == ConfigValueType.LIST) {
        problems.add(
            schema.where(value.origin(), path + "." + key, value, label)
                + ": "
                + path
                + "."
                + key
                + " must be a text, e.g. \"{port}\"");
      } else {
        env.put(key, value.unwrapped().toString());
      }
    }
    return env;
  }

  private List<RealServer.Copy> copies(Config c, String label, List<String> problems) {
    List<RealServer.Copy> copies = new ArrayList<>();
    if (!c.hasPath("copy")) return copies;
    if (c.getValue("copy").valueType() != ConfigValueType.LIST) {
      problems.add(
          schema.where(c, "copy", label)
              + ": copy must be a list: [{ from = \"user-files/...\", to = \"...\" }]");
      return copies;
    }
    for (Config one : c.getConfigList("copy")) {
      if (!one.hasPath("from") || !one.hasPath("to") || one.root().size() != 2) {
        problems.add(
            label
                + ":"
                + one.origin().lineNumber()
                + ": copy entries are { from = <project file>, to = <file"
                + " in the run folder> }");
        continue;
      }
      copies.add(new RealServer.Copy(one.getString("from"), one.getString("to")));
    }
    return copies;
  }
}
