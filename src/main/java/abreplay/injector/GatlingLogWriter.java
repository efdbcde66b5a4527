package abreplay.injector;

import abreplay.injector.GatlingLog.Event;
import abreplay.injector.GatlingLog.RunLine;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a Gatling 3.15 simulation.log as Gatling's LogFileDataWriter does (same records, same
 * string cache: a string is written once with a positive index, then referred to by its negated
 * index), so that Gatling's report generator reads it as its own. The file appears whole or not at
 * all: it is written beside its name, forced to the disk and then renamed. Not thread-safe: one
 * writer, one thread.
 */
public final class GatlingLogWriter implements AutoCloseable {
  private final Path file;
  private final Path temporary;
  private final FileChannel channel;
  private final DataOutputStream out;
  private final Map<String, Integer> strings = new HashMap<>();
  private final Map<String, Integer> scenarios = new HashMap<>();
  private final long start;
  private boolean done;

  /**
   * Starts {@code file} with its run record; times of later events are written as offsets from
   * {@code run.start()}.
   */
  public GatlingLogWriter(Path file, RunLine run) throws IOException {
    this.file = file;
    this.temporary = file.resolveSibling(file.getFileName() + ".partial");
    this.channel =
        FileChannel.open(
            temporary,
            StandardOpenOption.CREATE,
            StandardOpenOption.TRUNCATE_EXISTING,
            StandardOpenOption.WRITE);
    this.out =
        new DataOutputStream(
            new BufferedOutputStream(java.nio.channels.Channels.newOutputStream(channel), 1 << 16));
    this.start = run.start();
    out.writeByte(GatlingLog.RUN);
    writeString(run.gatlingVersion());
    writeString(run.simulationClass());
    out.writeLong(run.start());
    writeString(run.runDescription());
    out.writeInt(run.scenarios().size());
    for (int i = 0; i < run.scenarios().size(); i++) {
      scenarios.put(run.scenarios().get(i), i);
      writeString(run.scenarios().get(i));
    }
    out.writeInt(run.assertions().size());
    for (byte[] assertion : run.assertions()) {
      out.writeInt(assertion.length);
      out.write(assertion);
    }
  }

  public void write(Event event) throws IOException {
    if (event instanceof GatlingLog.User u) {
      Integer scenario = scenarios.get(u.scenario());
      if (scenario == null)
        throw new IllegalArgumentException("scenario not in the run record: " + u.scenario());
      out.writeByte(GatlingLog.USER);
      out.writeInt(scenario);
      out.writeBoolean(u.start());
      out.writeInt(offset(u.at()));
    } else if (event instanceof GatlingLog.RequestLine r) {
      out.writeByte(GatlingLog.REQUEST);
      writeGroups(r.groups());
      writeCached(r.name());
      out.writeInt(offset(r.start()));
      out.writeInt(offset(r.end()));
      out.writeBoolean(r.ok());
      writeCached(r.message());
    } else if (event instanceof GatlingLog.Group g) {
      out.writeByte(GatlingLog.GROUP);
      writeGroups(g.groups());
      out.writeInt(offset(g.start()));
      out.writeInt(offset(g.end()));
      out.writeInt(g.cumulatedResponseTime());
      out.writeBoolean(g.ok());
    } else if (event instanceof GatlingLog.Error e) {
      out.writeByte(GatlingLog.ERROR);
      writeCached(e.message());
      out.writeInt(offset(e.at()));
    }
  }

  private int offset(long at) {
    return Math.toIntExact(at - start);
  }

  private void writeGroups(List<String> groups) throws IOException {
    out.writeInt(groups.size());
    for (String g : groups) writeCached(g);
  }

  private void writeCached(String s) throws IOException {
    Integer index = strings.get(s);
    if (index == null) {
      index = strings.size() + 1;
      strings.put(s, index);
      out.writeInt(index);
      writeString(s);
    } else {
      out.writeInt(-index);
    }
  }

  private void writeString(String s) throws IOException {
    if (s.isEmpty()) {
      out.writeInt(0);
      return;
    }
    byte[] value = GatlingLog.value(s);
    out.writeInt(value.length);
    out.write(value);
    out.writeByte(GatlingLog.coder(s));
  }

  /** Forces the log to the disk and gives it its name. */
  public void commit() throws IOException {
    out.flush();
    channel.force(true);
    out.close();
    Files.move(
        temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    done = true;
  }

  /** Without {@link #commit}: nothing is left behind. */
  @Override
  public void close() {
    if (done) return;
    try {
      out.close();
      Files.deleteIfExists(temporary);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
