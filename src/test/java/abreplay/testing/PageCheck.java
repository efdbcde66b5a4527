package abreplay.testing;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import io.vertx.core.json.JsonArray;
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
    assertThat(overflows(visit))
        .as(
            page
                + " at 1280 px: elements past their card or chart (screenshot: "
                + screenshots().resolve(name + ".png")
                + ")")
        .isEmpty();
    return visit;
  }

  /**
   * Every element that runs past the right or left edge of what holds it: a chart's marks and
   * labels past their SVG (which clips them), anything else past its card ({@code header.top},
   * {@code section}), a table in a {@code .scroll} box included (at this width it must fit, not
   * scroll), and the page past the window. Each as "tag.class "text": left..right px, past its card
   * (left..right)".
   */
  public static List<String> overflows(Chromium.Visit visit) {
    JsonArray found = (JsonArray) visit.eval(OVERFLOWS);
    return found.stream().map(String::valueOf).toList();
  }

  private static final String OVERFLOWS =
      """
      (() => {
        const out = [], page = document.documentElement, px = v => Math.round(v);
        if (page.scrollWidth > page.clientWidth + 1) {
          out.push('the page: ' + page.scrollWidth + ' px wide in a window of ' + page.clientWidth + ' px');
        }
        const name = e => e.tagName.toLowerCase() + (e.getAttribute('class') ? '.'
            + e.getAttribute('class').trim().split(/\\s+/).join('.') : '') + ' "'
            + (e.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 50) + '"';
        for (const card of document.querySelectorAll('header.top, section')) {
          const c = card.getBoundingClientRect();
          for (const e of card.querySelectorAll('*')) {
            const r = e.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) continue;
            const svg = e.parentElement.closest('svg');
            const box = svg ? svg.getBoundingClientRect() : c, what = svg ? 'its chart' : 'its card';
            if (r.right > box.right + 0.5 || r.left < box.left - 0.5) {
              out.push(name(e) + ': ' + px(r.left) + '..' + px(r.right) + ' px, past ' + what + ' (' + px(box.left)
                  + '..' + px(box.right) + ')');
            }
          }
        }
        return out;
      })()
      """;

  /** How many marks of {@code kind} the {@code index}-th chart showing {@code chart} holds. */
  public static int marks(Chromium.Visit visit, String chart, int index, String kind) {
    return ((Number)
            visit.eval(
                "document.querySelectorAll('svg[data-chart=\""
                    + chart
                    + "\"]')["
                    + index
                    + "].querySelectorAll('.mark."
                    + kind.replace(' ', '.')
                    + "').length"))
        .intValue();
  }

  /** summary.json's steps, as a list. */
  public static List<JsonObject> steps(Path folder) {
    try {
      var array =
          new JsonObject(Files.readString(folder.resolve("summary.json"))).getJsonArray("steps");
      return array.stream().map(o -> (JsonObject) o).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
