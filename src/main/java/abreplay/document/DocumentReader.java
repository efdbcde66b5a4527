package abreplay.document;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.config.Schema;
import abreplay.config.UrlCheck;
import abreplay.request.Request;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigUtil;
import java.net.URI;
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
import java.util.function.UnaryOperator;

/**
 * Reads a document's conf file into a {@link Document}: every key checked against its schema, every
 * name a claim or a published figure uses checked against the document's systems and scenarios, and
 * every problem reported at once, one line each. Whether a stand-in profile is good is asked of
 * {@link Profiles}, so that this reader knows nothing of targets/.
 */
public final class DocumentReader {
  /** What the reader asks of the stand-in profiles a document names. */
  public interface Profiles {
    /** Why {@code name} names no profile (with the known ones), or empty when it does. */
    Optional<String> unknown(String name);

    /** What is wrong with profile {@code name}'s file, one line each; empty when it loads. */
    List<String> problems(String name);
  }

  private final Path home;
  private final Profiles profiles;
  private final UnaryOperator<Schema.Builder> replayKeys;

  /**
   * @param replayKeys adds the keys of the file's replay block to a schema: the replay that reads
   *     them defines them, this reader checks them with the rest of the file so that every problem
   *     is said at once
   */
  public DocumentReader(Path home, Profiles profiles, UnaryOperator<Schema.Builder> replayKeys) {
    this.home = home;
    this.profiles = profiles;
    this.replayKeys = replayKeys;
  }

  /**
   * @throws ConfigError with every problem found, one line each
   */
  public Document read(ConfFile conf) {
    Config c = conf.config();
    String label = conf.label();
    Schema schema = DocumentSchema.file(home, replayKeys);
    schema.require(c, label);
    List<String> problems = new ArrayList<>();

    Map<String, SystemSpec> systems = new LinkedHashMap<>();
    Schema systemSchema = DocumentSchema.system(home);
    for (String name : DocumentNames.inFileOrder(c.getObject("systems"))) {
      Config s = c.getConfig("systems").getConfig(ConfigUtil.joinPath(name));
      List<String> bad =
          systemSchema.validate(s, label).stream()
              .map(p -> p.replaceFirst(": ", ": systems." + name + "."))
              .toList();
      problems.addAll(bad);
      if (!bad.isEmpty()) continue;
      if (s.hasPath("target") == s.hasPath("url")) {
        problems.add(
            schema.where(c, "systems." + name, label)
                + ": systems."
                + name
                + " needs exactly one of target (a stand-in profile) or url (a real server)");
        continue;
      }
      Optional<URI> url = Optional.empty();
      if (s.hasPath("url")) {
        // Whether a remote host is allowed is the replay's to say; here only that it is a url.
        url =
            Optional.of(
                UrlCheck.parse(
                    s.getString("url"),
                    schema.where(s, "url", label),
                    "systems." + name + ".url",
                    true,
                    "replay.allow-remote"));
      } else {
        String target = s.getString("target");
        Optional<String> unknown = profiles.unknown(target);
        unknown.ifPresent(
            why ->
                problems.add(
                    schema.where(s, "target", label)
                        + ": systems."
                        + name
                        + ".target = \""
                        + target
                        + "\": "
                        + why));
        // A broken profile is bad input too: refuse it here rather than let its stand-in die
        // mid-document.
        if (unknown.isEmpty()) problems.addAll(profiles.problems(target));
      }
      systems.put(
          name,
          new SystemSpec(
              name,
              s.hasPath("label") ? s.getString("label") : name,
              s.hasPath("target") ? Optional.of(s.getString("target")) : Optional.empty(),
              url,
              s.hasPath("path") ? Optional.of(s.getString("path")) : Optional.empty()));
    }
    if (c.getObject("systems").isEmpty()) {
      problems.add(schema.where(c, "systems", label) + ": systems is empty: name at least one");
    }
    List<String> systemNames = DocumentNames.inFileOrder(c.getObject("systems"));
    String baseline = c.getString("document.baseline");
    if (!systemNames.contains(baseline)) {
      problems.add(
          DocumentNames.unknownName(
              schema.where(c, "document.baseline", label),
              "document.baseline",
              baseline,
              systemNames));
    }

    List<Scenario> scenarios = new ArrayList<>();
    Map<String, Map<String, Document.Published>> published = new LinkedHashMap<>();
    List<String> scenarioIds = new ArrayList<>();
    readScenarios(c, label, schema, systemNames, scenarios, published, scenarioIds, problems);
    List<Document.Claim> claims =
        new ClaimReader(home)
            .read(
                c,
                label,
                schema,
                systemNames,
                scenarioIds,
                published,
                problems.isEmpty(),
                problems);
    if (!problems.isEmpty()) throw new ConfigError(problems);

    return new Document(
        c.getString("document.id"),
        c.getString("document.title"),
        c.getString("document.source"),
        new Document.PublishedMachine(
            c.getString("document.machine.cores"),
            c.getString("document.machine.cpu"),
            c.getString("document.machine.memory"),
            c.getString("document.machine.os"),
            c.getString("document.machine.load-generator")),
        baseline,
        c.hasPath("document.notes") ? c.getString("document.notes") : "",
        systems,
        scenarios,
        published,
        claims);
  }

