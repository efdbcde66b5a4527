package abreplay.document;

import abreplay.config.Schema;
import abreplay.request.Request;
import com.typesafe.config.Config;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * An ab scenario, read from its conf block: {@code requests}, {@code concurrency}, {@code
 * keep-alive} and {@code path} ({@code ab -n -c -k url}), its request ({@link RequestReader}), a
 * {@code load} block only to say it is NOT REPLAYABLE, and per system the figures of ab's report
 * under their keys ({@link DocumentSchema#published}).
 */
final class AbScenarioReader implements ScenarioReader {
  private final Schema file;
  private final Schema scenarioSchema;
  private final Schema publishedSchema;
  private final String label;
  private final List<String> systems;

  AbScenarioReader(Path home, Schema file, String label, List<String> systems) {
    this.file = file;
    this.scenarioSchema = DocumentSchema.scenario(home);
    this.publishedSchema = DocumentSchema.published(home);
    this.label = label;
    this.systems = systems;
  }

  @Override
  public Optional<Read> read(Config s, List<String> problems) {
    List<String> found = scenarioSchema.validate(s, label);
    if (!found.isEmpty()) {
      problems.addAll(found);
      return Optional.empty();
    }
    Scenario scenario =
        new Scenario(
                s.getString("id"),
                s.getLong("requests"),
                s.getInt("concurrency"),
                s.getBoolean("keep-alive"),
                s.getString("path"))
            .withRequest(
                RequestReader.read(s, file, label, s.getString("id"), problems)
                    .orElse(Request.GET));
    if (s.hasPath("load")) scenario = notReplayable(s, scenario, file, label, problems);
    if (scenario.concurrency() > scenario.requests()) {
      problems.add(
          file.where(s, "concurrency", label)
              + ": scenario "
              + scenario.id()
              + ": concurrency "
              + scenario.concurrency()
              + " is more than requests "
              + scenario.requests()
              + " (ab refuses this)");
    }
    Map<String, Document.Published> bySystem =
        ScenarioReader.bySystem(
            s,
            file,
            label,
            systems,
            problems,
            p -> {
              List<String> bad = new ArrayList<>(publishedSchema.validate(p, label));
              if (bad.isEmpty()) bad.addAll(incompleteRows(p, label, publishedSchema));
              problems.addAll(bad);
              return bad.isEmpty() ? Optional.of(published(p)) : Optional.empty();
            });
    return Optional.of(new Read(scenario, bySystem));
  }

  /**
   * An ab scenario whose {@code load} block says no replay can send its requests: the same command,
   * NOT REPLAYABLE with the block's reason and detail.
   */
  private static Scenario notReplayable(
      Config s, Scenario ab, Schema schema, String label, List<String> problems) {
    List<String> missing =
        List.of("model", "reason", "detail").stream().filter(k -> !s.hasPath("load." + k)).toList();
    if (!missing.isEmpty()) {
      problems.add(
          schema.where(s, "load", label)
              + ": scenario "
              + ab.id()
              + ": an ab scenario's load block is model = not-replayable with reason and detail;"
              + " add load."
              + String.join(", load.", missing));
      return ab;
    }
    return new Scenario(
        ab.id(),
        ab.requests(),
        ab.concurrency(),
        ab.keepAlive(),
        ab.path(),
        LoadTool.AB,
        new LoadModel.NotReplayable(
            ab.concurrency(), s.getString("load.reason"), s.getString("load.detail")),
        OptionalInt.empty(),
        ab.request());
  }

  private static Document.Published published(Config p) {
    Map<Integer, Long> percentiles = new TreeMap<>();
    for (int percent : AbPercentiles.PRINTED) {
      String key = percent == 100 ? "max" : "p" + percent;
      if (p.hasPath(key)) percentiles.put(percent, p.getLong(key));
    }
    return new Document.Published(
        optDouble(p, "requests-per-second"),
        optDouble(p, "time-taken"),
        optLong(p, "complete"),
        optLong(p, "failed"),
        optLong(p, "keep-alive"),
        optLong(p, "total-bytes"),
        optLong(p, "html-bytes"),
        optLong(p, "document-length"),
        percentiles,
        p.hasPath("note") ? p.getString("note") : "",
        details(p),
        p.hasPath("completed") ? Optional.of(p.getBoolean("completed")) : Optional.empty(),
        Map.of());
  }

  private static ReportDetails details(Config p) {
    Map<ReportDetails.Row, ReportDetails.Times> rows = new LinkedHashMap<>();
    for (ReportDetails.Row row : ReportDetails.Row.values()) {
      if (!p.hasPath("connection-times." + row.key())) continue;
      Config r = p.getConfig("connection-times." + row.key());
      rows.put(
          row,
          new ReportDetails.Times(
              r.getLong("min"),
              r.getLong("mean"),
              optDouble(r, "sd"),
              optLong(r, "median"),
              r.getLong("max")));
    }
    return new ReportDetails(
        optString(p, "server-software"),
        optString(p, "server-hostname"),
        p.hasPath("server-port") ? OptionalInt.of(p.getInt("server-port")) : OptionalInt.empty(),
        optString(p, "document-path"),
        new ReportDetails.Failures(
            optLong(p, "failures.connect"),
            optLong(p, "failures.receive"),
            optLong(p, "failures.length"),
            optLong(p, "failures.exceptions")),
        optLong(p, "write-errors"),
        optLong(p, "non-2xx"),
        optDouble(p, "time-per-request"),
        optDouble(p, "time-per-request-all"),
        optDouble(p, "transfer-rate"),
        rows);
  }

  /**
   * A Connection Times row needs its min, mean and max (sd and median are absent only in ab -S's
   * layout).
   */
  private static List<String> incompleteRows(Config p, String label, Schema schema) {
    List<String> problems = new ArrayList<>();
    for (ReportDetails.Row row : ReportDetails.Row.values()) {
      String at = "connection-times." + row.key();
      if (!p.hasPath(at)) continue;
      List<String> missing =
          List.of("min", "mean", "max").stream().filter(k -> !p.hasPath(at + "." + k)).toList();
      if (!missing.isEmpty()) {
        problems.add(
            schema.where(p, at, label)
                + ": "
                + at
                + " needs min, mean and max (ms, as ab printed them);"
                + " missing: "
                + String.join(", ", missing));
      }
    }
    return problems;
  }

  private static Optional<String> optString(Config c, String key) {
    return c.hasPath(key) ? Optional.of(c.getString(key)) : Optional.empty();
  }

  private static OptionalDouble optDouble(Config c, String key) {
    return c.hasPath(key) ? OptionalDouble.of(c.getDouble(key)) : OptionalDouble.empty();
  }

  private static OptionalLong optLong(Config c, String key) {
    return c.hasPath(key) ? OptionalLong.of(c.getLong(key)) : OptionalLong.empty();
  }
}
