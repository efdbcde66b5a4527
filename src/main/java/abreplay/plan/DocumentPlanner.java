package abreplay.plan;

import abreplay.document.Document;
import abreplay.document.LoadModel;
import abreplay.document.Scenario;
import abreplay.document.SystemSpec;
import abreplay.targets.Capacity;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntSupplier;

/**
 * A document and how to replay it, turned into the plan of its run: every chosen system once per
 * round (every other round in reverse order) on its stand-in, its real server or both, every chosen
 * scenario in the document's order, scaled, with what this machine cannot run SKIPPED. Pure: the
 * machine's limits, the ports and what the real servers need are passed in.
 */
public final class DocumentPlanner {
  private DocumentPlanner() {}

  /**
   * What planning asks of the machine, the stand-in profiles and the real servers.
   *
   * @param ports a free port for each stand-in and real server, asked once per target
   * @param capacity what a stand-in profile can do at once
   * @param servers the document's real servers, and what this machine lacks to run them
   * @param splits how a stand-in profile runs in several processes (ProcessSplit)
   */
  public record Context(
      PreFlight preFlight,
      IntSupplier ports,
      Function<String, Capacity> capacity,
      RealServers servers,
      LayoutPlanner.Splits splits) {}

  /**
   * @param source the conf file's label, for the reports
   */
  public static RunPlan plan(
      Document document, ReplayOptions options, Context context, String source) {
    PreFlight preFlight = context.preFlight();
    LayoutPlanner layouts = new LayoutPlanner(preFlight, context.splits(), options.injectors());
    RealServers servers = context.servers();
    List<String> warnings = new ArrayList<>();
    Document replayed = document;
    if (options.real().reference() && servers.reference().isPresent()) {
      RealServers.Entry reference = servers.reference().get();
      replayed =
          document.withSystem(
              new SystemSpec(
                  reference.name(),
                  reference.label(),
                  Optional.empty(),
                  Optional.empty(),
                  Optional.empty()));
    }
    Map<String, List<Target>> targets = new LinkedHashMap<>();
    for (String name : options.systems()) {
      targets.put(name, targets(replayed.systems().get(name), options, context, warnings));
    }
    List<SystemPlan> plans = new ArrayList<>();
    for (int round = 1; round <= options.rounds(); round++) {
      // The order replay.systems gives (the file's by default), reversed every other round: the
      // first
      // system meets the coldest load generator, and alternating is how to take order out of a
      // median.
      List<Target> order =
          new ArrayList<>(targets.values().stream().flatMap(List::stream).toList());
      if (round % 2 == 0) Collections.reverse(order);
      for (Target target : order) {
        plans.add(
            systemPlan(
                replayed.systems().get(target.name()), target, replayed, options, round, layouts));
      }
    }
    if (options.interleave() == Interleave.AUTO && !options.together()) plans = sliced(plans);
    List<Step> runnable =
        plans.stream().flatMap(p -> p.steps().stream()).filter(Step::runs).toList();
    double scale = options.scale();
    RunPlan.Settings settings =
        new RunPlan.Settings(
            options.timeout(),
            options.maxFailed(),
            scale,
            preFlight.localAddresses(runnable),
            options.placement(),
            options.confidence(),
            options.semantics(),
            options.onPar(),
            options.budget(),
            options.stepDrift(),
            options.together(),
            LayoutPlanner.usersPerInjector(preFlight.limits().openFilesHard()));
    warnings.addAll(preFlight.warnings(runnable));
    return new RunPlan(
        "document "
            + document.id()
            + ": "
            + document.title()
            + (scale != 1 ? " (scale " + scale + ")" : ""),
        List.of(source),
        "replay",
        settings,
        plans,
        List.copyOf(warnings),
        Optional.of(replayed));
  }

