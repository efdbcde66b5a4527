package abreplay.realserver;

import abreplay.recording.AbProbe;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * Whether a server answers: ab's own request, and a 2xx status back. nginx in front of a PHP-FPM
 * that is still starting answers 502, which is not ready.
 */
final class Ready {
  private static final int TIMEOUT_MILLIS = 2000;

  private Ready() {}

  /** True when {@code url} answers with a 2xx status line now. */
  static boolean answers(URI url) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(url.getHost(), url.getPort()), TIMEOUT_MILLIS);
      socket.setSoTimeout(TIMEOUT_MILLIS);
      socket
          .getOutputStream()
          .write(AbProbe.request(url, false).getBytes(StandardCharsets.US_ASCII));
      InputStream in = socket.getInputStream();
      StringBuilder status = new StringBuilder();
      for (int b = in.read(); b >= 0 && b != '\n' && status.length() < 100; b = in.read())
        status.append((char) b);
      return status.toString().matches("HTTP/1\\.[01] 2\\d\\d.*\\s*");
    } catch (IOException e) {
      return false;
    }
  }
}
