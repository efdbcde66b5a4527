package abreplay.bench;

import abreplay.config.Home;
import abreplay.standin.StandInGroup;
import abreplay.targets.TargetCounters;
import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How long a stand-in in several processes takes to give its counters while a flood of new
 * connections arrives, as a run asks them at a step's first request: {@code swoole-4-hello} in
 * {@code processes} processes, {@code connections} non-blocking connects from one thread, the
 * group's counters asked every 0.5 s, 8 times. Only 127.0.0.1; the group and every socket are
 * closed at the end.
 *
 * <p>Arguments: processes connections (e.g. 2 15000); the open-file limit must hold the
 * connections.
 */
public final class GroupCounters {
  private GroupCounters() {}

  public static void main(String[] args) throws Exception {
    int processes = Integer.parseInt(args[0]);
    int connections = Integer.parseInt(args[1]);
    List<SocketChannel> open = new ArrayList<>();
    try (StandInGroup group =
        StandInGroup.start(
            "swoole-4-hello", processes, 0, Path.of(args[2]), Home.dir(), Optional.empty())) {
      int port = group.port();
      Thread load =
          new Thread(
              () -> {
                try {
                  for (int i = 0; i < connections; i++) {
                    SocketChannel c = SocketChannel.open();
                    c.configureBlocking(false);
                    c.connect(new InetSocketAddress("127.0.0.1", port));
                    synchronized (open) {
                      open.add(c);
                    }
                  }
                } catch (Exception e) {
                  System.out.println("connects stopped: " + e);
                }
              });
      long t0 = System.nanoTime();
      load.start();
      for (int i = 0; i < 8; i++) {
        long asked = System.nanoTime();
        Optional<TargetCounters> counters = group.counters();
        System.out.printf(
            "t=%.1fs counters %s in %.0f ms%s%n",
            (asked - t0) / 1e9,
            counters.isPresent() ? "ok" : "EMPTY",
            (System.nanoTime() - asked) / 1e6,
            counters.map(c -> ": accepted " + c.connectionsAccepted()).orElse(""));
        Thread.sleep(500);
      }
      load.join();
    } finally {
      synchronized (open) {
        for (SocketChannel c : open) c.close();
      }
    }
  }
}
