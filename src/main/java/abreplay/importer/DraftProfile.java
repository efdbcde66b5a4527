package abreplay.importer;

import abreplay.importer.DraftSystem.AbSystem;
import com.typesafe.config.ConfigUtil;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A draft stand-in for a server no profile of targets/ answers like: what its reports show (its
 * Server header, its Document Length, its keep-alive behaviour under ab -k), and, said in the file,
 * what they cannot show (the order of its header lines, its other headers, its body's bytes, its
 * workers, how it answers HTTP/1.1). It loads as any profile does, so the draft document runs as it
 * is; the comments say what to edit to make it the server's double.
 *
 * @param text the profile's HOCON
 * @param body the body's bytes when too long for the file itself, written to {@code <name>.body}
 *     beside it
 */
record DraftProfile(String name, String text, Optional<String> body) {
  /** Longer bodies go to a file of their own. */
  static final int INLINE_BODY = 1024;

  static DraftProfile of(
      String name, AbSystem system, String documentId, String source, String nearest) {
    String software = system.server().software();
    boolean named = software != null && !software.isEmpty() && !software.startsWith("?");
    Run first = system.runs().get(0);
    var pub = first.report().published();
    long length = pub.documentLength().orElse(0);
    KeepAlive keepAlive = keepAlive(system);
    List<String> headers = new ArrayList<>();
    if (named) headers.add("Server: " + software);
    headers.add("Date: {date}");
    headers.add("Content-Length: {content-length}");
    headers.add("Connection: {connection}");
    String where = system.server().host() + ":" + system.server().port();
    StringBuilder out = new StringBuilder();
    out.append("# DRAFT stand-in, written by ./ab-replay --import for document ")
        .append(documentId)
        .append(" from ")
        .append(source)
        .append(" (report on line ")
        .append(first.report().firstLine())
        .append(").\n");
    out.append("# It answers with what ab's report shows of ")
        .append(system.label())
        .append(": ")
        .append(named ? "its Server header" : "no Server header")
        .append(", a body of its Document Length (")
        .append(length)
        .append(" bytes), and keep-alive as the report shows it.\n");
    out.append(
            "# The report could not tell: the order of the header lines, the headers besides"
                + " Server, Content-Length\n"
                + "# and Connection (Content-Type, Last-Modified, ...), the body's bytes (only its"
                + " length), the server's\n"
                + "# workers, and how it answers HTTP/1.1. Ask the real server (curl -si --http1.0"
                + " ")
        .append(system.url())
        .append(", or\n# ab -v 2) and write its answer below, in its order.\n");
    out.append("# Why a draft: ").append(nearest).append(".\n");
    bytes(out, system, headers, length);
    out.append("\nemulates = ")
        .append(
            ConfigUtil.quoteString(
                (named ? software : "a server with no Server header")
                    + " at "
                    + where
                    + ", as ab's report shows it (draft)"))
        .append('\n');
    out.append("document = ").append(ConfigUtil.quoteString(documentId)).append('\n');
    out.append("fidelity = ")
        .append(
            ConfigUtil.quoteString(
                "DRAFT from an ab report: the Server header, the body's length and the keep-alive"
                    + " behaviour are the report's; the header order, the other headers, the body's"
                    + " bytes, the workers and the HTTP/1.1 behaviour are not known."))
        .append("\n\n");
    out.append(
        "workers = 2                 # NOT IN THE REPORT: the server's event loops or worker"
            + " processes\n");
    out.append(
        "status-version = \"HTTP/1.1\"  # NOT IN THE REPORT: ab's report does not show the status"
            + " line\n");
    out.append(
        "headers = [                 # NOT IN THE REPORT: their order, and every header but"
            + " these\n");
    for (String h : headers) out.append("  ").append(ConfigUtil.quoteString(h)).append('\n');
    out.append("]\n");
    Optional<String> body = Optional.empty();
    if (length > INLINE_BODY) {
      out.append("body-file = ")
          .append(ConfigUtil.quoteString("targets/" + name + ".body"))
          .append("   # the report gives the body's length only (")
          .append(length)
          .append(" bytes): x's\n");
      body = Optional.of("x".repeat((int) Math.min(Integer.MAX_VALUE - 8, length)));
    } else {
      out.append("body = ")
          .append(ConfigUtil.quoteString("x".repeat((int) length)))
          .append("   # the report gives the body's length only (")
          .append(length)
          .append(" bytes)\n");
    }
    out.append("\n# ").append(keepAlive.why()).append('\n');
    out.append("keep-alive { http10 = ")
        .append(keepAlive.rule())
        .append(", http11 = ")
        .append(keepAlive.rule())
        .append(keepAlive.max() > 0 ? ", max-requests = " + keepAlive.max() : "")
        .append(" }\n");
    out.append(
        "connection-header { keep-alive = always, close = always }   # NOT IN THE REPORT: ab counts"
            + " a response as Keep-Alive only when its head says keep-alive\n");
    out.append("framing { http10 = content-length, http11 = content-length }\n");
    out.append("\n# The real server, when you have it: in the document, set systems.")
        .append(system.name())
        .append(".url instead of its target:\n# url = ")
        .append(ConfigUtil.quoteString(system.url()))
        .append('\n');
    return new DraftProfile(name, out.toString(), body);
  }

