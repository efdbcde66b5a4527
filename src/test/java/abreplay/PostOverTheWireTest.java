package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.testing.GatlingRun;
import com.sun.net.httpserver.HttpServer;
import com.typesafe.config.ConfigUtil;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * A scenario's request goes over the wire as its conf says: a document whose scenario posts JSON,
 * replayed in this JVM against a server on 127.0.0.1 that notes every request it gets, sends each
 * of its requests with that method, Content-Type, Content-Length and body, beside ab's own headers.
 */
@Isolated("runs Gatling in this JVM, with the run's keys as its system properties")
class PostOverTheWireTest {
  private static final String BODY = "{\"name\":\"made here\",\"n\":3}";

  @TempDir Path home;
  @TempDir Path results;

  @Test
  void everyRequestOfAPostScenarioCarriesItsMethodHeadersAndBody() throws Exception {
    Map<String, AtomicInteger> seen = new ConcurrentHashMap<>();
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
    ExecutorService threads = Executors.newFixedThreadPool(4);
    server.setExecutor(threads);
    server.createContext(
        "/",
        exchange -> {
          String body =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          var h = exchange.getRequestHeaders();
          seen.computeIfAbsent(
                  String.join(
                      " | ",
                      exchange.getRequestMethod() + " " + exchange.getRequestURI(),
                      String.valueOf(h.getFirst("Content-Type")),
                      String.valueOf(h.getFirst("Content-Length")),
                      String.valueOf(h.getFirst("User-Agent")),
                      body),
                  k -> new AtomicInteger())
              .incrementAndGet();
          byte[] ok = "ok".getBytes(StandardCharsets.US_ASCII);
          exchange.sendResponseHeaders(200, ok.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(ok);
          }
        });
    server.start();
    try {
      GatlingRun.copyOfHome(home);
      Files.writeString(
          home.resolve("conf/documents/900-post.conf"), conf(server.getAddress().getPort()));

      GatlingRun.Result run =
          GatlingRun.inThisJvm(
              "abreplay.Document",
              Map.of(
                  "abreplay.home",
                  home.toString(),
                  "replay.document",
                  "conf/documents/900-post.conf",
                  "replay.warm-up",
                  "0",
                  "replay.target-warm-up",
                  "0"),
              results);

      assertThat(run.exitCode()).isZero();
      String post =
          String.join(
              " | ",
              "POST /api",
              "application/json",
              Integer.toString(BODY.length()),
              "ApacheBench/2.3",
              BODY);
      assertThat(seen).containsKey(post);
      assertThat(seen.get(post).get()).isEqualTo(100);
      assertThat(seen.keySet()).filteredOn(k -> k.startsWith("POST")).containsExactly(post);
    } finally {
      server.stop(0);
      threads.shutdownNow();
    }
  }

  private static String conf(int port) {
    return String.join(
        "\n",
        "document {",
        "  id = \"900\", title = \"t\", source = \"s\", baseline = a",
        "  machine { cores = \"1\", cpu = \"c\", memory = \"m\", os = \"o\","
            + " load-generator = \"ab\" }",
        "}",
        "systems { a { url = \"http://127.0.0.1:" + port + "/\" } }",
        "scenarios = [",
        "  {",
        "    id = \"c2-n100-k-post\", requests = 100, concurrency = 2, keep-alive = true",
        "    path = \"/api\", method = POST, headers { Content-Type = \"application/json\" }",
        "    body = " + ConfigUtil.quoteString(BODY),
        "  }",
        "]",
        "claims = []",
        "");
  }
}
