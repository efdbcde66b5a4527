package abreplay.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Predicate;

/**
 * A run's configuration: -D system properties of its namespaces, over a HOCON file (the default
 * one, or the one -Dconfig.file names), over an optional file of defaults shared by every such
 * file. Values keep their origin, so that a bad one is reported as file:line or -Dkey=value.
 *
 * @param label the file as messages name it, relative to the project folder when inside it
 * @param raw -D values of the keys a caller reads itself: replay.systems=a,b can stand beside
 *     replay.systems.a.url=..., which HOCON cannot hold as both a value and an object
 */
public record ConfFile(Config config, String label, Map<String, String> raw) {

  /** How to find and layer a run's configuration. */
  public record Source(
      Path home,
      Path defaultFile,
      Optional<Path> defaults,
      List<String> namespaces,
      Predicate<String> rawKeys) {

    public static Source of(Path home, Path defaultFile, List<String> namespaces) {
      return new Source(home, defaultFile, Optional.empty(), namespaces, key -> false);
    }

    public Source withDefaults(Path file) {
      return new Source(home, defaultFile, Optional.of(file), namespaces, rawKeys);
    }

    public Source withRawKeys(Predicate<String> keys) {
      return new Source(home, defaultFile, defaults, namespaces, keys);
    }
  }

  public static ConfFile load(Source source, Properties system) {
    Path home = source.home();
    String chosen = system.getProperty("config.file");
    Path file = chosen == null ? source.defaultFile() : resolve(home, chosen);
    String label = label(home, file);
    if (!Files.isRegularFile(file)) {
      throw new ConfigError(
          (chosen == null ? label : "-Dconfig.file=" + chosen)
              + ": no such file (looked for "
              + file
              + "); point -Dconfig.file at a conf file, e.g. conf/ab.conf");
    }
    Map<String, String> overrides = new HashMap<>();
    Map<String, String> raw = new HashMap<>();
    for (String key : system.stringPropertyNames()) {
      if (source.namespaces().stream().noneMatch(ns -> key.startsWith(ns + "."))) continue;
      (source.rawKeys().test(key) ? raw : overrides).put(key, system.getProperty(key));
    }
    Config fromDefaults = ConfigFactory.empty();
    if (source.defaults().isPresent())
      fromDefaults = parse(source.defaults().get(), label(home, source.defaults().get()));
    Config fromSystem = ConfigFactory.parseMap(overrides, "system properties");
    try {
      return new ConfFile(
          fromSystem.withFallback(parse(file, label)).withFallback(fromDefaults).resolve(),
          label,
          Map.copyOf(raw));
    } catch (ConfigException e) {
      throw new ConfigError(label + ": " + e.getMessage());
    }
  }

  private static Config parse(Path file, String label) {
    try {
      return ConfigFactory.parseFile(
          file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false));
    } catch (ConfigException e) {
      throw new ConfigError(label + ": not valid HOCON: " + e.getMessage());
    }
  }

  private static String label(Path home, Path file) {
    return file.startsWith(home) ? home.relativize(file).toString() : file.toString();
  }

  private static Path resolve(Path home, String path) {
    Path p = Path.of(path);
    if (p.isAbsolute()) return p;
    Path fromHome = home.resolve(p);
    return Files.exists(fromHome) ? fromHome : p.toAbsolutePath();
  }
}
