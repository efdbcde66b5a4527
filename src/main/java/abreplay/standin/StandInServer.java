package abreplay.standin;

import abreplay.machine.Limits;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.VerticleBase;
import io.vertx.core.internal.net.NetSocketInternal;
import io.vertx.core.net.NetServerOptions;
import java.net.BindException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The one engine behind every stand-in: a Vert.x TCP server on 127.0.0.1 with one event loop per
 * worker of the profile (connections spread over them as the kernel hands them out), speaking
 * HTTP/1.x by hand so that every byte and every close is the emulated server's.
 */
public final class StandInServer implements AutoCloseable {
  /** What every connection of this server shares: read-only, or thread-safe. */
  static final class Shared {
    final Counters counters = new Counters();
    final ConnectionRules rules;
    final Responses responses;
    final ServiceWorkers service;
    final boolean echoesHost;
    final List<byte[]> paths;

    Shared(Profile profile) {
      ResponseTemplate template = new ResponseTemplate(profile);
      this.rules = new ConnectionRules(profile);
      this.responses = new Responses(template, rules);
      this.service = profile.service().map(s -> new ServiceWorkers(s, counters)).orElse(null);
      this.echoesHost = profile.headers().stream().anyMatch(h -> h.contains("{request-host}"));
      this.paths = profile.paths().stream().map(p -> p.getBytes(StandardCharsets.ISO_8859_1)).toList();
    }
  }

  private final Profile profile;
  private final Vertx vertx;
  private final Shared shared;
  private final int port;

  private StandInServer(Profile profile, Vertx vertx, Shared shared, int port) {
    this.profile = profile;
    this.vertx = vertx;
    this.shared = shared;
    this.port = port;
  }

  /** Starts listening on 127.0.0.1:{@code port}; returns once every worker accepts connections. */
  public static StandInServer start(Profile profile, int port) {
    Vertx vertx = Vertx.vertx(new VertxOptions()
        .setEventLoopPoolSize(profile.workers())
        .setPreferNativeTransport(true)
        // A php-builtin request holds its event loop by design; do not warn about it.
        .setMaxEventLoopExecuteTime(60).setMaxEventLoopExecuteTimeUnit(TimeUnit.SECONDS));
    Shared shared = new Shared(profile);
    NetServerOptions options = new NetServerOptions().setHost("127.0.0.1").setPort(port)
        .setTcpNoDelay(true).setReuseAddress(true);
    // As many pending connections as the kernel allows (net.core.somaxconn) unless the profile says.
    options.setAcceptBacklog(profile.acceptBacklog() > 0 ? profile.acceptBacklog() : Limits.read().somaxconn());
    Future<String> deployed = vertx.deployVerticle(() -> new VerticleBase() {
      @Override
      public Future<?> start() {
        return vertx.createNetServer(options)
            .connectHandler(socket -> Connection.attach((NetSocketInternal) socket, shared))
            .listen();
      }
    }, new DeploymentOptions().setInstances(profile.workers()));
    try {
      deployed.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      vertx.close();
      Throwable cause = e.getCause();
      if (cause instanceof BindException || String.valueOf(cause.getMessage()).contains("Address already in use")) {
        throw new StandInError("port " + port + " on 127.0.0.1 is taken by another process: choose another port,"
            + " or stop what listens there (ss -ltnp 'sport = :" + port + "')");
      }
      throw new StandInError("stand-in " + profile.name() + " could not listen on 127.0.0.1:" + port + ": " + cause);
    } catch (InterruptedException | TimeoutException e) {
      vertx.close();
      throw new StandInError("stand-in " + profile.name() + " did not start listening on 127.0.0.1:" + port);
    }
    StandInServer server = new StandInServer(profile, vertx, shared, port);
    server.tickDateEachSecond();
    return server;
  }

  /** Refreshes the Date at each second boundary, so that it is right to the second. */
  private void tickDateEachSecond() {
    long now = System.currentTimeMillis();
    vertx.setTimer(1000 - now % 1000 + 1, id -> {
      shared.responses.refresh(System.currentTimeMillis() / 1000);
      tickDateEachSecond();
    });
  }

  public int port() {
    return port;
  }

  public Profile profile() {
    return profile;
  }

  public Counters counters() {
    return shared.counters;
  }

  public boolean nativeTransport() {
    return vertx.isNativeTransportEnabled();
  }

  @Override
  public void close() {
    if (shared.service != null) shared.service.close();
    vertx.close().toCompletionStage().toCompletableFuture().orTimeout(10, TimeUnit.SECONDS).exceptionally(e -> null).join();
  }
}
