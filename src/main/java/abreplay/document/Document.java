package abreplay.document;

import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.Magnitude;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * A published benchmark write-up: its machine, systems, scenarios with the figures it printed, and
 * its claims. Read by {@link DocumentReader}; immutable.
 *
 * @param systems by name, in the file's order
 * @param published by scenario id, then system name; absent where the document printed nothing
 */
public record Document(
    String id,
    String title,
    String source,
    PublishedMachine machine,
    String baseline,
    String notes,
    Map<String, SystemSpec> systems,
    List<Scenario> scenarios,
    Map<String, Map<String, Published>> published,
    List<Claim> claims) {

  public record PublishedMachine(
      String cores, String cpu, String memory, String os, String loadGenerator) {}

  /**
   * What the document printed for one system in one scenario, in ab's units (seconds, bytes, ms);
   * absent figures were not printed.
   *
   * @param percentiles by percent (100 = the longest request), in ms
   * @param details {@link ReportDetails#NONE} when the document gave none of it
   * @param figures another tool's, by conf key ({@link ToolFigureKeys}), in its units; empty for ab
   */
  public record Published(
      OptionalDouble requestsPerSecond,
      OptionalDouble timeTaken,
      OptionalLong complete,
      OptionalLong failed,
      OptionalLong keepAlive,
      OptionalLong totalBytes,
      OptionalLong htmlBytes,
      OptionalLong documentLength,
      Map<Integer, Long> percentiles,
      String note,
      ReportDetails details,
      Optional<Boolean> completed,
      Map<String, PrintedFigure> figures) {

    public Published {
      // A run record from before other tools' figures has none.
      figures =
          figures == null
              ? Map.of()
              : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(figures));
    }

    /**
     * Another tool's figures: its requests per second (what claims compare) and every figure it
     * printed, by key.
     */
    public static Published ofTool(
        OptionalDouble requestsPerSecond,
        Map<String, PrintedFigure> figures,
        String note,
        Optional<Boolean> completed) {
      return new Published(
          requestsPerSecond,
          OptionalDouble.empty(),
          OptionalLong.empty(),
          OptionalLong.empty(),
          OptionalLong.empty(),
          OptionalLong.empty(),
          OptionalLong.empty(),
          OptionalLong.empty(),
          Map.of(),
          note,
          ReportDetails.NONE,
          completed,
          figures);
    }

    /** The same figures under another note. */
    public Published withNote(String other) {
      return new Published(
          requestsPerSecond,
          timeTaken,
          complete,
          failed,
          keepAlive,
          totalBytes,
          htmlBytes,
          documentLength,
          percentiles,
          other,
          details,
          completed,
          figures);
    }

    /**
     * Did the post's run of this scenario fail to complete, by its own account: {@code completed =
     * false}, or failed requests printed; empty when the post says neither.
     */
    public Optional<Boolean> failedUnderLoad() {
      if (completed.isPresent()) return Optional.of(!completed.get());
      if (failed.isPresent()) return Optional.of(failed.getAsLong() > 0);
      return Optional.empty();
    }

    /** Bytes per response as ab counted them: Total transferred / Complete requests. */
    public OptionalDouble bytesPerResponse() {
      return perComplete(totalBytes);
    }

    /** Keep-Alive requests / Complete requests. */
    public OptionalDouble keepAliveShare() {
      return perComplete(keepAlive);
    }

    private OptionalDouble perComplete(OptionalLong figure) {
      return figure.isPresent() && complete.isPresent() && complete.getAsLong() > 0
          ? OptionalDouble.of((double) figure.getAsLong() / complete.getAsLong())
          : OptionalDouble.empty();
    }
  }

  /**
   * A claim the document makes about two systems' requests per second, or about one system failing
   * under a scenario's load. Immutable.
   *
   * @param over empty for a kind that does not compare ({@link ClaimKind#compares()})
   * @param unpublished those of {@code scenarios} where the post printed no figure of one side: the
   *     claim rests on its text there
   */
  public record Claim(
      String text,
      ClaimKind kind,
      String system,
      Optional<String> over,
      List<String> scenarios,
      List<String> unpublished) {

    /**
     * A claim comparing {@code system} with {@code over} in {@code scenarios}, every one with
     * figures.
     */
    public static Claim comparing(
        String text, ClaimKind kind, String system, String over, List<String> scenarios) {
      return new Claim(text, kind, system, Optional.of(over), scenarios, List.of());
    }

    /** The claim's own number, as its text gives it; empty when it gives none ("far faster"). */
    public Optional<Magnitude> by() {
      return kind.by();
    }

    /** The other system, for a claim that compares two; "" for one that does not. */
    public String overName() {
      return over.orElse("");
    }
  }

  /**
   * This document with one more system (the replay's reference server, which no document names).
   */
  public Document withSystem(SystemSpec system) {
    Map<String, SystemSpec> more = new java.util.LinkedHashMap<>(systems);
    more.put(system.name(), system);
    return new Document(
        id, title, source, machine, baseline, notes, more, scenarios, published, claims);
  }

  public String label(String system) {
    SystemSpec spec = systems.get(system);
    return spec == null ? system : spec.label();
  }

  /** What the document printed for {@code system} in {@code scenario}, or null. */
  public Published published(String scenario, String system) {
    return published.getOrDefault(scenario, Map.of()).get(system);
  }
}
