package abreplay.plan;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.config.Schema;
import abreplay.config.UrlCheck;
import abreplay.document.Document;
import abreplay.document.DocumentReader;
import abreplay.document.Scenario;
import abreplay.document.SystemSpec;
import abreplay.machine.CpuSet;
import com.typesafe.config.Config;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How to replay a document: the replay block of its conf (defaults in conf/replay.conf) under the
 * -Dreplay.* keys.
 *
 * @param systems the systems to run, in order (replay.systems, or the document's order)
 * @param scenarios the scenario ids to run (replay.scenarios, or all)
 * @param urls real servers replacing systems, by name: the file's systems.x.url and -Dreplay.systems.x.url
 * @param warmUp the least requests of the run's first warm-up, which warms the load generator (replay.warm-up)
 * @param targetWarmUp the least requests of every later system's warm-up (replay.target-warm-up)
 */
public record ReplayOptions(double scale, int rounds, List<String> systems, List<String> scenarios,
    Map<String, URI> urls, long warmUp, long targetWarmUp, Duration timeout, long maxFailed, Placement placement,
    double singleRoundSpread, AbSemantics semantics) {

  /** The -D keys read here rather than by HOCON: replay.systems and replay.systems.&lt;name&gt;.url. */
  public static boolean rawKey(String key) {
    return key.equals("replay.systems") || key.startsWith("replay.systems.");
  }

  /** @param conf already checked against the document's schema */
  public static ReplayOptions read(Path home, ConfFile conf, Document document) {
    Config c = conf.config();
    Schema schema = Schema.builder(home).build();
    String label = conf.label();
    boolean allowRemote = c.getBoolean("replay.allow-remote");
    Map<String, URI> urls = new LinkedHashMap<>();
    for (SystemSpec system : document.systems().values()) {
      if (system.url().isEmpty()) continue;
      String key = "systems." + system.name() + ".url";
      urls.put(system.name(), UrlCheck.parse(system.url().get().toString(), schema.where(c, key, label), key,
          allowRemote, "replay.allow-remote"));
    }
    for (Map.Entry<String, String> raw : conf.raw().entrySet()) {
      String key = raw.getKey();
      if (key.equals("replay.systems")) continue;
      String rest = key.substring("replay.systems.".length());
      int dot = rest.lastIndexOf('.');
      String system = dot < 0 ? rest : rest.substring(0, dot);
      String where = "-D" + key + "=" + raw.getValue();
      if (!document.systems().containsKey(system)) {
        throw new ConfigError(DocumentReader.unknownName(where, "system", system, document.systems().keySet()));
      }
      if (!rest.substring(dot + 1).equals("url")) {
        throw new ConfigError(where + ": " + key + " is not a known key; did you mean replay.systems." + system + ".url?");
      }
      urls.put(system, UrlCheck.parse(raw.getValue(), where, key, allowRemote, "replay.allow-remote"));
    }
    List<String> scenarioIds = document.scenarios().stream().map(Scenario::id).toList();
    return new ReplayOptions(c.getDouble("replay.scale"), c.getInt("replay.rounds"),
        subset(conf, schema, "replay.systems", document.systems().keySet()),
        subset(conf, schema, "replay.scenarios", scenarioIds), Map.copyOf(urls), c.getLong("replay.warm-up"),
        c.getLong("replay.target-warm-up"),
        Schema.duration(c, "replay.timeout", ChronoUnit.SECONDS), c.getLong("replay.max-failed"),
        PlacementReader.read(c, schema, label, "replay", CpuSet.online()), c.getDouble("replay.single-round-spread"),
        new AbSemantics(c.getString("replay.receive-errors").equals(AbSemantics.STOP), false));
  }

  private static List<String> subset(ConfFile conf, Schema schema, String key, Collection<String> all) {
    Config c = conf.config();
    List<String> chosen;
    String where;
    if (conf.raw().containsKey(key)) {
      chosen = List.of(conf.raw().get(key).split(",")).stream().map(String::trim).filter(v -> !v.isEmpty()).toList();
      where = "-D" + key + "=" + conf.raw().get(key);
    } else if (c.hasPath(key)) {
      chosen = Schema.strings(c, key);
      where = schema.where(c, key, conf.label());
    } else {
      return List.copyOf(all);
    }
    for (String name : chosen) {
      if (!all.contains(name)) throw new ConfigError(DocumentReader.unknownName(where, key, name, all));
    }
    return chosen;
  }
}
