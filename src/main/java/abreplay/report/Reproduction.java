package abreplay.report;

import abreplay.plan.Document;
import abreplay.plan.Document.Claim;
import abreplay.plan.Document.Published;
import abreplay.plan.Step;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * reproduction.md: for each scenario of a document, what it published beside what this replay
 * measured, the machines side by side, and one verdict per claim. Printed at the end of the run too.
 */
public final class Reproduction {
  public static final String FILE = "reproduction.md";
  /** A "faster" claim is supported when the replay keeps at least this share of the published lead. */
  static final double LEAD_KEPT = 0.5;
  /** "On par" means within this fraction of each other. */
  static final double ON_PAR = 0.15;

  private Reproduction() {}

  public static String write(Path folder, Document document, RunResult result) {
    String text = markdown(document, result);
    AtomicFiles.write(folder.resolve(FILE), text);
    return text;
  }

  public static String markdown(Document d, RunResult result) {
    StringBuilder out = new StringBuilder();
    out.append("# Reproduction of document ").append(d.id()).append(": ").append(d.title()).append("\n\n");
    out.append("Source: ").append(d.source()).append(". Replayed by ab-replay (").append(result.simulation())
        .append(") on ").append(result.started()).append(".\n");
    if (result.plan().scale() != 1) {
      out.append("\n**Scale ").append(result.plan().scale()).append("**: every -n was multiplied by ")
          .append(result.plan().scale()).append(" (never below -c); request counts and byte totals are not comparable,")
          .append(" rates and per-response figures are.\n");
    }
    int rounds = result.plan().systems().stream().mapToInt(abreplay.plan.SystemPlan::rounds).max().orElse(1);
    out.append("\nSystems ran one after another in this order: ").append(runOrder(d, result)).append(". Each had a"
        + " warm-up first, but the load generator goes on getting faster for minutes, so the first system tends to"
        + " measure lower: ").append(rounds > 1 ? "the replayed figures are medians over " + rounds + " rounds, every"
            + " other one in reverse order." : "replay with -Dreplay.rounds=3 (every other round reversed, medians)"
            + " before trusting a ratio.").append('\n');
    if (result.steps().stream().anyMatch(s -> s.step().target().bundled())) {
      out.append("\nStand-ins share one engine: they reproduce each server's bytes, keep-alive and Connection rules,"
          + " worker counts and (where modelled) framework cost, not the speed of its code. A claim that one server's"
          + " implementation is faster can only be tested against the real servers (-Dreplay.systems.<name>.url=...).\n");
    }
    if (result.partial()) out.append("\n**PARTIAL**: ").append(partialSummary(result)).append('\n');
    for (String warning : result.plan().warnings()) out.append("\nPre-flight: ").append(warning).append('\n');

    out.append("\n## Machines\n\n");
    out.append("| | document | this replay |\n|---|---|---|\n");
    row(out, "cores", d.machine().cores(), Integer.toString(result.machine().cores()));
    row(out, "CPU", d.machine().cpu(), result.machine().cpuModel());
    row(out, "memory", d.machine().memory(), result.machine().memory());
    row(out, "OS", d.machine().os(), result.machine().os());
    row(out, "load generator", d.machine().loadGenerator(), "Gatling 3.15.1 (HTTP/1.1) on " + result.machine().jvm()
        + ", same machine");

    Map<String, List<StepResult>> byScenario = new LinkedHashMap<>();
    for (StepResult s : result.steps()) byScenario.computeIfAbsent(s.step().scenario().id(), k -> new ArrayList<>()).add(s);
    for (Map.Entry<String, List<StepResult>> scenario : byScenario.entrySet()) {
      scenarioTables(out, d, scenario.getKey(), scenario.getValue());
    }

    out.append("\n## Claims\n\n");
    if (d.claims().isEmpty()) out.append("The document makes no comparative claim.\n");
    for (Claim claim : d.claims()) out.append("- ").append(verdict(d, claim, result)).append('\n');
    if (!d.notes().isEmpty()) out.append("\n## Notes from the document\n\n").append(d.notes()).append('\n');
    out.append("\n").append(AbSummary.DIFFERENCES).append('\n');
    return out.toString();
  }

