package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.recording.FailureKind;
import abreplay.recording.Recorder;
import abreplay.recording.Recording;
import abreplay.recording.Throughput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An interval log written as a recorder flips, and read back into the recording it held. */
class IntervalLogTest {
  @TempDir Path dir;

  private Recorder recorderWithLog(Path base) {
    Recorder recorder = new Recorder("nginx -c10 -n1000 -k");
    recorder.attach(IntervalLog.create(base, recorder.name(), true));
    recorder.markStart();
    recorder.serverHeader("nginx/1.4.6 (Ubuntu)");
    for (int i = 0; i < 500; i++) {
      recorder.requestSent();
      recorder.response(i % 7, 200, 267, 23, i % 100 != 99);
    }
    recorder.flip();
    for (int i = 0; i < 300; i++) {
      recorder.requestSent();
      recorder.response(40_000 + i, i % 10 == 0 ? 404 : 200, 267, 23, true);
    }
    recorder.requestSent();
    recorder.failure(FailureKind.CONNECT);
    return recorder;
  }

  @Test
  void aClosedRecordersLogReadsBackAsItsRecording() {
    Path base = dir.resolve("intervals/nginx");
    Recorder recorder = recorderWithLog(base);
    recorder.markEnd();

    IntervalLogReader.Logged logged = IntervalLogReader.read(base);

    assertThat(logged.ended()).isTrue();
    assertThat(logged.intervals()).isEqualTo(2);
    assertThat(logged.recording()).isEqualTo(recorder.snapshot());
    assertThat(logged.recording().first().serverSoftware()).isEqualTo("nginx/1.4.6 (Ubuntu)");
    assertThat(logged.recording().times().valueAt(799))
        .as("40,299 ms: within 2 ms above 32.7 s")
        .isEqualTo(40_299_000);
  }

