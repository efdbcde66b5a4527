package abreplay.report;

import static abreplay.format.Numbers.decimal;
import static abreplay.format.Numbers.group;
import static abreplay.format.Numbers.money;
import static abreplay.format.Numbers.ratio;
import static abreplay.format.Numbers.triple;

import abreplay.config.UrlCheck;
import abreplay.document.Document;
import abreplay.document.Document.Published;
import abreplay.format.Numbers;
import abreplay.plan.Step;
import abreplay.result.AbRun;
import abreplay.result.StepResult;
import abreplay.targets.Target;
import abreplay.verdict.Rates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One scenario of reproduction.md: published vs replayed per system (rates, bytes per response,
 * percentiles, ratio to the baseline), ab's other counts side by side, and the target's resources.
 * With several rounds, rates are medians and the rest is the median round's.
 */
final class ScenarioTables {
  private ScenarioTables() {}

  static void write(StringBuilder out, Document d, String id, List<StepResult> steps) {
    Step first = steps.get(0).step();
    if (first.scenario().tool() != abreplay.document.LoadTool.AB) {
      tool(out, d, id, steps);
      return;
    }
    heading(
        out,
        id,
        "`ab -n "
            + first.scenario().requests()
            + " -c "
            + first.scenario().concurrency()
            + (first.scenario().keepAlive() ? " -k" : "")
            + " ..."
            + first.scenario().path()
            + "`");
    Map<String, List<StepResult>> bySystem = bySystem(steps);
    budgets(out, steps);
    rates(out, d, id, steps, bySystem);
    counts(out, d, id, bySystem);
    resources(out, d, bySystem);
    StandInVsReal.write(out, d, bySystem);
  }

  /** The budget the scenario's steps ran at: once when they share it, else each step's. */
  private static void budgets(StringBuilder out, List<StepResult> steps) {
    List<StepResult> ran = steps.stream().filter(s -> s.run().isPresent()).toList();
    if (ran.isEmpty()) return;
    List<String> phrases = ran.stream().map(BudgetLines::step).distinct().toList();
    if (phrases.size() == 1) {
      String phrase = phrases.get(0);
      out.append("Every step ran ")
          .append(phrase.equals("no budget") ? "without a CPU budget" : phrase)
          .append(
              ran.stream().anyMatch(BudgetLines::budgeted)
                  ? "; its times include the throttling stalls"
                  : "")
          .append(".\n\n");
      return;
    }
    out.append("CPU budgets: ")
        .append(
            String.join(
                "; ", ran.stream().map(s -> s.step().name() + " " + BudgetLines.step(s)).toList()))
        .append(".\n\n");
  }

  /** A scenario's heading: "## <id>: <title>". */
  private static void heading(StringBuilder out, String id, String title) {
    out.append("\n## ").append(id).append(": ").append(title).append("\n\n");
  }

  /**
   * Another tool's scenario: its load, then per system each figure the tool printed beside the
   * replay's, as the tool prints it ({@link ToolComparison}).
   */
  private static void tool(StringBuilder out, Document d, String id, List<StepResult> steps) {
    var scenario = steps.get(0).step().scenario();
    heading(
        out,
        id,
        scenario.tool().key() + ", " + scenario.load().shown() + ", `" + scenario.path() + "`");
    out.append(
        "Each figure as "
            + scenario.tool().key()
            + " prints it: the post's, and the replay's from the same recording as ab's"
            + " (latencies to the millisecond, as Gatling times them); the tool's summary is "
            + abreplay.folder.FolderLayout.toolSummary(scenario.tool().key())
            + ".\n\n");
    Map<String, List<StepResult>> bySystem = bySystem(steps);
    for (Map.Entry<String, List<StepResult>> entry : bySystem.entrySet()) {
      StepResult s = Rates.medianRound(entry.getValue());
      String system = s.step().target().name();
      Published p = d.published(id, system);
      out.append("| ")
          .append(d.label(system))
          .append(" (")
          .append(s.step().target().description())
          .append(") | published | replayed |\n|---|---:|---:|\n");
      out.append("| status | | ").append(s.status()).append(" |\n");
      if (p != null) {
        for (ToolComparison.Row row : ToolComparison.rows(s.step().scenario(), p, s.run()))
          out.append("| ")
              .append(row.key())
              .append(" | ")
              .append(row.published())
              .append(" | ")
              .append(row.replayed().orElse("-"))
              .append(" |\n");
      }
      if (s.run().isEmpty())
        out.append("\n").append(s.status()).append(": ").append(s.reason()).append("\n");
      out.append('\n');
    }
  }