  private static void scenarioTables(StringBuilder out, Document d, String id, List<StepResult> steps) {
    Step first = steps.get(0).step();
    out.append("\n## ").append(id).append(": `ab -n ").append(first.scenario().requests()).append(" -c ")
        .append(first.scenario().concurrency()).append(first.scenario().keepAlive() ? " -k" : "").append(" ...")
        .append(first.scenario().path()).append("`\n\n");
    String base = d.baseline();
    out.append("| system | published req/s | replayed req/s | published bytes/response | replayed bytes/response"
        + " (HTTP/1.1) | to ab's HTTP/1.0 | published p50/p99/max ms | replayed p50/p99/max ms | vs ")
        .append(d.label(base)).append(" published | vs ").append(d.label(base)).append(" replayed | status |\n");
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
    List<String> notes = new ArrayList<>();
    Map<String, List<StepResult>> bySystem = bySystem(steps);
    for (Map.Entry<String, List<StepResult>> entry : bySystem.entrySet()) {
      String system = entry.getKey();
      StepResult s = medianRound(entry.getValue());
      Published p = d.published(id, system);
      Optional<AbStats> r = s.run().map(AbStats::of);
      out.append("| ").append(d.label(system)).append(" (").append(s.step().target().description()).append(") | ")
          .append(p == null ? "-" : money(p.requestsPerSecond())).append(" | ")
          .append(replayedRates(entry.getValue())).append(" | ")
          .append(p == null ? "-" : decimal(p.bytesPerResponse())).append(" | ")
          .append(r.filter(a -> a.complete() > 0).map(a -> CFormat.fixed((double) a.totalTransferred() / a.complete(), 2))
              .orElse("-")).append(" | ")
          .append(s.abBytes().isPresent() ? Long.toString(s.abBytes().getAsLong()) : "-").append(" | ")
          .append(p == null ? "-" : triple(p.percentiles().get(50), p.percentiles().get(99), p.percentiles().get(100)))
          .append(" | ")
          .append(r.filter(a -> !a.percentiles().isEmpty()).map(a -> triple(percentile(a, 50), percentile(a, 99),
              percentile(a, 100))).orElse("-")).append(" | ")
          .append(ratio(publishedRatio(d, id, system, base))).append(" | ")
          .append(ratio(replayedRatio(steps, system, base))).append(" | ")
          .append(statuses(entry.getValue())).append(" |\n");
      if (p != null && !p.note().isEmpty()) notes.add(d.label(system) + ": " + p.note());
    }
    if (bySystem.values().stream().anyMatch(list -> list.size() > 1)) {
      out.append("\nReplayed req/s: the median over the rounds, each round's in parentheses; the other replayed"
          + " figures and the resources below are the median round's.\n");
    }
    for (String note : notes) out.append("\n> ").append(note).append('\n');

    out.append("\nTarget resources while serving (sampled from /proc each second; CPU in % of one core, as top shows it):\n\n");
    out.append("| system | CPU user % | CPU system % | voluntary cs/s | involuntary cs/s | max RSS MB | max threads |"
        + " connections opened | Keep-Alive requests |\n");
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (Map.Entry<String, List<StepResult>> entry : bySystem.entrySet()) {
      StepResult s = medianRound(entry.getValue());
      if (s.run().isEmpty()) continue;
      out.append("| ").append(d.label(entry.getKey())).append(" | ");
      if (s.usage().isPresent()) {
        var u = s.usage().get();
        out.append(CFormat.fixed(u.cpuUserPercent(), 1)).append(" | ").append(CFormat.fixed(u.cpuSystemPercent(), 1))
            .append(" | ").append(group(CFormat.fixed(u.voluntarySwitchesPerSecond(), 0))).append(" | ")
            .append(group(CFormat.fixed(u.involuntarySwitchesPerSecond(), 0))).append(" | ")
            .append(CFormat.fixed(u.maxRssBytes() / 1048576.0, 1)).append(" | ").append(u.maxThreads()).append(" | ");
      } else {
        out.append("- | - | - | - | - | - | ");
      }
      out.append(s.run().flatMap(a -> a.targetConnections().isPresent()
          ? Optional.of(Long.toString(a.targetConnections().getAsLong())) : Optional.empty()).orElse("-")).append(" | ");
      out.append(s.run().filter(AbRun::keepAlive).map(a -> Long.toString(a.recording().keepAlive())).orElse("-"))
          .append(" |\n");
    }
  }

