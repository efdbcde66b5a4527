package abreplay.plan;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.config.Nearest;
import abreplay.config.Schema;
import abreplay.config.UrlCheck;
import abreplay.document.ChosenDocument;
import abreplay.document.Document;
import abreplay.document.DocumentNames;
import abreplay.document.Scenario;
import abreplay.document.SystemSpec;
import abreplay.document.claim.OnParFactor;
import abreplay.machine.CpuSet;
import abreplay.targets.RealServers;
import com.typesafe.config.Config;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * How to replay a document: the replay block of its conf (defaults in reference.conf) under the
 * -Dreplay.* keys. A run of one ab command is read the same way, as a document of one system and
 * one scenario ({@link #runKeys}). Immutable.
 *
 * @param systems in order (replay.systems, or the document's order)
 * @param scenarios scenario ids (replay.scenarios, or all)
 * @param urls real servers replacing systems, by name (systems.x.url)
 * @param warmUp the least requests of the first warm-up, which warms the load generator
 *     (replay.warm-up)
 * @param targetWarmUp the least requests of every later system's warm-up (replay.target-warm-up)
 * @param warmUpCaps replay.warm-up-cap and replay.target-warm-up-cap
 * @param real which systems run on the bundled real servers of targets/real/
 * @param injectors per step (replay.injectors); empty for auto ({@link LayoutPlanner})
 * @param budget replay.budget, replay.budget-period, replay.systems.&lt;name&gt;.budget
 * @param onPar replay.on-par
 * @param stepDrift a relative standard deviation (replay.step-drift)
 * @param together replay.together
 * @param interleave replay.interleave
 */
public record ReplayOptions(
    double scale,
    int rounds,
    List<String> systems,
    List<String> scenarios,
    Map<String, URI> urls,
    long warmUp,
    long targetWarmUp,
    WarmUpCaps warmUpCaps,
    Duration timeout,
    long maxFailed,
    Placement placement,
    double confidence,
    AbSemantics semantics,
    RealChoice real,
    OptionalInt injectors,
    OnParFactor onPar,
    BudgetSettings budget,
    double stepDrift,
    boolean together,
    Interleave interleave) {

  /** The meaning of replay.injectors, for the schema and its messages. */
  public static final String INJECTORS_MEANING =
      "auto (as many load-generator processes as the open-file limit"
          + " needs, usually 1) or a number of injectors from 1 to "
          + LayoutPlanner.MAX_INJECTORS
          + ", e.g. 2";

  /**
   * Which systems run on their real servers.
   *
   * @param all replay.real: every system that has one
   * @param bySystem replay.systems.&lt;name&gt;.real, over {@code all}
   * @param compare replay.compare: every system that has a real server runs twice, stand-in then
   *     real
   * @param reference replay.reference: the reference server runs as a system of its own
   */
  public record RealChoice(
      boolean all, Map<String, Boolean> bySystem, boolean compare, boolean reference) {
    public static final RealChoice NONE = new RealChoice(false, Map.of(), false, false);

    /**
     * True when {@code system} runs on its real server (if it has one), beside its stand-in when
     * comparing.
     */
    public boolean real(String system) {
      return bySystem.getOrDefault(system, all || compare);
    }

    /** True when any real server may run: then targets/real/ must be read. */
    public boolean any() {
      return all || compare || reference || bySystem.containsValue(true);
    }
  }

  /**
   * Adds the run options to {@code schema}: how any run goes, a document's or an ab one-off's (the
   * one definition of each; their defaults are in reference.conf).
   */
  public static Schema.Builder runKeys(Schema.Builder schema) {
    return BudgetReader.keys(PlacementReader.keys(schema, "replay"), "replay")
        .longNumber(
            "replay.warm-up",
            true,
            0,
            Integer.MAX_VALUE,
            "the least requests of the run's first warm-up, which warms the load generator (more"
                + " until the rate is steady), 0 = none")
        .longNumber(
            "replay.target-warm-up",
            true,
            0,
            Integer.MAX_VALUE,
            "the least requests of every later system's warm-up, for its own JIT or caches, 0 ="
                + " none")
        .duration(
            "replay.warm-up-cap",
            true,
            ChronoUnit.SECONDS,
            "the longest the load generator's warm-up may run, past its count or not, in seconds,"
                + " at least "
                + WarmUpPolicy.LOAD_GENERATOR.minSeconds
                + ", e.g. 60; 0 = no time cap")
        .duration(
            "replay.target-warm-up-cap",
            true,
            ChronoUnit.SECONDS,
            "the longest each system's own warm-up may run, past its count or not, in seconds, at"
                + " least "
                + WarmUpPolicy.TARGET.minSeconds
                + ", e.g. 15; 0 = no time cap")
        .duration(
            "replay.timeout",
            true,
            ChronoUnit.SECONDS,
            "ab -s: seconds to wait for each response, e.g. 30")
        .longNumber(
            "replay.max-failed",
            true,
            -1,
            Integer.MAX_VALUE,
            "the most failed requests per step, -1 = no limit")
        .bool("replay.allow-remote", true, "true to allow urls whose host is not this machine")
        .oneOf(
            "replay.receive-errors",
            true,
            "stop a step at its first receive error as ab does, or continue as ab -r does",
            List.of(AbSemantics.ReceiveErrors.values()))
        .bool(
            "replay.variable-length",
            true,
            "true for ab -l: bodies may differ in length, no Length failures")
        .autoOrInteger(
            LayoutPlanner.INJECTORS_KEY, true, 1, LayoutPlanner.MAX_INJECTORS, INJECTORS_MEANING);
  }

  /**
   * Adds every replay.* key to {@code schema}: the run options ({@link #runKeys}) and the keys that
   * choose what of a document runs, which a document's file is checked against with its facts.
   */
  public static Schema.Builder keys(Schema.Builder schema) {
    return runKeys(schema)
        .string(
            ChosenDocument.KEY,
            false,
            "the document conf abreplay.Document replays, e.g. conf/documents/005-my-post.conf")
        .decimal(
            "replay.scale",
            true,
            1e-6,
            1000,
            "a factor for every -n, e.g. 0.1 for a quick look (1 = as published)")
        .strings(
            "replay.systems", false, "the systems to replay, in this order, e.g. [swoole, nginx]")
        .strings("replay.scenarios", false, "the scenarios to replay, by id")
        .integer(
            "replay.rounds",
            true,
            1,
            20,
            "how many times to run every system, every other round in reverse order; tables show"
                + " medians")
        .decimal(
            "replay.confidence",
            true,
            0.5,
            0.999,
            "the confidence of a claim's answers, e.g. 0.95: of the intervals its ratios are judged"
                + " on")
        .decimal(
            "replay.step-drift",
            true,
            0,
            1,
            "how far the ratio of two steps run one after the other moves on this machine beyond"
                + " their own noise, a relative standard deviation, e.g. 0.12; 0 = not at all")
        .decimal(
            "replay.on-par",
            true,
            1,
            100,
            "the factor within which two rates are on par, either way, above 1, e.g. 1.15: the band"
                + " of on-par claims, [1/1.15, 1.15], and of at-least-on-par ones, from 1/1.15")
        .oneOf(
            "replay.interleave",
            true,
            "auto to run each scenario of a round in counterbalanced slices, system by system, and"
                + " judge every ratio on its paired slices; off: each system's steps one after the"
                + " other",
            List.of(Interleave.values()))
        .bool(
            "replay.together",
            true,
            "true to load the systems of a round at once, each server in its own budget, one load"
                + " generator for all; false: one after the other")
        .bool(
            "replay.real",
            true,
            "true to replay every system that has a real server in targets/real/ on it")
        .bool(
            "replay.compare",
            true,
            "true to replay every system that has a real server twice, stand-in then real")
        .bool(
            "replay.reference",
            true,
            "true to add the reference real server (Vert.x Web) as a system of its own");
  }

  /**
   * The replay.* keys that are not run options: they choose what of a document runs (its systems,
   * scenarios, rounds, scale, real servers, claims' confidence), so a run of one ab command, which
   * has one system and one scenario, refuses them.
   */
  public static SortedSet<String> documentKeys(Path home) {
    SortedSet<String> keys = new TreeSet<>(keys(Schema.builder(home)).build().keys());
    keys.removeAll(runKeys(Schema.builder(home)).build().keys());
    return keys;
  }

  /**
   * The -D keys read here rather than by HOCON: replay.systems and replay.systems.&lt;name&gt;.url
   * / .real / .budget.
   */
  public static boolean rawKey(String key) {
    return key.equals("replay.systems") || key.startsWith("replay.systems.");
  }

  /**
   * Which systems the conf and -D keys ask to run on real servers, before anything is checked
   * against them.
   */
  public static RealChoice realChoice(ConfFile conf) {
    Config c = conf.config();
    Map<String, Boolean> bySystem = new LinkedHashMap<>();
    for (Map.Entry<String, String> raw : conf.raw().entrySet()) {
      if (!raw.getKey().endsWith(".real") || raw.getKey().equals("replay.systems")) continue;
      String system =
          raw.getKey()
              .substring("replay.systems.".length(), raw.getKey().length() - ".real".length());
      String value = raw.getValue().trim();
      if (!value.equals("true") && !value.equals("false")) {
        throw new ConfigError(
            "-D"
                + raw.getKey()
                + "="
                + raw.getValue()
                + ": "
                + raw.getKey()
                + " = \""
                + raw.getValue()
                + "\" is not true or false: set it to true to replay "
                + system
                + " on its real server");
      }
      bySystem.put(system, Boolean.parseBoolean(value));
    }
    return new RealChoice(
        c.getBoolean("replay.real"),
        Map.copyOf(bySystem),
        c.getBoolean("replay.compare"),
        c.getBoolean("replay.reference"));
  }

  /**
   * @param conf already checked against the document's schema
   * @param servers the document's real servers; {@link RealServers#NONE} unless {@link #realChoice}
   *     asks for any
   * @param online the CPUs this machine has online ({@link CpuSet#online()}), which replay.cpus.*
   *     must be among
   */
  public static ReplayOptions read(
      Path home, ConfFile conf, Document document, RealServers servers, CpuSet online) {
    return read(home, conf, document, servers, online, name -> "systems." + name + ".url");
  }

  /**
   * As {@link #read(Path, ConfFile, Document, RealServers, CpuSet)}, for a document whose systems'
   * urls the conf holds under other keys.
   *
   * @param urlKey the key of a system's url in the conf, by system name: "systems.nginx.url" in a
   *     document's file, "ab.url" for an ab one-off
   */
  public static ReplayOptions read(
      Path home,
      ConfFile conf,
      Document document,
      RealServers servers,
      CpuSet online,
      UnaryOperator<String> urlKey) {
    Config c = conf.config();
    Schema schema = Schema.builder(home).build();
    String label = conf.label();
    boolean allowRemote = c.getBoolean("replay.allow-remote");
    Map<String, URI> urls = new LinkedHashMap<>();
    Map<String, String> budgeted = new LinkedHashMap<>();
    for (SystemSpec system : document.systems().values()) {
      if (system.url().isEmpty()) continue;
      String key = urlKey.apply(system.name());
      urls.put(
          system.name(),
          UrlCheck.parse(
              system.url().get().toString(),
              schema.where(c, key, label),
              key,
              allowRemote,
              "replay.allow-remote"));
    }
    for (Map.Entry<String, String> raw : conf.raw().entrySet()) {
      String key = raw.getKey();
      if (key.equals("replay.systems")) continue;
      String rest = key.substring("replay.systems.".length());
      int dot = rest.lastIndexOf('.');
      String system = dot < 0 ? rest : rest.substring(0, dot);
      String where = "-D" + key + "=" + raw.getValue();
      if (!document.systems().containsKey(system)) {
        throw new ConfigError(
            DocumentNames.unknownName(where, "system", system, document.systems().keySet()));
      }
      String leaf = rest.substring(dot + 1);
      if (leaf.equals("real")) {
        if (raw.getValue().trim().equals("true") && !servers.bySystem().containsKey(system)) {
          throw new ConfigError(
              where
                  + ": "
                  + system
                  + " has no real server here (no folder of targets/real/ plays "
                  + document.id()
                  + "/"
                  + system
                  + "; real servers of document "
                  + document.id()
                  + ": "
                  + servers.describe()
                  + "): replay it on its stand-in, or add targets/real/<name>/real-server.conf with"
                  + " plays = [\""
                  + document.id()
                  + "/"
                  + system
                  + "\"]");
        }
        continue;
      }
      if (leaf.equals("budget")) {
        String value = raw.getValue().trim();
        if (!value.equals("true") && !value.equals("false")) {
          throw new ConfigError(
              where
                  + ": "
                  + key
                  + " = \""
                  + raw.getValue()
                  + "\" is not true or false: set it to true to run "
                  + system
                  + "'s server (on its url) inside the run's CPU budget");
        }
        if (value.equals("true")) budgeted.put(system, where);
        continue;
      }
      if (!leaf.equals("url")) {
        String suggestion =
            Nearest.to(leaf, List.of("url", "real", "budget"))
                .map(k -> "replay.systems." + system + "." + k)
                .orElse(
                    "replay.systems."
                        + system
                        + ".url, replay.systems."
                        + system
                        + ".real or replay.systems."
                        + system
                        + ".budget");
        throw new ConfigError(
            where + ": " + key + " is not a known key; did you mean " + suggestion + "?");
      }
      urls.put(
          system, UrlCheck.parse(raw.getValue(), where, key, allowRemote, "replay.allow-remote"));
    }
    for (Map.Entry<String, String> b : budgeted.entrySet()) {
      if (!urls.containsKey(b.getKey())) {
        throw new ConfigError(
            b.getValue()
                + ": "
                + b.getKey()
                + " has no url: every server the run starts itself is inside the budget already;"
                + " replay.systems."
                + b.getKey()
                + ".budget = true is for a server you run, named by replay.systems."
                + b.getKey()
                + ".url");
      }
    }
    RealChoice real = realChoice(conf);
    for (String system : urls.keySet()) {
      if (real.bySystem().getOrDefault(system, false)) {
        throw new ConfigError(
            "-Dreplay.systems."
                + system
                + ".real=true: "
                + system
                + " also has a url ("
                + urls.get(system)
                + "): a system runs on its bundled real server or on a url, not both; drop one");
      }
    }
    List<String> known = new ArrayList<>(document.systems().keySet());
    if (real.reference()) servers.reference().ifPresent(ref -> known.add(ref.name()));
    List<String> systems = new ArrayList<>(subset(conf, schema, "replay.systems", known));
    if (real.reference())
      servers
          .reference()
          .filter(ref -> !systems.contains(ref.name()))
          .ifPresent(ref -> systems.add(ref.name()));
    List<String> scenarioIds = document.scenarios().stream().map(Scenario::id).toList();
    Duration timeout = Schema.duration(c, "replay.timeout", ChronoUnit.SECONDS);
    if (timeout.isZero()) {
      throw new ConfigError(
          schema.where(c, "replay.timeout", label)
              + ": replay.timeout must be more than 0 s, e.g. 30");
    }
    return new ReplayOptions(
        c.getDouble("replay.scale"),
        c.getInt("replay.rounds"),
        List.copyOf(systems),
        subset(conf, schema, "replay.scenarios", scenarioIds),
        Map.copyOf(urls),
        c.getLong("replay.warm-up"),
        c.getLong("replay.target-warm-up"),
        WarmUpCaps.read(c, schema, label),
        timeout,
        c.getLong("replay.max-failed"),
        PlacementReader.read(c, schema, label, "replay", online),
        c.getDouble("replay.confidence"),
        new AbSemantics(
            Schema.choice(c, "replay.receive-errors", AbSemantics.ReceiveErrors.class)
                == AbSemantics.ReceiveErrors.STOP,
            c.getBoolean("replay.variable-length")),
        real,
        Schema.autoOrInteger(c, LayoutPlanner.INJECTORS_KEY),
        onPar(c, schema, label),
        BudgetReader.read(c, schema, label, "replay", List.copyOf(budgeted.keySet())),
        c.getDouble("replay.step-drift"),
        c.getBoolean("replay.together"),
        Schema.choice(c, "replay.interleave", Interleave.class));
  }

  /**
   * replay.on-par: the schema has checked that it is a number from 1 to 100; it must be above 1.
   */
  private static OnParFactor onPar(Config c, Schema schema, String label) {
    double factor = c.getDouble("replay.on-par");
    Optional<String> problem = OnParFactor.problem(factor);
    if (problem.isPresent()) {
      throw new ConfigError(
          schema.where(c, "replay.on-par", label)
              + ": replay.on-par = "
              + c.getValue("replay.on-par").unwrapped()
              + " "
              + problem.get());
    }
    return new OnParFactor(factor);
  }

  private static List<String> subset(
      ConfFile conf, Schema schema, String key, Collection<String> all) {
    Config c = conf.config();
    List<String> chosen;
    String where;
    if (conf.raw().containsKey(key)) {
      chosen =
          List.of(conf.raw().get(key).split(",")).stream()
              .map(String::trim)
              .filter(v -> !v.isEmpty())
              .toList();
      where = "-D" + key + "=" + conf.raw().get(key);
    } else if (c.hasPath(key)) {
      chosen = Schema.strings(c, key);
      where = schema.where(c, key, conf.label());
    } else {
      return List.copyOf(all);
    }
    for (String name : chosen) {
      if (!all.contains(name))
        throw new ConfigError(DocumentNames.unknownName(where, key, name, all));
    }
    return chosen;
  }
}
