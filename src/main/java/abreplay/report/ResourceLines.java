package abreplay.report;

import abreplay.format.Numbers;
import abreplay.machine.ProcessSampler.Usage;
import abreplay.plan.Placement;
import abreplay.result.Resources;
import abreplay.result.StepResult;
import java.util.Optional;

/**
 * The lines ab-summary.txt adds after ab's report: what the load generator and the target used (CPU
 * in % of one core, as top shows it), the target's CPU group's count and its service demand (CPU a
 * request), the CPUs they had, and which side limited the step.
 */
final class ResourceLines {
  private ResourceLines() {}

  static String of(StepResult step, Placement placement) {
    Resources resources = step.resources();
    StringBuilder out = new StringBuilder();
    AbLine.append(
        out,
        "Load generator CPU:",
        cpu(resources.loadGenerator())
            + resources
                .loadGenerator()
                .flatMap(
                    u ->
                        u.maxHeapBytes().isPresent()
                            ? Optional.of(
                                "; heap "
                                    + mb(u.maxHeapBytes().getAsLong())
                                    + ", "
                                    + u.maxThreads()
                                    + " threads")
                            : Optional.empty())
                .orElse(""));
    AbLine.append(
        out,
        "Target CPU:",
        resources
            .target()
            .map(
                u ->
                    cpu(Optional.of(u))
                        + "; RSS "
                        + mb(u.maxRssBytes())
                        + ", "
                        + u.maxThreads()
                        + " threads")
            .orElse("not measured (the run did not start the target)"));
    resources
        .group()
        .ifPresent(
            g ->
                AbLine.append(
                    out, "Target CPU group:", BudgetLines.group(g) + " (its cgroup's own count)"));
    if (step.serviceDemandMs().isPresent())
      AbLine.append(
          out,
          "Service demand:",
          BudgetLines.demand(step.serviceDemandMs())
              + " of the target's CPU a request (CPU time over responses)");
    AbLine.append(out, "CPUs:", placement.online().size() + ", " + placement.described());
    AbLine.append(out, "Bound:", resources.bound().explained());
    return out.toString();
  }

  /** "142.3% of one core (user 81.2%, system 61.1%)" */
  static String cpu(Optional<Usage> usage) {
    return usage
        .map(
            u ->
                Numbers.fixed(u.cpuUserPercent() + u.cpuSystemPercent(), 1)
                    + "% of one core (user "
                    + Numbers.fixed(u.cpuUserPercent(), 1)
                    + "%, system "
                    + Numbers.fixed(u.cpuSystemPercent(), 1)
                    + "%)")
        .orElse("not measured");
  }

  private static String mb(long bytes) {
    return Numbers.fixed(bytes / 1048576.0, 1) + " MB";
  }
}
