package abreplay.plan;

import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * A published benchmark write-up: its machine, its systems and scenarios with the figures it
 * printed, and the claims it makes from them. Read from conf/documents/&lt;nnn&gt;-&lt;name&gt;.conf.
 */
public record Document(String id, String title, String source, PublishedMachine machine, String baseline,
    String notes, Map<String, String> labels, Map<String, Map<String, Published>> published, List<Claim> claims) {

  public record PublishedMachine(String cores, String cpu, String memory, String os, String loadGenerator) {}

  /** What the document printed for one system in one scenario; absent figures were not printed. */
  public record Published(OptionalDouble requestsPerSecond, OptionalDouble timeTaken, OptionalLong complete,
      OptionalLong failed, OptionalLong keepAlive, OptionalLong totalBytes, OptionalLong htmlBytes,
      OptionalLong documentLength, Map<Integer, Long> percentiles, String note) {

    /** Bytes per response as ab counted them: Total transferred / Complete requests. */
    public OptionalDouble bytesPerResponse() {
      return totalBytes.isPresent() && complete.isPresent() && complete.getAsLong() > 0
          ? OptionalDouble.of((double) totalBytes.getAsLong() / complete.getAsLong()) : OptionalDouble.empty();
    }
  }

  /**
   * A claim the document makes about two systems' requests per second.
   *
   * @param kind FASTER: {@code system} beats {@code over}; ON_PAR: they are within 15% of each other
   * @param scenarios the scenarios it is about
   */
  public record Claim(String text, Kind kind, String system, String over, List<String> scenarios) {
    public enum Kind { FASTER, ON_PAR }
  }

  public String label(String system) {
    return labels.getOrDefault(system, system);
  }

  public Published published(String scenario, String system) {
    return published.getOrDefault(scenario, Map.of()).get(system);
  }
}