  /** A scenario's steps by system, in the order the systems first ran. */
  private static Map<String, List<StepResult>> bySystem(List<StepResult> steps) {
    Map<String, List<StepResult>> bySystem = new LinkedHashMap<>();
    for (StepResult s : steps) bySystem.computeIfAbsent(s.step().target().name(), k -> new ArrayList<>()).add(s);
    return bySystem;
  }

  /** The round whose rate is the median (the lower one of an even count); the first round when none ran. */
  static StepResult medianRound(List<StepResult> rounds) {
    List<StepResult> ran = rounds.stream().filter(s -> s.run().isPresent())
        .sorted(java.util.Comparator.comparingDouble(s -> s.run().get().requestsPerSecond())).toList();
    return ran.isEmpty() ? rounds.get(0) : ran.get((ran.size() - 1) / 2);
  }

  private static String replayedRates(List<StepResult> rounds) {
    OptionalDouble median = medianRate(rounds);
    if (median.isEmpty()) return "-";
    String value = group(CFormat.fixed(median.getAsDouble(), 2));
    if (rounds.size() == 1) return value;
    return value + " (" + String.join(" / ", rounds.stream().map(s -> s.run()
        .map(a -> group(CFormat.fixed(a.requestsPerSecond(), 0))).orElse("-")).toList()) + ")";
  }

  private static String statuses(List<StepResult> rounds) {
    return String.join("; ", rounds.stream().map(s -> s.status() + (s.reason().isEmpty() ? ""
        : ": " + s.reason().replace("\n", " ").replace("|", "/"))).distinct().toList());
  }

  private static String runOrder(Document d, RunResult result) {
    Map<Integer, List<String>> byRound = new java.util.TreeMap<>();
    for (var system : result.plan().systems()) {
      byRound.computeIfAbsent(system.round(), k -> new ArrayList<>()).add(d.label(system.target().name()));
    }
    if (byRound.size() == 1) return String.join(", ", byRound.values().iterator().next());
    return String.join("; ", byRound.entrySet().stream().map(e -> "round " + e.getKey() + ": "
        + String.join(", ", e.getValue())).toList());
  }

  /** One line: the claim, the published and replayed ratios per scenario, and whether this replay supports it. */
  static String verdict(Document d, Claim claim, RunResult result) {
    List<String> parts = new ArrayList<>();
    List<String> verdicts = new ArrayList<>();
    for (String scenario : claim.scenarios()) {
      List<StepResult> steps = result.steps().stream().filter(s -> s.step().scenario().id().equals(scenario)).toList();
      OptionalDouble published = publishedRatio(d, scenario, claim.system(), claim.over());
      OptionalDouble replayed = replayedRatio(steps, claim.system(), claim.over());
      String where = claim.scenarios().size() > 1 ? scenario + ": " : "";
      if (replayed.isEmpty()) {
        parts.add(where + "published " + ratio(published) + ", not replayed (" + notReplayed(steps, claim) + ")");
        continue;
      }
      parts.add(where + "published " + ratio(published) + ", replayed " + ratio(replayed));
      verdicts.add(judge(claim.kind(), published, replayed.getAsDouble()));
    }
    String overall = verdicts.isEmpty() ? "NOT TESTED"
        : verdicts.contains("CONTRADICTED") ? "CONTRADICTED"
        : verdicts.stream().allMatch("SUPPORTED"::equals) ? "SUPPORTED" : "NOT SUPPORTED";
    if (!verdicts.isEmpty() && onStandIns(result, claim)) {
      // Two stand-ins differ only in what they model, so that is all their ratio can speak for.
      overall = overall.equals("SUPPORTED") ? "REPRODUCED BY WHAT THE STAND-INS MODEL"
          : "NOT REPRODUCED BY WHAT THE STAND-INS MODEL (bytes, keep-alive, workers, framework cost): the published"
              + " gap, if real, comes from the servers' code; replay against the real servers to test it";
    }
    String meaning = claim.kind() == Claim.Kind.FASTER
        ? d.label(claim.system()) + " over " + d.label(claim.over())
        : d.label(claim.system()) + " vs " + d.label(claim.over());
    return "\"" + claim.text() + "\" (" + meaning + " req/s): " + String.join("; ", parts) + " here: **" + overall + "**";
  }

  private static boolean onStandIns(RunResult result, Claim claim) {
    return result.steps().stream().filter(s -> s.step().target().name().equals(claim.system())
        || s.step().target().name().equals(claim.over())).allMatch(s -> s.step().target().bundled());
  }