  @Test
  void theHistogramsAreHdrHistogramsOwnIntervalLogFormat() throws IOException {
    Path base = dir.resolve("nginx");
    recorderWithLog(base).markEnd();

    List<String> lines = Files.readAllLines(Path.of(base + ".hlog"));

    assertThat(lines.get(0))
        .isEqualTo(
            "#ab-replay: nginx -c10 -n1000 -k: response times in milliseconds, one interval a"
                + " second");
    assertThat(lines)
        .contains(
            "#[Histogram log format version 1.3]",
            "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"");
    assertThat(lines.get(lines.size() - 1))
        .matches("\\d+\\.\\d{3},\\d+\\.\\d{3},40299\\.000,HIST.+");
  }

  @Test
  void aLogWhoseWriterWasKilledReadsUpToItsLastWholeInterval() throws IOException {
    Path base = dir.resolve("nginx");
    Recorder recorder = recorderWithLog(base);
    recorder.flip();
    // Killed while writing the next interval: its histogram line is whole, its counters line torn.
    Files.writeString(
        Path.of(base + ".hlog"), "9.000,1.000,1.000,HISTFAAAAC", StandardOpenOption.APPEND);
    Files.writeString(Path.of(base + ".jsonl"), "{\"start\":17645", StandardOpenOption.APPEND);

    IntervalLogReader.Logged logged = IntervalLogReader.read(base);

    assertThat(logged.ended()).isFalse();
    assertThat(logged.intervals()).isEqualTo(2);
    assertThat(logged.recording().requests().responses()).isEqualTo(800);
    assertThat(logged.recording().failures().connect()).isEqualTo(1);
    assertThat(logged.recording().timing().elapsedNanos()).isPositive();
  }

  @Test
  void aDamagedLogIsAnErrorNamingItsFile() throws IOException {
    Path base = dir.resolve("nginx");
    recorderWithLog(base).markEnd();
    Path counters = Path.of(base + ".jsonl");
    List<String> lines = Files.readAllLines(counters);
    Files.write(counters, List.of(lines.get(0), "garbage", lines.get(2)));

    assertThatThrownBy(() -> IntervalLogReader.read(base))
        .isInstanceOf(FolderError.class)
        .hasMessage(
            counters
                + ": line 2 is not JSON; restore the file from where the run folder came from");

    Files.write(counters, lines);
    Path histograms = Path.of(base + ".hlog");
    List<String> hlog = Files.readAllLines(histograms);
    Files.write(histograms, hlog.subList(0, hlog.size() - 1));
    assertThatThrownBy(() -> IntervalLogReader.read(base))
        .isInstanceOf(FolderError.class)
        .hasMessageStartingWith(histograms + ": holds 1 intervals where its counters file has 2");

    assertThatThrownBy(() -> IntervalLogReader.read(dir.resolve("none")))
        .isInstanceOf(FolderError.class)
        .hasMessageStartingWith(dir.resolve("none") + ".jsonl: no such file; ");
  }

  @Test
  void theSlotsReadBackAsTheRecordersThroughput() {
    Path base = dir.resolve("slots");
    Recorder recorder = new Recorder("slots");
    recorder.attach(IntervalLog.create(base, "slots", true));
    long t0 = 1_764_000_000_000L;
    recorder.response(t0, 1, 200, 100, 12, true);
    recorder.response(t0 + 250, 1, 200, 100, 12, true);
    recorder.flip();
    recorder.response(t0 + 260, 1, 200, 100, 12, true);
    recorder.response(t0 + 90, 1, 200, 100, 12, true);
    recorder.flip();
    recorder.flip();
    recorder.response(t0 + 1_020, 1, 200, 100, 12, true);
    recorder.markEnd();

    Recording read = IntervalLogReader.read(base).recording();

    assertThat(read.throughput())
        .isEqualTo(recorder.snapshot().throughput())
        .isEqualTo(new Throughput(t0, new long[] {2, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1}));
    assertThat(read.throughput().total()).isEqualTo(read.requests().responses());
  }

  @Test
  void aLogWrittenBeforeSlotsReadsAsNone() throws IOException {
    Path base = dir.resolve("old");
    recorderWithLog(base).markEnd();
    Path counters = Path.of(base + ".jsonl");
    List<String> old =
        Files.readAllLines(counters).stream()
            .map(l -> new io.vertx.core.json.JsonObject(l))
            .peek(j -> j.remove("slots"))
            .peek(j -> j.remove("slotsFrom"))
            .map(io.vertx.core.json.JsonObject::encode)
            .toList();
    assertThat(String.join("\n", Files.readAllLines(counters))).contains("\"slots\":[");
    Files.write(counters, old);

    Recording r = IntervalLogReader.read(base).recording();

    assertThat(r.throughput()).isEqualTo(Throughput.NONE);
    assertThat(r.requests().responses()).isEqualTo(800);
  }

  @Test
  void slotsThatDisagreeWithTheCountersAreAnErrorNamingTheFile() throws IOException {
    Path base = dir.resolve("nginx");
    recorderWithLog(base).markEnd();
    Path counters = Path.of(base + ".jsonl");
    List<String> lines = Files.readAllLines(counters);
    io.vertx.core.json.JsonObject second = new io.vertx.core.json.JsonObject(lines.get(2));
    second.getJsonArray("slots").set(1, 1_000_000L);
    Files.write(counters, List.of(lines.get(0), lines.get(1), second.encode()));

    assertThatThrownBy(() -> IntervalLogReader.read(base))
        .isInstanceOf(FolderError.class)
        .hasMessageStartingWith(counters + ": its slots hold ");
  }

  @Test
  void aRecorderThatNeverRanLogsNothingButItsHeader() {
    Path base = dir.resolve("idle");
    Recorder recorder = new Recorder("idle");
    recorder.attach(IntervalLog.create(base, "idle", true));

    Recording r = IntervalLogReader.read(base).recording();

    assertThat(r.requests().sent()).isZero();
    assertThat(r.first().documentLength()).isEqualTo(-1);
    assertThat(r.times().count()).isZero();
    assertThat(r.throughput()).isEqualTo(Throughput.NONE);
  }

  @Test
  void eachLineHasTheLineRecordsKeysInOrderAndAnUnknownKeyIsAnErrorNamingTheLine()
      throws IOException {
    Path base = dir.resolve("nginx");
    recorderWithLog(base).markEnd();
    Path counters = Path.of(base + ".jsonl");
    List<String> lines = Files.readAllLines(counters);

    assertThat(lines.get(2))
        .startsWith("{\"start\":")
        .contains(
            ",\"documentLength\":23,\"serverSoftware\":\"nginx/1.4.6 (Ubuntu)\",\"slotsFrom\":")
        .endsWith(",\"last\":true}");
    assertThat(lines.get(1)).doesNotContain("\"last\"");

    Files.write(counters, List.of(lines.get(0), lines.get(1).replace("{", "{\"later\":1,")));
    assertThatThrownBy(() -> IntervalLogReader.read(base))
        .isInstanceOf(FolderError.class)
        .hasMessageStartingWith(counters + ": line 2 is not an interval log's line: ")
        .hasMessageContaining("\"later\"");
  }
}
