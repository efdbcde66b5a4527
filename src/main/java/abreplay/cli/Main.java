package abreplay.cli;

import abreplay.config.ExitCode;
import abreplay.replay.AbFlag;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code ./ab-replay}, the one command line: ab's own ({@link AbOneOff}, its flags from {@link
 * AbFlag}) and the {@link Subcommands} import, check, rebuild, injector and merge, each with its
 * {@code --help}. Today's forms ({@code --import <file>}, ...) are read as the subcommands. Bad
 * input is one line on stderr and exit status 3 ({@link ExitCode#BAD_INPUT}) before any Maven or
 * load starts. The script picks the classpath (injector and merge need Gatling's) and starts this
 * JVM.
 */
public final class Main {
  private static final Map<String, String> OLD_FORMS =
      Map.of(
          "--import", "import",
          "--check", "check",
          "--rebuild", "rebuild",
          "--injector", "injector",
          "--merge", "merge");

  private Main() {}

  public static void main(String[] args) {
    if (args.length > 0 && OLD_FORMS.containsKey(args[0])) {
      args = args.clone();
      args[0] = OLD_FORMS.get(args[0]);
    }
    System.exit(commandLine().execute(args));
  }

  private static CommandLine commandLine() {
    AbOneOff ab = new AbOneOff();
    CommandSpec spec = CommandSpec.wrapWithoutInspection(ab);
    spec.name(Subcommands.NAME);
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
    ab.declare(spec);
    CommandLine line = new CommandLine(spec);
    for (Object sub :
        List.of(
            new Subcommands.ImportCommand(),
            new Subcommands.CheckCommand(),
            new Subcommands.RebuildCommand(),
            new Subcommands.InjectorCommand(),
            new Subcommands.MergeCommand())) {
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
    List<String> unmatched =
        e instanceof CommandLine.UnmatchedArgumentException u ? u.getUnmatched() : List.of();
    String first = unmatched.isEmpty() ? null : unmatched.get(0);
    String line;
    if (e.getCommandLine().getCommand() instanceof Subcommands.Subcommand sub) {
      line =
          first == null
              ? "usage: " + sub.usage()
              : sub.unmatched(first).orElse("usage: " + sub.usage());
    } else if (first != null && first.startsWith("-")) {
      line = "option " + first.substring(0, Math.min(2, first.length())) + " is not one of ab's";
    } else if (first != null) {
      line =
          "one url only: " + ((AbOneOff) e.getCommandLine().getCommand()).url + ", then " + first;
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
      line = e.getMessage() + ": see " + Subcommands.NAME + " --help";
    }
    System.err.println("ab-replay: " + line);
    return ExitCode.BAD_INPUT.status();
  }
}
