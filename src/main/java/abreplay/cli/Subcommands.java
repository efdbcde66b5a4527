package abreplay.cli;

import abreplay.check.Check;
import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.gatlingapi.InjectorMain;
import abreplay.gatlingapi.MergeMain;
import abreplay.importer.Import;
import abreplay.injector.MergeArguments;
import abreplay.rebuild.Rebuild;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./ab-replay}'s subcommands, each handing its arguments to the package that does the work
 * and returning its exit status. A wrong call of one is its usage line ({@link #usage}).
 */
final class Subcommands {
  /** The command a user types, as usage lines name it. */
  static final String NAME = "./ab-replay";

  private Subcommands() {}

  /** What every subcommand has: its {@code --help}, and its one-line usage. */
  abstract static class Subcommand implements Callable<Integer> {
    private final String usage;

    @Option(
        names = {"-h", "--help"},
        usageHelp = true,
        description = "this help")
    boolean help;

    Subcommand(String usage) {
      this.usage = usage;
    }

    /** "./ab-replay --import <file>, ...": the line a wrong call of it is told. */
    String usage() {
      return NAME + " " + usage;
    }

    /** Its own line for an argument it does not take, if it has one. */
    Optional<String> unmatched(String argument) {
      return Optional.empty();
    }
  }

  @Command(
      name = "import",
      description =
          "Reads a post (a text file, a saved web page, an http(s) url, or - for standard input)"
              + " and writes a draft document conf, conf/documents/<nnn>-<name>.conf, with every"
              + " load tool's report as a scenario run and its published figures, and a draft"
              + " stand-in in targets/ for a server no profile answers like. Never overwrites a"
              + " file. No report in the post: one line, exit status 3.")
  static final class ImportCommand extends Subcommand {
    @Parameters(
        paramLabel = "<post>",
        description = "a post saved as text or as a web page, an http(s) url, or - for stdin")
    String post;

    ImportCommand() {
      super("--import <file>, a post saved as text or ab's output in a file");
    }

    @Override
    public Integer call() {
      return new Import(Home.dir(), System.out, System.err, LocalDate.now())
          .run(post, System.in)
          .status();
    }
  }

  @Command(
      name = "check",
      description =
          "Validates a document conf as a replay's pre-flight does, without any load, and prints"
              + " one line per claim: its text, the published ratio per scenario, the threshold"
              + " it was read as and what the post's own data says of it. Exit status 0 for a"
              + " valid conf, 3 with every problem, one line each, for an invalid one.")
  static final class CheckCommand extends Subcommand {
    @Parameters(paramLabel = "<document conf>", description = "e.g. conf/documents/000-*.conf")
    String conf;

    CheckCommand() {
      super("--check <document conf>");
    }

    @Override
    public Integer call() {
      return new Check(Home.dir(), System.out, System.err)
          .run(conf, System.getProperties())
          .status();
    }
  }

  @Command(
      name = "rebuild",
      description =
          "Writes replay.html, ab-summary.txt, summary.json, the percentiles and reproduction.md"
              + " again from the run folder alone: byte for byte for a finished run, PARTIAL with"
              + " what was measured for a run that was killed. Bad input: one line naming the file"
              + " and the fix, exit status 3.")
  static final class RebuildCommand extends Subcommand {
    @Parameters(
        paramLabel = "<run folder>",
        description = "e.g. target/gatling/<simulation>-<timestamp>")
    Path folder;

    RebuildCommand() {
      super("--rebuild <run folder>");
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
  static final class InjectorCommand extends Subcommand {
    @Option(
        names = "-D",
        paramLabel = "abreplay.injector.<key>=<value>",
        description = "the injector's order, one key each")
    List<String> order = new ArrayList<>();

    InjectorCommand() {
      super("--injector -Dabreplay.injector.<key>=<value> ...");
    }

    @Override
    Optional<String> unmatched(String argument) {
      return Optional.of(
          "--injector takes -Dabreplay.injector.<key>=<value> options only, not "
              + argument
              + " (src/deploy/README.md)");
    }

    /** The order as this JVM's system properties, where the injector reads it. */
    @Override
    public Integer call() throws IOException {
      order.forEach(key -> AbOneOff.define(key, System::setProperty));
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
  static final class MergeCommand extends Subcommand {
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

    MergeCommand() {
      super("--merge <injector folder>...");
    }

    @Override
    public Integer call() throws IOException {
      MergeArguments arguments;
      try {
        arguments = MergeArguments.of(folders, Optional.ofNullable(clockTolerance));
      } catch (IllegalArgumentException e) {
        System.err.println("ab-replay: --merge: " + e.getMessage());
        return ExitCode.BAD_INPUT.status();
      }
      return MergeMain.run(arguments).status();
    }
  }
}
