package abreplay.testing;

import abreplay.document.Scenario;
import abreplay.plan.Layout;
import abreplay.plan.SkipReason;
import abreplay.plan.Slicing;
import abreplay.plan.Step;
import abreplay.targets.Target;
import java.util.Optional;

/** Steps for specs: one injector, the target as it is, run whole. */
public final class Steps {
  private Steps() {}

  public static Step of(
      Target target,
      Scenario scenario,
      String name,
      long requests,
      Optional<SkipReason> skipped,
      int round) {
    return new Step(
        target,
        scenario,
        name,
        requests,
        skipped,
        round,
        Layout.single(target, scenario.concurrency(), requests),
        Slicing.WHOLE);
  }
}
