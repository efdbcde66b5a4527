package abreplay.importer;

import abreplay.document.Document.Published;
import abreplay.document.ReportDetails;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * A published block's figures by conf key, every one that is there, so that two blocks compare
 * figure by figure.
 */
final class Figures {
  private Figures() {}

  static Map<String, Object> of(Published p) {
    Map<String, Object> f = new LinkedHashMap<>();
    put(f, "requests-per-second", p.requestsPerSecond());
    put(f, "time-taken", p.timeTaken());
    put(f, "complete", p.complete());
    put(f, "failed", p.failed());
    put(f, "keep-alive", p.keepAlive());
    put(f, "total-bytes", p.totalBytes());
    put(f, "html-bytes", p.htmlBytes());
    put(f, "document-length", p.documentLength());
    p.percentiles().forEach((percent, ms) -> f.put(percent == 100 ? "max" : "p" + percent, ms));
    ReportDetails d = p.details();
    d.serverSoftware().ifPresent(v -> f.put("server-software", v));
    d.serverHostname().ifPresent(v -> f.put("server-hostname", v));
    put(f, "server-port", d.serverPort());
    d.documentPath().ifPresent(v -> f.put("document-path", v));
    put(f, "failures.connect", d.failures().connect());
    put(f, "failures.receive", d.failures().receive());
    put(f, "failures.length", d.failures().length());
    put(f, "failures.exceptions", d.failures().exceptions());
    put(f, "write-errors", d.writeErrors());
    put(f, "non-2xx", d.non2xx());
    put(f, "time-per-request", d.timePerRequest());
    put(f, "time-per-request-all", d.timePerRequestAll());
    put(f, "transfer-rate", d.transferRate());
    for (ReportDetails.Row row : ReportDetails.Row.values()) {
      ReportDetails.Times t = d.connectionTimes().get(row);
      if (t == null) continue;
      String at = "connection-times." + row.key() + ".";
      f.put(at + "min", t.min());
      f.put(at + "mean", t.mean());
      put(f, at + "sd", t.sd());
      put(f, at + "median", t.median());
      f.put(at + "max", t.max());
    }
    return f;
  }

  private static void put(Map<String, Object> f, String key, OptionalDouble v) {
    if (v.isPresent()) f.put(key, v.getAsDouble());
  }

  private static void put(Map<String, Object> f, String key, OptionalLong v) {
    if (v.isPresent()) f.put(key, v.getAsLong());
  }

  private static void put(Map<String, Object> f, String key, OptionalInt v) {
    if (v.isPresent()) f.put(key, (long) v.getAsInt());
  }
}
