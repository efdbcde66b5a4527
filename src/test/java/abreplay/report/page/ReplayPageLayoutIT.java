package abreplay.report.page;

import abreplay.report.ReportFiles;
import abreplay.testing.Chromium;
import abreplay.testing.PageCheck;
import abreplay.testing.RunFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * replay.html of a whole run made without Gatling (document 000, two rounds, every step bound by
 * the load generator: the widest badges and CPU labels), in a real browser 1280 px wide: nothing
 * runs past its card, no chart clips its labels, as {@link PageCheck} checks for every page.
 */
class ReplayPageLayoutIT {
  @Test
  void document000sPageKeepsEveryElementInsideItsCard(@TempDir Path folder, @TempDir Path profile)
      throws IOException {
    ReportFiles.write(folder, RunFixture.document000(folder, 2).run());
    // The files of a run that a fixture does not write (Gatling's page, the stand-ins' logs),
    // empty.
    Matcher link =
        Pattern.compile("href=\"([^\":#]+)\"")
            .matcher(Files.readString(folder.resolve("replay.html")));
    while (link.find()) {
      Path file = folder.resolve(link.group(1));
      if (!Files.exists(file))
        Files.createFile(Files.createDirectories(file.getParent()).resolve(file.getFileName()));
    }

    try (Chromium chromium = Chromium.start(profile)) {
      PageCheck.open(chromium, folder.resolve("replay.html"), "replay-fixture-000");
    }
  }
}
