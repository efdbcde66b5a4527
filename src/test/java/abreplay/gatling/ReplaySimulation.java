package abreplay.gatling;

import static io.gatling.javaapi.core.CoreDsl.details;

import abreplay.config.Home;
import abreplay.gatlingapi.FailureTap;
import abreplay.gatlingapi.GatlingVersion;
import abreplay.gatlingapi.InjectorMain;
import abreplay.gatlingapi.Populations;
import abreplay.phase.Phase;
import abreplay.phase.RunLife;
import abreplay.plan.RunPlan;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Replays a {@link RunPlan} on Gatling: the run's {@link RunLife} makes its phases (for each system
 * in turn, or a round's systems at once: start and check it, warm it up, run its steps, stop it)
 * and this class maps each to a population, chained one after the other, with an assertion per
 * ready check and per step. The Gatling wiring only: the phases' callbacks and the reports are the
 * run's life's.
 */
public abstract class ReplaySimulation extends Simulation {
  private final RunLife life;

  protected ReplaySimulation(Function<Path, RunPlan> planner) {
    Path home = Home.dir();
    RunPlan plan =
        RunLife.planOrExit(
            () -> {
              FailureTap.requireInstalled();
              return planner.apply(home);
            });
    life =
        RunLife.start(
            plan,
            new RunLife.Options(
                home, getClass(), "Gatling " + GatlingVersion.get(), InjectorMain.class.getName()));
    Populations populations = new Populations(plan.timeout(), plan.settings().localAddresses());
    long maxFailed = plan.settings().maxFailed();
    List<PopulationBuilder> sequence = new ArrayList<>();
    List<Assertion> assertions = new ArrayList<>();
    for (Phase phase : life.phases()) {
      sequence.add(
          phase.match(
              start -> {
                assertions.add(
                    details(Populations.readyName(start.system())).failedRequests().count().is(0L));
                return populations.readyCheck(
                    start.name(), start.system(), start.path(), start.before(), start.failed());
              },
              warmUp ->
                  populations.users(
                      warmUp.system(),
                      warmUp.name(),
                      warmUp.path(),
                      warmUp.request(),
                      warmUp.users(),
                      warmUp.keepAlive(),
                      warmUp.recorder(),
                      warmUp.tickets(),
                      warmUp.own()),
              load -> {
                if (maxFailed >= 0)
                  assertions.add(details(load.name()).failedRequests().count().lte(maxFailed));
                if (load.rate().isPresent())
                  return populations.rate(
                      load.system(),
                      load.name(),
                      load.path(),
                      load.request(),
                      load.rate().getAsDouble(),
                      load.rateSeconds(),
                      load.keepAlive(),
                      load.recorder(),
                      load.tickets());
                return populations.users(
                    load.system(),
                    load.name(),
                    load.path(),
                    load.request(),
                    load.users(),
                    load.keepAlive(),
                    load.recorder(),
                    load.tickets(),
                    false,
                    load.gate().orElse(null),
                    load.addresses());
              },
              together ->
                  populations.together(
                      together.name(),
                      members(together.loads(), maxFailed, assertions),
                      together.keepAlive()),
              interleaved ->
                  populations.interleaved(
                      interleaved.name(),
                      members(interleaved.loads(), maxFailed, assertions),
                      interleaved.settling(),
                      interleaved.users(),
                      interleaved.keepAlive(),
                      interleaved.schedule()),
              control -> Populations.control(control.name(), control.action())));
    }
    setUp(Populations.chain(sequence)).assertions(assertions);
  }

  /** Each load as a member of a population of several systems, with its failed-requests check. */
  private static List<Populations.Member> members(
      List<Phase.Load> loads, long maxFailed, List<Assertion> assertions) {
    List<Populations.Member> members = new ArrayList<>();
    for (Phase.Load load : loads) {
      if (maxFailed >= 0)
        assertions.add(details(load.name()).failedRequests().count().lte(maxFailed));
      members.add(
          new Populations.Member(
              load.system(),
              load.name(),
              load.path(),
              load.request(),
              load.users(),
              load.recorder(),
              load.tickets()));
    }
    return members;
  }

  /** Gatling reads simulation.log once this returns: the run's life has its last word first. */
  @Override
  public void after() {
    life.after();
  }
}
