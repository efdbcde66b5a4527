package abreplay.plan;

import abreplay.config.ConfigError;
import abreplay.config.Schema;
import abreplay.machine.CpuBudget;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigValueType;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * Reads &lt;namespace&gt;.budget and .budget-period into {@link BudgetSettings}; refuses, in one
 * line each, a budget that is not auto, none or more than 0 cores, and a period outside the
 * kernel's 1 ms to 1 s.
 */
public final class BudgetReader {
  static final String MEANING =
      "auto (the largest budget the load generator can saturate, from the first system's warm-up),"
          + " none, or the cores every system gets, e.g. 0.35";

  private BudgetReader() {}

  /** The two keys, for a namespace's schema. */
  public static Schema.Builder keys(Schema.Builder schema, String namespace) {
    return schema
        .string(namespace + ".budget", true, MEANING)
        .duration(
            namespace + ".budget-period",
            true,
            ChronoUnit.MILLIS,
            "the budget's enforcement period in ms, 1 to 1000, e.g. 10: a throttled server waits"
                + " at most about this long for its next share");
  }

  /**
   * @param c already checked against a schema holding {@link #keys}
   * @param urlSystems the url systems whose server joins the budget
   */
  public static BudgetSettings read(
      Config c, Schema schema, String label, String namespace, List<String> urlSystems) {
    String key = namespace + ".budget";
    BudgetChoice choice = choice(c, schema, label, key);
    Duration period = period(c, schema, label, namespace + ".budget-period");
    if (choice instanceof BudgetChoice.Cores cores) {
      double least = CpuBudget.MIN_QUOTA_MICROS / (period.toNanos() / 1000.0);
      if (cores.cores() < least - 1e-9) {
        throw new ConfigError(
            where(c, schema, label, key)
                + " is below the least the kernel gives in a period of "
                + period.toMillis()
                + " ms ("
                + new CpuBudget(least, period).describe()
                + "): give at least that, or a longer "
                + namespace
                + ".budget-period");
      }
    }
    return new BudgetSettings(choice, period, urlSystems);
  }

  /** "conf/x.conf:4: replay.budget = \"fast\"", or the -D that set it. */
  private static String where(Config c, Schema schema, String label, String key) {
    String value = c.getString(key).trim();
    boolean text = c.getValue(key).valueType() == ConfigValueType.STRING;
    return schema.where(c, key, label) + ": " + key + " = " + (text ? "\"" + value + "\"" : value);
  }

  private static BudgetChoice choice(Config c, Schema schema, String label, String key) {
    String value = c.getString(key).trim();
    String where = where(c, schema, label, key);
    if (value.equals(BudgetChoice.AUTO)) return new BudgetChoice.Auto();
    if (value.equals(BudgetChoice.NONE)) return new BudgetChoice.None();
    double cores;
    try {
      cores = Double.parseDouble(value);
    } catch (NumberFormatException e) {
      throw new ConfigError(
          where + " is not auto, none or a number of cores: set it to " + MEANING);
    }
    if (!(cores > 0) || Double.isInfinite(cores)) {
      throw new ConfigError(
          where + " is no CPU at all: give more than 0 cores, e.g. 0.35, or none for no budget");
    }
    return new BudgetChoice.Cores(cores);
  }

  private static Duration period(Config c, Schema schema, String label, String key) {
    Duration period = Schema.duration(c, key, ChronoUnit.MILLIS);
    if (period.compareTo(Duration.ofMillis(1)) < 0 || period.compareTo(Duration.ofSeconds(1)) > 0) {
      throw new ConfigError(
          schema.where(c, key, label)
              + ": "
              + key
              + " = "
              + c.getValue(key).render()
              + " is outside the kernel's 1 to 1000 ms: set it to a period such as "
              + CpuBudget.DEFAULT_PERIOD.toMillis());
    }
    return period;
  }
}
