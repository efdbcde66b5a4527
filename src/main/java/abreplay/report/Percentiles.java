package abreplay.report;

import abreplay.document.AbPercentiles;
import abreplay.format.Numbers;
import abreplay.recording.LatencySample;
import java.util.ArrayList;
import java.util.List;

/** ab's two percentile outputs: the printed table and the -e CSV. */
public final class Percentiles {
  private Percentiles() {}

  public record Row(int percent, long millis) {}

  /**
   * The printed table: the request at index done*p/100 of the sorted times; 100% is the slowest.
   */
  public static List<Row> table(LatencySample micros) {
    long n = micros.count();
    List<Row> rows = new ArrayList<>();
    if (n == 0) return rows;
    for (int p : AbPercentiles.PRINTED) {
      long index = p >= 100 ? n - 1 : n * p / 100;
      rows.add(new Row(p, ConnectionTimes.roundMs(micros.valueAt(index))));
    }
    return rows;
  }

  /**
   * The -e file: "Percentage served,Time in ms", then i,%.3f for i = 0..100, i = 0 the fastest, 100
   * the slowest, else index (long)(0.5 + done*i/100.0), clamped where ab's formula overruns.
   */
  public static String csv(LatencySample micros) {
    StringBuilder out = new StringBuilder("Percentage served,Time in ms\n");
    long n = micros.count();
    if (n == 0) return out.toString();
    for (int i = 0; i <= 100; i++) {
      long index =
          i == 0 ? 0 : i == 100 ? n - 1 : Math.min(n - 1, (long) (0.5 + (double) n * i / 100.0));
      out.append(i)
          .append(',')
          .append(Numbers.fixed(micros.valueAt(index) / 1000.0, 3))
          .append('\n');
    }
    return out.toString();
  }
}