  private static void rates(
      StringBuilder out,
      Document d,
      String id,
      List<StepResult> steps,
      Map<String, List<StepResult>> bySystem) {
    String base = d.baseline();
    out.append(
            "| system | published req/s | replayed req/s | published bytes/response | replayed"
                + " bytes/response (HTTP/1.1) | to ab's HTTP/1.0 | published p50/p99/max ms |"
                + " replayed p50/p99/max ms | vs ")
        .append(d.label(base))
        .append(" published | vs ")
        .append(d.label(base))
        .append(" replayed | status |\n");
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
    List<String> notes = new ArrayList<>();
    for (Map.Entry<String, List<StepResult>> entry : bySystem.entrySet()) {
      StepResult s = Rates.medianRound(entry.getValue());
      String system = s.step().target().name();
      Published p = d.published(id, system);
      Optional<AbStats> r = s.run().map(AbStats::of);
      out.append("| ")
          .append(d.label(system))
          .append(" (")
          .append(s.step().target().description())
          .append(") | ")
          .append(p == null ? "-" : money(p.requestsPerSecond()))
          .append(" | ")
          .append(replayedRates(entry.getValue()))
          .append(" | ")
          .append(p == null ? "-" : decimal(p.bytesPerResponse()))
          .append(" | ")
          .append(
              r.filter(a -> a.complete() > 0)
                  .map(a -> Numbers.fixed(a.bytesPerResponse(), 2))
                  .orElse("-"))
          .append(" | ")
          .append(s.abBytes().isPresent() ? Long.toString(s.abBytes().getAsLong()) : "-")
          .append(" | ")
          .append(
              p == null
                  ? "-"
                  : triple(
                      p.percentiles().get(50), p.percentiles().get(99), p.percentiles().get(100)))
          .append(" | ")
          .append(
              r.filter(a -> !a.percentiles().isEmpty())
                  .map(a -> triple(a.percentile(50), a.percentile(99), a.percentile(100)))
                  .orElse("-"))
          .append(" | ")
          .append(ratio(Rates.publishedRatio(d, id, system, base), 2))
          .append(" | ")
          .append(replayedRatio(sameSide(steps, s), system, base))
          .append(" | ")
          .append(statuses(entry.getValue()))
          .append(" |\n");
      if (p != null && !p.note().isEmpty()) notes.add(d.label(system) + ": " + p.note());
    }
    if (bySystem.values().stream().anyMatch(list -> list.size() > 1)) {
      out.append(
          "\n"
              + "Replayed req/s: the median over the rounds, each round's in parentheses; the other"
              + " replayed figures and the resources below are the median round's.\n");
    }
    for (String note : notes) out.append("\n> ").append(note).append('\n');
    boolean fast =
        bySystem.values().stream()
            .map(Rates::medianRound)
            .flatMap(s -> s.run().stream())
            .map(AbStats::of)
            .anyMatch(a -> !a.percentiles().isEmpty() && a.percentile(50) <= 2);
    if (fast) {
      out.append(
          "\n"
              + "Replayed times are whole milliseconds, each off by up to 1 ms: where they are"
              + " under ~2 ms, as here, a replayed percentile can read 1 ms off what ab's"
              + " microseconds would give, and its sd is about 0.4 ms wider (in quadrature).\n");
    }
  }

