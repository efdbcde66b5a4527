package abreplay.standin;

import abreplay.machine.Limits;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.vertx.core.net.NetServerOptions;
import io.vertx.core.transport.Transport;
import java.net.BindException;
import java.util.concurrent.TimeUnit;

/**
 * The one engine behind every stand-in: a TCP server on 127.0.0.1, one event loop per worker of the
 * profile, speaking HTTP/1.x by hand so that every byte and close is the emulated server's. Vert.x
 * gives only the transport; a {@link Connection} sits alone in each channel's pipeline, since
 * Vert.x 5 gives no public access to its NetServer's pipeline and its NetSocket path is slower.
 */
public final class StandInServer implements AutoCloseable {
  private final Profile profile;
  private final Transport transport;
  private final EventLoopGroup acceptor;
  private final EventLoopGroup loops;
  private final Connection.Shared shared;
  private final int port;

  private StandInServer(
      Profile profile,
      Transport transport,
      EventLoopGroup acceptor,
      EventLoopGroup loops,
      Connection.Shared shared,
      int port) {
    this.profile = profile;
    this.transport = transport;
    this.acceptor = acceptor;
    this.loops = loops;
    this.shared = shared;
    this.port = port;
  }

  /** Starts listening on 127.0.0.1:{@code port}; returns once it accepts connections. */
  public static StandInServer start(Profile profile, int port) {
    return start(profile, port, false);
  }

  /**
   * Starts listening on 127.0.0.1:{@code port}; {@code reusePort} shares it with the stand-in's
   * other processes (SO_REUSEPORT, which Vert.x sets on its native transport only).
   *
   * @throws StandInError when the port is taken, or reusePort is asked without native transport
   */
  public static StandInServer start(Profile profile, int port, boolean reusePort) {
    Transport transport =
        Transport.nativeTransport() != null && Transport.nativeTransport().available()
            ? Transport.nativeTransport()
            : Transport.NIO;
    if (reusePort && transport == Transport.NIO) {
      throw new StandInError(
          "stand-in "
              + profile.name()
              + " cannot share port "
              + port
              + " with other processes: SO_REUSEPORT needs Vert.x's native transport (epoll), which"
              + " is not available here ("
              + (Transport.nativeTransport() == null
                  ? "no native transport on the classpath"
                  : String.valueOf(Transport.nativeTransport().unavailabilityCause()))
              + "); run it in one process");
    }
    io.vertx.core.spi.transport.Transport netty = transport.implementation();
    EventLoopGroup acceptor =
        netty.eventLoopGroup(
            io.vertx.core.spi.transport.Transport.ACCEPTOR_EVENT_LOOP_GROUP,
            1,
            new DefaultThreadFactory("stand-in-acceptor", false),
            100);
    EventLoopGroup loops =
        netty.eventLoopGroup(
            io.vertx.core.spi.transport.Transport.IO_EVENT_LOOP_GROUP,
            profile.workers(),
            new DefaultThreadFactory("stand-in-loop", false),
            100);
    Connection.Shared shared = new Connection.Shared(profile);
    // As many pending connections as the kernel allows (net.core.somaxconn) unless the profile
    // says.
    int backlog = profile.acceptBacklog() > 0 ? profile.acceptBacklog() : Limits.read().somaxconn();
    NetServerOptions options =
        new NetServerOptions()
            .setTcpNoDelay(true)
            .setReuseAddress(true)
            .setAcceptBacklog(backlog)
            .setReusePort(reusePort);
    ServerBootstrap bootstrap =
        new ServerBootstrap()
            .group(acceptor, loops)
            .channelFactory(netty.serverChannelFactory(false));
    netty.configure(options, false, bootstrap);
    bootstrap
        .option(ChannelOption.SO_BACKLOG, backlog)
        .childHandler(
            new ChannelInitializer<Channel>() {
              @Override
              protected void initChannel(Channel channel) {
                channel.pipeline().addLast("stand-in", new Connection(shared));
              }
            });
    try {
      bootstrap.bind("127.0.0.1", port).syncUninterruptibly();
    } catch (Exception e) {
      // Netty rethrows the bind's own (checked) exception as it is.
      shutDown(shared, acceptor, loops);
      if (e instanceof BindException
          || String.valueOf(e.getMessage()).contains("Address already in use")) {
        throw new StandInError(
            "port "
                + port
                + " on 127.0.0.1 is taken by another process: choose another port,"
                + " or stop what listens there (ss -ltnp 'sport = :"
                + port
                + "')");
      }
      throw new StandInError(
          "stand-in " + profile.name() + " could not listen on 127.0.0.1:" + port + ": " + e);
    }
    StandInServer server = new StandInServer(profile, transport, acceptor, loops, shared, port);
    server.tickDateEachSecond();
    return server;
  }

  /** Refreshes the Date at each second boundary, so that it is right to the second. */
  private void tickDateEachSecond() {
    long now = System.currentTimeMillis();
    acceptor.schedule(
        () -> {
          shared.responses.refresh(System.currentTimeMillis() / 1000);
          tickDateEachSecond();
        },
        1000 - now % 1000 + 1,
        TimeUnit.MILLISECONDS);
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

  /** True when the transport is the native one (epoll on Linux), as Vert.x chose it. */
  public boolean nativeTransport() {
    return transport != Transport.NIO;
  }

  @Override
  public void close() {
    shutDown(shared, acceptor, loops);
  }

  private static void shutDown(
      Connection.Shared shared, EventLoopGroup acceptor, EventLoopGroup loops) {
    if (shared.service != null) shared.service.close();
    acceptor.shutdownGracefully(0, 5, TimeUnit.SECONDS);
    loops.shutdownGracefully(0, 5, TimeUnit.SECONDS).awaitUninterruptibly(10, TimeUnit.SECONDS);
  }
}
