package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.machine.ClockSync;
import abreplay.result.InjectorStarts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An injector's start as it records it in its folder, read back by --merge. */
class InjectorStartFileTest {
  @TempDir Path dir;

  private static final ClockSync CHRONY =
      new ClockSync.Synchronised(
          "chronyc tracking", OptionalDouble.of(-0.25), OptionalDouble.of(0.75));

  @Test
  void aFinishedInjectorsStartReadsBackWithItsOffsetFromTheInstant() {
    InjectorStartFile.write(dir, "pod-1", "k1", CHRONY, 2000, 1_000_000, 974_000, 1_000_003);

    InjectorStartFile.Read read = InjectorStartFile.read(dir, 2, 0, 0).orElseThrow();

    assertThat(read.startEpochMillis()).isEqualTo(1_000_000);
    assertThat(read.injector())
        .isEqualTo(
            new InjectorStarts.Injector(
                2, "pod-1", "k1", CHRONY, 2000, OptionalLong.of(26_000), OptionalLong.of(3)));
  }

  @Test
  void anInjectorKilledMidStepLeftItsClockAndTheLogGivesItsFirstRequest() {
    ClockSync unknown = new ClockSync.Unknown("chronyc: not on this host");
    InjectorStartFile.write(dir, "pod-2", "k2", unknown, 2000, 0, 0, 0);

    InjectorStarts.Injector read =
        InjectorStartFile.read(dir, 1, 1_000_000, 999_998).orElseThrow().injector();

    assertThat(read.clock()).isEqualTo(unknown);
    assertThat(read.firstRequestOffsetMillis()).hasValue(-2);
    assertThat(read.warmMillisBeforeStart()).isEmpty();
    assertThat(InjectorStartFile.read(dir.resolve("none"), 1, 0, 0)).isEmpty();
  }

  @Test
  void theFileIsJsonWithTheClockAsTheRunRecordGivesIt() throws Exception {
    InjectorStartFile.write(dir, "pod-1", "k1", CHRONY, 2000, 1_000_000, 974_000, 1_000_003);

    String json = Files.readString(dir.resolve(InjectorStartFile.FILE));

    assertThat(InjectorStartFile.FILE).isEqualTo("injector-start.json");
    assertThat(json)
        .contains(
            "\"clock\" : {\n    \"state\" : \"synchronised\",\n    \"text\" : \"synchronised (")
        .contains("\"startEpochMillis\" : 1000000")
        .contains("\"firstRequestOffsetMillis\" : 3");
  }

  @Test
  void anInjectorsFolderOfTheVersionBeforeIsOneLineNamingItsFileAndTheFix() throws Exception {
    Files.writeString(dir.resolve("injector-start.properties"), "host=pod-1\n");

    assertThatThrownBy(() -> InjectorStartFile.read(dir, 1, 0, 0))
        .isInstanceOf(FolderError.class)
        .hasMessage(
            dir.resolve("injector-start.properties")
                + ": written by an injector of an ab-replay before injector-start.json; merge its"
                + " folders with the ab-replay that ran it, or run the injectors again");
  }
}
