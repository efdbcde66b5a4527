package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which folder a run writes into: its own, never an earlier run's. */
class RunFolderTest {
  @TempDir Path results;

  private Path folder(String name, Instant modified) throws IOException {
    Path folder = Files.createDirectories(results.resolve(name));
    Files.setLastModifiedTime(folder, FileTime.from(modified));
    return folder;
  }

  @Test
  void takesTheNewestFolderOfItsSimulationStartedSinceTheRunBegan() throws IOException {
    Instant started = Instant.parse("2026-11-30T10:00:00Z");
    folder("absimulation-20261130095000000", started.minusSeconds(600));
    Path own = folder("absimulation-20261130100001000", started.plusSeconds(1));
    folder("swoolevsnode-20261130100002000", started.plusSeconds(2));

    assertThat(RunFolder.find(results, "absimulation", started)).contains(own);
  }

  @Test
  void neverTakesAnEarlierRunsFolderEvenWhenNoneOfItsOwnExists() throws IOException {
    Instant started = Instant.parse("2026-11-30T10:00:00Z");
    folder("absimulation-20261130095000000", started.minusSeconds(600));

    assertThat(RunFolder.find(results, "absimulation", started)).isEmpty();
  }

  @Test
  void takesTheLaterOfTwoRunsThatEndedWithinSecondsOfEachOther() throws IOException {
    Instant started = Instant.parse("2026-11-30T10:00:00Z");
    folder("absimulation-20261130095959000", started.minusMillis(500));
    Path own = folder("absimulation-20261130100000100", started.plusMillis(100));

    assertThat(RunFolder.find(results, "absimulation", started)).contains(own);
  }
}
