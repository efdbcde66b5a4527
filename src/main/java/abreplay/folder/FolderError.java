package abreplay.folder;

import java.nio.file.Path;

/**
 * A run folder that cannot be read back: no such folder, not a run folder, a log cut short. The
 * message is one line naming the file, what is wrong and what to do.
 */
public final class FolderError extends RuntimeException {
  public FolderError(Path file, String problem, String fix) {
    super(file + ": " + problem + "; " + fix);
  }
}