  /**
   * ab's counts beside the document's: published at its -n, replayed at this run's (shares compare,
   * totals do not).
   */
  private static void counts(
      StringBuilder out, Document d, String id, Map<String, List<StepResult>> bySystem) {
    out.append("\nab's other figures, published / replayed (totals at each run's own -n):\n\n");
    out.append(
        "| system | Document Length bytes | Failed requests | Keep-Alive requests | Time taken s |"
            + " HTML bytes/response |\n");
    out.append("|---|---:|---:|---:|---:|---:|\n");
    boolean marked = marked(bySystem);
    for (Map.Entry<String, List<StepResult>> entry : bySystem.entrySet()) {
      Target target = entry.getValue().get(0).step().target();
      Published p = d.published(id, target.name());
      Optional<AbStats> r = Rates.medianRound(entry.getValue()).run().map(AbStats::of);
      boolean keepAlive = entry.getValue().get(0).step().scenario().keepAlive();
      out.append("| ")
          .append(row(d, target, marked))
          .append(" | ")
          .append(
              pair(
                  p == null ? OptionalLong.empty() : p.documentLength(),
                  r.map(a -> OptionalLong.of(a.documentLength()))))
          .append(" | ")
          .append(
              pair(
                  p == null ? OptionalLong.empty() : p.failed(),
                  r.map(a -> OptionalLong.of(a.failed()))))
          .append(" | ")
          .append(keepAlive ? keepAlive(p, r) : "-")
          .append(" | ")
          .append(p == null ? "-" : Numbers.fixed(p.timeTaken(), 3))
          .append(" / ")
          .append(r.map(a -> Numbers.fixed(a.timeTakenSeconds(), 3)).orElse("-"))
          .append(" | ")
          .append(p == null ? "-" : decimal(perComplete(p.htmlBytes(), p.complete())))
          .append(" / ")
          .append(
              r.filter(a -> a.complete() > 0)
                  .map(a -> Numbers.fixed((double) a.htmlTransferred() / a.complete(), 2))
                  .orElse("-"))
          .append(" |\n");
    }
  }

  private static String keepAlive(Published p, Optional<AbStats> r) {
    String published =
        p == null || p.keepAlive().isEmpty()
            ? "-"
            : group(Long.toString(p.keepAlive().getAsLong())) + share(p.keepAliveShare());
    String replayed =
        r.map(
                a ->
                    group(Long.toString(a.keepAlive()))
                        + share(
                            a.complete() > 0
                                ? OptionalDouble.of((double) a.keepAlive() / a.complete())
                                : OptionalDouble.empty()))
            .orElse("-");
    return published + " / " + replayed;
  }

  private static String share(OptionalDouble share) {
    return share.isPresent() ? " (" + Numbers.fixed(share.getAsDouble() * 100, 2) + "%)" : "";
  }

  private static OptionalDouble perComplete(OptionalLong figure, OptionalLong complete) {
    return figure.isPresent() && complete.isPresent() && complete.getAsLong() > 0
        ? OptionalDouble.of((double) figure.getAsLong() / complete.getAsLong())
        : OptionalDouble.empty();
  }

  private static String pair(OptionalLong published, Optional<OptionalLong> replayed) {
    return (published.isPresent() ? group(Long.toString(published.getAsLong())) : "-")
        + " / "
        + replayed
            .filter(OptionalLong::isPresent)
            .map(v -> group(Long.toString(v.getAsLong())))
            .orElse("-");
  }

  private static void resources(
      StringBuilder out, Document d, Map<String, List<StepResult>> bySystem) {
    out.append(
        "\n"
            + "Resources while serving (sampled from /proc each second; CPU in % of one core, as"
            + " top shows it; the load generator is the run's own JVM):\n\n");
    out.append(
        "| system | CPU user % | CPU system % | voluntary cs/s | involuntary cs/s | max RSS MB |"
            + " max threads | load generator CPU % | bound | connections opened | Keep-Alive"
            + " requests | budget | group CPU cores | throttled periods | throttled s | service"
            + " demand ms/request |\n");
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|---:|---:|---:|---:|\n");
    boolean marked = marked(bySystem);
    for (Map.Entry<String, List<StepResult>> entry : bySystem.entrySet()) {
      StepResult s = Rates.medianRound(entry.getValue());
      if (s.run().isEmpty()) continue;
      Target target = s.step().target();
      out.append("| ").append(row(d, target, marked)).append(" | ");
      if (s.usage().isPresent()) {
        var u = s.usage().get();
        out.append(Numbers.fixed(u.cpuUserPercent(), 1))
            .append(" | ")
            .append(Numbers.fixed(u.cpuSystemPercent(), 1))
            .append(" | ")
            .append(group(Numbers.fixed(u.voluntarySwitchesPerSecond(), 0)))
            .append(" | ")
            .append(group(Numbers.fixed(u.involuntarySwitchesPerSecond(), 0)))
            .append(" | ")
            .append(Numbers.fixed(u.maxRssBytes() / 1048576.0, 1))
            .append(" | ")
            .append(u.maxThreads())
            .append(" | ");
      } else {
        String none =
            target instanceof Target.Url u && !UrlCheck.loopback(u.url().getHost())
                ? "not on this machine"
                : "-";
        out.append((none + " | ").repeat(6));
      }
      out.append(
              s.resources()
                  .loadGenerator()
                  .map(u -> Numbers.fixed(u.cpuUserPercent() + u.cpuSystemPercent(), 1))
                  .orElse("-"))
          .append(" | ")
          .append(s.resources().bound().kind().mark)
          .append(" | ");
      AbRun run = s.run().get();
      out.append(
              run.targetConnections().isPresent()
                  ? Long.toString(run.targetConnections().getAsLong())
                  : "-")
          .append(" | ")
          .append(
              run.command().keepAlive()
                  ? Long.toString(run.recording().requests().keepAlive())
                  : "-")
          .append(" | ")
          .append(
              s.resources().group().flatMap(g -> g.budget()).map(b -> b.describe()).orElse("none"))
          .append(" | ");
      var group = s.resources().group();
      out.append(group.map(g -> Numbers.fixed(g.cores(), 3)).orElse("-"))
          .append(" | ")
          .append(
              group
                  .filter(g -> g.used().periods() > 0)
                  .map(g -> Numbers.fixed(g.throttledShare() * 100, 0) + "%")
                  .orElse("-"))
          .append(" | ")
          .append(
              group
                  .filter(g -> g.used().periods() > 0)
                  .map(g -> Numbers.fixed(g.throttledSeconds(), 2))
                  .orElse("-"))
          .append(" | ")
          .append(Numbers.fixed(s.serviceDemandMs(), 4))
          .append(" |\n");
    }
    out.append("\n" + BudgetLines.RESOURCES_NOTE + "\n");
  }

