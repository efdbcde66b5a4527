package abreplay.report;

import abreplay.folder.FolderLayout;
import abreplay.format.Numbers;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The run description Gatling's report shows in its header: where the real figures are
 * (replay.html) and ab's req/s per step, and why Gatling's own Cnt/s differs. Plain text (Gatling
 * escapes it and shows at most 2,300 characters of it); the per-step list stops short of {@link
 * #MAX} with a count of the rest.
 */
public final class GatlingDescription {
  static final int MAX = 2000;

  private GatlingDescription() {}

  public static String of(RunResult result) {
    String head =
        "ab-replay: open "
            + FolderLayout.REPLAY_PAGE
            + " in this folder (ab's figures, published vs replayed,"
            + " the recorder's percentiles; also "
            + FolderLayout.AB_SUMMARY
            + " and "
            + FolderLayout.SUMMARY_JSON
            + "). ab's"
            + " req/s per step: ";
    String tail =
        ". Gatling's Cnt/s below divides each request's count by the whole run's duration"
            + " (warm-ups, every system, the control steps named ~ ...), so it is not ab's req/s"
            + " and cannot tell systems apart.";
    List<String> steps = new ArrayList<>();
    for (StepResult s : result.steps()) {
      steps.add(
          s.step().name()
              + " "
              + s.run()
                  .filter(ab -> ab.requestsPerSecond() > 0)
                  .map(ab -> Numbers.fixed(ab.requestsPerSecond(), 2))
                  .orElse(s.status().name()));
    }
    StringBuilder list = new StringBuilder();
    for (int i = 0; i < steps.size(); i++) {
      String next = (i == 0 ? "" : "; ") + steps.get(i);
      if (head.length() + list.length() + next.length() + tail.length() + 40 > MAX) {
        list.append("; and ")
            .append(steps.size() - i)
            .append(" more in ")
            .append(FolderLayout.REPLAY_PAGE);
        break;
      }
      list.append(next);
    }
    return head + list + tail;
  }
}
