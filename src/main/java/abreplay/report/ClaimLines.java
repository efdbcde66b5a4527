package abreplay.report;

import abreplay.format.Numbers;
import abreplay.result.StepResult;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.ScenarioJudgement;
import abreplay.verdict.Unjudged;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A claim's answers as a reader takes them in, for reproduction.md and replay.html alike: its three
 * answers, one line each; then, once below them, each scenario's ratios with its detail (why an
 * answer was not given, what each answer would take), what would judge what was not, and the notes.
 * Renders only: nothing here judges.
 */
public final class ClaimLines {
  private ClaimLines() {}

  /** An answer: its question, as the reports ask it, and the judge's words. */
  public record Answer(String question, String text) {}

  /**
   * A scenario of the claim: its line ("c100-n1000000-k: published 1.745x, replayed ...") and the
   * lines below it.
   */
  public record ScenarioLines(String line, List<String> detail) {}

  /** The three answers, in their order. */
  public static List<Answer> answers(ClaimResult c) {
    return List.of(
        new Answer("Reproduces the post's measurement?", c.measurementText()),
        new Answer("Does the claim hold?", c.verdictText()),
        new Answer("The post's own data", c.ownDataText()));
  }

  /** Every scenario of the claim, in its order. */
  public static List<ScenarioLines> scenarios(ClaimResult c) {
    boolean several = c.scenarios().size() > 1;
    boolean ratio = c.claim().kind().compares();
    return c.scenarios().stream().map(s -> scenario(s, several, ratio)).toList();
  }

  /**
   * "c100-n1000000-k: published 1.745x, replayed 1.760x (95% interval ...)", with the scenario's
   * own answers when the claim has several (one scenario's are the claim's, above it); below it,
   * why an answer was not given and what each would take. A claim that is not a ratio
   * (fails-under-load) gives what each of its steps sent and failed instead.
   */
  public static ScenarioLines scenario(ScenarioJudgement s, boolean several, boolean ratio) {
    String published =
        s.published().isPresent()
            ? "published " + Numbers.ratio(s.published().getAsDouble(), 3) + ", "
            : "";
    String replayed =
        s.estimate()
            .map(e -> "replayed " + e.described())
            .orElse(
                s.steps().isEmpty()
                    ? "not replayed"
                    : ratio ? "no replayed ratio" : "replayed " + outcomes(s.steps()));
    String answers =
        !several
            ? ""
            : s.judged()
                ? ": " + s.verdict().label() + ", measurement " + s.measurement().label
                : ": not judged (" + s.whyNotJudged().map(u -> u.kind().words).orElse("") + ")";
    List<String> detail = new ArrayList<>();
    s.whyNotJudged().ifPresent(u -> detail.add("not judged: " + reason(u)));
    s.whyNotMeasured()
        .filter(u -> !s.whyNotJudged().equals(Optional.of(u)))
        .ifPresent(u -> detail.add("measurement not judged: " + reason(u)));
    s.map().ifPresent(m -> detail.add("what it would take: " + m.text()));
    return new ScenarioLines(
        s.scenario() + ": " + published + replayed + answers, List.copyOf(detail));
  }

  /**
   * What would judge what was not, once per reason over the claim's scenarios: "to judge it (load
   * generator bound): give the load generator more CPU: ...".
   */
  public static List<String> remedies(ClaimResult c) {
    Map<Unjudged.Kind, String> byKind = new LinkedHashMap<>();
    for (ScenarioJudgement s : c.scenarios()) {
      for (Optional<Unjudged> u : List.of(s.whyNotJudged(), s.whyNotMeasured())) {
        u.ifPresent(
            why ->
                byKind.putIfAbsent(
                    why.kind(), "to judge it (" + why.kind().words + "): " + why.kind().remedy));
      }
    }
    return List.copyOf(byKind.values());
  }

  /** "go -c20000 -n30000: 30,000 requests sent, 0 failed or unanswered, COMPLETE; ...". */
  private static String outcomes(List<StepResult> steps) {
    return steps.stream()
        .map(
            st ->
                st.step().name()
                    + ": "
                    + st.run()
                        .map(
                            r ->
                                String.format(
                                    Locale.ROOT,
                                    "%,d requests sent, %,d failed or unanswered, ",
                                    r.recording().requests().sent(),
                                    r.recording().lost() + r.recording().failures().length()))
                        .orElse("")
                    + st.status())
        .collect(Collectors.joining("; "));
  }

  /** "load generator bound: swoole's rate is only a lower bound ...", without its remedy. */
  static String reason(Unjudged u) {
    return u.kind().words + (u.detail().isEmpty() ? "" : ": " + u.detail());
  }
}
