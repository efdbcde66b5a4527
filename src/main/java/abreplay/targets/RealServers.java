package abreplay.targets;

import java.util.Map;
import java.util.Optional;

/**
 * What a plan needs to know of the real servers in targets/real/ for one document: which one plays
 * which of its systems, the reference server, and what this machine lacks to run each. Pure data,
 * made from the files and the machine by realserver/Catalog; immutable.
 *
 * @param bySystem the real server of each system that has one, by the document's system name
 * @param reference the optional reference server any document can add (a current JVM server beside
 *     the post's)
 */
public record RealServers(Map<String, Entry> bySystem, Optional<Entry> reference) {
  /** No real servers: a replay of stand-ins and urls only. */
  public static final RealServers NONE = new RealServers(Map.of(), Optional.empty());

  /**
   * One real server as the plan and the reports see it.
   *
   * @param name its folder in targets/real/, e.g. "nginx-static"
   * @param label what it is, e.g. "Debian nginx 1.22 with document 000's settings"
   * @param standIn the stand-in profile it corresponds to; empty for the reference server
   * @param missing what this machine lacks to run it, naming the package to install; empty when it
   *     can
   * @param fidelity how it differs from its stand-in and from the document's server
   * @param abBytesVsStandIn bytes per response to ab's HTTP/1.0 request, real minus stand-in, as
   *     {@code fidelity} explains (0: the same)
   */
  public record Entry(
      String name,
      String label,
      Optional<String> standIn,
      Optional<String> missing,
      String fidelity,
      int abBytesVsStandIn) {}

  /** The names of the systems that have a real server, for messages. */
  public String describe() {
    return bySystem.isEmpty()
        ? "none"
        : String.join(
            ", ",
            bySystem.entrySet().stream()
                .map(e -> e.getKey() + " (targets/real/" + e.getValue().name() + ")")
                .sorted()
                .toList());
  }
}
