package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** Ports for servers: outside the range the kernel gives outgoing connections, free when handed. */
class FreePortsTest {
  @Test
  void portsComeFromBelowTheEphemeralRangeWhenAThousandFitThere() {
    FreePorts ports = new FreePorts(new Limits(1024, 20000, 4096, 32768, 60999, 2));
    assertThat(ports.low()).isEqualTo(10000);
    assertThat(ports.high()).isEqualTo(32767);
    assertThat(ports.next().orElseThrow()).isBetween(10000, 32767);
  }

  @Test
  void portsComeFromAboveTheEphemeralRangeWhenItStartsLow() {
    FreePorts ports = new FreePorts(new Limits(1024, 20000, 4096, 1024, 50000, 2));
    assertThat(ports.low()).isEqualTo(50001);
    assertThat(ports.high()).isEqualTo(65535);
    assertThat(ports.next().orElseThrow()).isBetween(50001, 65535);
  }

  @Test
  void noPortIsLeftWhenTheEphemeralRangeTakesThemAll() {
    assertThat(new FreePorts(new Limits(1024, 20000, 4096, 1024, 65535, 2)).next()).isEmpty();
  }

  @Test
  void oneIsOutsideThisMachinesEphemeralRangeAndFree() {
    Limits machine = Limits.read();
    int port = FreePorts.one();
    assertThat(port < machine.ephemeralLow() || port > machine.ephemeralHigh())
        .as("port %d outside %d-%d", port, machine.ephemeralLow(), machine.ephemeralHigh())
        .isTrue();
    assertThat(FreePorts.bindable(port)).isTrue();
  }

  @Test
  void aPortSomethingListensOnIsNotBindable() throws Exception {
    try (ServerSocket taken = new ServerSocket()) {
      taken.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
      assertThat(FreePorts.bindable(taken.getLocalPort())).isFalse();
    }
  }
}
