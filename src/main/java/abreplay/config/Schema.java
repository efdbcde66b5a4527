package abreplay.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigOrigin;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The keys a HOCON file may hold, with their types and ranges. {@link #validate} lists every
 * problem at once, each as one line naming where the value came from (file:line or -D), the key,
 * the value and the fix; callers then read the values with Config's own getters (and {@link
 * #duration} and {@link #strings}, for what Config reads differently), knowing they are good.
 */
public final class Schema {
  private enum Kind {
    STRING,
    INT,
    LONG,
    DOUBLE,
    BOOLEAN,
    DURATION,
    STRINGS,
    ENUM,
    FREE,
    AUTO_INT
  }

  private record Key(
      String path,
      Kind kind,
      boolean required,
      double min,
      double max,
      List<String> allowed,
      ChronoUnit bareUnit,
      String meaning) {}

  /**
   * A constant of an enum that a conf file names by a word, for {@link Builder#oneOf(String,
   * boolean, String, List)} and {@link #choice}: the words come from the enum, never a copy.
   */
  public interface Choice {
    /** The constant's name (an enum has it). */
    String name();

    /**
     * The word a file writes: the name in lower case, '-' for '_' (CLOSE_DELIMITED:
     * close-delimited).
     */
    default String word() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * The word of a key that may be a number or left to ab-replay ({@link Builder#autoOrInteger}).
   */
  public static final String AUTO = "auto";

  private final Map<String, Key> keys;
  private final Path home;

  private Schema(Map<String, Key> keys, Path home) {
    this.keys = keys;
    this.home = home;
  }

  public static Builder builder(Path home) {
    return new Builder(home);
  }

  public static final class Builder {
    private final Map<String, Key> keys = new LinkedHashMap<>();
    private final Path home;

    private Builder(Path home) {
      this.home = home;
    }

    private Builder add(Key key) {
      keys.put(key.path, key);
      return this;
    }

    public Builder string(String path, boolean required, String meaning) {
      return add(new Key(path, Kind.STRING, required, 0, 0, List.of(), null, meaning));
    }

    public Builder integer(String path, boolean required, long min, long max, String meaning) {
      return add(new Key(path, Kind.INT, required, min, max, List.of(), null, meaning));
    }

    public Builder longNumber(String path, boolean required, long min, long max, String meaning) {
      return add(new Key(path, Kind.LONG, required, min, max, List.of(), null, meaning));
    }

    public Builder decimal(String path, boolean required, double min, double max, String meaning) {
      return add(new Key(path, Kind.DOUBLE, required, min, max, List.of(), null, meaning));
    }

    public Builder bool(String path, boolean required, String meaning) {
      return add(new Key(path, Kind.BOOLEAN, required, 0, 0, List.of(), null, meaning));
    }

    /** A duration such as "8.6ms" or "30s"; a bare number is read in {@code bareUnit}. */
    public Builder duration(String path, boolean required, ChronoUnit bareUnit, String meaning) {
      return add(new Key(path, Kind.DURATION, required, 0, 0, List.of(), bareUnit, meaning));
    }

    /** A list of strings; from -D it may be written comma-separated. */
    public Builder strings(String path, boolean required, String meaning) {
      return add(new Key(path, Kind.STRINGS, required, 0, 0, List.of(), null, meaning));
    }

    /** "auto" or a whole number in [min..max]; read with {@link Schema#autoOrInteger}. */
    public Builder autoOrInteger(
        String path, boolean required, long min, long max, String meaning) {
      return add(new Key(path, Kind.AUTO_INT, required, min, max, List.of(), null, meaning));
    }

    public Builder oneOf(String path, boolean required, String meaning, String... allowed) {
      return add(new Key(path, Kind.ENUM, required, 0, 0, List.of(allowed), null, meaning));
    }

    /** One of {@code allowed}'s words, in their order; read with {@link Schema#choice}. */
    public Builder oneOf(
        String path, boolean required, String meaning, List<? extends Choice> allowed) {
      return oneOf(
          path, required, meaning, allowed.stream().map(Choice::word).toArray(String[]::new));
    }

    /** A subtree whose inner keys are free (checked elsewhere, e.g. per system). */
    public Builder free(String path, String meaning) {
      return add(new Key(path, Kind.FREE, false, 0, 0, List.of(), null, meaning));
    }

    public Schema build() {
      return new Schema(Map.copyOf(keys), home);
    }
  }

  /**
   * Every key this schema knows, in order (a free subtree by its root), e.g. to hold documentation
   * against.
   */
  public SortedSet<String> keys() {
    return new TreeSet<>(keys.keySet());
  }

  /** Every problem in {@code config}, one line each; empty when the config is good. */
  public List<String> validate(Config config, String fileLabel) {
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, ConfigValue> entry : config.entrySet()) {
      String path = entry.getKey();
      if (keyFor(path).isEmpty()) {
        String suggestion =
            Nearest.to(path, keys.keySet())
                .map(k -> "; did you mean " + k + "?")
                .orElse(
                    "; known keys: " + String.join(", ", keys.keySet().stream().sorted().toList()));
        problems.add(
            where(entry.getValue().origin(), path, entry.getValue(), fileLabel)
                + ": "
                + path
                + " is not a known key"
                + suggestion);
      }
    }
    for (Key key : keys.values()) {
      if (key.kind == Kind.FREE) continue;
      if (!config.hasPath(key.path)) {
        if (key.required) {
          problems.add(fileLabel + ": " + key.path + " is missing: set it to " + key.meaning);
        }
        continue;
      }
      checkValue(config, key, fileLabel).ifPresent(problems::add);
    }
    return problems;
  }

  /** Throws {@link ConfigError} with every problem when the config is not good. */
  public void require(Config config, String fileLabel) {
    List<String> problems = validate(config, fileLabel);
    if (!problems.isEmpty()) throw new ConfigError(problems);
  }

  private Optional<Key> keyFor(String path) {
    Key exact = keys.get(path);
    if (exact != null) return Optional.of(exact);
    return keys.values().stream()
        .filter(k -> k.kind == Kind.FREE && path.startsWith(k.path + "."))
        .findFirst();
  }

  private Optional<String> checkValue(Config config, Key key, String fileLabel) {
    ConfigValue value = config.getValue(key.path);
    String where = where(value.origin(), key.path, value, fileLabel);
    String shown = shown(value);
    try {
      switch (key.kind) {
        case STRING -> {
          if (value.valueType() == ConfigValueType.OBJECT
              || value.valueType() == ConfigValueType.LIST) {
            return problem(
                where, key, " must be a text, got " + shown + ": set it to " + key.meaning);
          }
        }
        case AUTO_INT, INT, LONG -> {
          if (key.kind == Kind.AUTO_INT
              && value.valueType() == ConfigValueType.STRING
              && config.getString(key.path).trim().equals(AUTO)) {
            return Optional.empty();
          }
          long n = config.getLong(key.path);
          if (n < key.min || n > key.max) {
            return outOfRange(where, key, shown);
          }
        }
        case DOUBLE -> {
          double d = config.getDouble(key.path);
          if (!(d >= key.min && d <= key.max)) {
            return outOfRange(where, key, shown);
          }
        }
        case BOOLEAN -> config.getBoolean(key.path);
        case DURATION -> duration(config, key.path, key.bareUnit);
        case STRINGS -> strings(config, key.path);
        case ENUM -> {
          String s = config.getString(key.path);
          if (!key.allowed.contains(s)) {
            String hint =
                Nearest.to(s, key.allowed).map(n -> " (did you mean " + n + "?)").orElse("");
            return problem(
                where,
                key,
                " = " + shown + " is not one of " + String.join(", ", key.allowed) + hint);
          }
        }
        case FREE -> {}
      }
      return Optional.empty();
    } catch (ConfigException | IllegalArgumentException e) {
      return problem(
          where, key, " = " + shown + " is not " + kindName(key) + ": set it to " + key.meaning);
    }
  }

  /** A key's problem as every check words it: where it is set, its path, what is wrong. */
  private static Optional<String> problem(String where, Key key, String says) {
    return Optional.of(where + ": " + key.path + says);
  }

  private static Optional<String> outOfRange(String where, Key key, String shown) {
    return problem(
        where,
        key,
        " = " + shown + " is out of range " + range(key) + ": set it to " + key.meaning);
  }

  private static String range(Key key) {
    String max = key.max >= Integer.MAX_VALUE ? "" : format(key.max);
    return "[" + format(key.min) + ".." + max + "]";
  }

  private static String format(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }

  private static String kindName(Key key) {
    return switch (key.kind) {
      case STRING -> "a text";
      case INT, LONG -> "a whole number";
      case DOUBLE -> "a number";
      case BOOLEAN -> "true or false";
      case DURATION -> "a duration such as 30s or 8.6ms";
      case STRINGS -> "a list of names";
      case ENUM -> "one of " + String.join(", ", key.allowed);
      case FREE -> "an object";
      case AUTO_INT -> AUTO + " or a whole number in " + range(key);
    };
  }

  /** "conf/ab.conf:4", "-Dab.requests" or the file label when Typesafe knows no line. */
  public String where(ConfigOrigin origin, String path, ConfigValue value, String fileLabel) {
    if (origin.filename() != null) {
      Path file = Path.of(origin.filename()).toAbsolutePath();
      String shown = file.startsWith(home) ? home.relativize(file).toString() : file.toString();
      return origin.lineNumber() > 0 ? shown + ":" + origin.lineNumber() : shown;
    }
    if (origin.description().contains("system properties")) {
      return "-D" + path + "=" + value.unwrapped();
    }
    return origin.lineNumber() > 0 ? fileLabel + ":" + origin.lineNumber() : fileLabel;
  }

  private static String shown(ConfigValue value) {
    return value.valueType() == ConfigValueType.STRING
        ? "\"" + value.unwrapped() + "\""
        : value.render();
  }

  /** A duration, where a bare number counts in {@code bareUnit}. */
  public static Duration duration(Config config, String path, ChronoUnit bareUnit) {
    ConfigValue value = config.getValue(path);
    if (value.valueType() == ConfigValueType.NUMBER
        || (value.valueType() == ConfigValueType.STRING
            && config.getString(path).trim().matches("[0-9.]+"))) {
      double n = Double.parseDouble(value.unwrapped().toString().trim());
      if (n < 0) throw new IllegalArgumentException("negative");
      return Duration.ofNanos(Math.round(n * bareUnit.getDuration().toNanos()));
    }
    Duration d = config.getDuration(path);
    if (d.isNegative()) throw new IllegalArgumentException("negative");
    return d;
  }

  /**
   * The constant of {@code type} whose {@link Choice#word} a key checked as {@link
   * Builder#oneOf(String, boolean, String, List)} holds.
   */
  public static <E extends Enum<E> & Choice> E choice(Config config, String path, Class<E> type) {
    String word = config.getString(path);
    for (E e : type.getEnumConstants()) if (e.word().equals(word)) return e;
    throw new IllegalArgumentException(path + " = " + word + " is none of " + type.getSimpleName());
  }

  /** A number, or empty for "auto", of a key checked as {@link Builder#autoOrInteger}. */
  public static OptionalInt autoOrInteger(Config config, String path) {
    ConfigValue value = config.getValue(path);
    if (value.valueType() == ConfigValueType.STRING && config.getString(path).trim().equals(AUTO)) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(config.getInt(path));
  }

  /** A list of strings; "a,b" (as -D gives it) counts as [a, b]. */
  public static List<String> strings(Config config, String path) {
    ConfigValue value = config.getValue(path);
    if (value.valueType() == ConfigValueType.LIST) return config.getStringList(path);
    if (value.valueType() == ConfigValueType.STRING) {
      return Arrays.stream(config.getString(path).split(","))
          .map(String::trim)
          .filter(s -> !s.isEmpty())
          .toList();
    }
    throw new IllegalArgumentException("not a list");
  }

  /** The line a value was read from, for messages that are not about one key's type. */
  public String where(Config config, String path, String fileLabel) {
    ConfigValue value = config.getValue(path);
    return where(value.origin(), path, value, fileLabel);
  }
}
