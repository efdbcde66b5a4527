package abreplay.injector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.injector.GatlingLog.Event;
import abreplay.injector.GatlingLog.RequestLine;
import abreplay.injector.GatlingLog.RunLine;
import abreplay.injector.GatlingLog.User;
import io.gatling.charts.stats.GeneralStats;
import io.gatling.charts.stats.LogFileData;
import io.gatling.charts.stats.LogFileReader;
import io.gatling.commons.stats.KO$;
import io.gatling.core.config.GatlingConfiguration;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.Option;

/**
 * Two injectors' logs become one that Gatling's own report reader counts as one run: every request
 * once, every user once, times kept to the millisecond; logs of other runs or versions are refused
 * by name.
 */
class GatlingLogMergeTest {
  private static final long T0 = 1_764_000_000_000L;
  private static final String SIMULATION = "abreplay.documents.SwooleVsGoLadder";

  @TempDir Path dir;

  @Test
  void gatlingsReaderCountsEveryRequestOfEveryInjectorOnce() throws IOException {
    // Injector 2 started 7 ms after injector 1; each ran 3 users and 500 requests, 5 of injector
    // 2's failed.
    Path one = log("injector-1.log", T0, 3, 500, 0, "swoole -c20000 -n200000");
    Path two = log("injector-2.log", T0 + 7, 3, 500, 5, "swoole -c20000 -n200000");

    GatlingLogMerge.Result merged =
        GatlingLogMerge.merge(List.of(one, two), dir.resolve("simulation.log"));

    assertThat(merged.run().start()).as("the earliest injector's start").isEqualTo(T0);
    assertThat(merged.events()).isEqualTo(2 * (3 * 2 + 500));
    assertThat(merged.parts()).extracting(GatlingLogMerge.Part::events).containsExactly(506L, 506L);
    LogFileData data =
        new LogFileReader(merged.file().toFile(), GatlingConfiguration.load()).read();
    GeneralStats all =
        data.requestGeneralStats(Option.empty(), Option.empty(), Option.empty()).get();
    GeneralStats failed =
        data.requestGeneralStats(Option.empty(), Option.empty(), Option.apply(KO$.MODULE$)).get();
    assertThat(all.count()).isEqualTo(1000);
    assertThat(failed.count()).isEqualTo(5);
    assertThat(data.runInfo().injectStart()).as("the first user's start").isEqualTo(T0);
  }

  @Test
  void everyEventKeepsItsTimeAndTheMergedLogRunsForwardInTime() throws IOException {
    Path one = log("a.log", T0, 2, 40, 0, "go ✓ -c10");
    Path two = log("b.log", T0 + 250, 2, 40, 0, "go ✓ -c10");

    GatlingLogMerge.merge(List.of(one, two), dir.resolve("simulation.log"));

    List<Event> merged = events(dir.resolve("simulation.log"));
    List<Event> expected = new ArrayList<>(events(one));
    expected.addAll(events(two));
    assertThat(merged).containsExactlyInAnyOrderElementsOf(expected);
    assertThat(merged).extracting(Event::at).isSorted();
    assertThat(merged)
        .filteredOn(e -> e instanceof RequestLine)
        .extracting(e -> ((RequestLine) e).name())
        .as("a name outside Latin-1 survives")
        .containsOnly("go ✓ -c10");
  }

  @Test
  void aLogCutShortGivesItsWholeRecordsAndSaysSo() throws IOException {
    Path one = log("a.log", T0, 1, 10, 0, "x");
    byte[] bytes = Files.readAllBytes(one);
    Files.write(one, java.util.Arrays.copyOf(bytes, bytes.length - 3));

    GatlingLogMerge.Result merged =
        GatlingLogMerge.merge(List.of(one), dir.resolve("simulation.log"));

    assertThat(merged.parts().get(0).truncated()).isTrue();
    assertThat(merged.events()).as("the user's end record was cut").isEqualTo(1 + 10);
  }

  @Test
  void aLogOfAnotherSimulationIsRefusedAndNothingIsWritten() throws IOException {
    Path one = log("a.log", T0, 1, 10, 0, "x");
    Path other =
        write(
            "b.log",
            new RunLine(
                GatlingLog.VERSION, "abreplay.AbSimulation", T0, "", List.of("s"), List.of()),
            List.of());

    assertThatThrownBy(
            () -> GatlingLogMerge.merge(List.of(one, other), dir.resolve("simulation.log")))
        .isInstanceOf(LogError.class)
        .hasMessage(
            other
                + ": is a log of abreplay.AbSimulation, "
                + one
                + " of "
                + SIMULATION
                + "; merge only the injectors of one run");
    assertThat(dir.resolve("simulation.log")).doesNotExist();
  }

  @Test
  void aLogOfAnotherGatlingVersionOrNoLogAtAllIsRefusedByName() throws IOException {
    Path old =
        write(
            "old.log",
            new RunLine("3.14.0", SIMULATION, T0, "", List.of("s"), List.of()),
            List.of());
    Path text = Files.writeString(dir.resolve("notes.log"), "not a log");

    assertThatThrownBy(() -> new GatlingLogReader(old))
        .isInstanceOf(LogError.class)
        .hasMessage(
            old
                + ": was written by Gatling 3.14.0, whose log format differs from 3.15.1's; run"
                + " every injector with the same ab-replay (Gatling 3.15.1)");
    assertThatThrownBy(() -> new GatlingLogReader(text))
        .isInstanceOf(LogError.class)
        .hasMessage(
            text
                + ": is not a Gatling simulation.log (it does not start with a run record); give"
                + " the simulation.log of an injector's run folder");
  }

  /**
   * A log as an injector writes it: its users start at its start, share the requests in turn, then
   * end.
   */
  private Path log(String name, long start, int users, int requests, int failed, String request)
      throws IOException {
    List<Event> events = new ArrayList<>();
    for (int u = 0; u < users; u++) events.add(new User("share", true, start));
    long t = start;
    for (int i = 0; i < requests; i++) {
      long end = t + 1 + i % 3;
      boolean ok = i >= failed;
      events.add(
          new RequestLine(
              List.of(),
              request,
              t,
              end,
              ok,
              ok ? "" : "j.n.ConnectException: Connection refused"));
      t = end;
    }
    for (int u = 0; u < users; u++) events.add(new User("share", false, t + 1));
    return write(
        name,
        new RunLine(GatlingLog.VERSION, SIMULATION, start, "ladder", List.of("share"), List.of()),
        events);
  }

  private Path write(String name, RunLine run, List<Event> events) throws IOException {
    Path file = dir.resolve(name);
    try (GatlingLogWriter writer = new GatlingLogWriter(file, run)) {
      for (Event e : events) writer.write(e);
      writer.commit();
    }
    return file;
  }

  private static List<Event> events(Path file) {
    List<Event> events = new ArrayList<>();
    try (GatlingLogReader reader = new GatlingLogReader(file)) {
      while (reader.hasNext()) events.add(reader.next());
    }
    return events;
  }
}
