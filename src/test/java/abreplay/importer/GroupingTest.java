package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.standin.ProfileLoader;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * Systems by server, in the text's order, scenarios by ab command: what a post with several reports
 * of one server software becomes, and how its systems are named.
 */
class GroupingTest {
  private static String nginx() throws Exception {
    return Files.readString(MadeHereImportTest.MADE_HERE.resolve("nginx-no-keep-alive.txt"));
  }

  private static Draft draft(String text) {
    return Importer.draft(text, "post.txt", "005", ProfileLoader.standard());
  }

  @Test
  void oneServerTwoCommandsIsOneSystemInTwoScenariosInTheTextsOrder() throws Exception {
    Draft d =
        draft(
            Files.readString(MadeHereImportTest.MADE_HERE.resolve("hello-no-confidence.txt"))
                + "\n"
                + Files.readString(MadeHereImportTest.MADE_HERE.resolve("hello-keep-alive.txt")));

    assertThat(d.systems()).extracting(DraftSystem::name).containsExactly("ab-replay-hello");
    assertThat(d.scenarios())
        .extracting(DraftScenario::id)
        .containsExactly("c10-n1000", "c10-n5000-k");
  }

  @Test
  void theSameSoftwareOnAnotherPortIsAnotherSystemNamedByItsPort() throws Exception {
    Draft d = draft(nginx() + "\n" + nginx().replace("18082", "18090"));

    assertThat(d.systems()).extracting(DraftSystem::name).containsExactly("nginx", "nginx-18090");
    assertThat(d.systems())
        .extracting(DraftSystem::label)
        .containsExactly("nginx/1.4.6 at 127.0.0.1:18082", "nginx/1.4.6 at 127.0.0.1:18090");
    assertThat(d.scenarios()).hasSize(1);
  }

  @Test
  void theSameServerAskedForAnotherPathIsAnotherSystemNamedByThePath() throws Exception {
    String missing = Files.readString(MadeHereImportTest.MADE_HERE.resolve("nginx-404.txt"));
    Draft d = draft(nginx() + "\n" + missing);

    assertThat(d.systems())
        .extracting(DraftSystem::name)
        .containsExactly("nginx", "nginx-missing-html");
  }

  @Test
  void theSameServerRunTwiceWithTheSameCommandIsASecondSystem() throws Exception {
    String again = nginx().replace("Time taken for tests:   ", "Time taken for tests:   1");
    Draft d = draft(nginx() + "\n" + again);

    assertThat(d.systems()).extracting(DraftSystem::name).containsExactly("nginx", "nginx-2");
    assertThat(d.systems().get(1).label()).isEqualTo("nginx/1.4.6 at 127.0.0.1:18082 (2nd system)");
    assertThat(d.scenarios()).hasSize(1);
    assertThat(((DraftScenario.AbScenario) d.scenarios().get(0)).runs())
        .containsOnlyKeys("nginx", "nginx-2");
  }

  @Test
  void aReportCutAtItsTopThatMatchesNoOtherIsNamedByThePortItsCommandAsked() throws Exception {
    String cut =
        nginx().substring(0, nginx().indexOf("This is ApacheBench"))
            + nginx()
                .substring(nginx().indexOf("Document Path:"))
                .replace("Document Length:        23 bytes", "Document Length:        11 bytes");
    Draft d = draft(nginx() + "\n" + cut);

    assertThat(d.systems()).extracting(DraftSystem::name).containsExactly("nginx", "port-18082");
  }
}