  static String judge(Claim.Kind kind, OptionalDouble published, double replayed) {
    if (kind == Claim.Kind.ON_PAR) return Math.abs(replayed - 1) <= ON_PAR ? "SUPPORTED" : "NOT SUPPORTED";
    if (replayed < 1) return "CONTRADICTED";
    double lead = published.orElse(1) - 1;
    return replayed - 1 >= LEAD_KEPT * lead ? "SUPPORTED" : "NOT SUPPORTED";
  }

  private static String notReplayed(List<StepResult> steps, Claim claim) {
    return steps.stream().filter(s -> s.run().isEmpty() && (s.step().target().name().equals(claim.system())
        || s.step().target().name().equals(claim.over()))).map(s -> s.status().name().toLowerCase(Locale.ROOT))
        .findFirst().orElse("not in this run");
  }

  static OptionalDouble publishedRatio(Document d, String scenario, String system, String over) {
    Published a = d.published(scenario, system);
    Published b = d.published(scenario, over);
    if (a == null || b == null || a.requestsPerSecond().isEmpty() || b.requestsPerSecond().isEmpty()
        || b.requestsPerSecond().getAsDouble() == 0) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(a.requestsPerSecond().getAsDouble() / b.requestsPerSecond().getAsDouble());
  }

  static OptionalDouble replayedRatio(List<StepResult> steps, String system, String over) {
    OptionalDouble a = rate(steps, system);
    OptionalDouble b = rate(steps, over);
    return a.isPresent() && b.isPresent() && b.getAsDouble() > 0 ? OptionalDouble.of(a.getAsDouble() / b.getAsDouble())
        : OptionalDouble.empty();
  }

  private static OptionalDouble rate(List<StepResult> steps, String system) {
    return medianRate(steps.stream().filter(s -> s.step().target().name().equals(system)).toList());
  }

  /** The median of the rounds' rates (the mean of the middle two for an even count). */
  static OptionalDouble medianRate(List<StepResult> rounds) {
    double[] rates = rounds.stream().filter(s -> s.run().isPresent())
        .mapToDouble(s -> s.run().get().requestsPerSecond()).filter(r -> r > 0).sorted().toArray();
    if (rates.length == 0) return OptionalDouble.empty();
    int mid = rates.length / 2;
    return OptionalDouble.of(rates.length % 2 == 1 ? rates[mid] : (rates[mid - 1] + rates[mid]) / 2);
  }

  private static long percentile(AbStats a, int percent) {
    return a.percentiles().stream().filter(r -> r.percent() == percent).findFirst().map(Percentiles.Row::millis).orElse(0L);
  }

  private static String partialSummary(RunResult result) {
    if (result.interruption() != null) return result.interruption();
    return result.steps().stream().filter(s -> s.status() == StepResult.Status.PARTIAL || s.status() == StepResult.Status.NOT_RUN)
        .map(s -> s.step().name() + ": " + s.reason().replace("\n", " ")).reduce((a, b) -> a + "; " + b).orElse("");
  }

  private static void row(StringBuilder out, String what, String document, String replay) {
    out.append("| ").append(what).append(" | ").append(document).append(" | ").append(replay).append(" |\n");
  }

  private static String triple(Long a, Long b, Long c) {
    if (a == null && b == null && c == null) return "-";
    return (a == null ? "-" : a) + "/" + (b == null ? "-" : b) + "/" + (c == null ? "-" : c);
  }

  private static String ratio(OptionalDouble r) {
    return r.isPresent() ? CFormat.fixed(r.getAsDouble(), 2) + "x" : "-";
  }

  private static String money(OptionalDouble d) {
    return d.isPresent() ? group(CFormat.fixed(d.getAsDouble(), 2)) : "-";
  }

  private static String decimal(OptionalDouble d) {
    return d.isPresent() ? CFormat.fixed(d.getAsDouble(), 2) : "-";
  }

  /** 164489.92 -> 164,489.92 */
  static String group(String number) {
    int dot = number.indexOf('.');
    String whole = dot < 0 ? number : number.substring(0, dot);
    StringBuilder grouped = new StringBuilder();
    for (int i = 0; i < whole.length(); i++) {
      if (i > 0 && (whole.length() - i) % 3 == 0 && whole.charAt(i - 1) != '-') grouped.append(',');
      grouped.append(whole.charAt(i));
    }
    return grouped + (dot < 0 ? "" : number.substring(dot));
  }
}
