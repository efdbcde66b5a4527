package abreplay.folder;

import abreplay.machine.ClockSync;
import abreplay.result.InjectorStarts;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * What an injector records of its start in its folder, {@value #FILE}, beside its order
 * (injector.properties) and its logs: its host, its kernel's boot id, its clock's synchronisation
 * as the host reported it, its warm-up, the start instant and its first request's offset from it.
 * Written whole (temp file, rename) twice: before its run (host and clock: what a pod killed
 * mid-step still leaves), and after it (the rest). Read by {@code ./ab-replay --merge}.
 */
public final class InjectorStartFile {
  public static final String FILE = "injector-start.properties";

  private InjectorStartFile() {}

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
    Properties p = new Properties();
    p.setProperty("host", host);
    p.setProperty("boot-id", bootId);
    p.setProperty("clock", clock.describe());
    if (clock instanceof ClockSync.Synchronised s) {
      p.setProperty("clock.state", "synchronised");
      p.setProperty("clock.source", s.source());
      s.offsetMillis().ifPresent(o -> p.setProperty("clock.offset-ms", Double.toString(o)));
      s.boundMillis().ifPresent(b -> p.setProperty("clock.bound-ms", Double.toString(b)));
    } else if (clock instanceof ClockSync.NotSynchronised n) {
      p.setProperty("clock.state", "not-synchronised");
      p.setProperty("clock.source", n.source());
    } else if (clock instanceof ClockSync.Unknown u) {
      p.setProperty("clock.state", "unknown");
      p.setProperty("clock.why", u.why());
    }
    p.setProperty("warm-up-requests", Long.toString(warmUpRequests));
    if (startEpochMillis > 0) p.setProperty("start-at", Long.toString(startEpochMillis));
    if (warmEpochMillis > 0) p.setProperty("warm-at", Long.toString(warmEpochMillis));
    if (firstRequestEpochMillis > 0) {
      p.setProperty("first-request-at", Long.toString(firstRequestEpochMillis));
      if (startEpochMillis > 0) {
        p.setProperty(
            "first-request-offset-ms", Long.toString(firstRequestEpochMillis - startEpochMillis));
      }
    }
    StringWriter text = new StringWriter();
    try {
      p.store(text, "ab-replay injector's start: its clock as its host reported it");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    AtomicFiles.write(folder.resolve(FILE), text.toString());
  }

  /**
   * What {@code folder}'s file says, as injector {@code index}'s start; empty without the file.
   *
   * @param startEpochMillis the start instant its order gave (0: from its start file), used when
   *     the file has none
   * @param firstRequestEpochMillis its interval log's first request (0: none), used when the file
   *     has none (an injector killed mid-step wrote only its clock)
   * @throws FolderError for a file that cannot be read
   */
  public static Optional<Read> read(
      Path folder, int index, long startEpochMillis, long firstRequestEpochMillis) {
    Path file = folder.resolve(FILE);
    Properties p = new Properties();
    try {
      p.load(new StringReader(Files.readString(file)));
    } catch (NoSuchFileException e) {
      return Optional.empty();
    } catch (IOException | IllegalArgumentException e) {
      throw new FolderError(
          file, "cannot be read (" + e.getMessage() + ")", "copy it again from the injector");
    }
    try {
      long start = number(p, "start-at").orElse(startEpochMillis);
      long first = number(p, "first-request-at").orElse(firstRequestEpochMillis);
      long warm = number(p, "warm-at").orElse(0);
      return Optional.of(
          new Read(
              start,
              new InjectorStarts.Injector(
                  index,
                  p.getProperty("host", ""),
                  p.getProperty("boot-id", ""),
                  clock(p),
                  number(p, "warm-up-requests").orElse(0),
                  warm > 0 && start > 0 ? OptionalLong.of(start - warm) : OptionalLong.empty(),
                  first > 0 && start > 0 ? OptionalLong.of(first - start) : OptionalLong.empty())));
    } catch (NumberFormatException e) {
      throw new FolderError(
          file, "has a value that is not a number (" + e.getMessage() + ")", "copy it again");
    }
  }

  /**
   * One injector's start as its file says it.
   *
   * @param startEpochMillis the start instant it waited for (0: not known)
   */
  public record Read(long startEpochMillis, InjectorStarts.Injector injector) {}

  private static ClockSync clock(Properties p) {
    String state = p.getProperty("clock.state", "unknown");
    return switch (state) {
      case "synchronised" ->
          new ClockSync.Synchronised(
              p.getProperty("clock.source", ""),
              decimal(p, "clock.offset-ms"),
              decimal(p, "clock.bound-ms"));
      case "not-synchronised" -> new ClockSync.NotSynchronised(p.getProperty("clock.source", ""));
      default -> new ClockSync.Unknown(p.getProperty("clock.why", "not recorded"));
    };
  }

  private static OptionalLong number(Properties p, String key) {
    String v = p.getProperty(key);
    return v == null || v.isBlank()
        ? OptionalLong.empty()
        : OptionalLong.of(Long.parseLong(v.trim()));
  }

  private static OptionalDouble decimal(Properties p, String key) {
    String v = p.getProperty(key);
    return v == null || v.isBlank()
        ? OptionalDouble.empty()
        : OptionalDouble.of(Double.parseDouble(v.trim()));
  }
}
