package abreplay.config;

import java.nio.file.Path;

/** The project folder: conf/, targets/ and user-files/ are found relative to it. */
public final class Home {
  private Home() {}

  public static Path dir() {
    String home = System.getProperty("abreplay.home");
    return Path.of(home != null && !home.isBlank() ? home : System.getProperty("user.dir"))
        .toAbsolutePath()
        .normalize();
  }
}
