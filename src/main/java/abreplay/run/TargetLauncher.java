package abreplay.run;

import abreplay.plan.Placement;
import abreplay.plan.Target;
import abreplay.standin.StandInProcess;
import abreplay.target.TargetProcess;
import java.nio.file.Path;
import java.util.Optional;

/** Starts the process a target needs, if any. */
@FunctionalInterface
public interface TargetLauncher {
  /**
   * @param log where everything the process prints goes
   * @return the process; empty for a url, which is a server the run does not own
   * @throws abreplay.target.TargetError when it cannot start, with what it printed
   */
  Optional<TargetProcess> start(Target target, Path log);

  /** A stand-in's JVM for a bundled profile, on the target's CPUs; nothing for a url. */
  static TargetLauncher standard(Path home, Placement placement) {
    return (target, log) -> target.profile().map(profile ->
        StandInProcess.start(profile, target.port(), log, home, placement.target()));
  }
}
