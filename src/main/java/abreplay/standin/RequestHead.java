package abreplay.standin;

import abreplay.standin.ConnectionRules.Asked;
import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * An HTTP/1.x request head read straight from the socket's bytes, keeping only what a response
 * depends on: the version, HEAD or not, the Connection tokens, the Host (when a profile echoes it),
 * whether the path is served, and the length of a body to skip. One instance per connection, reused
 * for every request on it.
 */
final class RequestHead {
  static final int INCOMPLETE = -1;
  static final int MALFORMED = -2;

  /** Longer heads are refused, as servers refuse oversized headers. */
  static final int MAX_HEAD = 16 * 1024;

  private static final byte[] CONNECTION = "connection".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] HOST = "host".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] CONTENT_LENGTH = "content-length".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] KEEP_ALIVE = "keep-alive".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] CLOSE = "close".getBytes(StandardCharsets.US_ASCII);

  boolean http11;
  boolean head;
  boolean pathServed;
  Asked asked;
  String host;

  /**
   * Reads one request from the reader index on (without moving it).
   *
   * @param paths the paths served, empty for all
   * @return the request's length in bytes (head and body), {@link #INCOMPLETE} or {@link
   *     #MALFORMED}
   */
  int parse(ByteBuf buf, boolean wantHost, List<byte[]> paths) {
    int start = buf.readerIndex();
    int end = buf.writerIndex();
    int lineEnd = buf.indexOf(start, end, (byte) '\n');
    if (lineEnd < 0) return end - start > MAX_HEAD ? MALFORMED : INCOMPLETE;
    if (!requestLine(buf, start, lineEnd)) return MALFORMED;
    if (!paths.isEmpty()) pathServed = served(buf, start, lineEnd, paths);
    asked = Asked.NOTHING;
    host = null;
    long contentLength = 0;
    int lineStart = lineEnd + 1;
    while (true) {
      lineEnd = buf.indexOf(lineStart, end, (byte) '\n');
      if (lineEnd < 0) return end - start > MAX_HEAD ? MALFORMED : INCOMPLETE;
      int contentEnd =
          lineEnd > lineStart && buf.getByte(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
      if (contentEnd == lineStart) break;
      int colon = buf.indexOf(lineStart, contentEnd, (byte) ':');
      if (colon <= lineStart) return MALFORMED;
      int valueStart = skipSpaces(buf, colon + 1, contentEnd);
      if (nameIs(buf, lineStart, colon, CONNECTION)) {
        readConnection(buf, valueStart, contentEnd);
      } else if (wantHost && nameIs(buf, lineStart, colon, HOST)) {
        host =
            buf.toString(valueStart, contentEnd - valueStart, StandardCharsets.ISO_8859_1).trim();
      } else if (nameIs(buf, lineStart, colon, CONTENT_LENGTH)) {
        contentLength = digits(buf, valueStart, contentEnd);
        if (contentLength < 0) return MALFORMED;
      }
      lineStart = lineEnd + 1;
    }
    long total = (long) lineEnd + 1 - start + contentLength;
    if (total > Integer.MAX_VALUE) return MALFORMED;
    return total <= end - start ? (int) total : INCOMPLETE;
  }

  private boolean requestLine(ByteBuf buf, int start, int lineEnd) {
    int contentEnd = lineEnd > start && buf.getByte(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
    // "HTTP/1.x" ends the line; the method and target come before it.
    if (contentEnd - start < 14) return false;
    int v = contentEnd - 8;
    if (buf.getByte(v - 1) != ' '
        || buf.getByte(v) != 'H'
        || buf.getByte(v + 1) != 'T'
        || buf.getByte(v + 2) != 'T'
        || buf.getByte(v + 3) != 'P'
        || buf.getByte(v + 4) != '/'
        || buf.getByte(v + 5) != '1'
        || buf.getByte(v + 6) != '.') {
      return false;
    }
    byte minor = buf.getByte(v + 7);
    if (minor != '0' && minor != '1') return false;
    http11 = minor == '1';
    head =
        buf.getByte(start) == 'H'
            && buf.getByte(start + 1) == 'E'
            && buf.getByte(start + 2) == 'A'
            && buf.getByte(start + 3) == 'D'
            && buf.getByte(start + 4) == ' ';
    return buf.indexOf(start, v - 1, (byte) ' ') > start;
  }

  /** Whether the target (up to a '?') is one of the paths served. */
  private static boolean served(ByteBuf buf, int start, int lineEnd, List<byte[]> paths) {
    int targetStart = buf.indexOf(start, lineEnd, (byte) ' ') + 1;
    int targetEnd = buf.indexOf(targetStart, lineEnd, (byte) ' ');
    int query = buf.indexOf(targetStart, targetEnd, (byte) '?');
    if (query >= 0) targetEnd = query;
    for (byte[] path : paths) {
      if (path.length != targetEnd - targetStart) continue;
      boolean same = true;
      for (int i = 0; i < path.length && same; i++) same = buf.getByte(targetStart + i) == path[i];
      if (same) return true;
    }
    return false;
  }

  private void readConnection(ByteBuf buf, int from, int to) {
    // A comma-separated token list, case-insensitive ("Keep-Alive", "close", "keep-alive,
    // Upgrade").
    int tokenStart = from;
    for (int i = from; i <= to; i++) {
      if (i == to || buf.getByte(i) == ',') {
        int s = skipSpaces(buf, tokenStart, i);
        int e = i;
        while (e > s && buf.getByte(e - 1) == ' ') e--;
        if (nameIs(buf, s, e, CLOSE)) asked = Asked.CLOSE;
        else if (nameIs(buf, s, e, KEEP_ALIVE) && asked != Asked.CLOSE) asked = Asked.KEEP_ALIVE;
        tokenStart = i + 1;
      }
    }
  }

  private static boolean nameIs(ByteBuf buf, int from, int to, byte[] lowerName) {
    if (to - from != lowerName.length) return false;
    for (int i = 0; i < lowerName.length; i++) {
      int b = buf.getByte(from + i);
      if (b >= 'A' && b <= 'Z') b += 'a' - 'A';
      if (b != lowerName[i]) return false;
    }
    return true;
  }

  private static int skipSpaces(ByteBuf buf, int from, int to) {
    while (from < to && (buf.getByte(from) == ' ' || buf.getByte(from) == '\t')) from++;
    return from;
  }

  private static long digits(ByteBuf buf, int from, int to) {
    long n = 0;
    int i = from;
    while (i < to && buf.getByte(i) >= '0' && buf.getByte(i) <= '9') {
      n = n * 10 + (buf.getByte(i) - '0');
      if (n > Integer.MAX_VALUE) return -1;
      i++;
    }
    return i == from ? -1 : n;
  }
}
