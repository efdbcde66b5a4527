package abreplay.plan;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.document.SystemSpec;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.function.Function;

/**
 * A document and how to replay it, turned into the plan of its run: every chosen system once per
 * round (every other round in reverse order), every chosen scenario in the document's order, scaled,
 * with what this machine cannot run SKIPPED. Pure: what it needs of the machine and of targets/ is
 * passed in.
 */
public final class DocumentPlanner {
  private DocumentPlanner() {}

  /**
   * What planning asks of the machine and the stand-in profiles.
   *
   * @param ports a free port for each stand-in, asked once per system
   * @param capacity what a stand-in profile can do at once
   */
  public record Context(PreFlight preFlight, IntSupplier ports, Function<String, Capacity> capacity) {}

  /** @param source the conf file's label, for the reports */
  public static RunPlan plan(Document document, ReplayOptions options, Context context, String source) {
    PreFlight preFlight = context.preFlight();
    Map<String, Target> targets = new LinkedHashMap<>();
    for (String name : options.systems()) {
      URI url = options.urls().get(name);
      SystemSpec spec = document.systems().get(name);
      targets.put(name, url != null ? Target.external(name, url) : Target.standIn(name, spec.profile().orElseThrow(),
          context.ports().getAsInt(), context.capacity().apply(spec.profile().orElseThrow())));
    }
    List<SystemPlan> plans = new ArrayList<>();
    for (int round = 1; round <= options.rounds(); round++) {
      // The order replay.systems gives (the file's by default), reversed every other round: the first
      // system meets the coldest load generator, and alternating is how to take order out of a median.
      List<String> order = new ArrayList<>(options.systems());
      if (round % 2 == 0) Collections.reverse(order);
      for (String name : order) {
        plans.add(systemPlan(document.systems().get(name), targets.get(name), document, options, round, preFlight));
      }
    }
    List<Step> runnable = plans.stream().flatMap(p -> p.steps().stream()).filter(Step::runs).toList();
    double scale = options.scale();
    RunPlan.Settings settings = new RunPlan.Settings(options.timeout(), options.maxFailed(), scale,
        preFlight.localAddresses(runnable), options.placement(), options.singleRoundSpread(), options.semantics());
    return new RunPlan("document " + document.id() + ": " + document.title() + (scale != 1 ? " (scale " + scale + ")" : ""),
        List.of(source), "replay", settings, plans, preFlight.warnings(runnable), Optional.of(document));
  }

  private static SystemPlan systemPlan(SystemSpec spec, Target target, Document document, ReplayOptions options,
      int round, PreFlight preFlight) {
    List<Step> steps = new ArrayList<>();
    String suffix = SystemPlan.roundSuffix(round, options.rounds());
    for (Scenario scenario : document.scenarios()) {
      if (!options.scenarios().contains(scenario.id())) continue;
      long requests = scaled(scenario, options.scale());
      Scenario run = scenario.withPath(path(spec, target, scenario));
      String plainName = spec.name() + " " + run.label(requests);
      // Scaling can make two scenarios the same command (-n never drops below -c): keep names unique.
      String stepName = (steps.stream().anyMatch(st -> st.name().equals(plainName + suffix))
          ? plainName + " (" + scenario.id() + ")" : plainName) + suffix;
      steps.add(new Step(target, run, stepName, requests, preFlight.openFilesProblem(scenario.concurrency()), round));
    }
    Step first = steps.stream().filter(Step::runs).findFirst().orElse(steps.isEmpty() ? null : steps.get(0));
    if (first == null) return new SystemPlan(target, round, options.rounds(), WarmUp.none("/"), steps);
    // Not scaled: compilers need a count of requests whatever the scale; never fewer than the users.
    int users = first.scenario().concurrency();
    WarmUp warmUp = new WarmUp(atLeast(users, options.warmUp()), atLeast(users, options.targetWarmUp()), users,
        first.scenario().keepAlive(), first.scenario().path());
    return new SystemPlan(target, round, options.rounds(), warmUp, steps);
  }

  private static long atLeast(int users, long requests) {
    return requests == 0 ? 0 : Math.max(users, requests);
  }

  /** A real server's url gives the path only when it names one; "http://host:port/" keeps the document's. */
  private static String path(SystemSpec spec, Target target, Scenario scenario) {
    String urlPath = target.url().map(URI::getRawPath).orElse("/");
    if (!urlPath.equals("/")) return urlPath;
    return spec.path().orElse(scenario.path());
  }

  /** -n scaled, never below -c (ab refuses fewer requests than users). */
  static long scaled(Scenario scenario, double scale) {
    return Math.max(scenario.concurrency(), Math.round(scenario.requests() * scale));
  }
}
