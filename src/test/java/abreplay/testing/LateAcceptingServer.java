package abreplay.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A server that answers its first request at once, then stops accepting for a while with its listen
 * backlog full, so that the next client's SYNs are dropped and retried (after 1, 3, 7, 15 s) as
 * they are past a full backlog under load: the connection is made only at the retry after it
 * resumes. Every answer is a 200 that closes. One thread; stops by itself when closed.
 */
public final class LateAcceptingServer implements AutoCloseable {
  private static final String ANSWER =
      "HTTP/1.1 200 OK\r\nContent-Length: 6\r\nConnection: close\r\n\r\nhello\n";

  private final ServerSocket socket;
  private final Duration pause;
  private final List<Socket> fillers = new ArrayList<>();
  private final Thread thread;
  private volatile long resumedAtNanos;

  /**
   * @param pause how long it accepts nothing after its first answer
   */
  public LateAcceptingServer(Duration pause) {
    try {
      // Backlog 1: two connections that are never accepted fill it (Linux holds backlog + 1).
      socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    this.pause = pause;
    thread = new Thread(this::serve, "late-accepting-server");
    thread.setDaemon(true);
    thread.start();
  }

  public String url() {
    return "http://127.0.0.1:" + socket.getLocalPort() + "/";
  }

  private void serve() {
    try {
      try (Socket first = socket.accept()) {
        readHead(first.getInputStream());
        // Full before the first answer leaves: the client's next connection meets a full backlog.
        for (int i = 0; i < 2; i++)
          fillers.add(new Socket(InetAddress.getLoopbackAddress(), socket.getLocalPort()));
        answer(first);
      }
      Thread.sleep(pause.toMillis());
      resumedAtNanos = System.nanoTime();
      while (!socket.isClosed()) {
        try (Socket connection = socket.accept()) {
          if (fillers.stream().anyMatch(f -> f.getLocalPort() == connection.getPort())) continue;
          connection.setSoTimeout(5000);
          readHead(connection.getInputStream());
          answer(connection);
        } catch (IOException e) {
          // A client that went away, or close(): the next one, if any.
        }
      }
    } catch (IOException | InterruptedException e) {
      // Closed.
    }
  }

  private static void readHead(InputStream in) throws IOException {
    int last4 = 0;
    for (int b = in.read(); b >= 0; b = in.read()) {
      last4 = (last4 << 8) | b;
      if (last4 == 0x0d0a0d0a) return;
    }
  }

  private static void answer(Socket connection) throws IOException {
    OutputStream out = connection.getOutputStream();
    out.write(ANSWER.getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
  }

  @Override
  public void close() {
    try {
      socket.close();
      for (Socket filler : fillers) filler.close();
    } catch (IOException e) {
      // Already closed.
    }
  }
}
