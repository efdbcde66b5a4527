package abreplay.plan;

import abreplay.config.ConfigError;
import abreplay.config.Nearest;
import abreplay.config.Schema;
import abreplay.machine.Limits;
import abreplay.standin.ProfileLoader;
import com.typesafe.config.Config;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Turns a document's conf file (and -Dreplay.* keys) into the plan of its replay: every system,
 * every scenario in the document's order, scaled, with what this machine cannot run SKIPPED.
 */
public final class DocumentPlan {
  /** A document's plan and the document itself, for the published-vs-replayed report. */
  public record Replay(RunPlan plan, Document document) {}

  static final List<Integer> PERCENTS = List.of(50, 66, 75, 80, 90, 95, 98, 99);

  private DocumentPlan() {}

  public static Replay load(Path home, String confFile, Properties system) {
    ConfFile conf = ConfFile.load(home, home.resolve(confFile), system, List.of("replay"),
        key -> key.equals("replay.systems") || key.startsWith("replay.systems."));
    Config c = conf.config();
    String label = conf.label();
    Schema schema = fileSchema(home);
    schema.require(c, label);

    Map<String, Config> systems = new LinkedHashMap<>();
    for (String name : inFileOrder(c.getObject("systems"))) systems.put(name, c.getConfig("systems").getConfig(quoted(name)));
    if (systems.isEmpty()) throw new ConfigError(schema.where(c, "systems", label) + ": systems is empty: name at least one");
    List<String> problems = new ArrayList<>();
    Schema systemSchema = systemSchema(home);
    ProfileLoader profiles = new ProfileLoader(home);
    for (Map.Entry<String, Config> s : systems.entrySet()) {
      for (String p : systemSchema.validate(s.getValue(), label)) problems.add(p.replaceFirst(": ", ": systems." + s.getKey() + "."));
      if (s.getValue().hasPath("target") == s.getValue().hasPath("url")) {
        problems.add(schema.where(c, "systems." + s.getKey(), label) + ": systems." + s.getKey()
            + " needs exactly one of target (a stand-in profile) or url (a real server)");
      } else if (s.getValue().hasPath("target") && !profiles.names().contains(s.getValue().getString("target"))) {
        problems.add(schema.where(s.getValue(), "target", label) + ": systems." + s.getKey() + ".target = \""
            + s.getValue().getString("target") + "\": " + profiles.unknownProfile(s.getValue().getString("target")));
      } else if (s.getValue().hasPath("target")) {
        // A broken profile is bad input too: refuse it here rather than let its stand-in die mid-document.
        try {
          profiles.load(s.getValue().getString("target"));
        } catch (ConfigError e) {
          problems.addAll(e.problems());
        }
      }
    }
    String baseline = c.getString("document.baseline");
    if (!systems.containsKey(baseline)) problems.add(unknownName(schema.where(c, "document.baseline", label),
        "document.baseline", baseline, systems.keySet()));

    List<Scenario> scenarios = new ArrayList<>();
    Map<String, Map<String, Document.Published>> published = new LinkedHashMap<>();
    Schema scenarioSchema = scenarioSchema(home);
    Schema publishedSchema = publishedSchema(home);
    List<String> scenarioIds = new ArrayList<>();
    for (Config s : c.getConfigList("scenarios")) {
      // Known even when the rest of the scenario is wrong, so that claims naming it are not flagged too.
      if (s.hasPath("id")) scenarioIds.add(s.getString("id"));
      List<String> found = scenarioSchema.validate(s, label);
      if (!found.isEmpty()) {
        problems.addAll(found);
        continue;
      }
      Scenario scenario = new Scenario(s.getString("id"), s.getLong("requests"), s.getInt("concurrency"),
          s.getBoolean("keep-alive"), s.getString("path"));
      if (scenario.concurrency() > scenario.requests()) {
        problems.add(schema.where(s, "concurrency", label) + ": scenario " + scenario.id() + ": concurrency "
            + scenario.concurrency() + " is more than requests " + scenario.requests() + " (ab refuses this)");
      }
      scenarios.add(scenario);
      Map<String, Document.Published> bySystem = new LinkedHashMap<>();
      if (s.hasPath("published")) {
        for (String name : inFileOrder(s.getObject("published"))) {
          Config p = s.getConfig("published").getConfig(quoted(name));
          if (!systems.containsKey(name)) {
            problems.add(unknownName(schema.where(s, "published." + quoted(name), label), "published", name, systems.keySet()));
            continue;
          }
          List<String> bad = publishedSchema.validate(p, label);
          if (bad.isEmpty()) bySystem.put(name, published(p)); else problems.addAll(bad);
        }
      }
      published.put(scenario.id(), bySystem);
    }

    List<Document.Claim> claims = new ArrayList<>();
    Schema claimSchema = claimSchema(home);
    for (Config k : c.hasPath("claims") ? c.getConfigList("claims") : List.<Config>of()) {
      List<String> bad = claimSchema.validate(k, label);
      if (!bad.isEmpty()) {
        problems.addAll(bad);
        continue;
      }
      for (String key : List.of("system", "over")) {
        if (!systems.containsKey(k.getString(key))) {
          problems.add(unknownName(schema.where(k, key, label), "claim " + key, k.getString(key), systems.keySet()));
        }
      }
      for (String id : Schema.strings(k, "scenarios")) {
        if (!scenarioIds.contains(id)) problems.add(unknownName(schema.where(k, "scenarios", label), "claim scenario", id, scenarioIds));
      }
      claims.add(new Document.Claim(k.getString("text"),
          Document.Claim.Kind.valueOf(k.getString("kind").toUpperCase(Locale.ROOT).replace('-', '_')),
          k.getString("system"), k.getString("over"), Schema.strings(k, "scenarios")));
    }
    if (!problems.isEmpty()) throw new ConfigError(problems);

    // What to replay: the subset asked for, and real servers in place of stand-ins.
    boolean allowRemote = c.getBoolean("replay.allow-remote");
    Map<String, URI> urls = urls(conf, systems, allowRemote, schema, label);
    List<String> onlySystems = subset(conf, c, "replay.systems", systems.keySet(), schema, label);
    List<String> onlyScenarios = subset(conf, c, "replay.scenarios", scenarioIds, schema, label);
    double scale = c.getDouble("replay.scale");
    long warmUp = c.getLong("replay.warm-up");
    PreFlight preFlight = new PreFlight(Limits.read());
    java.util.Set<Integer> ports = new java.util.HashSet<>();
    int rounds = c.hasPath("replay.rounds") ? c.getInt("replay.rounds") : 1;
    Map<String, Target> targets = new LinkedHashMap<>();
    for (String name : onlySystems) {
      targets.put(name, urls.containsKey(name) ? Target.external(name, urls.get(name))
          : Target.standIn(name, systems.get(name).getString("target"), preFlight.standInPort(ports)));
    }
    List<SystemPlan> plans = new ArrayList<>();
    for (int round = 1; round <= rounds; round++) {
      // The order replay.systems gives (the file's by default), reversed every other round: the first
      // system meets the coldest load generator, and alternating is how to take order out of a median.
      List<String> order = new ArrayList<>(onlySystems);
      if (round % 2 == 0) java.util.Collections.reverse(order);
      for (String name : order) {
        plans.add(systemPlan(name, targets.get(name), systems.get(name), scenarios, onlyScenarios, scale, warmUp, round,
            rounds, urls, preFlight));
      }
    }
    List<Step> runnable = plans.stream().flatMap(p -> p.steps().stream()).filter(st -> st.skipped().isEmpty()).toList();
    Duration timeout = Schema.duration(c, "replay.timeout", ChronoUnit.SECONDS);
    RunPlan plan = new RunPlan("document " + c.getString("document.id") + ": " + c.getString("document.title")
        + (scale != 1 ? " (scale " + scale + ")" : ""), List.of(label), timeout, c.getLong("replay.max-failed"), scale,
        preFlight.localAddresses(runnable), plans, preFlight.warnings(runnable));
    Map<String, String> labels = new LinkedHashMap<>();
    systems.forEach((name, s) -> labels.put(name, s.hasPath("label") ? s.getString("label") : name));
    Document document = new Document(c.getString("document.id"), c.getString("document.title"),
        c.getString("document.source"), new Document.PublishedMachine(c.getString("document.machine.cores"),
            c.getString("document.machine.cpu"), c.getString("document.machine.memory"), c.getString("document.machine.os"),
            c.getString("document.machine.load-generator")),
        baseline, c.hasPath("document.notes") ? c.getString("document.notes") : "", labels, published, claims);
    return new Replay(plan, document);
  }

