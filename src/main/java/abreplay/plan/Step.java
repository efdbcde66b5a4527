package abreplay.plan;

import abreplay.document.Scenario;
import abreplay.targets.Target;
import java.util.Optional;

/**
 * One scenario on one system, as it will run. Immutable.
 *
 * @param name the request name in the Gatling report ("... #2" in round 2)
 * @param requests the scenario's -n after scaling
 * @param skipped why it will not run on this machine, and what would make it run
 * @param round from 1
 * @param layout for a skipped step, what it would have needed
 * @param slicing {@link Slicing#WHOLE} when it runs in one closed population
 */
public record Step(
    Target target,
    Scenario scenario,
    String name,
    long requests,
    Optional<SkipReason> skipped,
    int round,
    Layout layout,
    Slicing slicing) {

  public Step {
    slicing = slicing == null ? Slicing.WHOLE : slicing;
  }

  /** The same step, cut as {@code slicing} says. */
  public Step sliced(Slicing slicing) {
    return new Step(target, scenario, name, requests, skipped, round, layout, slicing);
  }

  public boolean runs() {
    return skipped.isEmpty();
  }
}
