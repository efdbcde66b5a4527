package abreplay.realserver;

import abreplay.config.ExitCode;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.FileSystemAccess;
import io.vertx.ext.web.handler.StaticHandler;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The reference real server (targets/real/vertx-web): a plain Vert.x Web application serving {@code
 * /} and {@code /index.html} from a web root, {@code /api/random} as document 002's JSON, and
 * "hello world" elsewhere, with Vert.x's defaults otherwise.
 *
 * <p>{@code java abreplay.realserver.VertxWebServer <port> <webroot>}: listens on 127.0.0.1 only,
 * prints "listening on http://127.0.0.1:&lt;port&gt;", and runs until SIGTERM.
 */
public final class VertxWebServer {
  private VertxWebServer() {}

  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: VertxWebServer <port> <webroot>");
      ExitCode.BAD_INPUT.exit();
    }
    int port = Integer.parseInt(args[0]);
    Vertx vertx = Vertx.builder().with(new VertxOptions().setPreferNativeTransport(true)).build();
    Router router = Router.router(vertx);
    router
        .get("/api/random")
        .handler(
            ctx ->
                ctx.json(
                    new JsonObject()
                        .put("code", 0)
                        .put(
                            "msg",
                            String.format(
                                "random: %03d", ThreadLocalRandom.current().nextInt(101)))));
    router.get("/").handler(StaticHandler.create(FileSystemAccess.ROOT, args[1]));
    router.get("/index.html").handler(StaticHandler.create(FileSystemAccess.ROOT, args[1]));
    router
        .get()
        .handler(ctx -> ctx.response().putHeader("Content-Type", "text/plain").end("hello world!"));
    HttpServer server =
        vertx
            .createHttpServer(new HttpServerOptions().setHost("127.0.0.1").setPort(port))
            .requestHandler(router)
            .listen()
            .await();
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> vertx.close().await(), "vertx-web-shutdown"));
    System.out.println(
        "Vert.x Web "
            + VertxWebServer.class.getPackage().getImplementationVersion()
            + " on "
            + (vertx.isNativeTransportEnabled() ? "native transport" : "NIO")
            + ", listening on http://127.0.0.1:"
            + server.actualPort());
  }
}