  private static SystemPlan systemPlan(String name, Target target, Config system, List<Scenario> scenarios,
      List<String> onlyScenarios, double scale, long warmUp, int round, int rounds, Map<String, URI> urls,
      PreFlight preFlight) {
    List<Step> steps = new ArrayList<>();
    for (Scenario scenario : scenarios) {
      if (!onlyScenarios.contains(scenario.id())) continue;
      long requests = scaled(scenario, scale);
      // A real server's url gives the path only when it names one; "http://host:port/" keeps the document's.
      String urlPath = target.bundled() ? "/" : urls.get(name).getRawPath();
      String path = !urlPath.equals("/") ? urlPath : system.hasPath("path") ? system.getString("path") : scenario.path();
      Scenario run = new Scenario(scenario.id(), scenario.requests(), scenario.concurrency(), scenario.keepAlive(), path);
      String plainName = name + " " + run.label(requests);
      // Scaling can make two scenarios the same command (-n never drops below -c): keep names unique.
      String suffix = SystemPlan.roundSuffix(round, rounds);
      String stepName = (steps.stream().anyMatch(st -> st.name().equals(plainName + suffix))
          ? plainName + " (" + scenario.id() + ")" : plainName) + suffix;
      steps.add(new Step(target, run, stepName, requests, preFlight.openFilesProblem(scenario.concurrency()), round));
    }
    Step first = steps.stream().filter(st -> st.skipped().isEmpty()).findFirst().orElse(steps.isEmpty() ? null : steps.get(0));
    // Not scaled: compilers need a count of requests whatever the scale.
    long systemWarmUp = first == null || warmUp == 0 ? 0 : Math.max(first.scenario().concurrency(), warmUp);
    return new SystemPlan(target, round, rounds, systemWarmUp, first == null ? 1 : first.scenario().concurrency(),
        first != null && first.scenario().keepAlive(), first == null ? "/" : first.scenario().path(), steps);
  }

