package abreplay.replay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.machine.Limits;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Ports for what a run starts: free now, outside the ephemeral range, never handed out twice. */
class StandInPortsTest {
  // Ephemeral ports 32768-60999: stand-ins take 10000-32767.
  private static final Limits MACHINE = new Limits(1024, 20000, 4096, 32768, 60999, 2);

  @Test
  void handsOutFreePortsBelowTheEphemeralRangeAndNeverTheSameTwice() {
    StandInPorts ports = new StandInPorts(MACHINE);
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < 50; i++) {
      int port = ports.next();
      assertThat(port).isBetween(10000, 32767);
      assertThat(seen.add(port)).as("port %d twice", port).isTrue();
    }
  }

  @Test
  void aPortAnotherProcessListensOnIsNamedWithWhatToDo() throws Exception {
    try (ServerSocket taken = new ServerSocket()) {
      taken.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
      assertThat(StandInPorts.problem(taken.getLocalPort()))
          .hasValueSatisfying(
              problem ->
                  assertThat(problem)
                      .contains(
                          "port " + taken.getLocalPort() + " on 127.0.0.1 is taken",
                          "0 for a free one",
                          "ss -ltnp"));
    }
    assertThat(StandInPorts.problem(0)).as("0 asks for any free port").isEmpty();
  }
}
