package abreplay.machine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/** A set of CPUs, written as taskset and /sys write them: "0", "0-1", "0,2-3". Immutable. */
public record CpuSet(BitSet cpus) {

  public CpuSet {
    cpus = (BitSet) cpus.clone();
  }

  /** The CPUs of {@code list}, or why it is not a CPU list. */
  public static Optional<CpuSet> parse(String list, StringBuilder whyNot) {
    BitSet cpus = new BitSet();
    for (String part : list.trim().split(",")) {
      String p = part.trim();
      if (!p.matches("\\d{1,4}(-\\d{1,4})?")) {
        whyNot.append("\"").append(p).append("\" is not a CPU number or range");
        return Optional.empty();
      }
      int dash = p.indexOf('-');
      int from = Integer.parseInt(dash < 0 ? p : p.substring(0, dash));
      int to = dash < 0 ? from : Integer.parseInt(p.substring(dash + 1));
      if (to < from) {
        whyNot.append("the range ").append(p).append(" runs backwards");
        return Optional.empty();
      }
      cpus.set(from, to + 1);
    }
    return Optional.of(new CpuSet(cpus));
  }

  /**
   * The CPUs this machine has online, from /sys (all of them, whatever this process's own
   * affinity).
   */
  public static CpuSet online() {
    List<String> lines = Limits.lines(java.nio.file.Path.of("/sys/devices/system/cpu/online"));
    StringBuilder ignored = new StringBuilder();
    Optional<CpuSet> online = lines.isEmpty() ? Optional.empty() : parse(lines.get(0), ignored);
    return online.orElseGet(
        () -> {
          BitSet all = new BitSet();
          all.set(0, Runtime.getRuntime().availableProcessors());
          return new CpuSet(all);
        });
  }

  public int size() {
    return cpus.cardinality();
  }

  public boolean within(CpuSet other) {
    BitSet outside = (BitSet) cpus.clone();
    outside.andNot(other.cpus);
    return outside.isEmpty();
  }

  public boolean overlaps(CpuSet other) {
    return cpus.intersects(other.cpus);
  }

  /** As taskset -c takes it: "0-1,3". */
  @Override
  public String toString() {
    List<String> parts = new ArrayList<>();
    for (int from = cpus.nextSetBit(0); from >= 0; ) {
      int to = cpus.nextClearBit(from) - 1;
      parts.add(from == to ? Integer.toString(from) : from + "-" + to);
      from = cpus.nextSetBit(to + 1);
    }
    return String.join(",", parts);
  }

  /** "CPU 1", "CPUs 0-1". */
  public String described() {
    return (size() == 1 ? "CPU " : "CPUs ") + this;
  }
}
