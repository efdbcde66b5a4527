package abreplay.report;

import abreplay.document.Document;
import abreplay.document.claim.ClaimKinds;
import abreplay.document.claim.OnParFactor;
import abreplay.format.Numbers;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.targets.Target;
import abreplay.verdict.ClaimResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * reproduction.md: for each scenario of a document, what it published beside what this replay
 * measured ({@link ScenarioTables}), the machines side by side, and one line per claim with its
 * verdict. Printed at the end of the run too.
 */
public final class Reproduction {
  private Reproduction() {}

  public static String markdown(Document d, RunResult result, List<ClaimResult> claims) {
    RunResult.RunFacts run = result.run();
    StringBuilder out = new StringBuilder();
    out.append("# Reproduction of document ")
        .append(d.id())
        .append(": ")
        .append(d.title())
        .append("\n\n");
    out.append("Source: ")
        .append(d.source())
        .append(". Replayed by ab-replay (")
        .append(run.simulation())
        .append(") on ")
        .append(run.started())
        .append(".\n");
    double scale = result.plan().settings().scale();
    if (scale != 1) {
      out.append("\n**Scale ")
          .append(Numbers.plain(scale))
          .append("**: every -n was multiplied by ")
          .append(Numbers.plain(scale))
          .append(" (never below -c); request counts and byte totals are not comparable,")
          .append(" rates and per-response figures are.\n");
    }
    int rounds = result.plan().rounds();
    if (result.steps().stream().anyMatch(s -> !s.slices().isEmpty())) {
      out.append("\nSystems ran interleaved, in this order at each row of slices' start: ")
          .append(runOrder(d, result))
          .append(
              ". Every system was started and warmed up (outside its budget), then each scenario's"
                  + " -n was cut into slices run system by system in a counterbalanced order (ABBA"
                  + " for two systems, a rotated Latin square for more), every server in its"
                  + " budget, after settling slices each, until steady, that are not counted; each"
                  + " system's figures are its slices' together, and each claim's interval comes"
                  + " from its paired slices, which the machine's changes hit alike.\n");
    } else {
      out.append("\nSystems ran one after another in this order: ")
          .append(runOrder(d, result))
          .append(
              ". The load generator warmed up once, against the first, and every system had a"
                  + " warm-up of its own; order and the machine's noise still move one round's"
                  + " figures: ")
          .append(
              rounds > 1
                  ? "the replayed figures are medians"
                      + " over "
                      + rounds
                      + " rounds, every other one in reverse order, and their spread is part of"
                      + " each claim's interval."
                  : "each claim's interval here comes from the steps' own noise; -Dreplay.rounds=3"
                      + " (every other round reversed) also measures what changes between steps.")
          .append('\n');
    }
    if (result.steps().stream().anyMatch(s -> s.step().target() instanceof Target.StandIn)) {
      out.append(
          "\n"
              + "Stand-ins share one engine: they reproduce each server's bytes, keep-alive and"
              + " Connection rules, worker counts and (where modelled) framework cost, not the"
              + " speed of its code. A claim that one server's implementation is faster can only be"
              + " tested against the real servers (-Dreplay.real=true for those bundled in"
              + " targets/real/, -Dreplay.systems.<name>.url=... for your own).\n");
    }
    out.append("\nCPU budget: ").append(result.budget().describe()).append(".");
    if (result.budget().applied()) out.append(' ').append(BudgetLines.MEASURES);
    out.append('\n');
    if (result.partial()) out.append("\n**PARTIAL**: ").append(partialSummary(result)).append('\n');
    for (String warning : result.plan().warnings())
      out.append("\nPre-flight: ").append(warning).append('\n');
    // Steps whose load or target ran in more than one process: said once here, as ab-summary.txt
    // says it per step.
    result.steps().stream()
        .filter(s -> s.status() != StepResult.Status.SKIPPED)
        .filter(s -> s.step().layout().injectors() > 1 || s.step().layout().targetProcesses() > 1)
        .forEach(
            s ->
                out.append("\nLayout: ")
                    .append(s.step().name())
                    .append(": ")
                    .append(s.step().layout().describe())
                    .append('\n'));

    out.append("\n## Machines\n\n");
    out.append("| | document | this replay |\n|---|---|---|\n");
    row(out, "cores", d.machine().cores(), Integer.toString(run.machine().cores()));
    row(out, "CPU", d.machine().cpu(), run.machine().cpuModel());
    row(out, "memory", d.machine().memory(), run.machine().memory());
    row(out, "OS", d.machine().os(), run.machine().os());
    row(
        out,
        "load generator",
        d.machine().loadGenerator(),
        run.loadGenerator() + " (HTTP/1.1) on " + run.machine().jvm() + ", same machine");

    Map<String, List<StepResult>> byScenario = new LinkedHashMap<>();
    for (StepResult s : result.steps())
      byScenario.computeIfAbsent(s.step().scenario().id(), k -> new ArrayList<>()).add(s);
    for (Map.Entry<String, List<StepResult>> scenario : byScenario.entrySet()) {
      ScenarioTables.write(out, d, scenario.getKey(), scenario.getValue());
    }

    out.append("\n## Claims\n\n");
    if (claims.isEmpty()) out.append("The document makes no comparative claim.\n");
    else out.append(rule(claims.get(0).onPar())).append("\n\n");
    for (ClaimResult claim : claims) out.append(claim(claim));
    if (!d.notes().isEmpty())
      out.append("\n## Notes from the document\n\n").append(d.notes()).append('\n');
    out.append("\n").append(AbSummary.DIFFERENCES).append('\n');
    return out.toString();
  }