  /**
   * What runs for one system: its url; or its real server (after its stand-in when comparing); or
   * its stand-in, in place of a real server this machine lacks the software for (said in {@code
   * warnings}).
   */
  static List<Target> targets(
      SystemSpec spec, ReplayOptions options, Context context, List<String> warnings) {
    RealServers servers = context.servers();
    IntSupplier ports = context.ports();
    String name = spec.name();
    URI url = options.urls().get(name);
    if (url != null) return List.of(Target.external(name, url));
    Optional<RealServers.Entry> real =
        spec.profile().isEmpty()
            ? servers.reference()
            : Optional.ofNullable(servers.bySystem().get(name))
                .filter(e -> options.real().real(name));
    if (real.isEmpty()) {
      String profile = spec.profile().orElseThrow();
      return List.of(
          Target.standIn(name, profile, ports.getAsInt(), context.capacity().apply(profile)));
    }
    RealServers.Entry server = real.get();
    if (server.missing().isPresent()) {
      String why = "real server " + server.name() + " " + server.missing().get();
      if (spec.profile().isEmpty()) {
        warnings.add(name + ": " + why + "; it does not run");
        return List.of();
      }
      warnings.add(
          name
              + ": "
              + why
              + "; "
              + name
              + " runs on its stand-in "
              + spec.profile().get()
              + " instead");
      return List.of(
          Target.fallback(
              name,
              spec.profile().get(),
              ports.getAsInt(),
              why,
              context.capacity().apply(spec.profile().get())));
    }
    List<Target> targets = new ArrayList<>();
    if (options.real().compare() && spec.profile().isPresent()) {
      targets.add(
          Target.standIn(
              name,
              spec.profile().get(),
              ports.getAsInt(),
              context.capacity().apply(spec.profile().get())));
    }
    targets.add(Target.real(name, server, ports.getAsInt()));
    return targets;
  }

  private static SystemPlan systemPlan(
      SystemSpec spec,
      Target target,
      Document document,
      ReplayOptions options,
      int round,
      LayoutPlanner layouts) {
    List<Step> steps = new ArrayList<>();
    String suffix = SystemPlan.roundSuffix(round, options.rounds());
    List<Scenario> chosen =
        document.scenarios().stream().filter(s -> options.scenarios().contains(s.id())).toList();
    // The target runs in as many processes as the largest of its steps that can run needs, for all
    // its steps.
    int processes =
        chosen.stream()
            .filter(
                s ->
                    layouts
                        .plan(
                            target,
                            layouts.targetProcesses(target, s.concurrency()),
                            s.concurrency(),
                            scaled(s, options.scale()),
                            s.keepAlive())
                        .skipped()
                        .isEmpty())
            .mapToInt(s -> layouts.targetProcesses(target, s.concurrency()))
            .max()
            .orElse(1);
    for (Scenario scenario : chosen) {
      long requests = scaled(scenario, options.scale());
      Scenario run = scenario.withPath(path(spec, target, scenario)).scaled(options.scale());
      String plainName = target.runName() + " " + run.label(requests);
      // Scaling can make two scenarios the same command (-n never drops below -c): keep names
      // unique.
      String stepName =
          (steps.stream().anyMatch(st -> st.name().equals(plainName + suffix))
                  ? plainName + " (" + scenario.id() + ")"
                  : plainName)
              + suffix;
      LayoutPlanner.Planned layout =
          layouts.plan(target, processes, scenario.concurrency(), requests, scenario.keepAlive());
      Optional<SkipReason> skipped = layout.skipped().or(() -> notReplayable(run, layout));
      steps.add(
          new Step(
              target, run, stepName, requests, skipped, round, layout.layout(), Slicing.WHOLE));
    }
    Step first =
        steps.stream().filter(Step::runs).findFirst().orElse(steps.isEmpty() ? null : steps.get(0));
    if (first == null)
      return new SystemPlan(target, round, options.rounds(), WarmUp.none("/"), steps);
    // Not scaled: compilers need a count of requests whatever the scale; never fewer than the
    // users.
    int users = first.scenario().concurrency();
    WarmUp warmUp =
        new WarmUp(
            atLeast(users, options.warmUp()),
            atLeast(users, options.targetWarmUp()),
            users,
            first.scenario().keepAlive(),
            first.scenario().path(),
            options.warmUpCaps().loadGenerator(),
            options.warmUpCaps().target());
    return new SystemPlan(target, round, options.rounds(), warmUp, steps);
  }