  /**
   * A scenario's steps by system (a system's stand-in and real server apart), in the order they
   * first ran.
   */
  static Map<String, List<StepResult>> bySystem(List<StepResult> steps) {
    Map<String, List<StepResult>> bySystem = new LinkedHashMap<>();
    for (StepResult s : steps)
      bySystem.computeIfAbsent(s.step().target().runName(), k -> new ArrayList<>()).add(s);
    return bySystem;
  }

  /**
   * The steps on the same side as {@code step}'s (real servers, or stand-ins): ratios compare only
   * those.
   */
  static List<StepResult> sameSide(List<StepResult> steps, StepResult step) {
    boolean real = step.step().target().realCode();
    return steps.stream().filter(s -> s.step().target().realCode() == real).toList();
  }

  /** Rows say which side they ran on once a scenario has more than plain stand-ins. */
  private static boolean marked(Map<String, List<StepResult>> bySystem) {
    return bySystem.values().stream()
        .map(list -> list.get(0).step().target())
        .anyMatch(t -> !(t instanceof Target.StandIn s) || s.fallback().isPresent());
  }

  /** "nginx/1.4.6", or "nginx/1.4.6 (real)" where rows must say which side they ran on. */
  static String row(Document d, Target target, boolean marked) {
    return d.label(target.name()) + (marked ? " (" + target.kindWord() + ")" : "");
  }

  private static String replayedRates(List<StepResult> rounds) {
    OptionalDouble median = Rates.median(rounds);
    if (median.isEmpty()) return "-";
    String value = group(Numbers.fixed(median.getAsDouble(), 2));
    if (rounds.size() == 1) return value;
    return value
        + " ("
        + String.join(
            " / ",
            rounds.stream()
                .map(
                    s ->
                        s.run()
                            .map(a -> group(Numbers.fixed(a.requestsPerSecond(), 0)))
                            .orElse("-"))
                .toList())
        + ")";
  }

  /** The median ratio to the baseline and, with several rounds, the lowest and highest round's. */
  private static String replayedRatio(List<StepResult> steps, String system, String base) {
    double[] rounds = Rates.roundRatios(steps, system, base);
    if (rounds.length < 2) return ratio(Rates.replayedRatio(steps, system, base), 2);
    java.util.Arrays.sort(rounds);
    return ratio(Rates.replayedRatio(steps, system, base), 2)
        + " ("
        + ratio(rounds[0], 2)
        + "-"
        + ratio(rounds[rounds.length - 1], 2)
        + ")";
  }

  private static String statuses(List<StepResult> rounds) {
    return String.join(
        "; ",
        rounds.stream()
            .map(
                s ->
                    s.status()
                        + (s.reason().isEmpty()
                            ? ""
                            : ": " + s.reason().replace("\n", " ").replace("|", "/")))
            .distinct()
            .toList());
  }
}
