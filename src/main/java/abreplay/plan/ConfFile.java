package abreplay.plan;

import abreplay.config.ConfigError;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Predicate;

/**
 * A run's configuration: a HOCON file (the default one, or the one -Dconfig.file names) under the
 * -D system properties of its namespaces, which win.
 *
 * @param raw -D values of the keys a caller reads itself: replay.systems=a,b can stand beside
 *     replay.systems.a.url=..., which HOCON cannot hold as both a value and an object
 */
public record ConfFile(Config config, Path file, String label, Map<String, String> raw) {

  public static ConfFile load(Path home, Path defaultFile, Properties system, List<String> namespaces) {
    return load(home, defaultFile, system, namespaces, key -> false);
  }

  public static ConfFile load(Path home, Path defaultFile, Properties system, List<String> namespaces,
      Predicate<String> rawKeys) {
    String chosen = system.getProperty("config.file");
    Path file = chosen == null ? defaultFile : resolve(home, chosen);
    String label = file.startsWith(home) ? home.relativize(file).toString() : file.toString();
    if (!Files.isRegularFile(file)) {
      throw new ConfigError((chosen == null ? label : "-Dconfig.file=" + chosen) + ": no such file (looked for " + file
          + "); point -Dconfig.file at a conf file, e.g. conf/ab.conf");
    }
    Map<String, String> overrides = new HashMap<>();
    for (String key : system.stringPropertyNames()) {
      if (namespaces.stream().anyMatch(ns -> key.startsWith(ns + "."))) overrides.put(key, system.getProperty(key));
    }
    Map<String, String> raw = new HashMap<>();
    for (String key : Map.copyOf(overrides).keySet()) {
      if (rawKeys.test(key)) raw.put(key, overrides.remove(key));
    }
    try {
      Config fromFile = ConfigFactory.parseFile(file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false));
      Config fromSystem = ConfigFactory.parseMap(overrides, "system properties");
      return new ConfFile(fromSystem.withFallback(fromFile).resolve(), file, label, Map.copyOf(raw));
    } catch (ConfigException e) {
      throw new ConfigError(label + ": not valid HOCON: " + e.getMessage());
    }
  }

  private static Path resolve(Path home, String path) {
    Path p = Path.of(path);
    if (p.isAbsolute()) return p;
    Path fromHome = home.resolve(p);
    return Files.exists(fromHome) ? fromHome : p.toAbsolutePath();
  }
}
