package abreplay.report;

import static abreplay.report.Numbers.ratio;

import abreplay.document.Document;
import abreplay.targets.Target;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Finding;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * reproduction.md: for each scenario of a document, what it published beside what this replay
 * measured ({@link ScenarioTables}), the machines side by side, and one line per claim with its
 * verdict. Printed at the end of the run too.
 */
public final class Reproduction {
  private Reproduction() {}

  public static String markdown(Document d, RunResult result, List<ClaimResult> claims) {
    RunResult.Run run = result.run();
    StringBuilder out = new StringBuilder();
    out.append("# Reproduction of document ").append(d.id()).append(": ").append(d.title()).append("\n\n");
    out.append("Source: ").append(d.source()).append(". Replayed by ab-replay (").append(run.simulation())
        .append(") on ").append(run.started()).append(".\n");
    double scale = result.plan().settings().scale();
    if (scale != 1) {
      out.append("\n**Scale ").append(scale).append("**: every -n was multiplied by ").append(scale)
          .append(" (never below -c); request counts and byte totals are not comparable,")
          .append(" rates and per-response figures are.\n");
    }
    int rounds = result.plan().rounds();
    out.append("\nSystems ran one after another in this order: ").append(runOrder(d, result)).append(". The load"
        + " generator warmed up once, against the first, and every system had a warm-up of its own; order and the"
        + " machine's noise still move one round's figures (replay.single-round-spread): ").append(rounds > 1 ? "the replayed figures are medians over " + rounds + " rounds, every"
            + " other one in reverse order." : "replay with -Dreplay.rounds=3 (every other round reversed, medians)"
            + " before trusting a ratio.").append('\n');
    if (result.steps().stream().anyMatch(s -> s.step().target().kind() == Target.Kind.STAND_IN)) {
      out.append("\nStand-ins share one engine: they reproduce each server's bytes, keep-alive and Connection rules,"
          + " worker counts and (where modelled) framework cost, not the speed of its code. A claim that one server's"
          + " implementation is faster can only be tested against the real servers (-Dreplay.real=true for those"
          + " bundled in targets/real/, -Dreplay.systems.<name>.url=... for your own).\n");
    }
    if (result.partial()) out.append("\n**PARTIAL**: ").append(partialSummary(result)).append('\n');
    for (String warning : result.plan().warnings()) out.append("\nPre-flight: ").append(warning).append('\n');

    out.append("\n## Machines\n\n");
    out.append("| | document | this replay |\n|---|---|---|\n");
    row(out, "cores", d.machine().cores(), Integer.toString(run.machine().cores()));
    row(out, "CPU", d.machine().cpu(), run.machine().cpuModel());
    row(out, "memory", d.machine().memory(), run.machine().memory());
    row(out, "OS", d.machine().os(), run.machine().os());
    row(out, "load generator", d.machine().loadGenerator(), run.loadGenerator() + " (HTTP/1.1) on "
        + run.machine().jvm() + ", same machine");

    Map<String, List<StepResult>> byScenario = new LinkedHashMap<>();
    for (StepResult s : result.steps()) byScenario.computeIfAbsent(s.step().scenario().id(), k -> new ArrayList<>()).add(s);
    for (Map.Entry<String, List<StepResult>> scenario : byScenario.entrySet()) {
      ScenarioTables.write(out, d, scenario.getKey(), scenario.getValue());
    }

    out.append("\n## Claims\n\n");
    if (claims.isEmpty()) out.append("The document makes no comparative claim.\n");
    else out.append(rule(rounds, result.plan().settings().singleRoundSpread())).append("\n\n");
    for (ClaimResult claim : claims) out.append("- ").append(line(claim)).append('\n');
    if (!d.notes().isEmpty()) out.append("\n## Notes from the document\n\n").append(d.notes()).append('\n');
    out.append("\n").append(AbSummary.DIFFERENCES).append('\n');
    return out.toString();
  }

  /** How the claims below were judged, in words. */
  static String rule(int rounds, double spread) {
    return "How a claim is judged: each scenario's ratio of the two systems' rates is a range, "
        + (rounds > 1 ? "over the " + rounds + " rounds (round k of one system against round k of the other)"
            : "here from one round, which cannot show its own noise: its ratio widened by "
                + Math.round(spread * 100) + "% either way (replay.single-round-spread, the run-to-run spread measured"
                + " on this project's build machine; -Dreplay.rounds=3 measures it on yours)")
        + ". The claim is judged on two counts, direction (faster; on par: within 15% either way; at least on par:"
        + " 85% or more) and magnitude (the claim's own number, e.g. 1.75x for \"75% faster\"), and a count holds"
        + " only when the whole range is on its side of the threshold; a range across it is INCONCLUSIVE.";
  }

  /** One line: the claim, the published and replayed ratios per scenario, both counts, the verdict and its notes. */
  static String line(ClaimResult c) {
    List<String> parts = new ArrayList<>();
    boolean several = c.scenarios().size() > 1;
    for (ClaimResult.ScenarioRatio r : c.scenarios()) {
      String where = several ? r.scenario() + ": " : "";
      parts.add(where + "published " + ratio(r.published()) + (r.replayed().isPresent()
          ? ", replayed " + r.replayed().get().described() + ": " + counts(c, r)
          : ", no replayed ratio (" + r.notReplayed().orElse("") + ")"));
    }
    String claimed = c.claim().factor().isPresent() ? ", claimed: " + ratio(c.claim().factor()) + " or more" : "";
    String notes = c.notes().isEmpty() ? "" : " (" + String.join("; ", c.notes()) + ")";
    return "\"" + c.claim().text() + "\" (" + c.meaning() + " req/s" + claimed + "): " + String.join("; ", parts)
        + " here: **" + c.verdictText() + "**" + notes;
  }

  private static String counts(ClaimResult c, ClaimResult.ScenarioRatio r) {
    String direction = switch (c.claim().kind()) {
      case FASTER -> "faster";
      case ON_PAR -> "on par";
      case AT_LEAST_ON_PAR -> "at least on par";
    };
    String text = direction + " " + word(r.direction());
    if (r.magnitude() != Finding.NOT_CLAIMED) text += ", by " + ratio(c.claim().factor()) + " " + word(r.magnitude());
    return text;
  }

  private static String word(Finding finding) {
    return switch (finding) {
      case HOLDS -> "yes";
      case FAILS -> "no";
      case UNDECIDED -> "undecided";
      case NOT_CLAIMED -> "-";
    };
  }

  private static String runOrder(Document d, RunResult result) {
    Map<Integer, List<String>> byRound = new TreeMap<>();
    for (var system : result.plan().systems()) {
      byRound.computeIfAbsent(system.round(), k -> new ArrayList<>()).add(d.label(system.target().name())
          + (system.target().kind() == Target.Kind.REAL ? " (real)" : ""));
    }
    if (byRound.size() == 1) return String.join(", ", byRound.values().iterator().next());
    return String.join("; ", byRound.entrySet().stream().map(e -> "round " + e.getKey() + ": "
        + String.join(", ", e.getValue())).toList());
  }

  private static String partialSummary(RunResult result) {
    if (result.interruption() != null) return result.interruption();
    return result.steps().stream().filter(s -> s.status() == StepResult.Status.PARTIAL
            || s.status() == StepResult.Status.NOT_RUN)
        .map(s -> s.step().name() + ": " + s.reason().replace("\n", " ")).reduce((a, b) -> a + "; " + b).orElse("");
  }

  private static void row(StringBuilder out, String what, String document, String replay) {
    out.append("| ").append(what).append(" | ").append(document).append(" | ").append(replay).append(" |\n");
  }
}
