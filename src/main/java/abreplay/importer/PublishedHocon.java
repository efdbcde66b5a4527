package abreplay.importer;

import abreplay.document.AbPercentiles;
import abreplay.document.Document.Published;
import abreplay.document.ReportDetails;
import com.typesafe.config.ConfigUtil;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One system's published figures as a document conf writes them, every key DocumentSchema.published
 * knows, in the order of ab's report, decimals as ab prints them (3543.00, not 3543.0).
 */
final class PublishedHocon {
  private PublishedHocon() {}

  /** The lines of {@code p}'s block, each indented by {@code indent}. */
  static List<String> lines(Published p, String indent) {
    List<String> out = new ArrayList<>();
    ReportDetails d = p.details();
    List<String> who = new ArrayList<>();
    d.serverSoftware().ifPresent(s -> who.add("server-software = " + ConfigUtil.quoteString(s)));
    d.serverHostname().ifPresent(s -> who.add("server-hostname = " + ConfigUtil.quoteString(s)));
    if (d.serverPort().isPresent()) who.add("server-port = " + d.serverPort().getAsInt());
    d.documentPath().ifPresent(s -> who.add("document-path = " + ConfigUtil.quoteString(s)));
    add(out, indent, who);
    List<String> counts = new ArrayList<>();
    whole(counts, "document-length", p.documentLength());
    decimal(counts, "time-taken", p.timeTaken(), 3);
    whole(counts, "complete", p.complete());
    whole(counts, "failed", p.failed());
    add(out, indent, counts);
    ReportDetails.Failures f = d.failures();
    if (f.any()) {
      List<String> kinds = new ArrayList<>();
      whole(kinds, "connect", f.connect());
      whole(kinds, "receive", f.receive());
      whole(kinds, "length", f.length());
      whole(kinds, "exceptions", f.exceptions());
      out.add(indent + "failures { " + String.join(", ", kinds) + " }");
    }
    List<String> more = new ArrayList<>();
    whole(more, "write-errors", d.writeErrors());
    whole(more, "non-2xx", d.non2xx());
    whole(more, "keep-alive", p.keepAlive());
    whole(more, "total-bytes", p.totalBytes());
    whole(more, "html-bytes", p.htmlBytes());
    add(out, indent, more);
    List<String> rates = new ArrayList<>();
    decimal(rates, "requests-per-second", p.requestsPerSecond(), 2);
    decimal(rates, "time-per-request", d.timePerRequest(), 3);
    decimal(rates, "time-per-request-all", d.timePerRequestAll(), 3);
    decimal(rates, "transfer-rate", d.transferRate(), 2);
    add(out, indent, rates);
    if (!d.connectionTimes().isEmpty()) {
      out.add(indent + "connection-times {");
      for (ReportDetails.Row row : ReportDetails.Row.values()) {
        ReportDetails.Times t = d.connectionTimes().get(row);
        if (t == null) continue;
        List<String> cells = new ArrayList<>(List.of("min = " + t.min(), "mean = " + t.mean()));
        decimal(cells, "sd", t.sd(), 1);
        whole(cells, "median", t.median());
        cells.add("max = " + t.max());
        out.add(indent + "  %-10s { %s }".formatted(row.key(), String.join(", ", cells)));
      }
      out.add(indent + "}");
    }
    List<String> percentiles = new ArrayList<>();
    for (int percent : AbPercentiles.PRINTED) {
      Long ms = p.percentiles().get(percent);
      if (ms != null) percentiles.add((percent == 100 ? "max" : "p" + percent) + " = " + ms);
    }
    add(out, indent, percentiles);
    if (!p.note().isEmpty()) out.add(indent + "note = " + ConfigUtil.quoteString(p.note()));
    return out;
  }

  private static void add(List<String> out, String indent, List<String> keys) {
    if (!keys.isEmpty()) out.add(indent + String.join(", ", keys));
  }

  private static void whole(List<String> out, String key, OptionalLong value) {
    if (value.isPresent()) out.add(key + " = " + value.getAsLong());
  }

  /** {@code key = value} with at least {@code decimals} decimals, as ab's printf wrote it. */
  private static void decimal(List<String> out, String key, OptionalDouble value, int decimals) {
    if (value.isEmpty()) return;
    BigDecimal b = new BigDecimal(Double.toString(value.getAsDouble()));
    out.add(key + " = " + b.setScale(Math.max(decimals, b.scale())).toPlainString());
  }
}
