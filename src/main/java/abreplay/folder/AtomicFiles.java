package abreplay.folder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file whole or not at all (temp file, then rename), so a crash never leaves half a
 * summary.
 */
public final class AtomicFiles {
  private AtomicFiles() {}

  public static void write(Path file, String content) {
    write(file, content, false);
  }

  /**
   * As {@link #write(Path, String)}; {@code durable} also forces the file and its folder to the
   * disk before returning, so that a power loss keeps either the old file or the new one (a run's
   * record).
   */
  public static void write(Path file, String content, boolean durable) {
    try {
      Files.createDirectories(file.getParent());
      Path temp = Files.createTempFile(file.getParent(), "." + file.getFileName(), ".tmp");
      try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
        ByteBuffer bytes = ByteBuffer.wrap(content.getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) channel.write(bytes);
        if (durable) channel.force(true);
      }
      Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      if (durable) {
        try (FileChannel folder = FileChannel.open(file.getParent(), StandardOpenOption.READ)) {
          folder.force(true);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }
}
