package abreplay.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The description in simulation.log's first record, rewritten with the rest of the file left as it
 * was.
 */
class RunDescriptionTest {
  @TempDir Path dir;

  /** A simulation.log as Gatling 3.15's RunMessageSerializer starts it, then some records. */
  private static byte[] log(String description, byte[] records) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeByte(0);
    out.write(RunDescription.encode("3.15.1"));
    out.write(RunDescription.encode("abreplay.documents.SwooleVsNginxAndGo"));
    out.writeLong(1_796_068_921_173L);
    out.write(RunDescription.encode(description));
    out.write(records);
    return bytes.toByteArray();
  }

  @Test
  void replacesTheDescriptionAndKeepsEveryOtherByte() throws IOException {
    byte[] records = new byte[100_000];
    for (int i = 0; i < records.length; i++) records[i] = (byte) (i * 31);
    Path file = dir.resolve("simulation.log");
    Files.write(file, log("", records));

    RunDescription.rewrite(file, "ab-replay: open replay.html");

    assertThat(RunDescription.read(file)).isEqualTo("ab-replay: open replay.html");
    byte[] now = Files.readAllBytes(file);
    assertThat(Arrays.copyOfRange(now, now.length - records.length, now.length)).isEqualTo(records);
    assertThat(now).isEqualTo(log("ab-replay: open replay.html", records));

    RunDescription.rewrite(file, "shorter");
    assertThat(Files.readAllBytes(file)).isEqualTo(log("shorter", records));
  }
}
