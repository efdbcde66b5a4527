package abreplay.injector;

import abreplay.injector.GatlingLog.Event;
import abreplay.injector.GatlingLog.RunLine;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * Reads one Gatling 3.15 simulation.log: its run record when opened, then its events one at a time
 * (streaming: a log of millions of requests is never held whole), as Gatling's own LogFileReader
 * parses them. A file cut short inside a record (an injector killed mid-write) ends at the last
 * whole record, and {@link #truncated} says so, as Gatling's reader then draws "partial results".
 * Not thread-safe: one reader, one thread.
 */
public final class GatlingLogReader implements AutoCloseable {
  private final Path file;
  private final DataInputStream in;
  private final Map<Integer, String> strings = new HashMap<>();
  private final RunLine run;
  private GatlingLog.Event next;
  private long events;
  private boolean truncated;

  /**
   * Opens {@code file} and reads its run record.
   *
   * @throws LogError when it is missing, not a simulation.log, or written by another Gatling
   *     version
   */
  public GatlingLogReader(Path file) {
    this.file = file;
    try {
      this.in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16));
    } catch (IOException e) {
      throw new LogError(
          file, "cannot be read (" + e.getMessage() + ")", "give an injector's simulation.log");
    }
    try {
      if (in.read() != GatlingLog.RUN) {
        throw new LogError(
            file,
            "is not a Gatling simulation.log (it does not start with a run record)",
            "give the simulation.log of an injector's run folder");
      }
      String version = readString();
      if (!version.equals(GatlingLog.VERSION)) {
        throw new LogError(
            file,
            "was written by Gatling "
                + version
                + ", whose log format differs from "
                + GatlingLog.VERSION
                + "'s",
            "run every injector with the same ab-replay (Gatling " + GatlingLog.VERSION + ")");
      }
      String simulation = readString();
      long start = in.readLong();
      String description = readString();
      List<String> scenarios = new ArrayList<>();
      for (int i = in.readInt(); i > 0; i--) scenarios.add(readString());
      List<byte[]> assertions = new ArrayList<>();
      for (int i = in.readInt(); i > 0; i--) assertions.add(in.readNBytes(in.readInt()));
      this.run = new RunLine(version, simulation, start, description, scenarios, assertions);
    } catch (IOException e) {
      close();
      throw new LogError(
          file, "is cut short inside its run record", "copy the injector's whole run folder again");
    } catch (LogError e) {
      close();
      throw e;
    }
  }

  public Path file() {
    return file;
  }

  public RunLine run() {
    return run;
  }

  public boolean hasNext() {
    if (next == null && !truncated) next = read();
    return next != null;
  }

  public Event next() {
    if (!hasNext()) throw new NoSuchElementException();
    Event e = next;
    next = null;
    events++;
    return e;
  }

  /**
   * The time of the next event ({@link GatlingLog.Event#at}); call only when {@link #hasNext} is
   * true.
   */
  long peekAt() {
    return next.at();
  }

  /** Events read so far. */
  public long events() {
    return events;
  }

  /** True when the file ended inside a record: the events before it are all there is. */
  public boolean truncated() {
    return truncated;
  }

  private Event read() {
    try {
      int header = in.read();
      long start = run.start();
      return switch (header) {
        case -1 -> null;
        case GatlingLog.USER ->
            new GatlingLog.User(
                run.scenarios().get(in.readInt()), in.readBoolean(), start + in.readInt());
        case GatlingLog.REQUEST -> {
          List<String> groups = groups();
          String name = readCached();
          long from = start + in.readInt();
          long to = start + in.readInt();
          boolean ok = in.readBoolean();
          yield new GatlingLog.RequestLine(groups, name, from, to, ok, readCached());
        }
        case GatlingLog.GROUP -> {
          List<String> groups = groups();
          long from = start + in.readInt();
          long to = start + in.readInt();
          int cumulated = in.readInt();
          yield new GatlingLog.Group(groups, from, to, cumulated, in.readBoolean());
        }
        case GatlingLog.ERROR -> {
          String message = readCached();
          yield new GatlingLog.Error(message, start + in.readInt());
        }
        default ->
            throw new LogError(
                file,
                "has an unknown record type " + header + " after " + events + " events",
                "give a simulation.log written by Gatling " + GatlingLog.VERSION);
      };
    } catch (EOFException e) {
      truncated = true;
      return null;
    } catch (IOException e) {
      throw new LogError(
          file,
          "cannot be read after " + events + " events (" + e.getMessage() + ")",
          "copy the injector's whole run folder again");
    }
  }

  private List<String> groups() throws IOException {
    int n = in.readInt();
    if (n == 0) return List.of();
    List<String> groups = new ArrayList<>(n);
    for (int i = 0; i < n; i++) groups.add(readCached());
    return groups;
  }

  private String readString() throws IOException {
    int length = in.readInt();
    if (length == 0) return "";
    byte[] value = in.readNBytes(length);
    if (value.length < length) throw new EOFException();
    return GatlingLog.decode(value, in.readByte());
  }

  /** A string written once with a positive index, then referred to by the negated index. */
  private String readCached() throws IOException {
    int index = in.readInt();
    if (index >= 0) {
      String s = readString();
      strings.put(index, s);
      return s;
    }
    String s = strings.get(-index);
    if (s == null) {
      throw new LogError(
          file,
          "refers to string " + (-index) + " before defining it, after " + events + " events",
          "give a simulation.log as Gatling wrote it");
    }
    return s;
  }

  @Override
  public void close() {
    try {
      in.close();
    } catch (IOException e) {
      // Nothing was written; nothing is lost.
    }
  }
}
