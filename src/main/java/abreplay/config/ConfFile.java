package abreplay.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigResolveOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Predicate;

/**
 * A run's configuration in layers, as Typesafe Config has it: every key's defaults ({@value
 * #REFERENCE}), under files of defaults of the run's kind (conf/ab.conf for an ab one-off), under
 * the user's file (-Dconfig.file, else the run's own), under the -D system properties of the run's
 * namespaces. Values keep their origin, so a bad one is reported as file:line or -Dkey=value.
 *
 * @param label the file as messages name it (the user's file, else the last file of defaults),
 *     relative to the project folder when inside it
 * @param raw -D values of keys a caller reads itself: replay.systems=a,b beside
 *     replay.systems.a.url=..., which HOCON cannot hold as both a value and an object
 * @param given only what the user's file and -D keys set: whether the user set a key at all
 */
public record ConfFile(Config config, String label, Map<String, String> raw, Config given) {

  /** The classpath resource that holds every key's default, read for the run's namespaces only. */
  public static final String REFERENCE = "reference.conf";

  /**
   * How to find and layer a run's configuration.
   *
   * @param file the run's own file (a document's conf), in whose place -Dconfig.file names another;
   *     empty when the run has none and only -Dconfig.file gives one
   * @param defaults files of defaults over {@value #REFERENCE}, in order, under the user's file
   * @param whenMissing the fix a missing {@code file} is told with, e.g. the files there are
   */
  public record Source(
      Path home,
      Optional<Path> file,
      List<Path> defaults,
      List<String> namespaces,
      Predicate<String> rawKeys,
      String whenMissing) {

    /** A run whose own file is {@code file}, e.g. a document's conf. */
    public static Source of(Path home, Path file, List<String> namespaces) {
      return new Source(home, Optional.of(file), List.of(), namespaces, key -> false, "");
    }

    /** A run with no file of its own: its defaults, and the file -Dconfig.file names, if any. */
    public static Source defaultsOnly(Path home, List<String> namespaces) {
      return new Source(home, Optional.empty(), List.of(), namespaces, key -> false, "");
    }

    /** One more file of defaults, over the ones before it and under the user's file. */
    public Source withDefaults(Path defaultsFile) {
      List<Path> more = new ArrayList<>(defaults);
      more.add(defaultsFile);
      return new Source(home, file, List.copyOf(more), namespaces, rawKeys, whenMissing);
    }

    public Source withRawKeys(Predicate<String> keys) {
      return new Source(home, file, defaults, namespaces, keys, whenMissing);
    }

    /** What a missing {@link #file} is told to do, after "no such file (looked for ...); ". */
    public Source whenMissing(String fix) {
      return new Source(home, file, defaults, namespaces, rawKeys, fix);
    }
  }

  /**
   * @throws ConfigError when a file is missing or not HOCON, one line naming it
   */
  public static ConfFile load(Source source, Properties system) {
    Path home = source.home();
    String chosen = system.getProperty("config.file");
    Optional<Path> file = chosen != null ? Optional.of(resolve(home, chosen)) : source.file();
    if (file.isPresent() && !Files.isRegularFile(file.get())) {
      throw new ConfigError(
          chosen != null
              ? "-Dconfig.file="
                  + chosen
                  + ": no such file (looked for "
                  + file.get()
                  + "); point -Dconfig.file at a conf file, e.g. conf/ab.conf"
              : label(home, file.get())
                  + ": no such file (looked for "
                  + file.get()
                  + ")"
                  + (source.whenMissing().isEmpty() ? "" : "; " + source.whenMissing()));
    }
    String label =
        file.or(() -> source.defaults().stream().reduce((a, b) -> b))
            .map(f -> label(home, f))
            .orElse(REFERENCE);
    Map<String, String> overrides = new HashMap<>();
    Map<String, String> raw = new HashMap<>();
    for (String key : system.stringPropertyNames()) {
      if (source.namespaces().stream().noneMatch(ns -> key.startsWith(ns + "."))) continue;
      (source.rawKeys().test(key) ? raw : overrides).put(key, system.getProperty(key));
    }
    Config defaults = reference(source.namespaces());
    for (Path d : source.defaults()) defaults = parse(d, label(home, d)).withFallback(defaults);
    Config given = ConfigFactory.parseMap(overrides, "system properties");
    if (file.isPresent()) given = given.withFallback(parse(file.get(), label));
    try {
      return new ConfFile(
          given.withFallback(defaults).resolve(),
          label,
          Map.copyOf(raw),
          given.resolve(ConfigResolveOptions.defaults().setAllowUnresolved(true)));
    } catch (ConfigException e) {
      throw new ConfigError(label + ": " + e.getMessage());
    }
  }

  /** Whether the user's file or a -D key sets {@code path} (a default does not count). */
  public boolean set(String path) {
    return given.hasPath(path) || raw.containsKey(path);
  }

  /**
   * {@value #REFERENCE}'s keys of {@code namespaces}: the defaults, whatever other resources of
   * that name the classpath has.
   *
   * @throws IllegalStateException when the build has no {@value #REFERENCE} (a broken build)
   */
  static Config reference(List<String> namespaces) {
    Config all;
    try {
      all =
          ConfigFactory.parseResources(
              ConfFile.class.getClassLoader(),
              REFERENCE,
              ConfigParseOptions.defaults().setAllowMissing(false));
    } catch (ConfigException e) {
      throw new IllegalStateException(
          REFERENCE + " is not on the classpath (src/main/resources): " + e.getMessage(), e);
    }
    Config mine = ConfigFactory.empty();
    for (String ns : namespaces) mine = mine.withFallback(all.withOnlyPath(ns));
    return mine;
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
