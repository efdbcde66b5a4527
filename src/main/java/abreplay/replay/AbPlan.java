package abreplay.replay;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.config.Schema;
import abreplay.config.UrlCheck;
import abreplay.document.Scenario;
import abreplay.machine.CpuSet;
import abreplay.machine.Limits;
import abreplay.plan.AbSemantics;
import abreplay.plan.LayoutPlanner;
import abreplay.plan.PlacementReader;
import abreplay.plan.PreFlight;
import abreplay.plan.ReplayOptions;
import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.standin.ProfileLoader;
import abreplay.target.Capacity;
import abreplay.target.Target;
import com.typesafe.config.Config;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * The plan of {@code abreplay.AbSimulation}: one ab command, from conf/ab.conf (or -Dconfig.file)
 * and -Dab.* keys, against an external url or a bundled stand-in. A plain ab run has no SKIPPED
 * state: whatever would keep it from running as asked stops it before any load.
 */
public final class AbPlan {
  private AbPlan() {}

  public static Schema schema(Path home) {
    return PlacementReader.keys(Schema.builder(home), "ab")
        .integer(
            "ab.requests",
            true,
            1,
            Integer.MAX_VALUE,
            "the number of requests, ab's -n, e.g. 20000")
        .integer(
            "ab.concurrency",
            true,
            1,
            100_000,
            "the number of requests at a time, ab's -c, e.g. 100")
        .bool(
            "ab.keep-alive",
            true,
            "true to reuse connections (ab's -k), false for one connection per request")
        .duration(
            "ab.timeout",
            true,
            ChronoUnit.SECONDS,
            "ab's -s, seconds to wait for each response, e.g. 30")
        .string(
            "ab.url",
            false,
            "the url of a server to load, e.g. http://127.0.0.1:8080/ (unset: the bundled"
                + " stand-in)")
        .string("ab.target", true, "a stand-in profile in targets/, e.g. hello")
        .string("ab.path", true, "the path requested from the stand-in, e.g. /")
        .integer("ab.target-port", true, 0, 65535, "the stand-in's port, or 0 for a free one")
        .longNumber(
            "ab.warm-up",
            true,
            0,
            Integer.MAX_VALUE,
            "the least requests sent first (more until the rate is steady), left out of the"
                + " summary, 0 = none")
        .bool("ab.allow-remote", true, "true to allow a url whose host is not this machine")
        .oneOf(
            "ab.receive-errors",
            true,
            "stop at the first receive error as ab does, or continue as ab -r does",
            AbSemantics.STOP,
            AbSemantics.CONTINUE)
        .bool(
            "ab.variable-length",
            true,
            "true for ab -l: bodies may differ in length, no Length failures")
        .longNumber(
            "ab.max-failed",
            true,
            -1,
            Integer.MAX_VALUE,
            "the most failed requests before the build fails, -1 = no limit")
        .autoOrInteger(
            "ab.injectors", true, 1, LayoutPlanner.MAX_INJECTORS, ReplayOptions.INJECTORS_MEANING)
        .build();
  }

  public static RunPlan load(Path home, Properties system) {
    Limits limits = Limits.read();
    return load(
        home, system, new PreFlight(limits, Limits.memAvailableBytes()), new StandInPorts(limits));
  }

