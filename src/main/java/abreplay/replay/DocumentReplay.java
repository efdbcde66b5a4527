package abreplay.replay;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.document.ChosenDocument;
import abreplay.document.Document;
import abreplay.document.DocumentReader;
import abreplay.machine.CpuSet;
import abreplay.machine.Limits;
import abreplay.plan.DocumentPlanner;
import abreplay.plan.PreFlight;
import abreplay.plan.ReplayOptions;
import abreplay.plan.RunPlan;
import abreplay.plan.SystemPlan;
import abreplay.realserver.Builds;
import abreplay.realserver.Catalog;
import abreplay.realserver.RealServerLoader;
import abreplay.realserver.Software;
import abreplay.standin.ProfileLoader;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * A document's run from its conf file (over reference.conf's defaults, under -Dreplay.*): read
 * (conf -&gt; document and replay options), then planned for this machine. The one place that wires
 * the reader and the planner to targets/ (stand-in profiles, real servers and their builds) and the
 * kernel's limits.
 */
public final class DocumentReplay {
  private DocumentReplay() {}

  /**
   * A document's conf file, read and checked.
   *
   * @param servers its real servers on this machine; {@link RealServers#NONE} unless the replay
   *     asks for any
   */
  public record Read(
      Document document, ReplayOptions options, String source, RealServers servers) {}

  /** Reads, plans for this machine, and builds the real servers the plan runs (before any load). */
  public static RunPlan load(Path home, String confFile, Properties system) {
    Read read = read(home, confFile, system, Software.fromEnvironment());
    Limits limits = Limits.read();
    StandInPorts ports = new StandInPorts(limits);
    ProfileLoader profiles = new ProfileLoader(home);
    RunPlan plan =
        DocumentPlanner.plan(
            read.document(),
            read.options(),
            new DocumentPlanner.Context(
                new PreFlight(limits, Limits.memAvailableBytes()),
                ports::next,
                name -> profiles.load(name).capacity(),
                read.servers(),
                StandInSplits.of(profiles)),
            read.source());
    RealServerLoader loader = new RealServerLoader(home);
    Builds builds = new Builds(home);
    plan.systems().stream()
        .map(SystemPlan::target)
        .filter(Target.Real.class::isInstance)
        .map(t -> ((Target.Real) t).server().name())
        .distinct()
        .forEach(name -> builds.ensure(loader.load(name), Software.fromEnvironment()));
    return plan;
  }

  /**
   * @throws abreplay.config.ConfigError with every problem of the file, the -D keys and the real
   *     servers asked for
   */
  public static Read read(Path home, String confFile, Properties system, Software software) {
    ConfFile conf =
        ConfFile.load(
            ConfFile.Source.of(home, home.resolve(confFile), List.of("replay"))
                .withRawKeys(ReplayOptions::rawKey)
                .whenMissing(ChosenDocument.fix(home)),
            system);
    Document document =
        new DocumentReader(home, profiles(new ProfileLoader(home)), ReplayOptions::keys).read(conf);
    RealServers servers =
        ReplayOptions.realChoice(conf).any()
            ? Catalog.of(home, document, software)
            : RealServers.NONE;
    ReplayOptions options = ReplayOptions.read(home, conf, document, servers, CpuSet.online());
    return new Read(document, options, conf.label(), servers);
  }

  /** As {@link #read(Path, String, Properties, Software)} with this run's PATH. */
  public static Read read(Path home, String confFile, Properties system) {
    return read(home, confFile, system, Software.fromEnvironment());
  }

  static DocumentReader.Profiles profiles(ProfileLoader loader) {
    return new DocumentReader.Profiles() {
      @Override
      public Optional<String> unknown(String name) {
        return loader.names().contains(name)
            ? Optional.empty()
            : Optional.of(loader.unknownProfile(name));
      }

      @Override
      public List<String> problems(String name) {
        try {
          loader.load(name);
          return List.of();
        } catch (ConfigError e) {
          return e.problems();
        }
      }
    };
  }
}
