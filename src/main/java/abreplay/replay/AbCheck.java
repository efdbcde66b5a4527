package abreplay.replay;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.plan.RunPlan;
import abreplay.targets.Target;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * The check of an ab command before Maven starts ({@code ./ab-replay}'s, cli/AbOneOff): the command
 * planned as the simulation will plan it (every key and value, ab's refusals, what this machine
 * cannot run), and a url on this machine asked whether anything listens there ({@link UrlProbe}). A
 * problem is one line on stderr and {@link ExitCode#BAD_INPUT}, nothing else printed, nothing sent;
 * a good command prints nothing and is {@link ExitCode#OK}, and the command goes on to Maven.
 */
public final class AbCheck {
  private final Path home;
  private final PrintStream err;

  public AbCheck(Path home, PrintStream err) {
    this.home = home;
    this.err = err;
  }

  /**
   * @return OK for a command that can run, BAD_INPUT (its problem on err) for one that cannot
   */
  public ExitCode run(Properties system) {
    Optional<String> problem;
    try {
      RunPlan plan = AbReplay.load(home, system);
      Target target = plan.systems().get(0).target();
      problem =
          target instanceof Target.Url u
              ? UrlProbe.problem(u.url().toString(), UrlProbe.CONNECT_TIMEOUT)
              : Optional.empty();
    } catch (ConfigError e) {
      // Each problem a line, as the simulation would print it (a file's misspelled keys are
      // several).
      problem = Optional.of(String.join(System.lineSeparator() + "ab-replay: ", e.problems()));
    }
    problem.ifPresent(line -> err.println("ab-replay: " + line));
    return problem.isPresent() ? ExitCode.BAD_INPUT : ExitCode.OK;
  }
}
