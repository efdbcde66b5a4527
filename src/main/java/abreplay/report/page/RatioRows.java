package abreplay.report.page;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.claim.Band;
import abreplay.format.Numbers;
import abreplay.result.StepResult;
import abreplay.targets.Target;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Rates;
import abreplay.verdict.ScenarioJudgement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The rows of the ratio charts, from the same rates as the tables ({@link Rates}) and the claims'
 * judgements as the judge gave them: each system of a scenario against the document's baseline, and
 * each scenario of a claim as system over other. A round's dot is the ratio within that round.
 */
final class RatioRows {
  private RatioRows() {}

  /**
   * Each system that has a step in {@code scenario}, in the document's order, as its ratio to the
   * baseline.
   */
  static List<RatioChart.Row> scenario(
      Document d, String scenario, List<StepResult> steps, List<ClaimResult> claims) {
    List<StepResult> inScenario =
        steps.stream().filter(s -> s.step().scenario().id().equals(scenario)).toList();
    String base = d.baseline();
    List<RatioChart.Row> rows = new ArrayList<>();
    for (Target target : Palette.targets(d, inScenario)) {
      String system = target.name();
      List<RatioChart.Range> ranges = new ArrayList<>();
      for (ClaimResult c : claims) {
        // A claim over the baseline is a threshold on this chart; claims over other systems have
        // charts of their own.
        if (c.claim().system().equals(system)
            && c.claim().over().equals(java.util.Optional.of(base))
            && c.claim().scenarios().contains(scenario)) {
          range(c).ifPresent(ranges::add);
        }
      }
      // A real server against the baseline's real server, a stand-in against its stand-in: never
      // across.
      List<StepResult> side =
          inScenario.stream()
              .filter(s -> s.step().target().realCode() == target.realCode())
              .toList();
      List<StepResult> mine =
          side.stream()
              .filter(
                  s ->
                      !s.step().target().name().equals(system)
                          || s.step().target().runName().equals(target.runName()))
              .toList();
      rows.add(
          new RatioChart.Row(
              Palette.label(d, target),
              target.runName(),
              Rates.publishedRatio(d, scenario, system, base),
              Rates.replayedRatio(mine, system, base),
              rounds(mine, system, base),
              ranges,
              missing(mine, system),
              List.of()));
    }
    return rows;
  }

  /**
   * Each scenario of a claim, as the claim's system over the other, with the band that supports it.
   */
  static List<RatioChart.Row> claim(Document d, ClaimResult c) {
    Claim claim = c.claim();
    List<RatioChart.Row> rows = new ArrayList<>();
    for (ScenarioJudgement s : c.scenarios()) {
      OptionalDouble replayed =
          s.estimate().map(e -> OptionalDouble.of(e.ratio())).orElse(OptionalDouble.empty());
      String key =
          s.steps().stream()
              .map(x -> x.step().target())
              .filter(t -> t.name().equals(claim.system()))
              .map(Target::runName)
              .findFirst()
              .orElse(claim.system());
      rows.add(
          new RatioChart.Row(
              s.scenario(),
              key,
              s.published(),
              replayed,
              s.estimate().isPresent()
                  ? rounds(s.steps(), claim.system(), claim.overName())
                  : List.of(),
              range(c).stream().toList(),
              s.whyNotJudged().map(u -> u.kind().words).orElse(""),
              s.estimate().map(e -> List.of(e.low(), e.high())).orElse(List.<Double>of())));
    }
    return rows;
  }

  /** The band that supports a claim on its rates; none for a claim about one system. */
  private static Optional<RatioChart.Range> range(ClaimResult c) {
    return c.claim()
        .kind()
        .match(
            kind -> {
              Band band = kind.band(c.onPar());
              return Optional.of(
                  new RatioChart.Range(
                      band.low(),
                      band.high(),
                      kind.chartLabel(c.onPar(), r -> Numbers.ratio(r, 2))));
            },
            kind -> Optional.empty());
  }

  /** system / over within each round where both ran. */
  static List<Double> rounds(List<StepResult> steps, String system, String over) {
    List<Double> ratios = new ArrayList<>();
    int rounds = steps.stream().mapToInt(s -> s.step().round()).max().orElse(0);
    for (int round = 1; round <= rounds; round++) {
      OptionalDouble a = rate(steps, system, round);
      OptionalDouble b = rate(steps, over, round);
      if (a.isPresent() && b.isPresent()) ratios.add(a.getAsDouble() / b.getAsDouble());
    }
    return ratios;
  }

  private static OptionalDouble rate(List<StepResult> steps, String system, int round) {
    return steps.stream()
        .filter(s -> s.step().round() == round && s.step().target().name().equals(system))
        .flatMap(s -> s.run().stream())
        .mapToDouble(ab -> ab.requestsPerSecond())
        .filter(r -> r > 0)
        .findFirst();
  }

  private static String missing(List<StepResult> steps, String system) {
    Optional<StepResult> notRun =
        steps.stream()
            .filter(s -> s.step().target().name().equals(system) && s.run().isEmpty())
            .findFirst();
    return notRun
        .map(s -> s.status().name().toLowerCase(Locale.ROOT).replace('_', ' '))
        .orElse("no rate");
  }
}
