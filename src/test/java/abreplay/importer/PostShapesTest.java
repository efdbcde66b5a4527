package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Posts as people paste them (posts/make.sh made their reports here): systems named as the post
 * names them, reports without a command given their load from the tool's own lines or defaults,
 * shell prompts, escapes and CRLF read through, and requests that are not GET / replayed as the
 * post's script sends them, never as a silent GET.
 */
class PostShapesTest {
  static final Path POSTS = Path.of("src/test/resources/abreplay/importer/posts");

  @TempDir Path dir;
  @TempDir Path texts;
  private String conf;
  private ImportHome.Imported result;

  @BeforeEach
  void importThePost() throws Exception {
    result = ImportHome.in(dir).run(POSTS.resolve("one-port-many-servers.txt"));
    conf = Files.readString(dir.resolve("conf/documents/005-one-port-many-servers.conf"));
  }

  /** {@code count} lines of the fixture post from the one that starts with {@code first}. */
  private static String lines(String first, int count) throws Exception {
    return Files.readString(POSTS.resolve("one-port-many-servers.txt"))
        .lines()
        .dropWhile(l -> !l.startsWith(first))
        .limit(count)
        .reduce("", (a, b) -> a + b + "\n");
  }

  /** An import of {@code text} into a project folder of its own. */
  private ImportHome.Imported importOf(String text) throws Exception {
    Path post = Files.writeString(texts.resolve("post.txt"), text);
    return ImportHome.in(texts.resolve("home")).run(post);
  }

  @Test
  void eachServerOnOnePortIsASystemNamedByItsHeadingItsLabelOrItsProse() {
    assertThat(result.exitCode()).as(result.err()).isZero();
    assertThat(result.out())
        .contains("4 wrk reports and 1 autocannon report and 1 oha report")
        .contains("6 systems")
        .contains("  node-js (Node.js (the heading on line 5: ### Node.js), at 127.0.0.1:18131)")
        .contains("  go (Go (the heading on line 20: ### Go), at 127.0.0.1:18131)")
        .contains("  java (Java (the heading on line 33: ### Java), at 127.0.0.1:18131)")
        .contains("  fastify-the-same-port (Fastify, the same port (the label on line 67")
        .contains("  deno (Deno (the label on line 91: Deno), at 127.0.0.1:80)");
    assertThat(conf).doesNotContain("port-18131");
  }

  @Test
  void aReportWithoutACommandTakesItsLoadFromItsOwnHeaderElseIsNotReplayableLoadNotInThePost() {
    assertThat(conf)
        .contains(
            "# its load: the report's own lines, `Running 3s test` and `10 connections` (no"
                + " command line before it)")
        .contains("load { model = closed-by-duration, connections = 10, duration = 3s }")
        .contains(
            "    # its load: nothing in the post\n"
                + "    # NOT REPLAYABLE (load not in the post): an oha report does not print its"
                + " load, and no command line before it gives it");
    assertThat(result.out())
        .contains(
            "warning: src/test/resources/abreplay/importer/posts/one-port-many-servers.txt:93: its"
                + " 249423 responses are not the 200 requests of oha's defaults, so it ran another"
                + " load: paste its command above it");
  }

  @Test
  void promptsEscapesAZshPercentAndProseBetweenCommandAndOutputStillPairEachReportWithItsCommand() {
    assertThat(conf)
        .contains(
            "    label = \"Go (the heading on line 20: ### Go), at 127.0.0.1:18131\"\n"
                + "    path = \"/?lat=40\"\n")
        .doesNotContain("is not this report's");
  }

  @Test
  void aWrkScriptInThePostThatPostsJsonIsItsScenariosMethodHeadersAndBody() {
    assertThat(conf)
        .contains(
            "    path = \"/api\"\n"
                + "    # its request: wrk's script post.lua (line 51)\n"
                + "    method = POST\n"
                + "    headers { Content-Type = \"application/json\" }\n"
                + "    body = \"{\\\"name\\\":\\\"made here\\\",\\\"n\\\":3}\"\n");
    assertThat(result.out()).doesNotContain("NOT REPLAYABLE (script");
  }