  private record KeepAlive(String rule, int max, String why) {}

  private static KeepAlive keepAlive(AbSystem system) {
    for (Run run : system.runs()) {
      var pub = run.report().published();
      if (!run.keepAlive() || pub.keepAlive().isEmpty() || pub.complete().orElse(0) == 0) continue;
      long kept = pub.keepAlive().getAsLong();
      long complete = pub.complete().getAsLong();
      String seen =
          String.format(
              Locale.ROOT,
              "Keep-alive as the report on line %d shows it (ab -k): %,d of %,d"
                  + " responses kept the connection",
              run.report().firstLine(),
              kept,
              complete);
      if (kept == 0) return new KeepAlive("never", 0, seen + ": the server closes every one.");
      if (kept >= complete) return new KeepAlive("on-request", 0, seen + ".");
      int max = (int) Math.max(2, Math.round((double) complete / (complete - kept)));
      return new KeepAlive(
          "on-request", max, seen + ": one in " + max + " closes it (max-requests).");
    }
    return new KeepAlive(
        "on-request",
        0,
        "NOT IN THE REPORT: its ab ran without -k, which shows nothing of keep-alive;"
            + " on-request is what most servers do.");
  }

  /**
   * What this draft sends ab beside what the report counted: the bytes its missing headers take.
   */
  private static void bytes(StringBuilder out, AbSystem system, List<String> headers, long length) {
    Run first = system.runs().get(0);
    Optional<Double> published = Grouping.bytesPerResponse(first);
    if (published.isEmpty()) return;
    boolean keep = first.keepAlive() && first.report().published().keepAlive().orElse(0) > 0;
    long head = "HTTP/1.1 200 OK\r\n".length() + 2;
    for (String h : headers) {
      head +=
          h.replace("{date}", "Thu, 01 Jan 2015 00:00:00 GMT")
                  .replace("{content-length}", Long.toString(length))
                  .replace("{connection}", keep ? "keep-alive" : "close")
                  .length()
              + 2;
    }
    out.append(
        String.format(
            Locale.ROOT,
            "# This draft answers ab with %d bytes per response; the report counted %.2f:"
                + " %s.%n",
            head + length,
            published.get(),
            published.get() > head + length + 0.5
                ? String.format(
                    Locale.ROOT,
                    "%.0f bytes of headers it does not name",
                    published.get() - head - length)
                : published.get() < head + length - 0.5
                    ? "fewer than this draft's own headers (remove what it did not send)"
                    : "the same"));
  }
}
