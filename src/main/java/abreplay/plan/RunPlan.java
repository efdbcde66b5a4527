package abreplay.plan;

import abreplay.document.Document;
import abreplay.document.claim.OnParFactor;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Everything a simulation will do, decided and checked before any request is sent.
 *
 * @param title what is replayed, for the reports
 * @param sources the conf files it was read from
 * @param namespace the keys' namespace, "ab" or "replay": reports name keys as the user sets them
 * @param warnings what pre-flight found worth saying before the run (backlog, ports)
 * @param document the document replayed, for a document's run
 */
public record RunPlan(
    String title,
    List<String> sources,
    String namespace,
    Settings settings,
    List<SystemPlan> systems,
    List<String> warnings,
    Optional<Document> document) {

  /**
   * @param maxFailed the most failed requests (ab's count) a step may have before the build fails;
   *     -1 = no limit
   * @param scale the factor applied to every -n (1 = as published)
   * @param localAddresses loopback source addresses to spread connections over (empty = the default
   *     one)
   * @param confidence of the intervals a claim's answers rest on, e.g. 0.95
   * @param semantics which of ab's rules the run follows where ab gives a choice (-r, -l)
   * @param stepDrift a relative standard deviation (replay.step-drift; 0 in an older record)
   * @param together a round's systems load at once, each server in its own budget (replay.together;
   *     false in an older record)
   * @param usersPerInjector the users one load-generator process may hold ({@link
   *     LayoutPlanner#usersPerInjector}), which decides with the steps which may load at once
   *     ({@link Together#of}); unlimited in an older record
   */
  public record Settings(
      Duration timeout,
      long maxFailed,
      double scale,
      List<String> localAddresses,
      Placement placement,
      double confidence,
      AbSemantics semantics,
      OnParFactor onPar,
      BudgetSettings budget,
      double stepDrift,
      boolean together,
      long usersPerInjector) {}

  public List<Step> steps() {
    return systems.stream().flatMap(s -> s.steps().stream()).toList();
  }

  public Duration timeout() {
    return settings.timeout();
  }

  public int rounds() {
    return systems.stream().mapToInt(SystemPlan::rounds).max().orElse(1);
  }

  /**
   * A key of this run's namespace as the user writes it: key("warm-up") is "replay.warm-up" in a
   * document's run.
   */
  public String key(String name) {
    return namespace + "." + name;
  }
}