  @Test
  void aWrkScriptThePostDoesNotIncludeIsNotReplayableAndSaysSo() throws Exception {
    String wrk = lines("Running 1s test @ http://127.0.0.1:18131/api", 8);

    ImportHome.Imported imported =
        importOf("$ wrk -t1 -c4 -d1s -s random-users.lua http://127.0.0.1:18131/api\n" + wrk);

    assertThat(imported.exitCode()).as(imported.err()).isZero();
    assertThat(imported.out())
        .contains(
            "NOT REPLAYABLE (script not in the post): wrk's script random-users.lua is not in the"
                + " post, so what its requests send is unknown; paste it in the post to import it:"
                + " it will be SKIPPED");
  }

  @Test
  void heysMethodAndBodyOptionsAreItsRequestAndAMethodTheReplayDoesNotSendIsNotReplayable() {
    ToolCommand hey =
        ToolCommands.find(
                Text.of("hey -n 100 -c 5 -m POST -d '{\"a\":1}' http://127.0.0.1:8080/api\n"))
            .get(0);
    ToolCommand oha =
        ToolCommands.find(Text.of("oha -n 100 -m PROPFIND http://127.0.0.1:8080/api\n")).get(0);

    assertThat(hey.load()).isInstanceOf(abreplay.document.LoadModel.ClosedByCount.class);
    assertThat(hey.sends().request().shown())
        .isEqualTo("POST, Content-Type: text/html, a body of 7 bytes");
    assertThat(oha.load().shown())
        .isEqualTo(
            "NOT REPLAYABLE (request method): oha sends PROPFIND; the replay sends GET, HEAD, POST,"
                + " PUT, DELETE, PATCH, OPTIONS only");
  }

  @Test
  void codeWithAUrlAboveAReportIsTheCommandThatRanNotTheServersName() throws Exception {
    ImportHome.Imported cargo =
        ImportHome.in(texts.resolve("cargo")).run(POSTS.resolve("oha-cargo.md"));

    assertThat(cargo.exitCode()).as(cargo.err()).isZero();
    assertThat(cargo.out())
        .contains("1 oha report (line 8), 1 system")
        .doesNotContain("target-release")
        .doesNotContain("the text on line 7");
  }

  @Test
  void aQuotedUrlIsACommandsAndAnOhaReportOfTwoHundredResponsesAloneRanTheToolsDefaults()
      throws Exception {
    String post = Files.readString(POSTS.resolve("oha-cargo.md"));
    ImportHome.Imported quoted =
        ImportHome.in(texts.resolve("quoted")).run(POSTS.resolve("oha-cargo.md"));
    ImportHome.Imported alone =
        importOf(
            post.substring(0, post.indexOf("     Running"))
                + post.substring(post.indexOf("Summary:"))
                    .replace("249423 responses", "200 responses"));

    assertThat(quoted.exitCode()).as(quoted.err()).isZero();
    assertThat(Files.readString(texts.resolve("quoted/conf/documents/005-oha-cargo.conf")))
        .contains(
            "# its load: the command on line 7: `oha http://127.0.0.1:8080/` (-c 50 (oha's"
                + " default), -n 200 (oha's default))");
    assertThat(alone.exitCode()).as(alone.err()).isZero();
    assertThat(alone.out()).doesNotContain("responses are not the 200 requests");
    assertThat(Files.readString(texts.resolve("home/conf/documents/005-post.conf")))
        .contains(
            "# its load: oha's defaults, 200 requests over 50 connections: no command line before"
                + " it, and its report does not print its load")
        .contains("load { model = closed-by-count, connections = 50, requests = 200 }");
  }

  @Test
  void aHeadingsListNumberAndEmojiShortcodeAreNotPartOfTheName() throws Exception {
    String report =
        Files.readString(ToolReportsTest.TOOLS.resolve("from-source/autocannon-old.txt"))
            .replace("$ ", "me@laptop:~$ ");
    ImportHome.Imported ranked =
        importOf(
            "## Details\n\n#### 1. Quickest :trophy:\n```\n"
                + report
                + "```\n\n#### 2) Slowest :turtle:\n```\n"
                + report.replace("3000", "3001")
                + "```\n");

    assertThat(ranked.exitCode()).as(ranked.err()).isZero();
    assertThat(ranked.out())
        .contains("  quickest (Quickest (the heading on line 3: #### 1. Quickest :trophy:)")
        .contains("  slowest (Slowest (the heading on line ");
  }

