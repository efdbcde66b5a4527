package abreplay.report;

import abreplay.result.InjectorStarts;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * A merged step's injectors in words: how each warmed its load generator, how each started (its
 * first request's offset from the start instant, and the spread), its clock, and what the clock
 * tolerance does to Time taken and the rate. Pure; one writer for ab-summary.txt and replay.html.
 */
public final class InjectorLines {
  private InjectorLines() {}

  /** ab-summary's Warm-up line for a step whose injectors each warmed their own. */
  static String warmUp(InjectorStarts s) {
    List<String> each = new ArrayList<>();
    for (InjectorStarts.Injector i : s.injectors()) {
      each.add(
          "injector "
              + i.index()
              + " "
              + String.format(Locale.ROOT, "%,d", i.warmUpRequests())
              + " requests"
              + (i.warmMillisBeforeStart().isPresent()
                  ? String.format(
                      Locale.ROOT,
                      " (warm %.1f s before the start instant)",
                      i.warmMillisBeforeStart().getAsLong() / 1000.0)
                  : " (not known when it was warm)"));
    }
    return "Warm-up: none for this target; each injector warmed its own load generator first, to"
        + " the same target: "
        + String.join(", ", each)
        + "; none are counted below.";
  }

  /** How they started, in one line: "+1 ms (injector 1), +3 ms (injector 2): spread 2 ms". */
  public static String starts(InjectorStarts s) {
    List<String> each = new ArrayList<>();
    for (InjectorStarts.Injector i : s.injectors()) {
      each.add(
          (i.firstRequestOffsetMillis().isPresent()
                  ? String.format("%+d ms", i.firstRequestOffsetMillis().getAsLong())
                  : "no request")
              + " (injector "
              + i.index()
              + (i.host().isEmpty() ? "" : ", " + i.host())
              + ")");
    }
    return "first requests after "
        + Instant.ofEpochMilli(s.startEpochMillis())
        + ": "
        + String.join(", ", each)
        + (s.spreadMillis().isPresent()
            ? ": spread " + s.spreadMillis().getAsLong() + " ms"
            : ": no spread (no first request)");
  }

  /** Each injector's clock as its host reported it. */
  public static String clocks(InjectorStarts s) {
    List<String> each = new ArrayList<>();
    for (InjectorStarts.Injector i : s.injectors())
      each.add("injector " + i.index() + " " + i.clock().describe());
    return String.join("; ", each);
  }

  /**
   * The tolerance and what it does: Time taken ± the tolerance, the rate's relative error =
   * tolerance / time taken.
   */
  public static String tolerance(InjectorStarts s, double timeTakenSeconds) {
    OptionalDouble bound = s.tolerance().bound();
    String head = s.tolerance().describe();
    if (bound.isEmpty()) {
      return head + "; Time taken may be off by as much as the injectors' clocks are apart";
    }
    double ms = bound.getAsDouble();
    return head
        + String.format(
            Locale.ROOT,
            ": Time taken %.3f ± %.3f s, Requests per second ± %s (tolerance / time taken)",
            timeTakenSeconds,
            ms / 1000,
            timeTakenSeconds > 0
                ? String.format(Locale.ROOT, "%.3f%%", 100 * ms / 1000 / timeTakenSeconds)
                : "unknown (no time taken)");
  }

  /** ab-summary's lines, after the step's Layout line. */
  static String summary(InjectorStarts s, double timeTakenSeconds) {
    StringBuilder out = new StringBuilder();
    AbLine.append(out, "Injectors' start:", starts(s));
    AbLine.append(out, "Injectors' clocks:", clocks(s));
    AbLine.append(out, "Clock tolerance:", tolerance(s, timeTakenSeconds));
    return out.toString();
  }
}
