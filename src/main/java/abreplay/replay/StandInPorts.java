package abreplay.replay;

import abreplay.config.ConfigError;
import abreplay.machine.Limits;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Ports of 127.0.0.1 for what a run starts (stand-ins and real servers), chosen while the plan is
 * made: the simulation needs each before its process binds it (Gatling builds a static url once). A
 * port is free now and outside the ephemeral range, since the kernel hands ports of that range to
 * outgoing connections, the run's own included, never ports outside it. Probing binds a socket for
 * a moment. One instance per plan (it never hands out a port twice); not thread-safe.
 */
final class StandInPorts {
  private static final int ATTEMPTS = 500;

  private final Limits limits;
  private final Set<Integer> chosen = new HashSet<>();
  private final Random random = new Random();

  StandInPorts(Limits limits) {
    this.limits = limits;
  }

  /**
   * A free port not handed out before. @throws ConfigError when none of {@value #ATTEMPTS} tried is
   * free
   */
  int next() {
    int low = limits.ephemeralLow() > 11024 ? 10000 : limits.ephemeralHigh() + 1;
    int high = limits.ephemeralLow() > 11024 ? limits.ephemeralLow() - 1 : 65535;
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      int port = low + random.nextInt(high - low + 1);
      if (!chosen.contains(port) && problem(port).isEmpty()) {
        chosen.add(port);
        return port;
      }
    }
    throw new ConfigError(
        "no free port for a stand-in between "
            + low
            + " and "
            + high
            + " on 127.0.0.1 ("
            + ATTEMPTS
            + " tried): free some, or pin one with ab.target-port");
  }

  /**
   * Why a stand-in cannot listen on {@code port} of 127.0.0.1, or empty when it can (0 = any free
   * port).
   */
  static Optional<String> problem(int port) {
    if (port == 0) return Optional.empty();
    try (ServerSocket probe = new ServerSocket()) {
      probe.setReuseAddress(true);
      probe.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
      return Optional.empty();
    } catch (IOException e) {
      return Optional.of(
          "port "
              + port
              + " on 127.0.0.1 is taken by another process: choose another port, 0 for a"
              + " free one, or stop what listens there (ss -ltnp 'sport = :"
              + port
              + "')");
    }
  }
}
