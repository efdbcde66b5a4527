package abreplay.run;

import abreplay.plan.Placement;
import abreplay.realserver.RealServerLauncher;
import abreplay.standin.StandInGroup;
import abreplay.standin.StandInProcess;
import abreplay.targets.Target;
import abreplay.targets.TargetProcess;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Starts the process a target needs, if any. */
@FunctionalInterface
public interface TargetLauncher {
  /**
   * @param processes how many processes a stand-in runs in, on its one port (the plan's {@link
   *     abreplay.plan.SystemPlan#targetProcesses()}); 1 for anything else
   * @param log where everything the process prints goes
   * @param cpuGroup the prefix of the CPU group the process joins before it starts
   *     (machine/CpuGroup), with every process it forks; empty for none
   * @return the process; empty for a url, which is a server the run does not own
   * @throws abreplay.targets.TargetError when it cannot start, with what it printed
   */
  Optional<TargetProcess> start(Target target, int processes, Path log, List<String> cpuGroup);

  /**
   * A stand-in's JVM for a bundled profile (several on one port, SO_REUSEPORT, when the plan says
   * so), a bundled real server in its run folder, each on the target's CPUs when placed; nothing
   * for a url.
   */
  static TargetLauncher standard(Path home, Placement placement) {
    RealServerLauncher real = new RealServerLauncher(home);
    return (target, processes, log, cpuGroup) ->
        target.match(
            s ->
                Optional.of(
                    processes > 1
                        ? StandInGroup.start(
                            s.profile(),
                            processes,
                            s.port(),
                            log,
                            home,
                            cpuGroup,
                            placement.target())
                        : StandInProcess.start(
                            s.profile(), s.port(), log, home, cpuGroup, placement.target())),
            r ->
                Optional.of(
                    real.start(r.server().name(), r.port(), log, cpuGroup, placement.target())),
            u -> Optional.empty());
  }
}
