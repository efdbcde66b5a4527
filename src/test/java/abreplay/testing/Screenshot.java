package abreplay.testing;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A page's screenshot, taken as the browser test takes it (the README's pictures come from here):
 * {@code java -cp <test classpath> abreplay.testing.Screenshot <page.html> <out.png> [width] [from
 * to]}: the whole page, or from the top of the element the CSS selector {@code from} names to the
 * bottom of the one {@code to} names. Fails when the page logs a problem or asks the network for
 * anything.
 */
public final class Screenshot {
  private Screenshot() {}

  public static void main(String[] args) throws Exception {
    Path page = Path.of(args[0]);
    Path png = Path.of(args[1]);
    int width = args.length > 2 ? Integer.parseInt(args[2]) : 1280;
    Path profile = Files.createTempDirectory("chromium-profile");
    try (Chromium chromium = Chromium.start(profile)) {
      Chromium.Visit visit = chromium.visit(page, width);
      if (!visit.problems.isEmpty() || !visit.network.isEmpty()) {
        throw new AssertionError(
            page + ": problems " + visit.problems + ", network " + visit.network);
      }
      if (args.length > 4) visit.screenshot(png, args[3], args[4]);
      else visit.screenshot(png);
      System.out.println(png);
    }
  }
}
