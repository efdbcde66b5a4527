package abreplay.testing;

import abreplay.config.Home;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A simulation run the way the Maven plugin runs it: Gatling's launcher in a JVM of its own, with
 * -D keys, results in a folder of the test's, bounded in time.
 */
public final class GatlingRun {
  /** JVM options of every JVM a test's run starts (JAVA_TOOL_OPTIONS): C1 only. */
  public static final String TEST_JVM_OPTIONS = "-XX:TieredStopAtLevel=1";

  private final Process process;
  private final Path output;
  private final Path results;
  private final String simulation;

  private GatlingRun(Process process, Path output, Path results, String simulation) {
    this.process = process;
    this.output = output;
    this.results = results;
    this.simulation = simulation;
  }

  /** What a finished run left: its exit code, everything it printed, and its run folder. */
  public record Result(int exitCode, String output, Optional<Path> folder) {
    public JsonObject summary() {
      return new JsonObject(read("summary.json"));
    }

    public String read(String file) {
      try {
        return Files.readString(
            folder
                .orElseThrow(() -> new AssertionError("no run folder; output:\n" + output))
                .resolve(file));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    /** summary.json's steps. */
    public List<JsonObject> steps() {
      JsonArray steps = summary().getJsonArray("steps");
      List<JsonObject> list = new ArrayList<>();
      for (int i = 0; i < steps.size(); i++) list.add(steps.getJsonObject(i));
      return list;
    }
  }

  /**
   * Starts {@code simulation} (a class name) with {@code properties}; the run goes on in the
   * background.
   */
  public static GatlingRun start(String simulation, Map<String, String> properties, Path results) {
    return start(simulation, properties, results, Home.dir());
  }

  /**
   * As {@link #start(String, Map, Path)}, with {@code home} as the project folder
   * (-Dabreplay.home).
   */
  public static GatlingRun start(
      String simulation, Map<String, String> properties, Path results, Path home) {
    return launch(
        simulation, command(simulation, properties, results, home), results, home, Map.of());
  }

  /**
   * As {@link #start(String, Map, Path)}, with some environment variables set, e.g. a PATH without
   * a program.
   */
  public static GatlingRun startWithEnvironment(
      String simulation,
      Map<String, String> properties,
      Path results,
      Map<String, String> environment) {
    return launch(
        simulation,
        command(simulation, properties, results, Home.dir()),
        results,
        Home.dir(),
        environment);
  }

  /**
   * As {@link #start(String, Map, Path, Path)}, under an intermediate parent, {@code bash -c '<java
   * ...> & wait'}, the way mvn is the launcher's parent: {@link #pid()} is the shell's, and killing
   * it orphans the launcher.
   */
  public static GatlingRun startUnderShell(
      String simulation, Map<String, String> properties, Path results, Path home) {
    String java =
        command(simulation, properties, results, home).stream()
            .map(arg -> "'" + arg.replace("'", "'\\''") + "'")
            .collect(Collectors.joining(" "));
    return launch(simulation, List.of("bash", "-c", java + " & wait"), results, home, Map.of());
  }

  private static List<String> command(
      String simulation, Map<String, String> properties, Path results, Path home) {
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // The gatling-maven-plugin's own JVM options
                // (GatlingConstants.DEFAULT_JVM_OPTIONS_GATLING, Java 17).
                "-Xmx1G",
                "-XX:+HeapDumpOnOutOfMemoryError",
                "-XX:MaxInlineLevel=20",
                "-XX:MaxTrivialSize=12",
                "--add-opens=java.base/java.lang=ALL-UNNAMED",
                "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED",
                // and ab-replay's own (pom.xml's jvmArgs)
                "-Dio.netty.leakDetection.level=disabled",
                "-Dabreplay.home=" + home,
                "-Dabreplay.results=" + results));
    properties.forEach((key, value) -> command.add("-D" + key + "=" + value));
    command.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            "io.gatling.app.Gatling",
            "-s",
            simulation,
            "-rf",
            results.toString()));
    return command;
  }

  private static GatlingRun launch(
      String simulation,
      List<String> command,
      Path results,
      Path home,
      Map<String, String> environment) {
    try {
      Files.createDirectories(results);
      Path output = Files.createTempFile(results, "gatling-", ".out");
      ProcessBuilder builder =
          new ProcessBuilder(command)
              .directory(home.toFile())
              .redirectErrorStream(true)
              .redirectOutput(output.toFile());
      // A test's run is seconds long: C2 would spend more CPU compiling than the run saves, and
      // the ITs run two at a time on this 2-core machine. Every JVM the run starts (stand-ins,
      // injectors, the reference server) inherits it. The tests check what a run does, not its
      // speed.
      builder.environment().put("JAVA_TOOL_OPTIONS", TEST_JVM_OPTIONS);
      environment.forEach((key, value) -> builder.environment().put(key, value));
      Process process = builder.start();
      return new GatlingRun(process, output, results, simulation);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A project folder of the test's own in {@code into}: copies of conf/, targets/ and user-files/,
   * for a test to break without touching the real ones.
   */
  public static Path copyOfHome(Path into) {
    for (String folder : List.of("conf", "targets", "user-files")) {
      Path from = Home.dir().resolve(folder);
      try (Stream<Path> files = Files.walk(from)) {
        for (Path file : (Iterable<Path>) files::iterator) {
          Path to = into.resolve(folder).resolve(from.relativize(file).toString());
          if (Files.isDirectory(file)) {
            Files.createDirectories(to);
          } else {
            Files.copy(file, to, StandardCopyOption.COPY_ATTRIBUTES);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return into;
  }

  /** Runs {@code simulation} to its end (at most {@code within}). */
  public static Result run(
      String simulation, Map<String, String> properties, Path results, Duration within) {
    return start(simulation, properties, results).await(within);
  }

  /**
   * Runs {@code simulation} in this JVM, as NettyClasspathTest does, without Gatling's HTML report
   * ({@code -nr}: ab-replay's own reports are still written): seconds instead of a JVM's start and
   * a report, for a unit test of what a run does with what it receives. The -D keys are this JVM's
   * system properties for the run, then restored; its output is not captured (""). One at a time.
   */
  public static synchronized Result inThisJvm(
      String simulation, Map<String, String> properties, Path results) {
    Map<String, String> keys = new java.util.HashMap<>(properties);
    keys.put("abreplay.results", results.toString());
    Map<String, String> before = new java.util.HashMap<>();
    keys.forEach((key, value) -> before.put(key, System.setProperty(key, value)));
    try {
      Files.createDirectories(results);
      int exit =
          io.gatling.app.Gatling$.MODULE$.fromArgs(
              new String[] {"-s", simulation, "-rf", results.toString(), "-nr"});
      return new Result(exit, "", runFolder(results, simulation));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      restoreLogging();
      before.forEach(
          (key, value) -> {
            if (value == null) System.clearProperty(key);
            else System.setProperty(key, value);
          });
    }
  }

  /**
   * Gatling stops Logback's context when a run ends, which drops logback-test.xml's turbo filter
   * (abreplay.gatlingapi.FailureTap, which the next run requires): configure it again from that
   * file.
   */
  private static void restoreLogging() {
    var context =
        (ch.qos.logback.classic.LoggerContext) org.slf4j.LoggerFactory.getILoggerFactory();
    context.reset();
    try {
      new ch.qos.logback.classic.util.ContextInitializer(context).autoConfig();
    } catch (ch.qos.logback.core.joran.spi.JoranException e) {
      throw new AssertionError("logback-test.xml does not load again: " + e, e);
    }
  }

  public long pid() {
    return process.pid();
  }

  /** What it has printed so far. */
  public String outputSoFar() {
    try {
      return Files.readString(output, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public Result await(Duration within) {
    try {
      if (!process.waitFor(within.toMillis(), TimeUnit.MILLISECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly().waitFor();
        throw new AssertionError(
            simulation + " did not finish within " + within + "; output:\n" + outputSoFar());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
    return new Result(process.exitValue(), outputSoFar(), runFolder(results, simulation));
  }

  private static Optional<Path> runFolder(Path results, String simulation) {
    String prefix =
        simulation.substring(simulation.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT) + "-";
    try (Stream<Path> dirs = Files.list(results)) {
      return dirs.filter(Files::isDirectory)
          .filter(d -> d.getFileName().toString().startsWith(prefix))
          .max(Path::compareTo);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
