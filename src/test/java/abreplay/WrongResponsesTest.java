package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.testing.GatlingRun;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Wrong responses (a longer body, a 404, a body cut short, another protocol) are counted as ab
 * counts them and never crash the run: AbSimulation through Gatling in this JVM, without Gatling's
 * report ({@link GatlingRun#inThisJvm}), 60 requests to a server of the test's. The faults only a
 * whole run shows (a target killed, the run stopped) are FaultsIT's.
 */
@Isolated("runs Gatling in this JVM, with the run's keys as its system properties")
class WrongResponsesTest {
  @TempDir Path results;
  private MisbehavingServer server;

  @AfterEach
  void stop() {
    if (server != null) server.close();
  }

  @Test
  void wrongResponsesAreCountedAsFailuresOfTheirKindAndNeverCrashTheRun() {
    int n = 60;
    server = new MisbehavingServer();
    GatlingRun.Result run =
        GatlingRun.inThisJvm(
            "abreplay.AbSimulation",
            Map.of(
                "ab.url",
                server.url(),
                "ab.requests",
                Integer.toString(n),
                "ab.concurrency",
                "1",
                "ab.keep-alive",
                "false",
                "replay.max-failed",
                "-1",
                "replay.warm-up",
                "0",
                "replay.target-warm-up",
                "0",
                "replay.receive-errors",
                "continue"),
            results);

    Map<Answer, Long> sent = Answer.sentFor(n);
    long truncated = sent.get(Answer.TRUNCATED);
    long notHttp = sent.get(Answer.NOT_HTTP);
    long complete = n - truncated - notHttp;
    assertThat(run.exitCode()).isZero();
    assertThat(server.requests()).as("the ready check, then the step's requests").isEqualTo(1 + n);

    JsonObject step = run.steps().get(0);
    JsonObject ab = step.getJsonObject("ab");
    JsonObject failed = ab.getJsonObject("failedBreakdown");
    assertThat(step.getString("status")).isEqualTo("PARTIAL");
    assertThat(ab.getLong("completeRequests")).isEqualTo(complete);
    assertThat(failed.getLong("connect")).isZero();
    assertThat(failed.getLong("receive")).isEqualTo(truncated);
    assertThat(failed.getLong("length")).isEqualTo(sent.get(Answer.LONGER));
    assertThat(failed.getLong("exceptions")).isEqualTo(notHttp);
    assertThat(ab.getLong("failedRequests"))
        .isEqualTo(truncated + sent.get(Answer.LONGER) + notHttp);
    assertThat(ab.getLong("non2xxResponses"))
        .as("a 404 is a response, not a failure")
        .isEqualTo(sent.get(Answer.NOT_FOUND));
    assertThat(ab.getLong("documentLengthBytes")).isEqualTo(Answer.BODY.length());
    assertThat(
            ab.getLong("completeRequests")
                + failed.getLong("receive")
                + failed.getLong("exceptions"))
        .isEqualTo(n);
    assertThat(run.read("ab-summary.txt"))
        .contains(
            "Complete requests:      " + complete + "\n",
            "Failed requests:        " + (truncated + sent.get(Answer.LONGER) + notHttp) + "\n",
            "   (Connect: 0, Receive: "
                + truncated
                + ", Length: "
                + sent.get(Answer.LONGER)
                + ", Exceptions: "
                + notHttp
                + ")\n",
            "Non-2xx responses:      " + sent.get(Answer.NOT_FOUND) + "\n",
            "PARTIAL: " + (truncated + notHttp) + " requests got no response");
  }

  @Test
  void withoutDashRAStepStopsAtItsFirstReceiveErrorAsAbDoes() {
    server = new MisbehavingServer();
    GatlingRun.Result run =
        GatlingRun.inThisJvm(
            "abreplay.AbSimulation",
            Map.of(
                "ab.url",
                server.url(),
                "ab.requests",
                "60",
                "ab.concurrency",
                "1",
                "ab.keep-alive",
                "false",
                "replay.max-failed",
                "-1",
                "replay.warm-up",
                "0",
                "replay.target-warm-up",
                "0"),
            results);

    // Answers 1 to 6 (one not HTTP, two longer), then the 7th is cut short: a receive error ends
    // the step.
    assertThat(run.exitCode()).isZero();
    assertThat(server.requests()).as("the ready check, then 7 of the step's 60").isEqualTo(1 + 7);
    JsonObject step = run.steps().get(0);
    JsonObject ab = step.getJsonObject("ab");
    assertThat(step.getString("status")).isEqualTo("PARTIAL");
    assertThat(step.getString("reason"))
        .isEqualTo(
            "stopped at the first receive error, as ab does without -r"
                + " (replay.receive-errors = continue goes on)");
    assertThat(ab.getLong("requestsSent")).isEqualTo(7);
    assertThat(ab.getLong("completeRequests")).isEqualTo(5);
    JsonObject failed = ab.getJsonObject("failedBreakdown");
    assertThat(
            List.of(
                failed.getLong("connect"),
                failed.getLong("receive"),
                failed.getLong("length"),
                failed.getLong("exceptions")))
        .as("Connect, Receive, Length, Exceptions")
        .containsExactly(0L, 1L, 2L, 1L);
  }

  enum Answer {
    OK,
    LONGER,
    NOT_FOUND,
    TRUNCATED,
    NOT_HTTP;

    static final String BODY = "hello\n";

    static Answer to(int k) {
      if (k % 5 == 0) return NOT_HTTP;
      if (k % 7 == 0) return TRUNCATED;
      if (k % 4 == 0) return NOT_FOUND;
      if (k % 3 == 0) return LONGER;
      return OK;
    }

    static Map<Answer, Long> sentFor(int n) {
      Map<Answer, Long> sent = new EnumMap<>(Answer.class);
      for (Answer a : values()) sent.put(a, 0L);
      for (int k = 1; k <= n; k++) sent.merge(to(k), 1L, Long::sum);
      return sent;
    }

    String bytes() {
      return switch (this) {
        case OK -> response("200 OK", BODY.length(), BODY);
        // ab's Length failure: another length than the first response's.
        case LONGER -> response("200 OK", BODY.length() + 1, "hello!\n");
        // Non-2xx, same length: counted by ab, not a failure.
        case NOT_FOUND -> response("404 Not Found", BODY.length(), "nope!\n");
        // The connection closes three bytes into a six-byte body.
        case TRUNCATED -> response("200 OK", BODY.length(), BODY.substring(0, 3));
        // Another protocol on the port.
        case NOT_HTTP -> "SSH-2.0-OpenSSH_9.6\r\n";
      };
    }

    private static String response(String status, int length, String body) {
      return "HTTP/1.1 "
          + status
          + "\r\nContent-Length: "
          + length
          + "\r\nConnection: close\r\n\r\n"
          + body;
    }
  }

  /**
   * An HTTP/1.1 server that answers one connection at a time with the bytes {@link Answer#to} says,
   * then closes it. ab-replay's own HTTP/1.0 probe (ab's request, sent after the step) gets OK.
   */
  private static final class MisbehavingServer implements AutoCloseable {
    private final ServerSocket socket;
    private final AtomicInteger http11 = new AtomicInteger();
    private final Thread thread;

    MisbehavingServer() {
      try {
        socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      thread = new Thread(this::serve, "misbehaving-server");
      thread.setDaemon(true);
      thread.start();
    }

    String url() {
      return "http://127.0.0.1:" + socket.getLocalPort() + "/";
    }

    /** HTTP/1.1 requests received: the ready check and the step's. */
    int requests() {
      return http11.get();
    }

    private void serve() {
      while (!socket.isClosed()) {
        try (Socket connection = socket.accept()) {
          connection.setSoTimeout(5000);
          String head = head(connection.getInputStream());
          if (head.isEmpty()) continue;
          // Request 1 is the ready check; the step's k-th request is request k + 1.
          Answer answer =
              head.startsWith("GET / HTTP/1.1") && http11.incrementAndGet() > 1
                  ? Answer.to(http11.get() - 1)
                  : Answer.OK;
          OutputStream out = connection.getOutputStream();
          out.write(answer.bytes().getBytes(StandardCharsets.ISO_8859_1));
          out.flush();
        } catch (IOException e) {
          // Closed by close(), or a client that went away: the next connection, if any.
        }
      }
    }

    /** The request head, up to its blank line; empty when the client closed first. */
    private static String head(InputStream in) throws IOException {
      ByteArrayOutputStream head = new ByteArrayOutputStream();
      for (int b = in.read(); b >= 0; b = in.read()) {
        head.write(b);
        if (head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) break;
      }
      return head.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() {
      try {
        socket.close();
        thread.join(5000);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
