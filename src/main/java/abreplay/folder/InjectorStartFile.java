package abreplay.folder;

import abreplay.machine.ClockSync;
import abreplay.result.InjectorStarts;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What an injector records of its start in its folder, {@value #FILE}: its host, boot id, clock
 * synchronisation, warm-up, start instant and first request. Written whole twice: before its run
 * (host and clock, what a pod killed mid-step still leaves) and after it. Read by {@code
 * ./ab-replay --merge}.
 */
public final class InjectorStartFile {
  public static final String FILE = "injector-start.json";

  /** What injectors wrote before {@value #FILE}: not read. */
  static final String FORMER_FILE = "injector-start.properties";

  private InjectorStartFile() {}

  /**
   * The file.
   *
   * @param startEpochMillis epoch ms; absent when not yet known
   * @param warmEpochMillis epoch ms; absent when not yet
   * @param firstRequestEpochMillis epoch ms; absent when none yet
   * @param firstRequestOffsetMillis first request minus start, ms; written, never read back
   */
  record Start(
      String host,
      String bootId,
      ClockSync clock,
      long warmUpRequests,
      OptionalLong startEpochMillis,
      OptionalLong warmEpochMillis,
      OptionalLong firstRequestEpochMillis,
      OptionalLong firstRequestOffsetMillis) {}

  /**
   * What the injector knows, written into {@code folder}.
   *
   * @param startEpochMillis the start instant, epoch ms; 0 when not yet known
   * @param warmEpochMillis when it was warm, epoch ms; 0 when not yet
   * @param firstRequestEpochMillis its first measured request, epoch ms; 0 when none yet
   */
  public static void write(
      Path folder,
      String host,
      String bootId,
      ClockSync clock,
      long warmUpRequests,
      long startEpochMillis,
      long warmEpochMillis,
      long firstRequestEpochMillis) {
    Start start =
        new Start(
            host,
            bootId,
            clock,
            warmUpRequests,
            known(startEpochMillis),
            known(warmEpochMillis),
            known(firstRequestEpochMillis),
            startEpochMillis > 0 && firstRequestEpochMillis > 0
                ? OptionalLong.of(firstRequestEpochMillis - startEpochMillis)
                : OptionalLong.empty());
    AtomicFiles.write(folder.resolve(FILE), Json.pretty(start));
  }

  /**
   * What {@code folder}'s file says, as injector {@code index}'s start; empty without the file.
   *
   * @param startEpochMillis from its order (0: none), used when the file has none
   * @param firstRequestEpochMillis from its interval log (0: none), used when the file has none
   * @throws FolderError for a file that cannot be read, or a folder older than {@value #FILE}
   */
  public static Optional<Read> read(
      Path folder, int index, long startEpochMillis, long firstRequestEpochMillis) {
    Path file = folder.resolve(FILE);
    Start s;
    try {
      s = Json.read(Files.readString(file), Start.class);
    } catch (NoSuchFileException e) {
      if (Files.exists(folder.resolve(FORMER_FILE))) {
        throw new FolderError(
            folder.resolve(FORMER_FILE),
            "written by an injector of an ab-replay before " + FILE,
            "merge its folders with the ab-replay that ran it, or run the injectors again");
      }
      return Optional.empty();
    } catch (JsonProcessingException e) {
      throw new FolderError(
          file, "cannot be read (" + Json.problem(e) + ")", "copy it again from the injector");
    } catch (IOException e) {
      throw new FolderError(
          file, "cannot be read (" + e.getMessage() + ")", "copy it again from the injector");
    }
    long start = s.startEpochMillis().orElse(startEpochMillis);
    long first = s.firstRequestEpochMillis().orElse(firstRequestEpochMillis);
    long warm = s.warmEpochMillis().orElse(0);
    return Optional.of(
        new Read(
            start,
            new InjectorStarts.Injector(
                index,
                s.host(),
                s.bootId(),
                s.clock(),
                s.warmUpRequests(),
                warm > 0 && start > 0 ? OptionalLong.of(start - warm) : OptionalLong.empty(),
                first > 0 && start > 0 ? OptionalLong.of(first - start) : OptionalLong.empty())));
  }

  /**
   * One injector's start as its file says it.
   *
   * @param startEpochMillis the start instant it waited for (0: not known)
   */
  public record Read(long startEpochMillis, InjectorStarts.Injector injector) {}

  private static OptionalLong known(long epochMillis) {
    return epochMillis > 0 ? OptionalLong.of(epochMillis) : OptionalLong.empty();
  }
}
