package abreplay.plan;

import abreplay.document.Scenario;
import abreplay.targets.Target;
import java.util.Optional;

/**
 * One scenario on one system, as it will run.
 *
 * @param name the request name in the Gatling report, e.g. "nginx -c100 -n1000000 -k" ("... #2" in round 2)
 * @param requests the scenario's -n after scaling
 * @param skipped why it will not run on this machine, and what would make it run
 * @param round which round of the run it belongs to, from 1
 */
public record Step(Target target, Scenario scenario, String name, long requests, Optional<String> skipped, int round) {

  public boolean runs() {
    return skipped.isEmpty();
  }
}
