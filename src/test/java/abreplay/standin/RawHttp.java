package abreplay.standin;

import abreplay.standin.Profile.BodyFraming;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One client connection on a plain socket, so that tests see every byte and every close the
 * stand-in makes: requests are written as given, responses read by their own framing.
 */
final class RawHttp implements AutoCloseable {
  /** How long any single read may block before the test fails instead of hanging. */
  private static final Duration READ_TIMEOUT = Duration.ofSeconds(10);

  /** A response as read: its head (status line to the empty line, CRLFs kept) and decoded body. */
  record Response(String head, String body, BodyFraming framing) {
    String statusLine() {
      return head.substring(0, head.indexOf("\r\n"));
    }

    List<String> headerLines() {
      List<String> lines = Arrays.asList(head.split("\r\n"));
      return lines.subList(1, lines.size());
    }

    /** The value of the first header of that name (case-insensitive). */
    Optional<String> header(String name) {
      return headerLines().stream()
          .filter(l -> l.regionMatches(true, 0, name + ":", 0, name.length() + 1))
          .map(l -> l.substring(name.length() + 1).trim())
          .findFirst();
    }
  }

  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;
  private boolean eof;

  private RawHttp(Socket socket) throws IOException {
    this.socket = socket;
    this.in = new BufferedInputStream(socket.getInputStream());
    this.out = socket.getOutputStream();
  }

  static RawHttp connect(int port) throws IOException {
    Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
    socket.setTcpNoDelay(true);
    socket.setSoTimeout((int) READ_TIMEOUT.toMillis());
    return new RawHttp(socket);
  }

  /** A GET as Gatling sends it (HTTP/1.1, lower-case header names, keep-alive by default). */
  static String get(String path, int port) {
    return "GET " + path + " HTTP/1.1\r\nhost: 127.0.0.1:" + port + "\r\naccept: */*\r\n\r\n";
  }

  /** The same GET with keep-alive off, as Gatling's connectionHeader("close") sends it. */
  static String getAndClose(String path, int port) {
    return "GET "
        + path
        + " HTTP/1.1\r\nhost: 127.0.0.1:"
        + port
        + "\r\naccept: */*\r\nconnection: close\r\n\r\n";
  }

  /** Writes all the requests in one write (several = pipelined). */
  RawHttp send(String... requests) throws IOException {
    out.write(String.join("", requests).getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
    return this;
  }

  /** Reads one whole response: by Content-Length, by chunks, or to the server's close. */
  Response read() throws IOException {
    String head = readHead();
    String headers = head.toLowerCase();
    if (headers.contains("\r\ntransfer-encoding: chunked\r\n")) {
      return new Response(head, readChunks(), BodyFraming.CHUNKED);
    }
    int length = headers.indexOf("\r\ncontent-length: ");
    if (length >= 0) {
      int from = length + "\r\ncontent-length: ".length();
      int n = Integer.parseInt(headers.substring(from, headers.indexOf("\r\n", from)).trim());
      return new Response(head, text(readExactly(n)), BodyFraming.CONTENT_LENGTH);
    }
    String body = text(in.readAllBytes());
    eof = true;
    return new Response(head, body, BodyFraming.CLOSE_DELIMITED);
  }

  /**
   * Whether the server closes the connection within {@code wait} (false: it stays open, silent).
   */
  boolean closedWithin(Duration wait) throws IOException {
    if (eof) return true;
    socket.setSoTimeout((int) wait.toMillis());
    try {
      int b = in.read();
      if (b >= 0) throw new IllegalStateException("unexpected byte after the response: " + b);
      eof = true;
    } catch (SocketTimeoutException e) {
      return false;
    } catch (SocketException e) {
      // A reset is a close too (the server closed with our bytes unread).
      eof = true;
    } finally {
      if (!socket.isClosed()) socket.setSoTimeout((int) READ_TIMEOUT.toMillis());
    }
    return true;
  }

  private String readHead() throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream(512);
    int matched = 0;
    while (matched < 4) {
      int b = in.read();
      if (b < 0)
        throw new EOFException(
            "connection closed after " + head.size() + " bytes of a response head");
      head.write(b);
      matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : (b == '\r' ? 1 : 0);
    }
    return head.toString(StandardCharsets.ISO_8859_1);
  }

  private String readChunks() throws IOException {
    StringBuilder body = new StringBuilder();
    while (true) {
      int size = Integer.parseInt(readLine(), 16);
      if (size == 0) {
        if (!readLine().isEmpty()) throw new IOException("trailers after the last chunk");
        return body.toString();
      }
      body.append(text(readExactly(size)));
      if (!readLine().isEmpty())
        throw new IOException("chunk of " + size + " bytes not followed by CRLF");
    }
  }

  private byte[] readExactly(int n) throws IOException {
    byte[] bytes = in.readNBytes(n);
    if (bytes.length < n) {
      throw new EOFException(
          "connection closed after " + bytes.length + " of " + n + " body bytes");
    }
    return bytes;
  }

  private String readLine() throws IOException {
    StringBuilder line = new StringBuilder();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0) throw new EOFException("connection closed inside a chunked body");
      if (b != '\r') line.append((char) b);
    }
    return line.toString();
  }

  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.ISO_8859_1);
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
