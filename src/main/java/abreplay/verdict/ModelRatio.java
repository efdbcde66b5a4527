package abreplay.verdict;

import abreplay.document.Document.Claim;
import abreplay.format.Numbers;
import abreplay.result.StepResult;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where two stand-ins model a framework's CPU per request on worker pools of different sizes, their
 * ratio depends on the machine: a pool cannot use more CPUs than the machine has, nor more than its
 * workers. This says so, with the model's ratio on a few machines, when it moves by more than 10%.
 */
final class ModelRatio {
  private static final int[] CORES = {1, 2, 4, 8, 16, 32};

  private ModelRatio() {}

  static Optional<String> note(List<StepResult> judgedOn, Claim claim, int cores) {
    Optional<Target> system = target(judgedOn, claim.system());
    Optional<Target> over = target(judgedOn, claim.overName());
    if (system.isEmpty() || over.isEmpty()) return Optional.empty();
    Capacity a = system.get().capacity();
    Capacity b = over.get().capacity();
    if (a.modelRate(1).isEmpty() || b.modelRate(1).isEmpty()) return Optional.empty();
    double low = Double.MAX_VALUE;
    double high = 0;
    List<String> ratios = new ArrayList<>();
    for (int c : CORES) {
      double ratio = a.modelRate(c).get() / b.modelRate(c).get();
      low = Math.min(low, ratio);
      high = Math.max(high, ratio);
      ratios.add(Numbers.ratio(ratio, 2) + " on " + c);
    }
    if (high / low <= 1.10) return Optional.empty();
    return Optional.of(
        String.format(
            Locale.ROOT,
            "the stand-ins' ratio depends on the machine: they model %.1f ms and %.1f ms of CPU per"
                + " request on %d and %d workers, so the model gives %s cores (this machine has"
                + " %d): compare ratios across machines with care",
            ms(a),
            ms(b),
            a.cpuWorkers(),
            b.cpuWorkers(),
            String.join(", ", ratios),
            cores));
  }

  private static Optional<Target> target(List<StepResult> steps, String system) {
    return steps.stream()
        .map(s -> s.step().target())
        .filter(t -> t.name().equals(system) && t instanceof Target.StandIn)
        .findFirst();
  }

  private static double ms(Capacity capacity) {
    return capacity.cpuPerRequest().orElseThrow().toNanos() / 1e6;
  }
}
