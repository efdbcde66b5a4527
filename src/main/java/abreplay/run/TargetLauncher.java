package abreplay.run;

import abreplay.plan.Placement;
import abreplay.realserver.RealServerLauncher;
import abreplay.server.TargetProcess;
import abreplay.standin.StandInGroup;
import abreplay.standin.StandInProcess;
import abreplay.targets.Target;
import java.nio.file.Path;
import java.util.Optional;

/** Starts the process a target needs, if any. */
@FunctionalInterface
public interface TargetLauncher {
  /**
   * @param processes how many processes a stand-in runs in, on its one port (the plan's {@link
   *     abreplay.plan.SystemPlan#targetProcesses()}); 1 for anything else
   * @param log where everything the process prints goes
   * @return the process; empty for a url, which is a server the run does not own
   * @throws abreplay.server.TargetError when it cannot start, with what it printed
   */
  Optional<TargetProcess> start(Target target, int processes, Path log);

  /**
   * A stand-in's JVM for a bundled profile (several on one port, SO_REUSEPORT, when the plan says
   * so), a bundled real server in its run folder, each on the target's CPUs when placed; nothing
   * for a url.
   */
  static TargetLauncher standard(Path home, Placement placement) {
    RealServerLauncher real = new RealServerLauncher(home);
    return (target, processes, log) ->
        switch (target.kind()) {
          case STAND_IN ->
              Optional.of(
                  processes > 1
                      ? StandInGroup.start(
                          target.profile().orElseThrow(),
                          processes,
                          target.port(),
                          log,
                          home,
                          placement.target())
                      : StandInProcess.start(
                          target.profile().orElseThrow(),
                          target.port(),
                          log,
                          home,
                          placement.target()));
          case REAL ->
              Optional.of(
                  real.start(
                      target.real().orElseThrow().name(), target.port(), log, placement.target()));
          case URL -> Optional.empty();
        };
  }
}