  static RunPlan load(Path home, Properties system, PreFlight preFlight, StandInPorts ports) {
    ConfFile conf =
        ConfFile.load(
            ConfFile.Source.of(home, home.resolve("conf/ab.conf"), List.of("ab")), system);
    Schema schema = schema(home);
    Config c = conf.config();
    schema.require(c, conf.label());
    int requests = c.getInt("ab.requests");
    int concurrency = c.getInt("ab.concurrency");
    if (concurrency > requests) {
      throw new ConfigError(
          schema.where(c, "ab.concurrency", conf.label())
              + ": ab.concurrency = "
              + concurrency
              + " is more than ab.requests = "
              + requests
              + " (ab refuses this too): lower -c or raise -n");
    }
    boolean keepAlive = c.getBoolean("ab.keep-alive");
    Duration timeout = Schema.duration(c, "ab.timeout", ChronoUnit.SECONDS);
    if (timeout.isZero()) {
      throw new ConfigError(
          schema.where(c, "ab.timeout", conf.label())
              + ": ab.timeout must be more than 0 s, e.g. 30");
    }
    Target target;
    String path;
    ProfileLoader profiles = new ProfileLoader(home);
    if (c.hasPath("ab.url")) {
      URI url =
          UrlCheck.parse(
              c.getString("ab.url"),
              schema.where(c, "ab.url", conf.label()),
              "ab.url",
              c.getBoolean("ab.allow-remote"),
              "ab.allow-remote");
      target = Target.external(url.getHost(), url);
      path = url.getRawPath() + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
    } else {
      String profile = c.getString("ab.target");
      if (!profiles.names().contains(profile)) {
        throw new ConfigError(
            schema.where(c, "ab.target", conf.label())
                + ": ab.target = \""
                + profile
                + "\": "
                + profiles.unknownProfile(profile));
      }
      // A broken profile is bad input too: refuse it here rather than let its stand-in die later.
      Capacity capacity = profiles.load(profile).capacity();
      int pinned = c.getInt("ab.target-port");
      StandInPorts.problem(pinned)
          .ifPresent(
              problem -> {
                throw new ConfigError(
                    schema.where(c, "ab.target-port", conf.label())
                        + ": ab.target-port = "
                        + pinned
                        + ": "
                        + problem);
              });
      int port = pinned != 0 ? pinned : ports.next();
      target = Target.standIn(profile, profile, port, capacity);
      path = c.getString("ab.path");
      if (!path.startsWith("/")) {
        throw new ConfigError(
            schema.where(c, "ab.path", conf.label())
                + ": ab.path = \""
                + path
                + "\" must start with /, e.g. /index.html");
      }
    }
    Scenario scenario = new Scenario("ab", requests, concurrency, keepAlive, path);
    // A plain ab run has no SKIPPED state: a layout this machine cannot run stops it here.
    LayoutPlanner layouts =
        new LayoutPlanner(
            preFlight,
            StandInSplits.of(profiles),
            Schema.autoOrInteger(c, "ab.injectors"),
            "ab.injectors");
    LayoutPlanner.Planned layout =
        layouts.plan(
            target,
            Math.max(1, layouts.targetProcesses(target, concurrency)),
            concurrency,
            requests,
            keepAlive);
    layout
        .skipped()
        .ifPresent(
            problem -> {
              // A refusal of the injectors asked for names that key; any other, the concurrency.
              if (problem.startsWith("ab.injectors = ")) {
                throw new ConfigError(
                    schema.where(c, "ab.injectors", conf.label()) + ": " + problem);
              }
              throw new ConfigError(
                  schema.where(c, "ab.concurrency", conf.label())
                      + ": ab.concurrency = "
                      + concurrency
                      + " cannot run here: "
                      + problem);
            });
    String name = "ab -n " + requests + " -c " + concurrency + (keepAlive ? " -k" : "");
    Step step = new Step(target, scenario, name, requests, Optional.empty(), 1, layout.layout());
    long warmUp = c.getLong("ab.warm-up");
    // One system: its warm-up is the run's first, which warms the load generator.
    SystemPlan only =
        new SystemPlan(
            target,
            1,
            1,
            new WarmUp(
                warmUp, warmUp, (int) Math.min(concurrency, Math.max(warmUp, 1)), keepAlive, path),
            List.of(step));
    RunPlan.Settings settings =
        new RunPlan.Settings(
            timeout,
            c.getLong("ab.max-failed"),
            1.0,
            preFlight.localAddresses(List.of(step)),
            PlacementReader.read(c, schema, conf.label(), "ab", CpuSet.online()),
            0,
            new AbSemantics(
                c.getString("ab.receive-errors").equals(AbSemantics.STOP),
                c.getBoolean("ab.variable-length")));
    return new RunPlan(
        "ab "
            + (keepAlive ? "-k " : "")
            + "-n "
            + requests
            + " -c "
            + concurrency
            + " against "
            + target.description(),
        List.of(conf.label()),
        "ab",
        settings,
        List.of(only),
        preFlight.warnings(List.of(step)),
        Optional.empty());
  }
}
