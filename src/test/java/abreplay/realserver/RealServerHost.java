package abreplay.realserver;

import abreplay.config.Home;
import java.nio.file.Path;

/**
 * A JVM that owns one real server and then does nothing, for a test to kill: {@code RealServerHost
 * <name> <port> <temp folder>}. The server is started from a thread that ends at once, as Gatling's
 * threads may: the server must outlive that thread, and not the JVM. Prints "ready &lt;pid&gt;
 * &lt;run folder&gt;" once it answers.
 */
public final class RealServerHost {
  private RealServerHost() {}

  public static void main(String[] args) throws Exception {
    Path temp = Path.of(args[2]);
    RealServerProcess[] started = new RealServerProcess[1];
    Thread starter =
        new Thread(
            () ->
                started[0] =
                    RealServerProcess.start(
                        new RealServerLoader(Home.dir()).load(args[0]),
                        new RealServerProcess.Options(
                            Integer.parseInt(args[1]),
                            temp.resolve("host.log"),
                            Home.dir(),
                            temp,
                            Software.fromEnvironment())),
            "starter");
    starter.start();
    starter.join();
    System.out.println("ready " + started[0].pid() + " " + started[0].dir());
    System.out.flush();
    Thread.sleep(Long.MAX_VALUE);
  }
}
