package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a post is: a text file, the page saved as HTML, its url (served here on 127.0.0.1), or
 * standard input; each imports alike. A url that does not answer, a page without a report, a binary
 * or a huge file is one line naming it and the fix, exit 3, nothing written.
 */
class PostSourcesTest {
  static final Path TEXT = PostShapesTest.POSTS.resolve("one-port-many-servers.txt");
  static final Path PAGE = PostShapesTest.POSTS.resolve("one-port-many-servers.html");

  @TempDir Path dir;
  @TempDir Path texts;

  /** What a draft says of its systems and figures, its line numbers and source left out. */
  private static List<String> figures(Path conf) throws Exception {
    return Files.readAllLines(conf).stream()
        .filter(
            l -> !l.strip().startsWith("#") && !l.contains("source =") && !l.contains("label ="))
        .filter(l -> !l.contains("title =") && !l.contains("notes ="))
        .map(l -> l.replaceAll("\\(line \\d+\\)", "(line N)"))
        .toList();
  }

  private List<String> imported(ImportHome.Imported result, String conf) throws Exception {
    assertThat(result.exitCode()).as(result.err()).isZero();
    return figures(dir.resolve("conf/documents").resolve(conf));
  }

  @Test
  void theSamePostImportsAlikeFromItsTextItsSavedPageItsUrlAndStandardInput() throws Exception {
    ImportHome home = ImportHome.in(dir);
    List<String> fromText = imported(home.run(TEXT), "005-one-port-many-servers.conf");
    List<String> fromPage = imported(home.run(PAGE), "006-one-port-many-servers.conf");
    List<String> fromStdin =
        imported(
            home.run("-", new ByteArrayInputStream(Files.readAllBytes(TEXT))), "007-stdin.conf");
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    byte[] page = Files.readAllBytes(PAGE);
    server.createContext(
        "/posts/one-port-many-servers",
        x -> {
          x.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
          x.sendResponseHeaders(200, page.length);
          x.getResponseBody().write(page);
          x.close();
        });
    server.start();
    List<String> fromUrl;
    try {
      String url =
          "http://127.0.0.1:" + server.getAddress().getPort() + "/posts/one-port-many-servers";
      fromUrl =
          imported(
              home.run(url, ByteArrayInputStream.nullInputStream()),
              "008-one-port-many-servers.conf");
    } finally {
      server.stop(0);
    }

    assertThat(fromText.stream().filter(l -> l.contains("id = ")).toList())
        .containsExactly(
            "  id = \"005\"",
            "    id = \"wrk-t1-c4-d1s\"",
            "    id = \"wrk-t1-c4-d1s-post\"",
            "    id = \"autocannon-c10-d3s\"",
            "    id = \"oha-c1-not-replayable\"");
    assertThat(fromPage.subList(2, fromPage.size()))
        .isEqualTo(fromText.subList(2, fromText.size()));
    assertThat(fromStdin.subList(2, fromStdin.size()))
        .isEqualTo(fromText.subList(2, fromText.size()));
    assertThat(fromUrl.subList(2, fromUrl.size())).isEqualTo(fromText.subList(2, fromText.size()));
  }

  @Test
  void theSitesMenusAndFootersAreNotThePost() throws Exception {
    String text = HtmlPost.text(Files.readString(PAGE));

    assertThat(text)
        .startsWith("# One port, three servers, as a README shows them\n")
        .doesNotContain("Home")
        .doesNotContain("[#/sec]");
    assertThat(text).contains("### Node.js\n\nStart the server: `node server.js`\n");
  }

  private void refused(String given, String line) throws Exception {
    Path folder = Files.createTempDirectory(dir, "home");
    ImportHome home = ImportHome.in(folder);
    ImportHome.Imported result = home.run(given, ByteArrayInputStream.nullInputStream());
    assertThat(result.exitCode()).isEqualTo(3);
    assertThat(result.out()).isEmpty();
    assertThat(result.err()).isEqualTo("ab-replay: " + line + "\n");
    try (Stream<Path> documents = Files.list(folder.resolve("conf/documents"))) {
      assertThat(documents.map(p -> p.getFileName().toString()))
          .noneMatch(n -> n.startsWith("005"));
    }
  }

  @Test
  void aUrlThatDoesNotAnswerIsOneLineExit3AndNothingWritten() throws Exception {
    int port;
    try (var socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    String url = "http://127.0.0.1:" + port + "/post";
    refused(
        url,
        url
            + ": does not answer (ConnectException): check the url, or save the page and import the"
            + " file");
  }

  @Test
  void aPageWithNoReportIsOneLineExit3() throws Exception {
    Path page =
        Files.writeString(
            texts.resolve("empty.html"),
            "<!DOCTYPE html><html><head><title>Fast</title></head><body><p>It is fast.</p></body>"
                + "</html>");
    ImportHome home = ImportHome.in(dir);
    ImportHome.Imported result = home.run(page);
    assertThat(result.exitCode()).isEqualTo(3);
    assertThat(result.err())
        .startsWith("ab-replay: " + page + ": no load tool's report found")
        .hasLineCount(1);
  }

  @Test
  void aBinaryOrAHugeFileIsOneLineExit3() throws Exception {
    Path binary =
        Files.write(texts.resolve("shot.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0});
    refused(
        binary.toString(),
        binary + ": is not a text file (it has NUL bytes): save the post as text first");
    Path huge = texts.resolve("huge.txt");
    Files.write(huge, new byte[TextFile.MOST_BYTES + 1]);
    refused(
        huge.toString(),
        huge + ": 16 MB, more than a post (16 MB at most): import the part of it with the reports");
  }
}
