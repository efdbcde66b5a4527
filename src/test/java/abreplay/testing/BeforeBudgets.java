package abreplay.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A report as ab-replay wrote it before CPU budgets and service demand: the rebuilt text of a run
 * folder from then, with what budgets added taken out again (the Budget, Target CPU group and
 * Service demand lines of ab-summary.txt; reproduction.md's CPU budget and per-scenario budget
 * lines, its resources table's last five columns and their note; replay.html's elements marked
 * {@code budget} or {@code demand}). What is left must be every byte the run wrote. summary.json is
 * compared as a tree, without its budget keys ({@code budget}, and each step's {@code budget},
 * {@code targetCpuGroup} and {@code serviceDemandMsPerRequest}).
 */
public final class BeforeBudgets {
  /** The resources table's columns that budgets added, at its end. */
  private static final int ADDED_COLUMNS = 5;

  private static final Pattern PAGE =
      Pattern.compile(
          "<span class=\"demand\"><br>[^<]*</span>"
              + "|<div class=\"layout budget\">[^<]*</div>|<p class=\"note budget\">[^<]*</p>\\n");

  private BeforeBudgets() {}

  /**
   * {@code page} with the style sheet of {@code written}, a page an earlier run wrote: the sheet is
   * the page's look, not what the run measured, and a rebuilt page carries today's.
   */
  public static String styledAs(String written, String page) {
    int from = written.indexOf("<style>");
    int to = written.indexOf("</style>");
    int at = page.indexOf("<style>");
    int end = page.indexOf("</style>");
    if (from < 0 || to < 0 || at < 0 || end < 0) return page;
    return page.substring(0, at) + written.substring(from, to) + page.substring(end);
  }

  /** {@code text} of the file named {@code name} without what budgets added. */
  public static String strip(String name, String text) {
    return switch (name) {
      case "ab-summary.txt" -> abSummary(text);
      case "reproduction.md" -> reproduction(text);
      case "replay.html" -> PAGE.matcher(text).replaceAll("");
      default -> text;
    };
  }

  /** The summary.json keys budgets added, at the top and in each step. */
  public static void stripJson(com.fasterxml.jackson.databind.node.ObjectNode summary) {
    summary.remove("budget");
    summary
        .path("steps")
        .forEach(
            step ->
                ((com.fasterxml.jackson.databind.node.ObjectNode) step)
                    .remove(List.of("budget", "targetCpuGroup", "serviceDemandMsPerRequest")));
  }

  private static String abSummary(String text) {
    StringBuilder out = new StringBuilder();
    for (String line : text.split("(?<=\n)")) {
      if (line.startsWith("Budget:")
          || line.startsWith("Target CPU group:")
          || line.startsWith("Service demand:")) continue;
      out.append(line);
    }
    return out.toString();
  }

  private static String reproduction(String text) {
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    List<String> out = new ArrayList<>();
    boolean resources = false;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      boolean added =
          line.startsWith("CPU budget: ")
              || line.startsWith("Every step ran ")
              || line.startsWith("CPU budgets: ")
              || line.startsWith("Budget, group CPU and throttling: ");
      if (added) {
        // and the blank line that set it apart
        if (line.startsWith("Budget, group CPU") || line.startsWith("CPU budget: ")) {
          if (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) out.remove(out.size() - 1);
        } else if (i + 1 < lines.size() && lines.get(i + 1).isEmpty()) {
          i++;
        }
        continue;
      }
      if (line.startsWith("Resources while serving")) resources = true;
      else if (resources && line.startsWith("| ")) {
        String[] cells = line.split(" \\| ", -1);
        line = String.join(" | ", List.of(cells).subList(0, cells.length - ADDED_COLUMNS)) + " |";
      } else if (resources && line.startsWith("|---")) {
        line = line.substring(0, line.length() - "---|---:|---:|---:|---:|".length());
      } else if (resources && !line.isEmpty()) resources = false;
      out.add(line);
    }
    return String.join("\n", out);
  }
}
