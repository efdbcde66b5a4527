package abreplay.testing;

import abreplay.config.Home;
import abreplay.standin.StandInMain;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Debian's nginx serving user-files/webroot as document 000's nginx did (static file, keep-alive
 * for 100 requests, no access log), in the foreground on a free port of 127.0.0.1.
 */
public final class RealNginx implements AutoCloseable {
  private static final Duration READY_WITHIN = Duration.ofSeconds(10);
  private final Process process;
  private final int port;

  private RealNginx(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  public static RealNginx start(Path work) {
    int port = StandInMain.freePort();
    String conf = """
        %s
        worker_processes 2;
        pid %s/nginx.pid;
        error_log %s/error.log;
        events { worker_connections 4096; }
        http {
          access_log off;
          client_body_temp_path %s; proxy_temp_path %s; fastcgi_temp_path %s; uwsgi_temp_path %s; scgi_temp_path %s;
          keepalive_requests 100;
          open_file_cache max=16;
          types { text/html html; }
          server {
            listen 127.0.0.1:%d;
            root %s;
            index index.html;
          }
        }
        """.formatted("root".equals(System.getProperty("user.name")) ? "user root;" : "", work, work, work, work,
        work, work, work, port, Home.dir().resolve("user-files/webroot"));
    try {
      Path file = work.resolve("nginx.conf");
      Files.writeString(file, conf);
      Process process = new ProcessBuilder("nginx", "-c", file.toString(), "-g", "daemon off;")
          .redirectErrorStream(true).redirectOutput(work.resolve("nginx.out").toFile()).start();
      RealNginx nginx = new RealNginx(process, port);
      nginx.awaitListening(work);
      return nginx;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start nginx (apt-get install nginx-light): " + e.getMessage(), e);
    }
  }

  private void awaitListening(Path work) throws IOException {
    long deadline = System.nanoTime() + READY_WITHIN.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) throw new IllegalStateException("nginx exited: " + Files.readString(work.resolve("nginx.out")));
      try (Socket probe = new Socket("127.0.0.1", port)) {
        return;
      } catch (IOException notYet) {
        try {
          Thread.sleep(50);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
    close();
    throw new IllegalStateException("nginx did not listen on " + port + " within " + READY_WITHIN);
  }

  public String url() {
    return "http://127.0.0.1:" + port + "/";
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