  /** -n scaled, never below -c (ab refuses fewer requests than users). */
  static long scaled(Scenario scenario, double scale) {
    return Math.max(scenario.concurrency(), Math.round(scenario.requests() * scale));
  }

  private static Map<String, URI> urls(ConfFile conf, Map<String, Config> systems, boolean allowRemote, Schema schema,
      String label) {
    Map<String, URI> urls = new LinkedHashMap<>();
    for (Map.Entry<String, Config> s : systems.entrySet()) {
      if (s.getValue().hasPath("url")) {
        urls.put(s.getKey(), UrlCheck.parse(s.getValue().getString("url"), schema.where(s.getValue(), "url", label),
            "systems." + s.getKey() + ".url", allowRemote, "replay.allow-remote"));
      }
    }
    for (Map.Entry<String, String> raw : conf.raw().entrySet()) {
      String key = raw.getKey();
      if (key.equals("replay.systems")) continue;
      String rest = key.substring("replay.systems.".length());
      int dot = rest.lastIndexOf('.');
      String system = dot < 0 ? rest : rest.substring(0, dot);
      String where = "-D" + key + "=" + raw.getValue();
      if (!systems.containsKey(system)) throw new ConfigError(unknownName(where, "system", system, systems.keySet()));
      if (!rest.substring(dot + 1).equals("url")) {
        throw new ConfigError(where + ": " + key + " is not a known key; did you mean replay.systems." + system + ".url?");
      }
      urls.put(system, UrlCheck.parse(raw.getValue(), where, key, allowRemote, "replay.allow-remote"));
    }
    return urls;
  }

