package abreplay.targets;

import java.util.Map;
import java.util.Optional;

/**
 * What a plan needs to know of the real servers in targets/real/ for one document: which one plays
 * which system, the reference server, and what this machine lacks to run each. Made by
 * realserver/Catalog; immutable.
 *
 * @param bySystem by the document's system name; a system with no real server is absent
 */
public record RealServers(Map<String, Entry> bySystem, Optional<Entry> reference) {
  /** No real servers: a replay of stand-ins and urls only. */
  public static final RealServers NONE = new RealServers(Map.of(), Optional.empty());

  /**
   * One real server as the plan and the reports see it.
   *
   * @param standIn empty for the reference server
   * @param missing what this machine lacks to run it, naming the package; empty when it can run
   * @param abBytesVsStandIn bytes per response to ab's HTTP/1.0 request, real minus stand-in
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
