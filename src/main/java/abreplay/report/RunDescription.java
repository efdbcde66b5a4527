package abreplay.report;

import abreplay.result.RunResult;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Puts ab-replay's run description into Gatling's report header, which Gatling 3.15 reads from
 * simulation.log's first record (RunMessageSerializer: byte 0, gatlingVersion, simulationClassName,
 * start as a long, runDescription; each string an int length, its bytes, a coder byte). The figures
 * are known only at the end, so {@code after()} rewrites that one string in the closed log, the
 * rest copied as is into a temp file renamed over the old one.
 */
public final class RunDescription {
  public static final String LOG = "simulation.log";
  private static final int RUN_RECORD = 0;
  private static final byte LATIN1 = 0;

  private RunDescription() {}

  /** Best effort: a run's report is still written when this cannot be done, and it says why. */
  public static void write(Path folder, RunResult result) {
    Path log = folder.resolve(LOG);
    if (result == null || !Files.exists(log)) return;
    try {
      rewrite(log, GatlingDescription.of(result));
    } catch (IOException | RuntimeException e) {
      System.err.println(
          "ab-replay: " + log + ": could not put replay.html in Gatling's header: " + e);
    }
  }

  static void rewrite(Path log, String description) throws IOException {
    long descriptionAt;
    long restAt;
    try (InputStream file = Files.newInputStream(log)) {
      Counting counting = new Counting(file);
      DataInputStream in = new DataInputStream(counting);
      if (in.readByte() != RUN_RECORD)
        throw new IOException("does not start with Gatling's run record");
      skipString(in);
      skipString(in);
      in.readLong();
      descriptionAt = counting.read;
      skipString(in);
      restAt = counting.read;
    }
    try (FileChannel in = FileChannel.open(log, StandardOpenOption.READ)) {
      Path temp = Files.createTempFile(log.getParent(), "." + LOG, ".tmp");
      try (FileChannel out = FileChannel.open(temp, StandardOpenOption.WRITE)) {
        in.transferTo(0, descriptionAt, out);
        out.write(java.nio.ByteBuffer.wrap(encode(description)));
        long position = restAt;
        long size = in.size();
        while (position < size) position += in.transferTo(position, size - position, out);
        out.force(true);
      }
      Files.move(temp, log, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** A string as Gatling writes it, in Latin-1 (any other character becomes '?'). */
  static byte[] encode(String text) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    byte[] value = text.getBytes(StandardCharsets.ISO_8859_1);
    out.writeInt(value.length);
    if (value.length > 0) {
      out.write(value);
      out.writeByte(LATIN1);
    }
    return bytes.toByteArray();
  }

  /** Reads the description back, as Gatling's reader does (for tests). */
  static String read(Path log) throws IOException {
    try (DataInputStream in = new DataInputStream(Files.newInputStream(log))) {
      in.readByte();
      skipString(in);
      skipString(in);
      in.readLong();
      int length = in.readInt();
      if (length == 0) return "";
      byte[] value = in.readNBytes(length);
      byte coder = in.readByte();
      return coder == LATIN1
          ? new String(value, StandardCharsets.ISO_8859_1)
          : new String(value, StandardCharsets.UTF_16);
    }
  }

  private static void skipString(DataInputStream in) throws IOException {
    int length = in.readInt();
    if (length > 0) in.skipNBytes(length + 1L);
  }

  /** Counts the bytes read through it. */
  private static final class Counting extends java.io.FilterInputStream {
    long read;

    Counting(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) read++;
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) read += n;
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      long skipped = super.skip(n);
      read += skipped;
      return skipped;
    }
  }
}
