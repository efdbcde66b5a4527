package abreplay.importer;

import static abreplay.importer.ConfText.q;
import static java.util.stream.Collectors.joining;

import abreplay.importer.DraftSystem.AbSystem;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A draft stand-in for a server no profile of targets/ answers like: what its reports show (its
 * Server header, its Document Length, its keep-alive behaviour under ab -k), and, said in the file,
 * what they cannot show. It loads as any profile does, so the draft document runs as it is.
 *
 * @param text the profile's HOCON
 * @param body the body's bytes when too long for the file itself, written to {@code <name>.body}
 *     beside it
 */
record DraftProfile(String name, String text, Optional<String> body) {
  /** Longer bodies go to a file of their own. */
  private static final int INLINE_BODY = 1024;

  static DraftProfile of(
      String name, AbSystem system, String documentId, String source, String nearest) {
    String software = system.server().software();
    boolean named = software != null && !software.isEmpty() && !software.startsWith("?");
    Run first = system.runs().get(0);
    long length = first.report().published().documentLength().orElse(0);
    List<String> headers = new ArrayList<>();
    if (named) headers.add("Server: " + software);
    headers.addAll(
        List.of("Date: {date}", "Content-Length: {content-length}", "Connection: {connection}"));
    boolean inline = length <= INLINE_BODY;
    Optional<String> bodyFile =
        inline
            ? Optional.empty()
            : Optional.of("x".repeat((int) Math.min(Integer.MAX_VALUE - 8, length)));
    KeepAlive keepAlive = keepAlive(system);
    String text =
        """
        # DRAFT stand-in, written by ./ab-replay --import for document %s from %s (report on line %s).
        # It answers with what ab's report shows of %s: %s, a body of its Document Length (%s bytes), and keep-alive as the report shows it.
        # The report could not tell: the order of the header lines, the headers besides Server, Content-Length
        # and Connection (Content-Type, Last-Modified, ...), the body's bytes (only its length), the server's
        # workers, and how it answers HTTP/1.1. Ask the real server (curl -si --http1.0 %s, or
        # ab -v 2) and write its answer below, in its order.
        # Why a draft: %s.
        %s
        emulates = %s
        document = %s
        fidelity = "DRAFT from an ab report: the Server header, the body's length and the keep-alive behaviour are the report's; the header order, the other headers, the body's bytes, the workers and the HTTP/1.1 behaviour are not known."

        workers = 2                 # NOT IN THE REPORT: the server's event loops or worker processes
        status-version = "HTTP/1.1"  # NOT IN THE REPORT: ab's report does not show the status line
        headers = [                 # NOT IN THE REPORT: their order, and every header but these
        %s]
        %s   # the report gives the body's length only (%s bytes)%s

        # %s
        keep-alive { http10 = %s, http11 = %s%s }
        connection-header { keep-alive = always, close = always }   # NOT IN THE REPORT: ab counts a response as Keep-Alive only when its head says keep-alive
        framing { http10 = content-length, http11 = content-length }

        # The real server, when you have it: in the document, set systems.%s.url instead of its target:
        # url = %s
        """
            .formatted(
                documentId,
                source,
                first.report().firstLine(),
                system.label(),
                named ? "its Server header" : "no Server header",
                length,
                system.url(),
                nearest,
                bytes(system, headers, length),
                q(
                    (named ? software : "a server with no Server header")
                        + " at "
                        + system.server().host()
                        + ":"
                        + system.server().port()
                        + ", as ab's report shows it (draft)"),
                q(documentId),
                headers.stream().map(h -> "  " + q(h) + "\n").collect(joining()),
                inline
                    ? "body = " + q("x".repeat((int) length))
                    : "body-file = " + q("targets/" + name + ".body"),
                length,
                inline ? "" : ": x's",
                keepAlive.why(),
                keepAlive.rule(),
                keepAlive.rule(),
                keepAlive.max() > 0 ? ", max-requests = " + keepAlive.max() : "",
                system.name(),
                q(system.url()));
    return new DraftProfile(name, text, bodyFile);
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
   * The line that compares the bytes this draft sends ab with what the report counted, or "" when
   * the report does not say.
   */
  private static String bytes(AbSystem system, List<String> headers, long length) {
    Run first = system.runs().get(0);
    OptionalDouble published = first.report().published().bytesPerResponse();
    if (published.isEmpty()) return "";
    boolean keep = first.keepAlive() && first.report().published().keepAlive().orElse(0) > 0;
    long sent = "HTTP/1.1 200 OK\r\n".length() + 2 + length;
    for (String h : headers) {
      sent +=
          h.replace("{date}", "Thu, 01 Jan 2015 00:00:00 GMT")
                  .replace("{content-length}", Long.toString(length))
                  .replace("{connection}", keep ? "keep-alive" : "close")
                  .length()
              + 2;
    }
    double counted = published.getAsDouble();
    return String.format(
        Locale.ROOT,
        "# This draft answers ab with %d bytes per response; the report counted %.2f: %s.%n",
        sent,
        counted,
        counted > sent + 0.5
            ? String.format(Locale.ROOT, "%.0f bytes of headers it does not name", counted - sent)
            : counted < sent - 0.5
                ? "fewer than this draft's own headers (remove what it did not send)"
                : "the same");
  }
}
