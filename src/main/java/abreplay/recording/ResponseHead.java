package abreplay.recording;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.util.AsciiString;
import java.util.Iterator;
import java.util.Map;

/**
 * What ab reads from a response's status line and headers, rebuilt from a parsed HTTP/1.1 response
 * in one pass: the bytes they took on the wire ("HTTP/1.1 200 OK\r\n", then "Name: value\r\n" per
 * header and the blank line), whether the connection stays open after it, and the Server header.
 * Header names are compared in place, without lookups or copies.
 *
 * @param bytes the status line, header lines and the blank line that ends them
 * @param server the Server header's value, or null when there is none
 */
public record ResponseHead(
    long bytes, boolean chunked, boolean closes, boolean hasLength, CharSequence server) {
  /** "HTTP/1.1 " + the 3-digit code + " " ... "\r\n": the status line without its reason phrase. */
  private static final int STATUS_LINE_FIXED =
      "HTTP/1.1 ".length() + 3 + " ".length() + "\r\n".length();

  public static ResponseHead read(
      CharSequence reasonPhrase, Iterator<Map.Entry<CharSequence, CharSequence>> headers) {
    long bytes = STATUS_LINE_FIXED + reasonPhrase.length() + "\r\n".length();
    boolean chunked = false;
    boolean closes = false;
    boolean hasLength = false;
    CharSequence server = null;
    while (headers.hasNext()) {
      Map.Entry<CharSequence, CharSequence> header = headers.next();
      CharSequence name = header.getKey();
      CharSequence value = header.getValue();
      bytes += name.length() + ": ".length() + value.length() + "\r\n".length();
      if (AsciiString.contentEqualsIgnoreCase(name, HttpHeaderNames.CONTENT_LENGTH)) {
        hasLength = true;
      } else if (AsciiString.contentEqualsIgnoreCase(name, HttpHeaderNames.TRANSFER_ENCODING)) {
        chunked |= AsciiString.containsIgnoreCase(value, HttpHeaderValues.CHUNKED);
      } else if (AsciiString.contentEqualsIgnoreCase(name, HttpHeaderNames.CONNECTION)) {
        closes |= AsciiString.containsIgnoreCase(value, HttpHeaderValues.CLOSE);
      } else if (server == null
          && AsciiString.contentEqualsIgnoreCase(name, HttpHeaderNames.SERVER)) {
        server = value;
      }
    }
    return new ResponseHead(bytes, chunked, closes, hasLength, server);
  }

  /** The connection stays open: not told to close, and the body's end was known without a close. */
  public boolean keptOpen() {
    return !closes && (chunked || hasLength);
  }

  /**
   * The whole response on the wire, for a body of {@code body} bytes (one chunk and the last one
   * when chunked).
   */
  public long wireBytes(int body) {
    return bytes + (chunked ? chunkedBody(body) : body);
  }

  /** A body sent as one chunk and the last chunk: "len\r\n", body, "\r\n", "0\r\n\r\n". */
  static long chunkedBody(int body) {
    return body == 0 ? 5 : Integer.toHexString(body).length() + 2 + body + 2 + 5;
  }
}