  private void readScenarios(
      Config c,
      String label,
      Schema schema,
      List<String> systems,
      List<Scenario> scenarios,
      Map<String, Map<String, Document.Published>> published,
      List<String> scenarioIds,
      List<String> problems) {
    Schema scenarioSchema = DocumentSchema.scenario(home);
    Schema publishedSchema = DocumentSchema.published(home);
    for (Config s : c.getConfigList("scenarios")) {
      // Known even when the rest of the scenario is wrong, so that claims naming it are not flagged
      // too.
      if (s.hasPath("id")) scenarioIds.add(s.getString("id"));
      if (s.hasPath("tool") && !s.getString("tool").equals(LoadTool.AB.key())) {
        new ToolScenarioReader(home, schema, label, systems)
            .read(s, problems)
            .ifPresent(
                read -> {
                  scenarios.add(read.scenario());
                  published.put(read.scenario().id(), read.published());
                });
        continue;
      }
      List<String> found = scenarioSchema.validate(s, label);
      if (!found.isEmpty()) {
        problems.addAll(found);
        continue;
      }
      Scenario scenario =
          new Scenario(
                  s.getString("id"),
                  s.getLong("requests"),
                  s.getInt("concurrency"),
                  s.getBoolean("keep-alive"),
                  s.getString("path"))
              .withRequest(
                  RequestReader.read(s, schema, label, s.getString("id"), problems)
                      .orElse(Request.GET));
      if (s.hasPath("load")) scenario = notReplayable(s, scenario, schema, label, problems);
      if (scenario.concurrency() > scenario.requests()) {
        problems.add(
            schema.where(s, "concurrency", label)
                + ": scenario "
                + scenario.id()
                + ": concurrency "
                + scenario.concurrency()
                + " is more than requests "
                + scenario.requests()
                + " (ab refuses this)");
      }
      scenarios.add(scenario);
      Map<String, Document.Published> bySystem = new LinkedHashMap<>();
      if (s.hasPath("published")) {
        for (String name : DocumentNames.inFileOrder(s.getObject("published"))) {
          Config p = s.getConfig("published").getConfig(ConfigUtil.joinPath(name));
          if (!systems.contains(name)) {
            problems.add(
                DocumentNames.unknownName(
                    schema.where(s, "published." + ConfigUtil.joinPath(name), label),
                    "published",
                    name,
                    systems));
            continue;
          }
          List<String> bad = new ArrayList<>(publishedSchema.validate(p, label));
          if (bad.isEmpty()) bad.addAll(incompleteRows(p, label, publishedSchema));
          if (bad.isEmpty()) bySystem.put(name, published(p));
          else problems.addAll(bad);
        }
      }
      published.put(scenario.id(), bySystem);
    }
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
