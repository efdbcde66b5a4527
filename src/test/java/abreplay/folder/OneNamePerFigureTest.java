package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.report.ReportFiles;
import abreplay.testing.RunFixture;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A figure that run-record.json and summary.json both carry has one name, summary.json's, and the
 * same value in both: where each file puts it, by its path in the file.
 */
class OneNamePerFigureTest {
  @TempDir Path folder;

  /** Each figure's path in the run record, and in summary.json; the last names are the same. */
  private static final Map<String, String> SHARED =
      Map.ofEntries(
          Map.entry("/run/simulation", "/simulation"),
          Map.entry("/run/started", "/started"),
          Map.entry("/run/ended", "/ended"),
          Map.entry("/run/machine", "/machine"),
          Map.entry("/plan/title", "/title"),
          Map.entry("/plan/sources", "/sources"),
          Map.entry("/plan/warnings", "/warnings"),
          Map.entry("/plan/settings/timeoutSeconds", "/parameters/timeoutSeconds"),
          Map.entry("/plan/settings/maxFailedPerStep", "/parameters/maxFailedPerStep"),
          Map.entry("/plan/settings/scale", "/parameters/scale"),
          Map.entry("/plan/settings/localAddresses", "/parameters/localAddresses"),
          Map.entry("/plan/settings/placement", "/parameters/placement"),
          Map.entry("/plan/systems/0/rounds", "/parameters/rounds"),
          Map.entry("/plan/systems/0/steps/0/name", "/steps/0/name"),
          Map.entry("/plan/systems/0/steps/0/round", "/steps/0/round"),
          Map.entry("/plan/systems/0/steps/0/requestsPlanned", "/steps/0/requestsPlanned"),
          Map.entry("/plan/systems/0/steps/0/target/kind", "/steps/0/kind"),
          Map.entry("/plan/systems/0/steps/0/scenario/concurrency", "/steps/0/concurrency"),
          Map.entry("/plan/systems/0/steps/0/scenario/keepAlive", "/steps/0/keepAlive"),
          Map.entry("/plan/systems/0/steps/0/layout/injectors", "/steps/0/layout/injectors"),
          Map.entry(
              "/plan/systems/0/steps/0/layout/targetProcesses", "/steps/0/layout/targetProcesses"),
          Map.entry("/plan/systems/0/steps/0/layout/target", "/steps/0/layout/target"),
          Map.entry(
              "/plan/systems/0/steps/0/layout/localAddresses/0",
              "/steps/0/layout/each/0/localAddresses"),
          Map.entry("/steps/0/outcome/status", "/steps/0/status"),
          Map.entry("/steps/0/outcome/reason", "/steps/0/reason"),
          Map.entry("/steps/0/outcome/ab/requestName", "/steps/0/ab/requestName"),
          Map.entry("/steps/0/outcome/ab/command/concurrencyLevel", "/steps/0/ab/concurrencyLevel"),
          Map.entry("/steps/0/outcome/ab/warmUp/warmUpRequests", "/steps/0/ab/warmUpRequests"),
          Map.entry("/steps/0/outcome/ab/warmUp/warmUpPolicy", "/steps/0/ab/warmUpPolicy"),
          Map.entry(
              "/steps/0/outcome/ab/warmUp/loadGeneratorWarmedOn",
              "/steps/0/ab/loadGeneratorWarmedOn"),
          Map.entry(
              "/steps/0/outcome/ab/connectionsOpenedByTarget",
              "/steps/0/ab/connectionsOpenedByTarget"),
          Map.entry("/steps/0/outcome/targetCounters", "/steps/0/targetCounters"),
          Map.entry("/steps/0/outcome/resources/targetResources", "/steps/0/targetResources"),
          Map.entry(
              "/steps/0/outcome/resources/loadGeneratorResources",
              "/steps/0/loadGeneratorResources"),
          Map.entry("/steps/0/outcome/resources/bound", "/steps/0/bound"),
          Map.entry(
              "/steps/0/outcome/bytesPerResponseToAbHttp10", "/steps/0/bytesPerResponseToAbHttp10"),
          Map.entry("/warmUps/0/ab/requestName", "/warmUps/nginx/requestName"),
          Map.entry("/plan/document/claims/0/text", "/claims/0/text"),
          Map.entry("/plan/document/claims/0/kind", "/claims/0/kind"),
          Map.entry("/plan/document/claims/0/system", "/claims/0/system"),
          Map.entry("/plan/document/claims/0/over", "/claims/0/over"),
          Map.entry("/plan/document/claims/0/by", "/claims/0/by/text"),
          Map.entry("/standInLogs", "/standInLogs"));

  @Test
  void eachFigureBothFilesCarryHasSummaryJsonsNameAndTheSameValueInBoth() throws IOException {
    ReportFiles.write(folder, RunFixture.document000(folder, 1).run());
    ObjectNode record =
        Mapped.read(Files.readString(folder.resolve(RunRecord.FILE)), ObjectNode.class);
    ObjectNode summary =
        Mapped.read(Files.readString(folder.resolve(FolderLayout.SUMMARY_JSON)), ObjectNode.class);

    SHARED.forEach(
        (inRecord, inSummary) -> {
          JsonNode a = record.at(inRecord);
          JsonNode b = summary.at(inSummary);
          assertThat(a.isMissingNode()).as(inRecord).isFalse();
          assertThat(a).as(inRecord + " and " + inSummary).isEqualTo(b);
          // A claim's number: its text in the record, its text and threshold in summary.json.
          if (!inSummary.endsWith("/by/text"))
            assertThat(last(inRecord)).as("one name").isEqualTo(last(inSummary));
        });
  }

  private static String last(String path) {
    String[] parts = path.split("/");
    return parts[parts.length - 1].matches("\\d+")
        ? parts[parts.length - 2]
        : parts[parts.length - 1];
  }
}
