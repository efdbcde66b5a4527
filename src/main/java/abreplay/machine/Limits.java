package abreplay.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The kernel limits a load test meets first: open files, listen backlog, ephemeral ports. */
public record Limits(
    long openFilesSoft,
    long openFilesHard,
    int somaxconn,
    int ephemeralLow,
    int ephemeralHigh,
    int tcpTwReuse) {

  /**
   * Descriptors a JVM holds before any connection (jars, epoll, pipes, logs): a generous estimate.
   */
  public static final int JVM_BASE_FILES = 150;

  public static Limits read() {
    long soft = Long.MAX_VALUE;
    long hard = Long.MAX_VALUE;
    for (String line : lines(Path.of("/proc/self/limits"))) {
      if (line.startsWith("Max open files")) {
        String[] f = line.substring("Max open files".length()).trim().split("\\s+");
        soft = parse(f[0]);
        hard = parse(f[1]);
      }
    }
    int somaxconn = (int) number(Path.of("/proc/sys/net/core/somaxconn"), 4096);
    // Linux's defaults when the range cannot be read.
    int low = 32768;
    int high = 60999;
    List<String> range = lines(Path.of("/proc/sys/net/ipv4/ip_local_port_range"));
    if (!range.isEmpty()) {
      String[] f = range.get(0).trim().split("\\s+");
      low = Integer.parseInt(f[0]);
      high = Integer.parseInt(f[1]);
    }
    int twReuse = (int) number(Path.of("/proc/sys/net/ipv4/tcp_tw_reuse"), 0);
    return new Limits(soft, hard, somaxconn, low, high, twReuse);
  }

  /**
   * The kernel's MemAvailable in bytes (/proc/meminfo); {@link Long#MAX_VALUE} when it cannot be
   * read.
   */
  public static long memAvailableBytes() {
    return lines(Path.of("/proc/meminfo")).stream()
        .filter(l -> l.startsWith("MemAvailable:"))
        .map(l -> Long.parseLong(l.replaceAll("[^0-9]", "")) * 1024)
        .findFirst()
        .orElse(Long.MAX_VALUE);
  }

  /** How many source ports one address has for outgoing connections. */
  public int ephemeralPorts() {
    return ephemeralHigh - ephemeralLow + 1;
  }

  /**
   * The open files a process needs to hold {@code connections} at once. A JVM raises its soft limit
   * to the hard one at start (HotSpot's MaxFDLimit), so the hard limit is what counts.
   */
  public static long filesNeeded(int connections) {
    return (long) connections + JVM_BASE_FILES;
  }

  private static long parse(String s) {
    return s.equals("unlimited") ? Long.MAX_VALUE : Long.parseLong(s);
  }

  private static long number(Path file, long fallback) {
    List<String> l = lines(file);
    try {
      return l.isEmpty() ? fallback : Long.parseLong(l.get(0).trim());
    } catch (NumberFormatException e) {
      return fallback;
    }
  }

  static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      return List.of();
    }
  }
}