  /**
   * How the claims below were judged, in words (docs/claims.md in short), at the run's on-par
   * factor.
   */
  static String rule(OnParFactor onPar) {
    return "How a claim is judged: in each scenario, the ratio of the two systems' rates gets a"
        + " confidence interval (replay.confidence, shared among a claim's scenarios) from this"
        + " run's own noise: the paired slices of interleaved steps (one log ratio a pair, the"
        + " order effect taken out), else each step's rate over its 100-ms slots (batch means)"
        + " and, with several rounds, the rounds' spread. Three answers, all on that one"
        + " interval: does the replay reproduce the post's measurement (the interval holds the"
        + " published ratio), does the claim"
        + " hold (the whole interval on the claim's side of its threshold: "
        + ClaimKinds.ratios().stream().map(k -> k.judgedAs(onPar)).collect(Collectors.joining("; "))
        + "), and does the post's own data hold it. A rate the"
        + " load generator capped is a lower bound; a step that is partial, too short to show its"
        + " noise, or one round on a busy machine is not judged, and every answer says on how"
        + " many scenarios it was given.";
  }

  /**
   * A claim's block: its text and threshold, its three answers one line each, then once below them
   * each scenario with its detail, what would judge what was not, and the notes.
   */
  static String claim(ClaimResult c) {
    StringBuilder out = new StringBuilder();
    String claimed = c.claim().kind().claimedNumber().map(b -> "; claimed " + b).orElse("");
    out.append("- \"")
        .append(c.claim().text())
        .append("\" (")
        .append(c.meaning())
        .append(c.claim().kind().compares() ? ", req/s" : "")
        .append(claimed)
        .append(")\n");
    for (ClaimLines.Answer a : ClaimLines.answers(c)) {
      out.append("  - ")
          .append(a.question().endsWith("?") ? a.question() : a.question() + ":")
          .append(" **")
          .append(a.text())
          .append("**\n");
    }
    for (ClaimLines.ScenarioLines s : ClaimLines.scenarios(c)) {
      out.append("  - ").append(s.line()).append('\n');
      for (String line : s.detail()) out.append("    - ").append(line).append('\n');
    }
    for (String remedy : ClaimLines.remedies(c))
      out.append("  - ").append(capitalized(remedy)).append('\n');
    for (String note : c.notes()) out.append("  - Note: ").append(note).append('\n');
    return out.toString();
  }

  private static String capitalized(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String runOrder(Document d, RunResult result) {
    Map<Integer, List<String>> byRound = new TreeMap<>();
    for (var system : result.plan().systems()) {
      byRound
          .computeIfAbsent(system.round(), k -> new ArrayList<>())
          .add(
              d.label(system.target().name())
                  + (system.target() instanceof Target.Real ? " (real)" : ""));
    }
    if (byRound.size() == 1) return String.join(", ", byRound.values().iterator().next());
    return String.join(
        "; ",
        byRound.entrySet().stream()
            .map(e -> "round " + e.getKey() + ": " + String.join(", ", e.getValue()))
            .toList());
  }

  private static String partialSummary(RunResult result) {
    if (result.interruption() != null) return result.interruption();
    return result.steps().stream()
        .filter(
            s -> s.status() == StepResult.Status.PARTIAL || s.status() == StepResult.Status.NOT_RUN)
        .map(s -> s.step().name() + ": " + s.reason().replace("\n", " "))
        .reduce((a, b) -> a + "; " + b)
        .orElse("");
  }

  private static void row(StringBuilder out, String what, String document, String replay) {
    out.append("| ")
        .append(what)
        .append(" | ")
        .append(document)
        .append(" | ")
        .append(replay)
        .append(" |\n");
  }
}
