package abreplay.recording;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * Sends one request exactly as ab does (HTTP/1.0, with "Connection: Keep-Alive" under -k) and
 * counts the bytes of the answer: what the documents' ab received per response, which Gatling's
 * HTTP/1.1 requests cannot show.
 */
public final class AbProbe {
  private AbProbe() {}

  /**
   * ab's request for {@code url}; 82 bytes without -k and 106 with it for http://127.0.0.1:8081/.
   */
  public static String request(URI url, boolean keepAlive) {
    String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
    if (url.getRawQuery() != null) path += "?" + url.getRawQuery();
    int port = url.getPort();
    String host = port < 0 || port == 80 ? url.getHost() : url.getHost() + ":" + port;
    return "GET "
        + path
        + " HTTP/1.0\r\n"
        + (keepAlive ? "Connection: Keep-Alive\r\n" : "")
        + "Host: "
        + host
        + "\r\n"
        + "User-Agent: ApacheBench/2.3\r\n"
        + "Accept: */*\r\n\r\n";
  }

  /** The response's size in bytes (status line, headers and body), or empty when none came. */
  public static OptionalLong responseBytes(URI url, boolean keepAlive) {
    int port = url.getPort() < 0 ? 80 : url.getPort();
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(url.getHost(), port), 5000);
      socket.setSoTimeout(5000);
      OutputStream out = socket.getOutputStream();
      out.write(request(url, keepAlive).getBytes(StandardCharsets.US_ASCII));
      out.flush();
      return read(socket.getInputStream());
    } catch (IOException e) {
      return OptionalLong.empty();
    }
  }

  private static OptionalLong read(InputStream in) throws IOException {
    StringBuilder head = new StringBuilder();
    long bytes = 0;
    int b;
    while (!head.toString().endsWith("\r\n\r\n") && (b = in.read()) >= 0) {
      head.append((char) b);
      bytes++;
    }
    if (!head.toString().endsWith("\r\n\r\n"))
      return bytes == 0 ? OptionalLong.empty() : OptionalLong.of(bytes);
    long length = -1;
    for (String line : head.toString().split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:"))
        length = Long.parseLong(line.substring(15).trim());
    }
    if (length >= 0) return OptionalLong.of(bytes + in.readNBytes((int) length).length);
    // No length: ab reads until the server closes.
    return OptionalLong.of(bytes + in.readAllBytes().length);
  }
}
