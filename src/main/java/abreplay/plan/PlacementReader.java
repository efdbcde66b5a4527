package abreplay.plan;

import abreplay.config.ConfigError;
import abreplay.config.Schema;
import abreplay.machine.CpuSet;
import com.typesafe.config.Config;
import java.util.Optional;

/**
 * Reads &lt;namespace&gt;.cpus.load-generator and .cpus.target into a {@link Placement}, refusing
 * CPUs this machine has not.
 */
public final class PlacementReader {
  private PlacementReader() {}

  /** The two keys, for a namespace's schema. */
  public static Schema.Builder keys(Schema.Builder schema, String namespace) {
    return schema
        .string(
            namespace + ".cpus.load-generator",
            false,
            "the CPUs the load generator (this JVM) runs on, as taskset -c takes them, e.g. 0"
                + " (unset: not pinned)")
        .string(
            namespace + ".cpus.target",
            false,
            "the CPUs the target runs on, as taskset -c takes them, e.g. 1 (unset: not pinned)");
  }

  /**
   * @param c already checked against a schema holding {@link #keys}
   */
  public static Placement read(
      Config c, Schema schema, String label, String namespace, CpuSet online) {
    Optional<CpuSet> loadGenerator =
        cpus(c, schema, label, namespace + ".cpus.load-generator", online);
    Optional<CpuSet> target = cpus(c, schema, label, namespace + ".cpus.target", online);
    return new Placement(loadGenerator, target, online);
  }

  private static Optional<CpuSet> cpus(
      Config c, Schema schema, String label, String key, CpuSet online) {
    if (!c.hasPath(key)) return Optional.empty();
    String value = c.getString(key);
    String where = schema.where(c, key, label) + ": " + key + " = \"" + value + "\"";
    StringBuilder whyNot = new StringBuilder();
    Optional<CpuSet> cpus = CpuSet.parse(value, whyNot);
    if (cpus.isEmpty()) {
      throw new ConfigError(
          where + ": " + whyNot + ": write CPUs as taskset -c takes them, e.g. 0 or 0-1 or 0,2");
    }
    if (!cpus.get().within(online)) {
      throw new ConfigError(
          where + ": this machine has " + online.described() + " online: choose among them");
    }
    return cpus;
  }
}
