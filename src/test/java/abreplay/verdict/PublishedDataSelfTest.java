package abreplay.verdict;

import static abreplay.testing.RecordingBuilder.recording;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.real;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.document.claim.OwnData;
import abreplay.document.claim.Verdict;
import abreplay.replay.DocumentReplay;
import abreplay.result.StepResult;
import abreplay.testing.Results;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The published-data self-test: each document's own figures, fed to the judge as if they had been
 * replayed (steady steps at exactly the published rates, one round and three identical rounds),
 * give REPRODUCED for every claim's measurement and, for its verdict, what the post's own data
 * says: supported where it supports, not supported where it falls short, contradicted where it
 * contradicts. Every conf under conf/documents/ is covered, a new one without a new test.
 */
class PublishedDataSelfTest {
  @Test
  void everyDocumentsPublishedDataReproducesItselfAndItsOwnDataOutcomes() throws IOException {
    List<Path> confs;
    try (Stream<Path> files = Files.list(Home.dir().resolve("conf/documents"))) {
      confs = files.filter(f -> f.toString().endsWith(".conf")).sorted().toList();
    }
    int claims = 0;
    for (Path conf : confs) {
      Document d =
          DocumentReplay.read(Home.dir(), Home.dir().relativize(conf).toString(), new Properties())
              .document();
      for (int rounds : new int[] {1, 3}) {
        for (ClaimResult c : Judge.all(d, asReplayed(d, rounds), JudgeTest.DEFAULTS)) {
          String what = conf.getFileName() + ", " + rounds + " round(s): " + c.claim().text();
          assertThat(c.measurement())
              .as(what + ": " + c.measurementText())
              .isEqualTo(Measurement.REPRODUCED);
          assertThat(c.verdict())
              .as(what + ": " + c.verdictText())
              .isEqualTo(expected(c.ownData()));
          claims++;
        }
      }
    }
    assertThat(claims).as("claims checked").isGreaterThanOrEqualTo(2 * 9);
  }

  private static Verdict expected(OwnData ownData) {
    return switch (ownData) {
      case SUPPORTED -> Verdict.SUPPORTED;
      case FALLS_SHORT -> Verdict.NOT_SUPPORTED;
      case CONTRADICTED -> Verdict.CONTRADICTED;
      case NOT_CHECKABLE -> Verdict.NOT_JUDGED;
    };
  }

  /**
   * Every published figure as a replayed step of a real server: its requests at its rate; failures
   * as the post says.
   */
  private static List<StepResult> asReplayed(Document d, int rounds) {
    List<StepResult> steps = new ArrayList<>();
    for (int round = 1; round <= rounds; round++) {
      for (Scenario s : d.scenarios()) {
        for (Map.Entry<String, Document.Published> e :
            d.published().getOrDefault(s.id(), Map.of()).entrySet()) {
          Document.Published p = e.getValue();
          var step = Results.step(real(e.getKey()), s, round);
          if (p.failedUnderLoad().orElse(false)) {
            steps.add(
                ran(
                    step,
                    recording()
                        .responses(s.requests() / 2)
                        .failures(s.requests() / 2, 0, 0, 0)
                        .seconds(10)
                        .build()));
          } else if (p.requestsPerSecond().isPresent()) {
            // ab's rate is Complete over the exact time taken (the printed time is rounded to ms).
            long complete = p.complete().orElse(s.requests());
            steps.add(
                ran(
                    step,
                    recording()
                        .responses(complete)
                        .seconds(complete / p.requestsPerSecond().getAsDouble())
                        .build()));
          }
        }
      }
    }
    return steps;
  }
}
