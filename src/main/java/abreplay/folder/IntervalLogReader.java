package abreplay.folder;

import abreplay.recording.Counts;
import abreplay.recording.Recording;
import abreplay.recording.Throughput;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * Reads an {@link IntervalLog} back into the {@link Recording} it held. A log whose writer was
 * killed reads up to its last whole counters line; one damaged otherwise is a {@link FolderError}
 * naming the file. A log without {@code "slots"} reads as {@link Throughput#NONE}.
 */
public final class IntervalLogReader {
  private IntervalLogReader() {}

  /**
   * What a log held.
   *
   * @param ended its last interval is marked last: the recorder closed, nothing was cut off
   * @param endEpochMillis when its latest interval ended (when the log was created, before any)
   */
  public record Logged(Recording recording, boolean ended, long endEpochMillis, int intervals) {}

  /**
   * @param base the log's path without its extensions, as {@link IntervalLog#create} was given it
   */
  public static Logged read(Path base) {
    Path countersFile = Path.of(base + IntervalLog.COUNTERS);
    Path histogramFile = Path.of(base + IntervalLog.HISTOGRAMS);
    List<String> lines = wholeLines(countersFile);
    IntervalLog.HeaderLine header = json(countersFile, lines, 0, IntervalLog.HeaderLine.class);
    if (!IntervalLog.FORMAT.equals(header.log())) {
      throw new FolderError(
          countersFile,
          "not an ab-replay interval log (its first line should name \""
              + IntervalLog.FORMAT
              + "\")",
          "point at a run folder that ab-replay wrote");
    }
    Counts counts = Counts.ZERO;
    Slots slots = new Slots(countersFile);
    IntervalLog.Line latest = null;
    for (int n = 1; n < lines.size(); n++) {
      if (latest != null && latest.last()) {
        throw new FolderError(
            countersFile,
            "line " + (n + 1) + " follows the interval marked last",
            "restore the file from where the run folder came from");
      }
      latest = json(countersFile, lines, n, IntervalLog.Line.class);
      counts = counts.plus(latest.counts());
      slots.add(latest, n);
    }
    int intervals = lines.size() - 1;
    Histogram millis = histograms(histogramFile, intervals);
    Recording.FirstResponse first =
        latest == null
            ? new Recording.FirstResponse(-1, null)
            : new Recording.FirstResponse(
                latest.documentLength(), latest.serverSoftware().orElse(null));
    Recording.Timing timing =
        latest == null
            ? new Recording.Timing(0, 0)
            : new Recording.Timing(latest.elapsedNanos(), latest.firstRequestMillis());
    Recording recording =
        Recording.of(
            header.responsesRecorded(),
            counts,
            first,
            timing,
            millis,
            slots.throughput(counts.responses()));
    return new Logged(
        recording, latest != null && latest.last(), latest == null ? 0 : latest.end(), intervals);
  }

  /** The lines' slots, added up by slot index from slot 0. */
  private static final class Slots {
    private final Path file;
    private long zero = -1;
    private long[] counts = new long[0];

    Slots(Path file) {
      this.file = file;
    }

    void add(IntervalLog.Line line, int index) {
      List<Long> slots = line.slots();
      if (slots.isEmpty()) return;
      long from = line.slotsFrom().orElse(-1);
      if (from < 0 || zero >= 0 && from != zero || slots.size() < 2 || slots.get(0) < 0) {
        throw damaged(
            index,
            "has slots that do not follow the lines before (slotsFrom "
                + from
                + ", slots from "
                + (slots.isEmpty() ? "nothing" : slots.get(0))
                + ")");
      }
      zero = from;
      long first = slots.get(0);
      if (first + slots.size() - 1 > Integer.MAX_VALUE - 8)
        throw damaged(index, "has a slot index out of range: " + first);
      int end = (int) first + slots.size() - 1;
      if (end > counts.length) counts = Arrays.copyOf(counts, Math.max(end, counts.length * 2));
      for (int j = 1; j < slots.size(); j++) counts[(int) first + j - 1] += slots.get(j);
    }

    /** The log's throughput; its total must be the log's responses. */
    Throughput throughput(long responses) {
      if (zero < 0) return Throughput.NONE;
      int high = counts.length - 1;
      while (high >= 0 && counts[high] == 0) high--;
      Throughput t = new Throughput(zero, Arrays.copyOf(counts, high + 1));
      if (t.total() != responses) {
        throw new FolderError(
            file,
            "its slots hold " + t.total() + " responses where its counters hold " + responses,
            "restore the file from where the run folder came from");
      }
      return t.isEmpty() ? Throughput.NONE : t;
    }

    private FolderError damaged(int index, String what) {
      return new FolderError(
          file,
          "line " + (index + 1) + " " + what,
          "restore the file from where the run folder" + " came from");
    }
  }

  /** The first {@code intervals} histograms of the log, added up. */
  private static Histogram histograms(Path file, int intervals) {
    Histogram sum = new Histogram(4);
    try (HistogramLogReader reader =
        new HistogramLogReader(new ByteArrayInputStream(bytes(file)))) {
      for (int i = 0; i < intervals; i++) {
        EncodableHistogram next = reader.nextIntervalHistogram();
        if (!(next instanceof Histogram h)) {
          throw new FolderError(
              file,
              "holds " + i + " intervals where its counters file has " + intervals,
              "the file was cut short or changed: restore it from where the run folder came from");
        }
        sum.add(h);
      }
    } catch (RuntimeException e) {
      if (e instanceof FolderError) throw e;
      throw new FolderError(
          file,
          "cannot be read as an HdrHistogram interval log (" + e.getMessage() + ")",
          "restore it from where the run folder came from");
    }
    return sum;
  }

  /**
   * The file's lines up to its last line break: a line still being written when the writer died is
   * left out.
   */
  private static List<String> wholeLines(Path file) {
    String text = new String(bytes(file), StandardCharsets.UTF_8);
    int end = text.lastIndexOf('\n');
    if (end < 0)
      throw new FolderError(
          file,
          "is empty or cut short before its first line",
          "restore it from where" + " the run folder came from");
    return List.of(text.substring(0, end).split("\n", -1));
  }

  private static <T> T json(Path file, List<String> lines, int index, Class<T> type) {
    try {
      return Json.read(lines.get(index), type);
    } catch (JsonParseException e) {
      throw new FolderError(
          file,
          "line " + (index + 1) + " is not JSON",
          "restore the file from where the run folder" + " came from");
    } catch (JsonProcessingException e) {
      throw new FolderError(
          file,
          "line " + (index + 1) + " is not an interval log's line: " + Json.problem(e),
          "restore the file from where the run folder came from");
    }
  }

  private static byte[] bytes(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new FolderError(
          file,
          "no such file",
          "a run folder keeps its interval logs under intervals/: copy the" + " whole folder");
    } catch (IOException e) {
      throw new FolderError(
          file, "cannot be read (" + e.getMessage() + ")", "check the file's permissions");
    }
  }
}
