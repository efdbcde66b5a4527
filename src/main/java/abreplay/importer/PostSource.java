package abreplay.importer;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Where a post is: a text file, a saved web page, a url (fetched), or standard input ({@code -}). A
 * web page is read as its text ({@link HtmlPost}). Each failure is a {@link TextFile.NotText}.
 */
record PostSource(String given, String name) {
  /** How long a url has to answer. */
  static final Duration TIMEOUT = Duration.ofSeconds(20);

  static PostSource of(String given) {
    if (given.equals("-")) return new PostSource(given, "stdin");
    if (given.matches("(?i)https?://.+")) {
      URI u = URI.create(given);
      String last = u.getPath() == null ? "" : u.getPath().replaceAll("/+$", "");
      last = last.substring(last.lastIndexOf('/') + 1);
      return new PostSource(given, last.isEmpty() ? u.getHost() : last);
    }
    Path p = Path.of(given);
    return new PostSource(given, p.getFileName() == null ? given : p.getFileName().toString());
  }

  /** The post's text. */
  String read(InputStream stdin) {
    String raw =
        given.equals("-")
            ? TextFile.decode(stdin(stdin), "standard input")
            : given.matches("(?i)https?://.+")
                ? TextFile.decode(fetch(), given)
                : TextFile.read(Path.of(given));
    return HtmlPost.is(raw) ? HtmlPost.text(raw) : raw;
  }

  private static byte[] stdin(InputStream in) {
    try {
      return in.readNBytes(TextFile.MOST_BYTES + 1);
    } catch (IOException e) {
      throw new TextFile.NotText(
          "standard input: cannot be read (" + e.getMessage() + "); give the post's file instead");
    }
  }

  private byte[] fetch() {
    try {
      HttpResponse<InputStream> r =
          HttpClient.newBuilder()
              .connectTimeout(TIMEOUT)
              .followRedirects(HttpClient.Redirect.NORMAL)
              .build()
              .send(
                  HttpRequest.newBuilder(URI.create(given))
                      .timeout(TIMEOUT)
                      .header("Accept", "text/html, text/plain;q=0.9, */*;q=0.1")
                      .build(),
                  HttpResponse.BodyHandlers.ofInputStream());
      try (InputStream body = r.body()) {
        byte[] bytes = body.readNBytes(TextFile.MOST_BYTES + 1);
        if (r.statusCode() / 100 != 2)
          throw new TextFile.NotText(
              given
                  + ": answered HTTP "
                  + r.statusCode()
                  + ", not the post: check the url, or save the page and import the file");
        return bytes;
      }
    } catch (IOException e) {
      throw new TextFile.NotText(
          given
              + ": does not answer ("
              + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
              + "): check the url, or save the page and import the file");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TextFile.NotText(given + ": the fetch was interrupted; import it again");
    } catch (IllegalArgumentException e) {
      throw new TextFile.NotText(given + ": is not a url (" + e.getMessage() + "); check it");
    }
  }
}
