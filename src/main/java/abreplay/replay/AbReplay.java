package abreplay.replay;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.config.Schema;
import abreplay.document.Document;
import abreplay.machine.CpuSet;
import abreplay.machine.Limits;
import abreplay.plan.DocumentPlanner;
import abreplay.plan.PreFlight;
import abreplay.plan.ReplayOptions;
import abreplay.plan.RunPlan;
import abreplay.plan.Slicing;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.standin.ProfileLoader;
import abreplay.targets.RealServers;
import com.typesafe.config.Config;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.IntSupplier;

/**
 * The run of {@code abreplay.AbSimulation} and {@code ./ab-replay}: one ab command, read from its
 * layers (reference.conf, {@value #DEFAULTS}, -Dconfig.file, -Dab.* and -Dreplay.*), planned by
 * {@link DocumentPlanner} as a document of one system and one scenario ({@link AbCommand}). A step
 * this machine cannot run is refused before any load; keys that choose what of a document runs
 * (replay.systems, rounds, scale, ...) are refused: one command, one target.
 */
public final class AbReplay {
  /** The defaults of ab's command line: -n, -c, -k and what answers when there is no url. */
  public static final String DEFAULTS = "conf/ab.conf";

  private AbReplay() {}

  /** Every key an ab one-off reads: ab's command line and the run options. */
  public static Schema schema(Path home) {
    return ReplayOptions.keys(AbCommand.keys(Schema.builder(home))).build();
  }

  /** Reads and plans for this machine. @throws ConfigError with the problem, before any load */
  public static RunPlan load(Path home, Properties system) {
    Limits limits = Limits.read();
    return load(
        home, system, new PreFlight(limits, Limits.memAvailableBytes()), new StandInPorts(limits));
  }

  static RunPlan load(Path home, Properties system, PreFlight preFlight, StandInPorts ports) {
    ConfFile conf =
        ConfFile.load(
            ConfFile.Source.defaultsOnly(home, List.of("ab", "replay"))
                .withDefaults(home.resolve(DEFAULTS))
                .withRawKeys(ReplayOptions::rawKey),
            system);
    Schema schema = schema(home);
    refuseDocumentKeys(home, conf, schema);
    schema.require(conf.config(), conf.label());
    ProfileLoader profiles = new ProfileLoader(home);
    AbCommand command = AbCommand.read(conf, schema, profiles);
    Document document = command.document();
    ReplayOptions options =
        ReplayOptions.read(
            home, conf, document, RealServers.NONE, CpuSet.online(), name -> AbCommand.URL_KEY);
    IntSupplier port = command.port() != 0 ? command::port : ports::next;
    RunPlan planned =
        DocumentPlanner.plan(
            document,
            options,
            new DocumentPlanner.Context(
                preFlight,
                port,
                name -> profiles.load(name).capacity(),
                RealServers.NONE,
                StandInSplits.of(profiles)),
            conf.label());
    return asCommand(planned, command, conf, schema);
  }

  /**
   * The planned document as ab's command: its one step under ab's name, the run under ab's title,
   * no document (there is nothing published to compare with); a step the machine cannot run is a
   * refusal, since a plain ab run has no SKIPPED state.
   */
  private static RunPlan asCommand(
      RunPlan planned, AbCommand command, ConfFile conf, Schema schema) {
    SystemPlan system = planned.systems().get(0);
    Step step = system.steps().get(0);
    step.skipped()
        .ifPresent(
            reason -> {
              throw command.refusal(reason, conf, schema);
            });
    Step named =
        new Step(
            step.target(),
            step.scenario(),
            command.stepName(),
            step.requests(),
            Optional.empty(),
            step.round(),
            step.layout(),
            Slicing.WHOLE);
    return new RunPlan(
        command.title(step.target()),
        planned.sources(),
        planned.namespace(),
        planned.settings(),
        List.of(
            new SystemPlan(
                system.target(), system.round(), system.rounds(), system.warmUp(), List.of(named))),
        planned.warnings(),
        Optional.empty());
  }

  /** The keys of a document's replay that the user set: an ab one-off has one system, one step. */
  private static void refuseDocumentKeys(Path home, ConfFile conf, Schema schema) {
    Config c = conf.config();
    Optional<Map.Entry<String, String>> raw = conf.raw().entrySet().stream().findFirst();
    if (raw.isPresent()) {
      throw new ConfigError(
          "-D"
              + raw.get().getKey()
              + "="
              + raw.get().getValue()
              + ": "
              + notForAb(raw.get().getKey()));
    }
    for (String key : ReplayOptions.documentKeys(home)) {
      if (conf.set(key))
        throw new ConfigError(schema.where(c, key, conf.label()) + ": " + notForAb(key));
    }
  }

  private static String notForAb(String key) {
    return key
        + " chooses what of a document runs; an ab one-off runs one command against one target,"
        + " once: drop it, or replay a document (abreplay.Document -Dreplay.document=...)";
  }
}
