package abreplay.gatlingapi;

import abreplay.injector.InjectorOrder;
import abreplay.run.InjectorLife;
import io.gatling.javaapi.core.Simulation;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One injector of a step that several run, on Gatling: its {@link InjectorLife} (the share, the
 * gate, the interval log) as one population, bounded by {@link InjectorLife#bound}. Run by {@link
 * InjectorMain}, one step per JVM.
 */
public class InjectorSimulation extends Simulation {
  /** The life of the one injector this JVM runs, once Gatling has built it. */
  private static volatile InjectorLife last;

  private static InjectorOrder order;

  private final InjectorLife life = new InjectorLife(order());

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

  /** This JVM's order, read once from its system properties and environment. */
  static synchronized InjectorOrder order() {
    if (order == null) {
      Map<String, String> properties = new HashMap<>();
      System.getProperties().forEach((k, v) -> properties.put(k.toString(), v.toString()));
      order = InjectorOrder.read(properties, System.getenv("JOB_COMPLETION_INDEX"));
    }
    return order;
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
