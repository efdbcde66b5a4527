package abreplay.folder;

import abreplay.recording.Counts;
import abreplay.recording.Recording;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * Reads an {@link IntervalLog} back into the {@link Recording} it held: the sum of its intervals, the
 * timing and first response of its latest one. The counters file commits an interval, so a log whose
 * writer was killed reads up to its last whole counters line (a torn last line is left out); a log
 * that is damaged otherwise is a {@link FolderError} naming the file.
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

  /** @param base the log's path without its extensions, as {@link IntervalLog#create} was given it */
  public static Logged read(Path base) {
    Path countersFile = Path.of(base + IntervalLog.COUNTERS);
    Path histogramFile = Path.of(base + IntervalLog.HISTOGRAMS);
    List<String> lines = wholeLines(countersFile);
    JsonObject header = json(countersFile, lines, 0);
    if (!IntervalLog.FORMAT.equals(header.getString("log"))) {
      throw new FolderError(countersFile, "not an ab-replay interval log (its first line should name \""
          + IntervalLog.FORMAT + "\")", "point at a run folder that ab-replay wrote");
    }
    Counts counts = Counts.ZERO;
    JsonObject latest = null;
    for (int n = 1; n < lines.size(); n++) {
      if (latest != null && latest.getBoolean("last", false)) {
        throw new FolderError(countersFile, "line " + (n + 1) + " follows the interval marked last",
            "restore the file from where the run folder came from");
      }
      latest = json(countersFile, lines, n);
      counts = counts.plus(counts(latest));
    }
    int intervals = lines.size() - 1;
    Histogram millis = histograms(histogramFile, intervals);
    Recording.FirstResponse first = latest == null ? new Recording.FirstResponse(-1, null)
        : new Recording.FirstResponse(latest.getInteger("documentLength"), latest.getString("serverSoftware"));
    Recording.Timing timing = latest == null ? new Recording.Timing(0, 0)
        : new Recording.Timing(latest.getLong("elapsedNanos"), latest.getLong("firstRequestMillis"));
    Recording recording = Recording.of(header.getBoolean("responsesRecorded", true), counts, first, timing, millis);
    return new Logged(recording, latest != null && latest.getBoolean("last", false),
        latest == null ? 0 : latest.getLong("end"), intervals);
  }

  private static Counts counts(JsonObject l) {
    return new Counts(l.getLong("sent"), l.getLong("responses"), l.getLong("keepAlive"), l.getLong("non2xx"),
        l.getLong("wireBytes"), l.getLong("bodyBytes"), l.getLong("connect"), l.getLong("receive"), l.getLong("length"),
        l.getLong("exceptions"));
  }

  /** The first {@code intervals} histograms of the log, added up. */
  private static Histogram histograms(Path file, int intervals) {
    Histogram sum = new Histogram(4);
    try (HistogramLogReader reader = new HistogramLogReader(new ByteArrayInputStream(bytes(file)))) {
      for (int i = 0; i < intervals; i++) {
        EncodableHistogram next = reader.nextIntervalHistogram();
        if (!(next instanceof Histogram h)) {
          throw new FolderError(file, "holds " + i + " intervals where its counters file has " + intervals,
              "the file was cut short or changed: restore it from where the run folder came from");
        }
        sum.add(h);
      }
    } catch (RuntimeException e) {
      if (e instanceof FolderError) throw e;
      throw new FolderError(file, "cannot be read as an HdrHistogram interval log (" + e.getMessage() + ")",
          "restore it from where the run folder came from");
    }
    return sum;
  }

  /** The file's lines up to its last line break: a line still being written when the writer died is left out. */
  private static List<String> wholeLines(Path file) {
    String text = new String(bytes(file), StandardCharsets.UTF_8);
    int end = text.lastIndexOf('\n');
    if (end < 0) throw new FolderError(file, "is empty or cut short before its first line", "restore it from where"
        + " the run folder came from");
    return List.of(text.substring(0, end).split("\n", -1));
  }

  private static JsonObject json(Path file, List<String> lines, int index) {
    try {
      return new JsonObject(lines.get(index));
    } catch (DecodeException e) {
      throw new FolderError(file, "line " + (index + 1) + " is not JSON", "restore the file from where the run folder"
          + " came from");
    }
  }

  private static byte[] bytes(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new FolderError(file, "no such file", "a run folder keeps its interval logs under intervals/: copy the"
          + " whole folder");
    } catch (IOException e) {
      throw new FolderError(file, "cannot be read (" + e.getMessage() + ")", "check the file's permissions");
    }
  }
}
