package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Posts whose requests are not GET (posts/*-post*.md, reports made up here): the draft's scenario
 * sends what the command sent, read from its options, its body file or its wrk script as the post
 * shows them; what the post does not show, or a script that varies its requests, is NOT REPLAYABLE
 * with why, never a silent GET.
 */
class PostRequestsImportTest {
  @TempDir Path dir;
  @TempDir Path texts;

  private static String post(String file) throws Exception {
    return Files.readString(PostShapesTest.POSTS.resolve(file));
  }

  /** An import of {@code text}, and the draft it wrote (conf/documents/005-post.conf). */
  private record Drafted(ImportHome.Imported imported, String conf) {}

  private Drafted importOf(String text) throws Exception {
    Path post = Files.writeString(texts.resolve("post.txt"), text);
    ImportHome.Imported imported = ImportHome.in(dir).run(post);
    assertThat(imported.exitCode()).as(imported.err()).isZero();
    return new Drafted(imported, Files.readString(dir.resolve("conf/documents/005-post.conf")));
  }

  @Test
  void aWrkPostWithItsScriptDraftsTheScriptsMethodHeadersAndBody() throws Exception {
    Drafted d = importOf(post("wrk-post-lua.md"));

    assertThat(d.conf())
        .contains("    id = \"wrk-t2-c16-d5s-post\"\n")
        .contains(
            "    path = \"/orders\"\n"
                + "    # its request: wrk's script post.lua (line 9)\n"
                + "    method = POST\n"
                + "    headers { Content-Type = \"application/json\" }\n"
                + "    body = \"{\\\"item\\\":42,\\\"qty\\\":1}\"\n");
    assertThat(d.imported().out()).doesNotContain("NOT REPLAYABLE");
  }

  @Test
  void theSameWrkPostWithoutItsScriptIsNotReplayableAndSaysWhy() throws Exception {
    String text = post("wrk-post-lua.md");
    String without =
        text.substring(0, text.indexOf("post.lua:")) + text.substring(text.indexOf("Two threads"));

    Drafted d = importOf(without);

    assertThat(d.imported().out())
        .contains(
            "NOT REPLAYABLE (script not in the post): wrk's script post.lua is not in the post, so"
                + " what its requests send is unknown; paste it in the post to import it: it will"
                + " be SKIPPED");
    assertThat(d.conf()).doesNotContain("method = ");
  }

  @Test
  void aWrkScriptThatCountsItsRequestsVariesThemAndIsNotReplayable() throws Exception {
    String counting =
        post("wrk-post-lua.md")
            .replace(
                "request = function()\n",
                "counter = 0\nrequest = function()\n  counter = counter + 1\n");

    Drafted d = importOf(counting);

    assertThat(d.imported().out())
        .contains(
            "NOT REPLAYABLE (requests vary): wrk's script post.lua (line 9) varies its requests");
  }

  @Test
  void aWrkScriptThatSetsItsPathAsksForThatPathNotTheUrls() throws Exception {
    String elsewhere =
        post("wrk-post-lua.md")
            .replace(
                "wrk.headers[\"Content-Type\"]",
                "wrk.path = \"/orders/new\"\nwrk.headers[\"Content-Type\"]");

    Drafted d = importOf(elsewhere);

    assertThat(d.conf())
        .contains(
            "    path = \"/orders/new\"\n"
                + "    # its request: wrk's script post.lua (line 9)\n"
                + "    method = POST\n");
    assertThat(d.imported().out()).doesNotContain("NOT REPLAYABLE");
  }

  @Test
  void anAbPostDraftsPostWithTheBodyFileThePostShowsAndItsContentType() throws Exception {
    Drafted d = importOf(post("ab-post-json.md"));

    assertThat(d.conf())
        .contains("    id = \"c20-n2000-k-post\"\n")
        .contains(
            "    path = \"/orders\"\n"
                + "    # its request: ab's command and its body file order.json as the post shows"
                + " it (line 7)\n"
                + "    method = POST\n"
                + "    headers { Content-Type = \"application/json\" }\n"
                + "    body = \"{\\\"item\\\":42,\\\"qty\\\":1}\"\n");
    assertThat(d.imported().out()).doesNotContain("NOT REPLAYABLE").doesNotContain("-p order.json");
  }

  @Test
  void anAbPostWhoseBodyFileIsNotInThePostIsNotReplayableAndItsDraftStillLoads() throws Exception {
    String text = post("ab-post-json.md");
    String without =
        text.substring(0, text.indexOf("The order I post"))
            + text.substring(text.indexOf("Then ab"));

    Drafted d = importOf(without);

    assertThat(d.imported().out())
        .contains(
            "scenario c20-n2000-k-not-replayable: NOT REPLAYABLE (body not in the post): ab's body"
                + " file order.json is not in the post, so what its requests send is unknown;"
                + " paste it in the post to import it: it will be SKIPPED")
        .contains("ab-replay: no scenario can be replayed as drafted: write their load in");
    assertThat(d.conf())
        .contains("# NO SCENARIO CAN BE REPLAYED as drafted")
        .contains(
            "    load { model = not-replayable, reason = \"body not in the post\", detail = \"ab's"
                + " body file order.json is not in the post");
  }

  @Test
  void aHeyPostDraftsItsMethodContentTypeAndBody() throws Exception {
    Drafted d = importOf(post("hey-post.md"));

    assertThat(d.conf())
        .contains("    id = \"hey-c10-n1000-post\"\n")
        .contains(
            "    # its request: hey's command\n"
                + "    method = POST\n"
                + "    headers { Content-Type = \"application/json\" }\n"
                + "    body = \"{\\\"item\\\":42,\\\"qty\\\":1}\"\n");
  }

  @Test
  void eachToolsOptionsGiveItsRequestWithTheToolsOwnDefaults() {
    Text none = Text.of("");
    ToolCommand hey =
        ToolCommands.find(Text.of("hey -n 10 -c 1 -d 'a=1' -H 'X-A: b' http://127.0.0.1:1/\n"))
            .get(0);
    ToolCommand autocannon =
        ToolCommands.find(
                Text.of("autocannon -c 2 -d 1 -m PUT -H 'Content-Type=text/csv' -b x http://h/\n"))
            .get(0);
    ToolCommand oha =
        ToolCommands.find(Text.of("oha -n 10 -m POST -D big.json http://127.0.0.1:1/\n")).get(0);

    assertThat(hey.sends().request().shown())
        .as("hey sends GET with its body, and text/html without -T")
        .isEqualTo("GET, Content-Type: text/html, X-A: b, a body of 3 bytes");
    assertThat(autocannon.sends().request().shown())
        .isEqualTo("PUT, Content-Type: text/csv, a body of 1 bytes");
    assertThat(oha.load().shown())
        .isEqualTo(
            "NOT REPLAYABLE (body not in the post): oha's body file big.json is not in the post,"
                + " so what its requests send is unknown; paste it in the post to import it");
    assertThat(RequestShape.options("ab", java.util.Map.of("method", "PROPFIND"), none))
        .isEqualTo(
            new Shape.Unknown(
                "request method",
                "ab sends PROPFIND; the replay sends GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS"
                    + " only"));
  }

  @Test
  void h2loadReportsUnderOneCommandAreEachReadAndThoseNotSpokenInHttp11AreNotReplayable()
      throws Exception {
    String report =
        Files.readString(PostShapesTest.POSTS.resolve("../tools/made-here/h2load.txt").normalize());
    String run = report.substring(report.indexOf("starting benchmark"));
    String text =
        "# HTTP/1.1, HTTP/2 and HTTP/3 against one server\n\n"
            + "$ h2load -n 5000 -c 10 https://127.0.0.1:8443/\n"
            + run.replace("Application protocol: http/1.1", "Application protocol: h2")
            + "\nThe same command with --alpn-list=h3 added:\n\n"
            + run.replace("Application protocol: http/1.1", "Application protocol: h3")
            + "\nAnd once more where the server offered HTTP/1.1 alone:\n\n"
            + run;

    Drafted d = importOf(text);

    assertThat(d.imported().out())
        .contains("NOT REPLAYABLE (HTTP/2): h2load without --h1 speaks HTTP/2")
        .contains(
            "NOT REPLAYABLE (HTTP/3): h2load's report spoke HTTP/3 (Application"
                + " protocol: h3); the replay speaks HTTP/1.1");
    assertThat(d.conf())
        .contains(
            "    # its load: the command on line 3: `h2load -n 5000 -c 10 https://127.0.0.1:8443/`"
                + ", over HTTP/1.1 as its report says\n"
                + "    load { model = closed-by-count, connections = 10, requests = 5000 }")
        .contains("requests-per-second = \"15888.90\"");
  }

  @Test
  void anH2loadReportWithoutItsCommandTakesItsLoadFromItsSpawningThreadLines() throws Exception {
    String report =
        Files.readString(PostShapesTest.POSTS.resolve("../tools/made-here/h2load.txt").normalize());

    Drafted d = importOf(report.substring(report.indexOf("starting benchmark")));

    assertThat(d.conf())
        .contains(
            "    # its load: the report's own `spawning thread` lines, 10 clients and 5000 requests"
                + " (no command line before it)\n"
                + "    load { model = closed-by-count, connections = 10, requests = 5000 }");
  }
}
