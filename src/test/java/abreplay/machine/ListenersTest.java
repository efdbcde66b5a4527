package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/**
 * Which process listens on a port: the kernel's socket tables, then the process holding the socket.
 */
class ListenersTest {
  /**
   * /proc/net/tcp as the kernel writes it: a listener on 0.0.0.0:2024, one on 127.0.0.1:8080,
   * connections.
   */
  private static final String TCP =
      """
        sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
         0: 00000000:07E8 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1059 1 00000000d22ca00f 100 0 0 10 0
         1: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000 65534        0 88231 1 0000000056e1a2b3 100 0 0 10 0
         2: 0100007F:1F90 0100007F:C262 01 00000000:00000000 02:00000A51 00000000 65534        0 88390 2 0000000014b54c97 20 4 30 10 -1
         3: 0100007F:696C 0100007F:C59C 06 00000000:00000000 03:00000A91 00000000     0        0 0 3 00000000d88f5ea2
      """;

  /** /proc/net/tcp6: a listener on [::]:8443, a v4-mapped connection. */
  private static final String TCP6 =
      """
        sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
         0: 00000000000000000000000000000000:20FB 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 90411 1 0000000093d2c9e1 100 0 0 10 0
         1: 0000000000000000FFFF00000100007F:3AB7 0000000000000000FFFF00000100007F:8EDA 06 00000000:00000000 03:000005F9 00000000     0        0 0 3 00000000397b55de
      """;

  @Test
  void readsTheListeningSocketsOfBothTablesWithTheirPortsAndInodes() {
    assertThat(Listeners.parse(TCP))
        .containsExactly(
            new Listeners.Socket("00000000", 2024, 1059),
            new Listeners.Socket("0100007F", 8080, 88231));
    assertThat(Listeners.parse(TCP6))
        .containsExactly(new Listeners.Socket("00000000000000000000000000000000", 8443, 90411));
    assertThat(Listeners.parse("")).isEmpty();
  }

  @Test
  void readsAddressesAsTheKernelWritesThemIPv4MappedOnesIncluded() {
    assertThat(new Listeners.Socket("0100007F", 80, 1).ip()).isEqualTo("127.0.0.1");
    assertThat(new Listeners.Socket("00000000", 80, 1).ip()).isEqualTo("0.0.0.0");
    assertThat(new Listeners.Socket("0000000000000000FFFF00000100007F", 80, 1).ip())
        .isEqualTo("127.0.0.1");
    assertThat(new Listeners.Socket("00000000000000000000000001000000", 80, 1).ip())
        .isEqualTo("::1");
    assertThat(new Listeners.Socket("00000000000000000000000000000000", 80, 1).ip())
        .isEqualTo("::");
  }

  @Test
  void findsThisJvmListeningOnAPortOfItsOwnAndNoOneOnAFreeOne() throws Exception {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      assertThat(Listeners.pidListeningOn(socket.getLocalPort()))
          .contains(ProcessHandle.current().pid());
    }
    assertThat(Listeners.pidListeningOn(FreePorts.one())).isEmpty();
  }
}