  @Test
  void aShellCommentInACodeBlockNamesTheRunUnderItNotAHeading() throws Exception {
    ImportHome.Imported commented =
        ImportHome.in(texts.resolve("comments")).run(POSTS.resolve("comments-in-code.md"));

    assertThat(commented.exitCode()).as(commented.err()).isZero();
    assertThat(commented.out())
        .contains("4 wrk reports (line 17, 28, 43, 54), 4 systems, 1 scenario")
        .contains(
            "  cold-plain (Cold, plain (the heading on line 12: ### Cold and the comment on line"
                + " 15: plain), at 127.0.0.1:18141)")
        .contains(
            "  cold-cached (Cold, cached (the heading on line 12: ### Cold and the comment on")
        .contains("  warm-plain (Warm, plain (")
        .contains("  warm-cached (Warm, cached (")
        .doesNotContain("wrk-plain")
        .doesNotContain("-2 (");
  }

  @Test
  void aCommandInACodeBlockIsNotPassedOverIntoTheOutputOfTheBlockAbove() throws Exception {
    String wrk = lines("$ wrk -t1 -c4 -d1s http://127.0.0.1:18131/", 9);
    ImportHome.Imported started =
        importOf(
            "### Node.js\nStart the server\n```\n$ node server.js\nListening on port 18131\n```\n"
                + "Run the test in a separate console\n```\n"
                + wrk
                + "```\n");

    assertThat(started.exitCode()).as(started.err()).isZero();
    assertThat(started.out()).contains("  node-js (Node.js (").doesNotContain("listening");
  }

  @Test
  void aHeadingEveryServerSharesIsJoinedToTheHeadingItIsUnder() throws Exception {
    String wrk = lines("$ wrk -t1 -c4 -d1s http://127.0.0.1:18131/", 9);

    ImportHome.Imported imported =
        importOf(
            "# Two servers\n\n## first one\n### GET\n" + wrk + "\n## second one\n### GET\n" + wrk);

    assertThat(imported.exitCode()).as(imported.err()).isZero();
    assertThat(imported.out())
        .contains("  first-one-get (first one, GET (the heading on line 3: ## first one and the")
        .contains("  second-one-get (second one, GET (the heading on line 15: ## second one and");
  }

  @Test
  void aSiegeReportWithoutItsCommandIsNotReplayableOverItsUsersUnderNoNameItsBackspaceErased()
      throws Exception {
    String report = Files.readString(ToolReportsTest.TOOLS.resolve("made-here/siege.txt"));
    String pasted =
        report
            .substring(report.indexOf("** SIEGE"))
            .replace(
                "The server is now under siege...\n",
                "The server is now under siege...\nLifting the server siege...-\b      done.\n\n");

    ImportHome.Imported siege = importOf("# siege\n\nstarted with pid 4242\n" + pasted);

    assertThat(siege.exitCode()).as(siege.err()).isZero();
    assertThat(siege.out())
        .as("neither the tool's name nor a process's log line names the server")
        .contains("  port-80 (a server the reports do not name, at 127.0.0.1:80)");
    assertThat(Files.readString(texts.resolve("home/conf/documents/005-post.conf")))
        .contains(
            "    # its load: nothing in the post but its 5 connections (its own lines)\n"
                + "    # NOT REPLAYABLE (load not in the post): a siege report does not print its"
                + " load, and no command line before it gives it")
        .contains("requests-per-second = \"5263.16\"");
  }

  @Test
  void anH2loadReportOverTlsKeepsItsTlsLinesInsideTheReport() throws Exception {
    String report = Files.readString(ToolReportsTest.TOOLS.resolve("made-here/h2load.txt"));
    String tls =
        report.replace(
            "Application protocol:",
            "TLS Protocol: TLSv1.3\nCipher: TLS_AES_256_GCM_SHA384\nServer Temp Key: X25519 253"
                + " bits\nApplication protocol:");

    ImportHome.Imported h2load = importOf(tls);

    assertThat(h2load.exitCode()).as(h2load.err()).isZero();
    assertThat(h2load.out()).contains("1 h2load report (line 2)").doesNotContain("warning");
  }
}
