package abreplay.plan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The order a run loads its systems in: interleaved (replay.interleave = auto: each scenario's
 * slices turn by turn, {@link Slicing#turns}), one after the other (interleave off, replay.together
 * false), or at once (replay.together): a round's systems each in its own CPU budget, loaded in one
 * population of the one load generator, so that the machine's moves hit them alike. Steps load at
 * once only when each would run on one injector by count or duration and their users together fit
 * its open files; the rest run one after the other. Pure: the open-file room is passed in.
 */
public final class Together {
  private Together() {}

  /**
   * Systems started together and what each of their scenarios runs as.
   *
   * @param systems the systems, in the plan's order, that run anything
   * @param loads each population's steps, in order: one step, or the steps that load at once
   */
  public record Group(List<SystemPlan> systems, List<List<Step>> loads) {
    public Group {
      systems = List.copyOf(systems);
      loads = loads.stream().map(List::copyOf).toList();
    }
  }

  /** The groups of {@code plan}, in order, with the room for users its settings recorded. */
  public static List<Group> of(RunPlan plan) {
    return of(plan, plan.settings().usersPerInjector());
  }

  /**
   * The groups of {@code plan}, in order.
   *
   * @param usersPerInjector the users one load-generator process may hold ({@link
   *     LayoutPlanner#usersPerInjector})
   */
  public static List<Group> of(RunPlan plan, long usersPerInjector) {
    List<SystemPlan> running = plan.systems().stream().filter(SystemPlan::runsAnything).toList();
    List<Group> groups = new ArrayList<>();
    boolean interleaved = plan.steps().stream().anyMatch(s -> s.slicing().sliced());
    if (!plan.settings().together() && !interleaved) {
      for (SystemPlan s : running) groups.add(new Group(List.of(s), alone(s.steps())));
      return groups;
    }
    Map<Integer, List<SystemPlan>> rounds = new LinkedHashMap<>();
    for (SystemPlan s : running) rounds.computeIfAbsent(s.round(), r -> new ArrayList<>()).add(s);
    for (List<SystemPlan> round : rounds.values()) {
      Map<String, List<Step>> byScenario = new LinkedHashMap<>();
      for (SystemPlan s : round)
        for (Step step : s.steps())
          if (step.runs())
            byScenario.computeIfAbsent(step.scenario().id(), id -> new ArrayList<>()).add(step);
      List<List<Step>> loads = new ArrayList<>();
      for (List<Step> steps : byScenario.values()) {
        if (steps.size() > 1 && interleaved(steps)) loads.add(steps);
        else if (steps.size() > 1 && plan.settings().together() && atOnce(steps, usersPerInjector))
          loads.add(steps);
        else loads.addAll(alone(steps));
      }
      groups.add(new Group(round, loads));
    }
    return groups;
  }

  /** The most systems any population of {@code plan} loads at once: 1 when none share one. */
  public static int most(RunPlan plan) {
    return most(of(plan));
  }

  /** The most systems any population of {@code groups} loads at once: 1 when none share one. */
  public static int most(List<Group> groups) {
    return groups.stream()
        .flatMap(g -> g.loads().stream())
        .filter(load -> !interleaved(load))
        .mapToInt(List::size)
        .max()
        .orElse(1);
  }

  /**
   * Whether a load of several steps runs them interleaved, turn by turn in slices (each server
   * alone in its turn), rather than at once.
   */
  public static boolean interleaved(List<Step> load) {
    return load.size() > 1 && load.stream().allMatch(s -> s.slicing().sliced());
  }

  /** Whether these steps of one scenario can share one population of one load generator. */
  static boolean atOnce(List<Step> steps, long usersPerInjector) {
    long users = 0;
    for (Step s : steps) {
      boolean closed = s.scenario().load().match(c -> true, d -> true, r -> false, n -> false);
      if (!closed || s.layout().injectors() != 1) return false;
      users += s.scenario().concurrency();
    }
    return users <= usersPerInjector;
  }

  private static List<List<Step>> alone(List<Step> steps) {
    return steps.stream().filter(Step::runs).map(List::of).toList();
  }
}