  private static List<String> subset(ConfFile conf, Config c, String key, java.util.Collection<String> all, Schema schema,
      String label) {
    List<String> chosen;
    String where;
    if (conf.raw().containsKey(key)) {
      chosen = List.of(conf.raw().get(key).split(",")).stream().map(String::trim).filter(v -> !v.isEmpty()).toList();
      where = "-D" + key + "=" + conf.raw().get(key);
    } else if (c.hasPath(key)) {
      chosen = Schema.strings(c, key);
      where = schema.where(c, key, label);
    } else {
      return List.copyOf(all);
    }
    for (String name : chosen) {
      if (!all.contains(name)) throw new ConfigError(unknownName(where, key, name, all));
    }
    return chosen;
  }

  private static String unknownName(String where, String what, String name, java.util.Collection<String> valid) {
    String hint = Nearest.to(name, valid).map(n -> " (did you mean " + n + "?)").orElse("");
    return where + ": " + what + " \"" + name + "\" is not one of this document's: " + String.join(", ", valid) + hint;
  }

  private static Document.Published published(Config p) {
    Map<Integer, Long> percentiles = new TreeMap<>();
    for (int percent : PERCENTS) if (p.hasPath("p" + percent)) percentiles.put(percent, p.getLong("p" + percent));
    if (p.hasPath("max")) percentiles.put(100, p.getLong("max"));
    return new Document.Published(optDouble(p, "requests-per-second"), optDouble(p, "time-taken"), optLong(p, "complete"),
        optLong(p, "failed"), optLong(p, "keep-alive"), optLong(p, "total-bytes"), optLong(p, "html-bytes"),
        optLong(p, "document-length"), percentiles, p.hasPath("note") ? p.getString("note") : "");
  }

  private static OptionalDouble optDouble(Config c, String key) {
    return c.hasPath(key) ? OptionalDouble.of(c.getDouble(key)) : OptionalDouble.empty();
  }

  private static OptionalLong optLong(Config c, String key) {
    return c.hasPath(key) ? OptionalLong.of(c.getLong(key)) : OptionalLong.empty();
  }

  /** An object's keys in the order the file writes them (HOCON objects keep no order). */
  private static List<String> inFileOrder(com.typesafe.config.ConfigObject object) {
    return object.keySet().stream()
        .sorted(java.util.Comparator.comparingInt((String k) -> object.get(k).origin().lineNumber()).thenComparing(k -> k))
        .toList();
  }

  private static String quoted(String key) {
    return com.typesafe.config.ConfigUtil.joinPath(key);
  }

