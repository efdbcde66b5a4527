package abreplay.standin;

import abreplay.config.ConfigError;
import abreplay.standin.Profile.BodyFraming;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A profile's response as bytes: the status line, the header lines in the profile's order with
 * their placeholders filled in, and the body framed as the server frames it. A header line whose
 * placeholder has no value in this response (no Connection header, no length) is left out.
 */
public final class ResponseTemplate {
  static final List<String> HEADER_PLACEHOLDERS =
      List.of(
          "date",
          "content-length",
          "connection",
          "transfer-encoding",
          "request-host",
          "file-mtime",
          "file-etag");
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}]*)}");
  private static final Pattern RANDOM = Pattern.compile("random:(\\d+)-(\\d+)");

  private final Profile profile;
  private final String body;
  private final String fileMtime;
  private final String fileEtag;
  private final boolean perRequest;

  public ResponseTemplate(Profile profile) {
    this.profile = profile;
    if (profile.bodyFile().isPresent()) {
      try {
        byte[] bytes = Files.readAllBytes(profile.bodyFile().get());
        // Kept as ISO-8859-1 so that every byte maps to one char and back.
        this.body = new String(bytes, StandardCharsets.ISO_8859_1);
        FileTime mtime = Files.getLastModifiedTime(profile.bodyFile().get());
        long seconds = mtime.toMillis() / 1000;
        this.fileMtime = HttpDate.format(seconds);
        // nginx's ETag: hex(mtime)-hex(size).
        this.fileEtag = Long.toHexString(seconds) + "-" + Long.toHexString(bytes.length);
      } catch (IOException e) {
        throw new ConfigError(
            profile.file()
                + ": cannot read body-file "
                + profile.bodyFile().get()
                + ": "
                + e.getMessage());
      }
    } else {
      this.body = profile.body();
      this.fileMtime = null;
      this.fileEtag = null;
    }
    this.perRequest =
        profile.headers().stream().anyMatch(h -> h.contains("{request-host}"))
            || RANDOM.matcher(body).find();
  }

  /**
   * True when a response depends on the request (its Host) or on chance, so it cannot be prebuilt.
   */
  public boolean perRequest() {
    return perRequest;
  }

  static Optional<String> unknownPlaceholder(String headerLine) {
    Matcher m = PLACEHOLDER.matcher(headerLine);
    while (m.find()) {
      if (!HEADER_PLACEHOLDERS.contains(m.group(1))) return Optional.of(m.group(1));
    }
    return Optional.empty();
  }

  static Optional<String> unknownBodyPlaceholder(String body) {
    Matcher m = PLACEHOLDER.matcher(body);
    while (m.find()) {
      if (!RANDOM.matcher(m.group(1)).matches()) return Optional.of(m.group(1));
    }
    return Optional.empty();
  }

  /**
   * The whole response.
   *
   * @param connection the Connection header to write: "keep-alive", "close" or null for none
   * @param notFound a 404 for a path the profile does not serve
   * @param head a HEAD request: headers only
   * @param host the request's Host header, or null
   */
  public byte[] render(
      boolean http11,
      String connection,
      BodyFraming framing,
      boolean notFound,
      boolean head,
      String host,
      String date) {
    String payload = notFound ? profile.notFoundBody() : fillBody(body);
    int length = payload.length();
    StringBuilder out = new StringBuilder(256 + length);
    String version =
        switch (profile.statusVersion()) {
          case HTTP_1_0 -> "HTTP/1.0";
          case HTTP_1_1 -> "HTTP/1.1";
          case ECHO -> http11 ? "HTTP/1.1" : "HTTP/1.0";
        };
    out.append(version).append(notFound ? " 404 Not Found" : " 200 OK").append("\r\n");
    for (String line : profile.headers()) {
      String filled =
          fillHeader(
              line,
              date,
              framing == BodyFraming.CONTENT_LENGTH ? Integer.toString(length) : null,
              connection,
              framing == BodyFraming.CHUNKED ? "chunked" : null,
              host);
      if (filled != null) out.append(filled).append("\r\n");
    }
    out.append("\r\n");
    if (!head) {
      if (framing == BodyFraming.CHUNKED) {
        if (length > 0)
          out.append(Integer.toHexString(length)).append("\r\n").append(payload).append("\r\n");
        out.append("0\r\n\r\n");
      } else {
        out.append(payload);
      }
    }
    return out.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  private String fillHeader(
      String line,
      String date,
      String contentLength,
      String connection,
      String transferEncoding,
      String host) {
    if (line.indexOf('{') < 0) return line;
    Matcher m = PLACEHOLDER.matcher(line);
    StringBuilder out = new StringBuilder(line.length() + 32);
    while (m.find()) {
      String value =
          switch (m.group(1)) {
            case "date" -> date;
            case "content-length" -> contentLength;
            case "connection" -> connection;
            case "transfer-encoding" -> transferEncoding;
            case "request-host" -> host;
            case "file-mtime" -> fileMtime;
            case "file-etag" -> fileEtag;
            default ->
                throw new IllegalStateException("placeholder checked at load: " + m.group(1));
          };
      if (value == null) return null;
      m.appendReplacement(out, Matcher.quoteReplacement(value));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static String fillBody(String template) {
    if (template.indexOf('{') < 0) return template;
    Matcher m = PLACEHOLDER.matcher(template);
    StringBuilder out = new StringBuilder(template.length());
    while (m.find()) {
      Matcher r = RANDOM.matcher(m.group(1));
      if (!r.matches()) {
        m.appendReplacement(out, Matcher.quoteReplacement(m.group()));
        continue;
      }
      int low = Integer.parseInt(r.group(1));
      int high = Integer.parseInt(r.group(2));
      int n = ThreadLocalRandom.current().nextInt(low, high + 1);
      // Zero-padded to the width of the upper bound, as str_pad($i, 3, '0', STR_PAD_LEFT) does.
      m.appendReplacement(out, String.format("%0" + r.group(2).length() + "d", n));
    }
    m.appendTail(out);
    return out.toString();
  }
}
