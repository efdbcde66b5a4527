package abreplay.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes a file whole or not at all (temp file, then rename), so a crash never leaves half a summary. */
public final class AtomicFiles {
  private AtomicFiles() {}

  public static void write(Path file, String content) {
    try {
      Files.createDirectories(file.getParent());
      Path temp = Files.createTempFile(file.getParent(), "." + file.getFileName(), ".tmp");
      Files.writeString(temp, content, StandardCharsets.UTF_8);
      Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }
}
