package abreplay.cli;

import abreplay.check.Check;
import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.gatlingapi.InjectorMain;
import abreplay.gatlingapi.MergeMain;
import abreplay.importer.Import;
import abreplay.injector.MergeArguments;
import abreplay.rebuild.Rebuild;
import abreplay.replay.AbCheck;
import abreplay.replay.AbCommand;
import abreplay.replay.AbFlag;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ab-replay}, the one command line: ab's own (the command itself, its flags from {@link
 * AbFlag}) and the subcommands import, check, rebuild, injector and merge, each with its {@code
 * --help}. Today's forms ({@code --import <file>}, ...) are read as the subcommands. Bad input is
 * one line on stderr and exit status 3 ({@link ExitCode#BAD_INPUT}) before any Maven or load
 * starts. The script picks the classpath (injector and merge need Gatling's) and starts this JVM.
 */
public final class Main {
  /** The command a user types, as usage lines name it. */
  static final String NAME = "./ab-replay";

  private static final PrintStream ERR = System.err;
  private static final Map<String, String> OLD_FORMS =
      Map.of(
          "--import", "import",
          "--check", "check",
          "--rebuild", "rebuild",
          "--injector", "injector",
          "--merge", "merge");

  private Main() {}

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs {@code args} as {@code ./ab-replay} was given them; returns the exit status. */
  static int run(String[] args) {
    if (args.length > 0 && OLD_FORMS.containsKey(args[0])) {
      args = args.clone();
      args[0] = OLD_FORMS.get(args[0]);
    }
    return commandLine(new AbOneOff()).execute(args);
  }

  static CommandLine commandLine(AbOneOff ab) {
    CommandSpec spec = CommandSpec.wrapWithoutInspection(ab);
    spec.name(NAME);
    spec.usageMessage()
        .description(
            "ab's command line, replayed with Gatling: ab -n, -c, -k and a url, ab's -s, -r and -l;"
                + " without a url the bundled stand-in (hello) is loaded. Options are read as ab"
                + " reads them (-n1000, -kc 100). Defaults come from conf/ab.conf and"
                + " src/main/resources/reference.conf. The command is checked before Maven starts:"
                + " a problem is one line, exit status 3. The report lands in"
                + " target/gatling/absimulation-<timestamp>/ (replay.html, ab-summary.txt,"
                + " summary.json). ABREPLAY_DRY_RUN=1 prints the Maven command instead.")
        .width(100)
        .sortOptions(false);
    spec.parser().separator(" ");
    for (AbFlag flag : AbFlag.ALL) {
      if (flag.use() instanceof AbFlag.Replayed r) spec.addOption(ab.replayed(flag, r));
      else if (flag.letter() != 'h' && flag.letter() != 'D') spec.addOption(ab.refused(flag));
    }
    spec.addOption(
        OptionSpec.builder("-D")
            .paramLabel("key=value")
            .type(String.class)
            .description("any ab.* or replay.* key, as for a document (e.g. -Dreplay.warm-up=0)")
            .setter(ab.define())
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
            .setter(ab.url())
            .build());
    CommandLine line = new CommandLine(spec);
    for (Object sub :
        List.of(
            new ImportCommand(),
            new CheckCommand(),
            new RebuildCommand(),
            new InjectorCommand(),
            new MergeCommand())) {
      CommandLine subLine = new CommandLine(sub);
      subLine.getCommandSpec().usageMessage().width(100);
      line.addSubcommand(subLine);
    }
    line.setOverwrittenOptionsAllowed(true);
    line.setPosixClusteredShortOptionsAllowed(true);
    line.setParameterExceptionHandler(Main::refuse);
    return line;
  }

  /**
   * A command picocli could not read: one line naming what and how to fix it, exit status 3. A
   * subcommand's missing or extra argument is its usage line.
   */
  private static int refuse(CommandLine.ParameterException e, String[] args) {
    CommandLine where = e.getCommandLine();
    String line;
    if (where.getCommand() instanceof Usage u) {
      line =
          e instanceof CommandLine.UnmatchedArgumentException && u.ownLine(e).isPresent()
              ? u.ownLine(e).get()
              : "usage: " + u.usage();
    } else if (e instanceof CommandLine.UnmatchedArgumentException unmatched
        && !unmatched.getUnmatched().isEmpty()
        && unmatched.getUnmatched().get(0).startsWith("-")) {
      String option = unmatched.getUnmatched().get(0);
      line = "option " + option.substring(0, Math.min(2, option.length())) + " is not one of ab's";
    } else if (e instanceof CommandLine.UnmatchedArgumentException unmatched) {
      line =
          "one url only: "
              + ((AbOneOff) where.getCommand()).url
              + ", then "
              + unmatched.getUnmatched().get(0);
    } else if (e instanceof CommandLine.MissingParameterException m
        && !m.getMissing().isEmpty()
        && m.getMissing().get(0) instanceof OptionSpec o) {
      line =
          "option "
              + o.shortestName()
              + " needs a value (as in ab: "
              + o.shortestName()
              + " <value>)";
    } else {
      line = e.getMessage() + ": see " + NAME + " --help";
    }
    ERR.println("ab-replay: " + line);
    return ExitCode.BAD_INPUT.status();
  }

  /** A subcommand's one-line usage, as a wrong call of it is told. */
  interface Usage {
    String usage();

    /** Its own line for an argument it does not take, if it has one. */
    default Optional<String> ownLine(CommandLine.ParameterException e) {
      return Optional.empty();
    }
  }

  /** The ab command: its flags in the order given, as the -D keys they set. */
  static final class AbOneOff implements Callable<Integer> {
    private final List<String> keys = new ArrayList<>();
    private final List<AbFlag> refused = new ArrayList<>();
    private String url;

    OptionSpec replayed(AbFlag flag, AbFlag.Replayed r) {
      OptionSpec.Builder b =
          OptionSpec.builder("-" + flag.letter())
              .description(r.help() + (flag.letter() == 's' ? " (ab -s): " + r.key() : ""));
      if (flag.takesValue()) {
        b.paramLabel(flag.name()).type(String.class).arity("1");
      } else {
        b.type(boolean.class).arity("0");
      }
      return b.setter(
              new CommandLine.Model.ISetter() {
                @Override
                public <T> T set(T value) {
                  if (unset(value)) return null;
                  keys.add("-D" + r.key() + "=" + r.fixed().orElse(String.valueOf(value)));
                  return null;
                }
              })
          .build();
    }

    OptionSpec refused(AbFlag flag) {
      return OptionSpec.builder("-" + flag.letter())
          .hidden(true)
          .type(flag.takesValue() ? String.class : boolean.class)
          .arity(flag.takesValue() ? "1" : "0")
          .setter(
              new CommandLine.Model.ISetter() {
                @Override
                public <T> T set(T value) {
                  if (!unset(value)) refused.add(flag);
                  return null;
                }
              })
          .build();
    }

    /** picocli sets every option to its initial value first: null, or false for a flag. */
    private static boolean unset(Object value) {
      return value == null || Boolean.FALSE.equals(value);
    }

    CommandLine.Model.ISetter define() {
      return new CommandLine.Model.ISetter() {
        @Override
        public <T> T set(T value) {
          if (!unset(value)) keys.add("-D" + value);
          return null;
        }
      };
    }

    CommandLine.Model.ISetter url() {
      return new CommandLine.Model.ISetter() {
        @Override
        public <T> T set(T value) {
          url = (String) value;
          return null;
        }
      };
    }

    /** Checks the command as the simulation will plan it, then runs Maven in this folder. */
    @Override
    public Integer call() throws IOException, InterruptedException {
      if (!refused.isEmpty()) {
        AbFlag f = refused.get(0);
        ERR.println(
            "ab-replay: ab's -"
                + f.letter()
                + " ("
                + f.name()
                + ") is not supported: ab-replay"
                + " takes -n, -c, -k, -s, -r, -l and a url");
        return ExitCode.BAD_INPUT.status();
      }
      if (url != null) keys.add("-D" + AbCommand.URL_KEY + "=" + url);
      Path home = Home.dir();
      Properties system = new Properties();
      system.putAll(System.getProperties());
      for (String key : keys) {
        int eq = key.indexOf('=');
        system.setProperty(
            key.substring(2, eq < 0 ? key.length() : eq), eq < 0 ? "" : key.substring(eq + 1));
      }
      ExitCode checked = new AbCheck(home, ERR).run(system);
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

  @Command(
      name = "import",
      description =
          "Reads a post saved as text (or ab's output pasted into a file) and writes a draft"
              + " document conf, conf/documents/<nnn>-<name>.conf, with every ab report as a"
              + " scenario run and its published figures, and a draft stand-in in targets/ for a"
              + " server no profile answers like. Never overwrites a file. No ab report in the"
              + " file: one line, exit status 3.")
  static final class ImportCommand implements Callable<Integer>, Usage {
    @Parameters(paramLabel = "<file>", description = "a post saved as text")
    Path file;

    @Option(
        names = {"-h", "--help"},
        usageHelp = true,
        description = "this help")
    boolean help;

    @Override
    public String usage() {
      return NAME + " --import <file>, a post saved as text or ab's output in a file";
    }

    @Override
    public Integer call() {
      return new Import(Home.dir(), System.out, ERR, LocalDate.now()).run(file).status();
    }
  }

  @Command(
      name = "check",
      description =
          "Validates a document conf as a replay's pre-flight does, without any load, and prints"
              + " one line per claim: its text, the published ratio per scenario, the threshold"
              + " it was read as and what the post's own data says of it. Exit status 0 for a"
              + " valid conf, 3 with every problem, one line each, for an invalid one.")
  static final class CheckCommand implements Callable<Integer>, Usage {
    @Parameters(paramLabel = "<document conf>", description = "e.g. conf/documents/000-*.conf")
    String conf;

    @Option(
        names = {"-h", "--help"},
        usageHelp = true,
        description = "this help")
    boolean help;

    @Override
    public String usage() {
      return NAME + " --check <document conf>";
    }

    @Override
    public Integer call() {
      return new Check(Home.dir(), System.out, ERR).run(conf, System.getProperties()).status();
    }
  }

  @Command(
      name = "rebuild",
      description =
          "Writes replay.html, ab-summary.txt, summary.json, the percentiles and reproduction.md"
              + " again from the run folder alone: byte for byte for a finished run, PARTIAL with"
              + " what was measured for a run that was killed. Bad input: one line naming the file"
              + " and the fix, exit status 3.")
  static final class RebuildCommand implements Callable<Integer>, Usage {
    @Parameters(
        paramLabel = "<run folder>",
        description = "e.g. target/gatling/<simulation>-<timestamp>")
    Path folder;

    @Option(
        names = {"-h", "--help"},
        usageHelp = true,
        description = "this help")
    boolean help;

    @Override
    public String usage() {
      return NAME + " --rebuild <run folder>";
    }

    @Override
    public Integer call() {
      return Rebuild.run(folder).status();
    }
  }

  @Command(
      name = "injector",
      separator = " ",
      description =
          "One injector's share of one step (src/deploy/README.md): its users and requests from"
              + " the step's -c and -n, its index of how many (or JOB_COMPLETION_INDEX, 0-based),"
              + " from one start instant, into its own folder.")
  static final class InjectorCommand implements Callable<Integer>, Usage {
    @Option(
        names = "-D",
        paramLabel = "abreplay.injector.<key>=<value>",
        description = "the injector's order, one key each")
    List<String> order = new ArrayList<>();

    @Option(
        names = {"-h", "--help"},
        usageHelp = true,
        description = "this help")
    boolean help;

    @Override
    public String usage() {
      return NAME + " --injector -Dabreplay.injector.<key>=<value> ...";
    }

    @Override
    public Optional<String> ownLine(CommandLine.ParameterException e) {
      List<String> unmatched = ((CommandLine.UnmatchedArgumentException) e).getUnmatched();
      return Optional.of(
          "--injector takes -Dabreplay.injector.<key>=<value> options only, not "
              + unmatched.get(0)
              + " (src/deploy/README.md)");
    }

    @Override
    public Integer call() throws IOException {
      for (String key : order) {
        int eq = key.indexOf('=');
        System.setProperty(
            key.substring(0, eq < 0 ? key.length() : eq), eq < 0 ? "" : key.substring(eq + 1));
      }
      InjectorMain.main(new String[0]);
      return ExitCode.OK.status();
    }
  }

  @Command(
      name = "merge",
      description =
          "Joins injector folders (from several hosts) into one run folder,"
              + " target/gatling/merged-<timestamp>/, with each injector's start, clock and"
              + " warm-up and a run record (rebuild works on it). A folder of another run or"
              + " plan, or an injector given twice: one line, exit status 3. A missing injector:"
              + " the step is PARTIAL and names it.")
  static final class MergeCommand implements Callable<Integer>, Usage {
    @Option(
        names = MergeArguments.CLOCK_TOLERANCE,
        paramLabel = "<d>",
        description =
            "how far apart the hosts' clocks may be (e.g. 2ms): Time taken is given +/- it")
    String clockTolerance;

    @Parameters(
        paramLabel = "<injector folder>",
        arity = "1..*",
        description = "as the injectors wrote them")
    List<String> folders;

    @Option(
        names = {"-h", "--help"},
        usageHelp = true,
        description = "this help")
    boolean help;

    @Override
    public String usage() {
      return NAME + " --merge <injector folder>...";
    }

    @Override
    public Integer call() throws IOException {
      MergeArguments arguments;
      try {
        arguments = MergeArguments.of(folders, Optional.ofNullable(clockTolerance));
      } catch (IllegalArgumentException e) {
        ERR.println("ab-replay: --merge: " + e.getMessage());
        return ExitCode.BAD_INPUT.status();
      }
      return MergeMain.run(arguments).status();
    }
  }
}