  static Schema fileSchema(Path home) {
    return Schema.builder(home)
        .string("document.id", true, "the document's number, e.g. \"000\"")
        .string("document.title", true, "the document's title")
        .string("document.source", true, "where the document comes from")
        .string("document.machine.cores", true, "the document's core count, e.g. 4")
        .string("document.machine.cpu", true, "the document's CPU model")
        .string("document.machine.memory", true, "the document's memory, e.g. \"16 GB\"")
        .string("document.machine.os", true, "the document's OS")
        .string("document.machine.load-generator", true, "how the document generated load, e.g. \"ab 2.3\"")
        .string("document.baseline", true, "the system the others are compared with, e.g. nginx")
        .string("document.notes", false, "anything else the document reports")
        .free("systems", "the systems: name { target = <profile> } or name { url = \"http://...\" }")
        .free("scenarios", "the scenarios, in the document's order")
        .free("claims", "the claims the document makes")
        .decimal("replay.scale", true, 1e-6, 1000, "a factor for every -n, e.g. 0.1 for a quick look (1 = as published)")
        .strings("replay.systems", false, "the systems to replay, in this order, e.g. [swoole, nginx]")
        .strings("replay.scenarios", false, "the scenarios to replay, by id")
        .integer("replay.rounds", false, 1, 20,
            "how many times to run every system, every other round in reverse order; tables show medians")
        .longNumber("replay.warm-up", true, 0, Integer.MAX_VALUE,
            "the least requests per system before its first scenario (more until the rate is steady), 0 = none")
        .duration("replay.timeout", true, ChronoUnit.SECONDS, "ab -s: seconds to wait for each response, e.g. 30")
        .longNumber("replay.max-failed", true, -1, Integer.MAX_VALUE, "the most failed requests per scenario, -1 = no limit")
        .bool("replay.allow-remote", true, "true to allow urls whose host is not this machine")
        .build();
  }

  private static Schema systemSchema(Path home) {
    return Schema.builder(home)
        .string("target", false, "a stand-in profile from targets/, e.g. nginx-1.4.6")
        .string("url", false, "the url of a real server, e.g. http://127.0.0.1:8080/")
        .string("label", false, "the system's name in reports, e.g. \"nginx/1.4.6\"")
        .string("path", false, "the path this system was asked for when it differs from the scenario's, e.g. /index.php")
        .build();
  }

  private static Schema scenarioSchema(Path home) {
    return Schema.builder(home)
        .string("id", true, "a short id, e.g. c100-n1000000-k")
        .longNumber("requests", true, 1, Integer.MAX_VALUE, "ab -n")
        .integer("concurrency", true, 1, 1_000_000, "ab -c")
        .bool("keep-alive", true, "ab -k")
        .string("path", true, "the path requested, e.g. /")
        .free("published", "the figures the document printed, per system")
        .build();
  }

  private static Schema publishedSchema(Path home) {
    Schema.Builder b = Schema.builder(home)
        .decimal("requests-per-second", false, 0, Double.MAX_VALUE, "ab's Requests per second")
        .decimal("time-taken", false, 0, Double.MAX_VALUE, "ab's Time taken for tests, in seconds")
        .longNumber("complete", false, 0, Long.MAX_VALUE, "ab's Complete requests")
        .longNumber("failed", false, 0, Long.MAX_VALUE, "ab's Failed requests")
        .longNumber("keep-alive", false, 0, Long.MAX_VALUE, "ab's Keep-Alive requests")
        .longNumber("total-bytes", false, 0, Long.MAX_VALUE, "ab's Total transferred, in bytes")
        .longNumber("html-bytes", false, 0, Long.MAX_VALUE, "ab's HTML transferred, in bytes")
        .longNumber("document-length", false, 0, Long.MAX_VALUE, "ab's Document Length, in bytes")
        .longNumber("max", false, 0, Long.MAX_VALUE, "ab's longest request, in ms")
        .string("note", false, "a remark on these figures");
    for (int percent : PERCENTS) b.longNumber("p" + percent, false, 0, Long.MAX_VALUE, "ab's " + percent + "% line, in ms");
    return b.build();
  }

  private static Schema claimSchema(Path home) {
    return Schema.builder(home)
        .string("text", true, "the claim in the document's words")
        .oneOf("kind", true, "faster (system beats over) or on-par (within 15%)", "faster", "on-par")
        .string("system", true, "the system the claim is about")
        .string("over", true, "the system it is compared with")
        .strings("scenarios", true, "the scenario ids it is about")
        .build();
  }
}
