package abreplay.standin;

import abreplay.machine.FreePorts;
import com.typesafe.config.ConfigFactory;
import java.util.List;

/** The project's real profiles (targets/*.conf), started in this JVM on a free port. */
final class StandIns {
  static final ProfileLoader PROFILES = ProfileLoader.standard();

  private StandIns() {}

  static List<String> names() {
    return PROFILES.names();
  }

  static StandInServer start(String profile) {
    return start(profile, "");
  }

  /** Starts {@code profile} with some keys overridden, e.g. "service.cpu = 300ms". */
  static StandInServer start(String profile, String overrides) {
    return StandInServer.start(
        PROFILES.load(profile, ConfigFactory.parseString(overrides)), FreePorts.one());
  }

  /**
   * A path the profile serves with a 200: its first listed path, or "/" when it serves every path.
   */
  static String pathOf(StandInServer server) {
    List<String> paths = server.profile().paths();
    return paths.isEmpty() ? "/" : paths.get(0);
  }
}
