package abreplay.folder;

import abreplay.recording.Counts;
import abreplay.recording.Interval;
import abreplay.recording.IntervalSink;
import abreplay.recording.Throughput;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.HdrHistogram.HistogramLogWriter;

/**
 * One recorder's intervals as they are flipped: {@code <base>.hlog}, HdrHistogram's interval log
 * (ms, one a second), and {@code <base>.jsonl}, each interval's counters as a {@link Line}. Each is
 * forced to the disk before the call returns, the counters line committing it: a process killed at
 * any moment leaves whole intervals. Called under the recorder's lock; a failed write is said once
 * on stderr, and the run goes on without the log.
 */
public final class IntervalLog implements IntervalSink {
  public static final String HISTOGRAMS = FolderLayout.HISTOGRAM_LOG;
  public static final String COUNTERS = ".jsonl";

  /** The counters file's first line says what it is. */
  static final String FORMAT = "ab-replay intervals";

  /** Built when the first log is created, before its recorder flips. */
  private static final ObjectWriter LINES = Json.lineWriter(Line.class);

  private final Path counters;
  private final FileChannel histogramFile;
  private final FileChannel countersFile;
  private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
  private final HistogramLogWriter histograms;
  private final long baseMillis;
  private boolean failed;

  private IntervalLog(Path base, String name, boolean responsesRecorded, long baseMillis)
      throws IOException {
    this.counters = Path.of(base + COUNTERS);
    this.baseMillis = baseMillis;
    Files.createDirectories(base.toAbsolutePath().getParent());
    histogramFile =
        FileChannel.open(
            Path.of(base + HISTOGRAMS), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    countersFile =
        FileChannel.open(counters, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    histograms = new HistogramLogWriter(new PrintStream(buffer, false, StandardCharsets.US_ASCII));
    histograms.outputComment(
        "ab-replay: " + name + ": response times in milliseconds, one interval a second");
    histograms.outputLogFormatVersion();
    histograms.outputStartTime(baseMillis);
    histograms.outputBaseTime(baseMillis);
    histograms.outputLegend();
    write(histogramFile, takeBuffer());
    HeaderLine header =
        new HeaderLine(
            FORMAT,
            1,
            name,
            Path.of(base + HISTOGRAMS).getFileName().toString(),
            responsesRecorded,
            "ms");
    write(countersFile, (Json.line(header) + "\n").getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Creates {@code <base>.hlog} and {@code <base>.jsonl} (neither may exist yet) for the recorder
   * named {@code name}; intervals' times are written relative to now.
   */
  public static IntervalLog create(Path base, String name, boolean responsesRecorded) {
    try {
      return new IntervalLog(base, name, responsesRecorded, System.currentTimeMillis());
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(
          "cannot create the interval log " + base + COUNTERS, e);
    }
  }

  @Override
  public void interval(Interval i) {
    if (failed) return;
    try {
      histograms.outputIntervalHistogram(
          (i.startEpochMillis() - baseMillis) / 1000.0,
          (i.endEpochMillis() - baseMillis) / 1000.0,
          i.histogram(),
          1.0);
      write(histogramFile, takeBuffer());
      write(countersFile, (Json.line(LINES, Line.of(i)) + "\n").getBytes(StandardCharsets.UTF_8));
      if (i.last()) close();
    } catch (IOException | RuntimeException e) {
      failed = true;
      System.err.println(
          "ab-replay: "
              + counters
              + ": cannot write the interval log, the run goes on without it: "
              + e);
      close();
    }
  }

  /**
   * The counters file's first line.
   *
   * @param log {@value #FORMAT}
   * @param histograms the name of the .hlog beside it
   * @param responsesRecorded false for a recorder that counted requests only (a warm-up's)
   * @param timesIn the histograms' unit, "ms"
   */
  record HeaderLine(
      String log,
      int version,
      String name,
      String histograms,
      boolean responsesRecorded,
      String timesIn) {}

  /**
   * One interval's line: its span, counters and timing (epoch ms; elapsedNanos in ns), its first
   * response's Document Length (-1 before any) and Server, its responses' slots, and {@code last}
   * on the last line only.
   *
   * @param slotsFrom the recorder's slot 0, epoch ms; absent when the interval completed nothing
   * @param slots the index of its first slot, then each slot's count; empty with slotsFrom
   */
  record Line(
      long start,
      long end,
      long sent,
      long responses,
      long keepAlive,
      long non2xx,
      long wireBytes,
      long bodyBytes,
      long connect,
      long receive,
      long length,
      long exceptions,
      long elapsedNanos,
      long firstRequestMillis,
      int documentLength,
      Optional<String> serverSoftware,
      OptionalLong slotsFrom,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Long> slots,
      @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean last) {

    static Line of(Interval i) {
      Counts c = i.counts();
      Throughput t = i.completions();
      List<Long> slots = new ArrayList<>();
      if (!t.isEmpty()) {
        slots.add((t.firstSlotEpochMillis() - i.slotZeroEpochMillis()) / Throughput.SLOT_MILLIS);
        for (long n : t.completions()) slots.add(n);
      }
      return new Line(
          i.startEpochMillis(),
          i.endEpochMillis(),
          c.sent(),
          c.responses(),
          c.keepAlive(),
          c.non2xx(),
          c.wireBytes(),
          c.bodyBytes(),
          c.connect(),
          c.receive(),
          c.length(),
          c.exceptions(),
          i.timing().elapsedNanos(),
          i.timing().startEpochMillis(),
          i.first().documentLength(),
          Optional.ofNullable(i.first().serverSoftware()),
          t.isEmpty() ? OptionalLong.empty() : OptionalLong.of(i.slotZeroEpochMillis()),
          slots,
          i.last());
    }

    Counts counts() {
      return new Counts(
          sent,
          responses,
          keepAlive,
          non2xx,
          wireBytes,
          bodyBytes,
          connect,
          receive,
          length,
          exceptions);
    }
  }

  private byte[] takeBuffer() {
    byte[] bytes = buffer.toByteArray();
    buffer.reset();
    return bytes;
  }

  private static void write(FileChannel file, byte[] bytes) throws IOException {
    ByteBuffer b = ByteBuffer.wrap(bytes);
    while (b.hasRemaining()) file.write(b);
    file.force(false);
  }

  private void close() {
    try {
      histogramFile.close();
      countersFile.close();
    } catch (IOException e) {
      // Every interval was forced to the disk when written; nothing is lost by a failed close.
    }
  }
}