  /**
   * The plans with every scenario that two or more systems of a round run by count, each on one
   * injector, cut into slices ({@link Slicing#of}); the other steps whole.
   */
  static List<SystemPlan> sliced(List<SystemPlan> plans) {
    Map<String, Integer> runners = new HashMap<>();
    for (SystemPlan p : plans)
      for (Step step : p.steps())
        if (sliceable(step)) runners.merge(p.round() + "/" + step.scenario().id(), 1, Integer::sum);
    List<SystemPlan> out = new ArrayList<>();
    for (SystemPlan p : plans) {
      List<Step> steps = new ArrayList<>();
      for (Step step : p.steps()) {
        boolean shared = runners.getOrDefault(p.round() + "/" + step.scenario().id(), 0) > 1;
        steps.add(
            shared && sliceable(step)
                ? step.sliced(Slicing.of(step.requests(), step.scenario().concurrency()))
                : step);
      }
      out.add(new SystemPlan(p.target(), p.round(), p.rounds(), p.warmUp(), steps));
    }
    return out;
  }

  /** A step that can run in slices: it runs, by ab's count, on one injector. */
  private static boolean sliceable(Step step) {
    return step.runs()
        && step.layout().injectors() == 1
        && step.scenario().load() instanceof LoadModel.ClosedByCount;
  }

  private static long atLeast(int users, long requests) {
    return requests == 0 ? 0 : Math.max(users, requests);
  }

  /**
   * A real server's url gives the path (and its query) only when it names one; "http://host:port/"
   * keeps the document's.
   */
  private static String path(SystemSpec spec, Target target, Scenario scenario) {
    String urlPath =
        target instanceof Target.Url u
            ? u.url().getRawPath()
                + (u.url().getRawQuery() == null ? "" : "?" + u.url().getRawQuery())
            : "/";
    if (!urlPath.equals("/")) return urlPath;
    return spec.path().orElse(scenario.path());
  }

  /**
   * -n scaled, never below -c (ab refuses fewer requests than users); 0 for a load by duration or
   * rate, which its scenario scales ({@link Scenario#scaled}).
   */
  static long scaled(Scenario scenario, double scale) {
    if (!(scenario.load() instanceof LoadModel.ClosedByCount)) return 0;
    return Math.max(scenario.concurrency(), Math.round(scenario.requests() * scale));
  }

  /**
   * Why a step's load cannot be made as its tool made it: its scenario says so (pipelining, HTTP/2,
   * think time), or a load by duration or rate would need several injectors, which share a count of
   * requests but not a clock's end or a schedule.
   */
  static Optional<SkipReason> notReplayable(Scenario scenario, LayoutPlanner.Planned layout) {
    return scenario
        .load()
        .match(
            c -> Optional.<SkipReason>empty(),
            d -> oneInjector(layout),
            r -> oneInjector(layout),
            n -> Optional.of(new SkipReason(SkipReason.Kind.NOT_REPLAYABLE, n.shown())));
  }

  private static Optional<SkipReason> oneInjector(LayoutPlanner.Planned layout) {
    int injectors = layout.layout().injectors();
    if (injectors <= 1) return Optional.empty();
    return Optional.of(
        new SkipReason(
            SkipReason.Kind.NOT_REPLAYABLE,
            "NOT REPLAYABLE (injectors): a load by duration or rate runs in one injector, and"
                + " this step's users need "
                + injectors
                + " (raise the open-file hard limit, or lower replay.injectors to 1)"));
  }
}
