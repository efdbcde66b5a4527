package abreplay.replay;

import abreplay.config.ConfigError;
import abreplay.machine.FreePorts;
import abreplay.machine.Limits;
import java.util.Optional;

/**
 * Ports of 127.0.0.1 for what a run starts (stand-ins and real servers), chosen while the plan is
 * made: the simulation needs each before its process binds it (Gatling builds a static url once).
 * The ports are {@link FreePorts}' (free now, outside the ephemeral range, never twice); running
 * out of them is bad input here. One instance per plan; not thread-safe.
 */
final class StandInPorts {
  private final FreePorts ports;

  StandInPorts(Limits limits) {
    this.ports = new FreePorts(limits);
  }

  /** A free port not handed out before. @throws ConfigError when none tried is free */
  int next() {
    return ports
        .next()
        .orElseThrow(
            () ->
                new ConfigError(
                    "no free port for a stand-in between "
                        + ports.low()
                        + " and "
                        + ports.high()
                        + " on 127.0.0.1 ("
                        + FreePorts.ATTEMPTS
                        + " tried): free some, or pin one with ab.target-port"));
  }

  /**
   * Why a stand-in cannot listen on {@code port} of 127.0.0.1, or empty when it can (0 = any free
   * port).
   */
  static Optional<String> problem(int port) {
    if (port == 0 || FreePorts.bindable(port)) return Optional.empty();
    return Optional.of(
        "port "
            + port
            + " on 127.0.0.1 is taken by another process: choose another port, 0 for a"
            + " free one, or stop what listens there (ss -ltnp 'sport = :"
            + port
            + "')");
  }
}
