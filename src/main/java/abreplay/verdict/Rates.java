package abreplay.verdict;

import abreplay.document.Document;
import abreplay.result.StepResult;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;

/** Requests per second as the verdicts and tables compare them: medians over rounds, and ratios. */
public final class Rates {
  private Rates() {}

  /**
   * The median of the rounds' rates (the mean of the middle two for an even count); empty when none
   * ran.
   */
  public static OptionalDouble median(List<StepResult> rounds) {
    double[] rates =
        rounds.stream()
            .filter(s -> s.run().isPresent())
            .mapToDouble(s -> s.run().get().requestsPerSecond())
            .filter(r -> r > 0)
            .sorted()
            .toArray();
    if (rates.length == 0) return OptionalDouble.empty();
    int mid = rates.length / 2;
    return OptionalDouble.of(
        rates.length % 2 == 1 ? rates[mid] : (rates[mid - 1] + rates[mid]) / 2);
  }

  /**
   * The round whose rate is the median (the lower one of an even count); the first round when none
   * ran.
   */
  public static StepResult medianRound(List<StepResult> rounds) {
    List<StepResult> ran =
        rounds.stream()
            .filter(s -> s.run().isPresent())
            .sorted(java.util.Comparator.comparingDouble(s -> s.run().get().requestsPerSecond()))
            .toList();
    return ran.isEmpty() ? rounds.get(0) : ran.get((ran.size() - 1) / 2);
  }

  /** {@code system}'s median rate over {@code steps}, which may hold other systems' too. */
  public static OptionalDouble of(List<StepResult> steps, String system) {
    return median(steps.stream().filter(s -> s.step().target().name().equals(system)).toList());
  }

  /** Round k of {@code system} over round k of {@code over}, for every round both ran. */
  public static double[] roundRatios(List<StepResult> steps, String system, String over) {
    Map<Integer, Double> a = rates(steps, system);
    Map<Integer, Double> b = rates(steps, over);
    return a.entrySet().stream()
        .filter(e -> b.containsKey(e.getKey()))
        .mapToDouble(e -> e.getValue() / b.get(e.getKey()))
        .toArray();
  }

  private static Map<Integer, Double> rates(List<StepResult> steps, String system) {
    Map<Integer, Double> byRound = new TreeMap<>();
    for (StepResult s : steps) {
      if (!s.step().target().name().equals(system) || s.run().isEmpty()) continue;
      double rate = s.run().get().requestsPerSecond();
      if (rate > 0) byRound.put(s.step().round(), rate);
    }
    return byRound;
  }

  /** system / over, from the document's published rates in {@code scenario}. */
  public static OptionalDouble publishedRatio(
      Document d, String scenario, String system, String over) {
    Document.Published a = d.published(scenario, system);
    Document.Published b = d.published(scenario, over);
    if (a == null
        || b == null
        || a.requestsPerSecond().isEmpty()
        || b.requestsPerSecond().isEmpty()
        || b.requestsPerSecond().getAsDouble() == 0) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(
        a.requestsPerSecond().getAsDouble() / b.requestsPerSecond().getAsDouble());
  }

  /** system / over, from their median replayed rates over {@code steps}. */
  public static OptionalDouble replayedRatio(List<StepResult> steps, String system, String over) {
    OptionalDouble a = of(steps, system);
    OptionalDouble b = of(steps, over);
    return a.isPresent() && b.isPresent() && b.getAsDouble() > 0
        ? OptionalDouble.of(a.getAsDouble() / b.getAsDouble())
        : OptionalDouble.empty();
  }
}
