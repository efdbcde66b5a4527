package abreplay.plan;

import java.time.Duration;
import java.util.List;

/**
 * Everything a simulation will do, decided and checked before any request is sent.
 *
 * @param title what is replayed, for the reports
 * @param maxFailed the most failed requests (ab's count) a step may have before the build fails; -1 = no limit
 * @param scale the factor applied to every -n (1 = as published)
 * @param localAddresses loopback source addresses to spread connections over (empty = the default one)
 * @param warnings what pre-flight found worth saying before the run (backlog, ports)
 */
public record RunPlan(String title, List<String> sources, Duration timeout, long maxFailed, double scale,
    List<String> localAddresses, List<SystemPlan> systems, List<String> warnings) {

  public List<Step> steps() {
    return systems.stream().flatMap(s -> s.steps().stream()).toList();
  }
}
