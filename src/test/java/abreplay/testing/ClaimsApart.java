package abreplay.testing;

/**
 * A report with its claims' answers cut out, for the tests that hold an old run folder's rebuilt
 * reports to what its run wrote: the claims are laid out as issue 26 has them (three answers one
 * line each, the scenario detail once below, the scale named), every other byte is the run's.
 */
public final class ClaimsApart {
  private ClaimsApart() {}

  /** replay.html without its claims section. */
  public static String page(String html) {
    int from = html.indexOf("<section id=\"claims\">");
    int to = html.indexOf("</section>", from);
    if (from < 0 || to < 0) throw new AssertionError("no claims section in the page");
    return html.substring(0, from) + html.substring(to);
  }

  /** reproduction.md without its claims' blocks (the list under "## Claims"). */
  public static String reproduction(String markdown) {
    int from = markdown.indexOf("\n- \"", markdown.indexOf("\n## Claims\n"));
    int to = markdown.indexOf("\n## ", from);
    if (from < 0 || to < 0) throw new AssertionError("no claims in reproduction.md");
    return markdown.substring(0, from) + markdown.substring(to);
  }
}
