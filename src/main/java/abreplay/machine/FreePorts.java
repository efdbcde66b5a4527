package abreplay.machine;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;

/**
 * Ports of 127.0.0.1 for servers a run or a test starts, chosen before the server binds them: free
 * now and outside the kernel's ephemeral range, where any outgoing connection could take one first.
 * Probing binds a socket for a moment. One instance never hands out a port twice; not thread-safe.
 */
public final class FreePorts {
  /** Ports tried at random before giving up. */
  public static final int ATTEMPTS = 500;

  private final int low;
  private final int high;
  private final Set<Integer> chosen = new HashSet<>();
  private final Random random = new Random();

  /** Ports outside {@code limits}' ephemeral range: below it when 1,000 fit there, else above. */
  public FreePorts(Limits limits) {
    boolean below = limits.ephemeralLow() > 11024;
    this.low = below ? 10000 : limits.ephemeralHigh() + 1;
    this.high = below ? limits.ephemeralLow() - 1 : 65535;
  }

  /** The least port this hands out. */
  public int low() {
    return low;
  }

  /** The greatest port this hands out. */
  public int high() {
    return high;
  }

  /** A free port not handed out before; empty when none of {@value #ATTEMPTS} tried is free. */
  public OptionalInt next() {
    for (int attempt = 0; attempt < ATTEMPTS && high >= low; attempt++) {
      int port = low + random.nextInt(high - low + 1);
      if (!chosen.contains(port) && bindable(port)) {
        chosen.add(port);
        return OptionalInt.of(port);
      }
    }
    return OptionalInt.empty();
  }

  /**
   * One free port outside this machine's ephemeral range, for a server started alone.
   *
   * @throws IllegalStateException when none is free
   */
  public static int one() {
    FreePorts ports = new FreePorts(Limits.read());
    return ports
        .next()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "no free port between "
                        + ports.low
                        + " and "
                        + ports.high
                        + " on 127.0.0.1 ("
                        + ATTEMPTS
                        + " tried)"));
  }

  /** Whether a server could listen on {@code port} of 127.0.0.1 now (with SO_REUSEADDR). */
  public static boolean bindable(int port) {
    return bindable(port, true);
  }

  /**
   * The same, with SO_REUSEADDR or not: without it, a port still held by closing connections
   * (TIME_WAIT) counts as taken.
   */
  public static boolean bindable(int port, boolean reuseAddress) {
    try (ServerSocket probe = new ServerSocket()) {
      probe.setReuseAddress(reuseAddress);
      probe.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
