package abreplay.testing;

import abreplay.config.Home;
import abreplay.machine.FreePorts;
import abreplay.realserver.RealServerLoader;
import abreplay.realserver.RealServerProcess;
import abreplay.realserver.Software;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A bundled real server of targets/real/ started for a test: on a free port of 127.0.0.1, its run
 * folder and its log ({@code <name>.log}) in {@code folder}, which this opens to every user
 * (nginx's and PHP-FPM's workers run as nobody, and must reach their folder). The caller stops it;
 * a server that cannot start throws, as {@link RealServerProcess#start} says.
 */
public final class RealServerForTest {
  private RealServerForTest() {}

  public static RealServerProcess start(String name, Path folder) {
    try {
      Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return RealServerProcess.start(
        new RealServerLoader(Home.dir()).load(name),
        new RealServerProcess.Options(
            FreePorts.one(),
            folder.resolve(name + ".log"),
            Home.dir(),
            folder,
            Software.fromEnvironment()));
  }
}
