package abreplay.gatlingapi;

import abreplay.injector.InjectorOrder;
import abreplay.run.InjectorLife;
import io.gatling.javaapi.core.Simulation;
import java.time.Duration;
import java.util.Optional;

/**
 * One injector of a step that several run, on Gatling: its {@link InjectorLife} (the share, the
 * gate, the interval log) as one population, bounded by {@link InjectorLife#bound}. Run by {@link
 * InjectorMain}, one step per JVM.
 */
public class InjectorSimulation extends Simulation {
  /** The life of the one injector this JVM runs, once Gatling has built it. */
  private static volatile InjectorLife last;

  private final InjectorLife life = new InjectorLife(InjectorMain.order());

  {
    last = life;
    FailureTap.requireInstalled();
    InjectorOrder order = life.order();
    Populations populations =
        new Populations(Duration.ofMillis(order.timeoutMillis()), order.localAddresses());
    setUp(
            populations.share(
                order.step(),
                order.url(),
                order.request(),
                order.share().users(),
                order.keepAlive(),
                life.recorder(),
                life.tickets(),
                life.gate()))
        .maxDuration(life.bound());
  }

  /** The injector's life, when Gatling got as far as building the simulation. */
  static Optional<InjectorLife> last() {
    return Optional.ofNullable(last);
  }

  @Override
  public void after() {
    life.end();
  }
}
