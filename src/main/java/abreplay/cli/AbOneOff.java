package abreplay.cli;

import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.replay.AbCheck;
import abreplay.replay.AbCommand;
import abreplay.replay.AbFlag;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The ab command, {@code ./ab-replay [-n requests] [-c concurrency] [-k] [-s] [-r] [-l] [-D...]
 * [url]}: its options, declared from {@link AbFlag}'s table, become -D keys in the order given; the
 * command is checked as the simulation will plan it ({@link AbCheck}), then Maven runs it in this
 * JVM's place (it waits, and stops Maven when stopped). One use per command line.
 */
final class AbOneOff implements Callable<Integer> {
  private final List<String> keys = new ArrayList<>();
  private final List<AbFlag> refused = new ArrayList<>();
  String url;

  /** The command's options and url, declared on {@code spec}. */
  void declare(CommandSpec spec) {
    for (AbFlag flag : AbFlag.ALL) {
      if (flag.use() instanceof AbFlag.Replayed r) spec.addOption(replayed(flag, r));
      else if (flag.letter() != 'h' && flag.letter() != 'D') spec.addOption(refused(flag));
    }
    spec.addOption(
        OptionSpec.builder("-D")
            .paramLabel("key=value")
            .type(String.class)
            .description("any ab.* or replay.* key, as for a document (e.g. -Dreplay.warm-up=0)")
            .setter(setter(v -> keys.add("-D" + v)))
            .build());
    spec.addOption(
        OptionSpec.builder("-h", "--help")
            .usageHelp(true)
            .description("this help; <command> --help for a command's")
            .build());
    spec.addPositional(
        PositionalParamSpec.builder()
            .paramLabel("url")
            .arity("0..1")
            .type(String.class)
            .description("http://host[:port]/path, a server on this machine")
            .setter(setter(v -> url = (String) v))
            .build());
  }

  private OptionSpec replayed(AbFlag flag, AbFlag.Replayed r) {
    return OptionSpec.builder("-" + flag.letter())
        .description(r.help() + (flag.letter() == 's' ? " (ab -s): " + r.key() : ""))
        .paramLabel(flag.name())
        .type(flag.takesValue() ? String.class : boolean.class)
        .arity(flag.takesValue() ? "1" : "0")
        .setter(setter(v -> keys.add("-D" + r.key() + "=" + r.fixed().orElse(v.toString()))))
        .build();
  }

  private OptionSpec refused(AbFlag flag) {
    return OptionSpec.builder("-" + flag.letter())
        .hidden(true)
        .type(flag.takesValue() ? String.class : boolean.class)
        .arity(flag.takesValue() ? "1" : "0")
        .setter(setter(v -> refused.add(flag)))
        .build();
  }

  /**
   * A setter that hands {@code to} each value given. picocli first sets every option to its initial
   * value, null or false for a flag: those are not given.
   */
  static ISetter setter(Consumer<Object> to) {
    return new ISetter() {
      @Override
      public <T> T set(T value) {
        if (value != null && !Boolean.FALSE.equals(value)) to.accept(value);
        return null;
      }
    };
  }

  /** "key=value" (or "key", for "") handed to {@code to} as a key and its value, as -D does. */
  static void define(String keyValue, BiConsumer<String, String> to) {
    int eq = keyValue.indexOf('=');
    to.accept(
        eq < 0 ? keyValue : keyValue.substring(0, eq), eq < 0 ? "" : keyValue.substring(eq + 1));
  }

  /** Checks the command as the simulation will plan it, then runs Maven in this folder. */
  @Override
  public Integer call() throws IOException, InterruptedException {
    if (!refused.isEmpty()) {
      System.err.println(
          "ab-replay: ab's "
              + refused.get(0).shown()
              + " is not supported: ab-replay takes -n, -c, -k, -s, -r, -l and a url");
      return ExitCode.BAD_INPUT.status();
    }
    if (url != null) keys.add("-D" + AbCommand.URL_KEY + "=" + url);
    Path home = Home.dir();
    Properties system = new Properties();
    system.putAll(System.getProperties());
    keys.forEach(key -> define(key.substring(2), system::setProperty));
    ExitCode checked = new AbCheck(home, System.err).run(system);
    if (checked != ExitCode.OK) return checked.status();
    List<String> maven =
        new ArrayList<>(
            List.of(
                home.resolve("mvnw").toString(),
                "-B",
                "-q",
                "gatling:test",
                "-Dgatling.simulationClass=abreplay.AbSimulation"));
    maven.addAll(keys);
    if ("1".equals(System.getenv("ABREPLAY_DRY_RUN"))) {
      System.out.println(String.join(" ", maven));
      return ExitCode.OK.status();
    }
    Process p = new ProcessBuilder(maven).directory(home.toFile()).inheritIO().start();
    Runtime.getRuntime().addShutdownHook(new Thread(p::destroy));
    return p.waitFor();
  }
}
