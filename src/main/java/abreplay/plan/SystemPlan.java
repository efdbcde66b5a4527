package abreplay.plan;

import abreplay.targets.Target;
import java.util.List;

/**
 * A system and its steps, in the document's order, after its warm-up. With several rounds, a system
 * has one plan per round.
 *
 * @param round which round this is, from 1; {@code rounds} in all
 */
public record SystemPlan(Target target, int round, int rounds, WarmUp warmUp, List<Step> steps) {

  /**
   * The system's name, and its round when there are several: "nginx", "nginx #2", "nginx (real)
   * #2".
   */
  public String label() {
    return target.runName() + roundSuffix(round, rounds);
  }

  public static String roundSuffix(int round, int rounds) {
    return rounds > 1 ? " #" + round : "";
  }

  public String warmUpName() {
    return warmUpName("warm-up");
  }

  /** The run's load generator warm-up, when it runs against this system. */
  public String loadGeneratorWarmUpName() {
    return warmUpName("load generator warm-up");
  }

  private String warmUpName(String kind) {
    return target.runName()
        + " "
        + kind
        + " -c"
        + warmUp.concurrency()
        + (warmUp.keepAlive() ? " -k" : "")
        + roundSuffix(round, rounds);
  }

  /**
   * The name of the target's log in the run folder: "standin-nginx.log", "standin-nginx-2.log",
   * "real-nginx.log".
   */
  public String logName() {
    return (target instanceof Target.Real ? "real-" + target.name() : "standin-" + target.name())
        + roundSuffix(round, rounds).replace(" #", "-")
        + ".log";
  }

  /**
   * The processes its target runs in for all its steps: what the steps that run need (a stand-in's
   * SO_REUSEPORT group, see {@link LayoutPlanner}); 1 for a real server or a url.
   */
  public int targetProcesses() {
    return steps.stream()
        .filter(Step::runs)
        .mapToInt(s -> s.layout().targetProcesses())
        .max()
        .orElse(1);
  }

  public boolean runsAnything() {
    return steps.stream().anyMatch(Step::runs);
  }
}
