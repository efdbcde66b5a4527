package abreplay.importer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Every load tool's report in a text, whichever tool printed it: each tool's reader finds its own
 * ({@link ReportLines}); where two tools' readers claim the same lines (hey's and oha's Summary
 * look alike, so do wrk's and bombardier's Latency Distribution), the report with more figures is
 * kept. In the text's order.
 */
final class ToolReports {
  static final List<ToolReader> READERS =
      List.of(
          WrkReader.READER,
          HeyReader.READER,
          OhaReader.READER,
          AutocannonReader.READER,
          BombardierReader.READER,
          SiegeReader.READER,
          H2loadReader.READER);

  private ToolReports() {}

  static List<ToolReport> find(Text text) {
    List<ToolReport> all = new ArrayList<>();
    for (ToolReader reader : READERS) all.addAll(ReportLines.find(text, reader));
    all.sort(
        Comparator.comparingInt((ToolReport r) -> -r.figures().size())
            .thenComparingInt(ToolReport::start));
    List<ToolReport> kept = new ArrayList<>();
    for (ToolReport r : all) {
      if (kept.stream().noneMatch(k -> k.start() < r.end() && r.start() < k.end())) kept.add(r);
    }
    kept.sort(Comparator.comparingInt(ToolReport::start));
    return List.copyOf(kept);
  }
}
