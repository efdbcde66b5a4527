package abreplay.testing;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What every page of a run folder must do in a real browser: load with nothing on the console and
 * nothing asked of the network, and link only to files that are there. Its screenshot is kept in
 * target/browser/ for people to look at.
 */
public final class PageCheck {
  private PageCheck() {}

  /** Where the browser tests leave their screenshots. */
  public static Path screenshots() {
    return Home.dir().resolve("target/browser");
  }

  /** Opens {@code page}, checks it, and keeps its screenshot as {@code name}.png. */
  public static Chromium.Visit open(Chromium chromium, Path page, String name) {
    Chromium.Visit visit = chromium.visit(page, 1280);
    assertThat(visit.problems).as(page + ": console errors, exceptions, failed loads").isEmpty();
    assertThat(visit.network).as(page + ": requests to the network").isEmpty();
    for (String href : visit.attributes("a[href]", "href")) {
      URI uri = page.getParent().toUri().resolve(href);
      assertThat(uri.getScheme()).as(page + ": link " + href).isEqualTo("file");
      assertThat(Path.of(uri)).as(page + ": link " + href).exists();
    }
    visit.screenshot(screenshots().resolve(name + ".png"));
    return visit;
  }

  /** How many marks of {@code kind} the {@code index}-th chart showing {@code chart} holds. */
  public static int marks(Chromium.Visit visit, String chart, int index, String kind) {
    return ((Number) visit.eval("document.querySelectorAll('svg[data-chart=\"" + chart + "\"]')[" + index
        + "].querySelectorAll('.mark." + kind.replace(' ', '.') + "').length")).intValue();
  }

  /** summary.json's steps, as a list. */
  public static List<JsonObject> steps(Path folder) {
    try {
      var array = new JsonObject(Files.readString(folder.resolve("summary.json"))).getJsonArray("steps");
      return array.stream().map(o -> (JsonObject) o).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
