package abreplay.plan;

import java.util.List;

/**
 * A system and its steps, in the document's order, after a warm-up of at least
 * {@code warmUpRequests} (then until the rate is steady) at {@code warmUpConcurrency} (the first
 * runnable step's), under its own request name.
 */
public record SystemPlan(Target target, long warmUpRequests, int warmUpConcurrency, boolean warmUpKeepAlive,
    String warmUpPath, List<Step> steps) {

  public String warmUpName() {
    return target.name() + " warm-up -c" + warmUpConcurrency + (warmUpKeepAlive ? " -k" : "");
  }

  public boolean runsAnything() {
    return steps.stream().anyMatch(s -> s.skipped().isEmpty());
  }
}
