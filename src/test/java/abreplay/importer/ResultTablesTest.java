package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.check.Check;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Posts that give only a results table (posts/tables.*, written here with made-up figures): a
 * markdown, reStructuredText or HTML table of requests per second by server, per concurrency as its
 * columns, its rows or a column of its own, is a draft whose systems are named as the table names
 * them, its load from the post's command line where it has one, else marked NOT IN THE POST and
 * SKIPPED; a table of anything else is no results table.
 */
class ResultTablesTest {
  @TempDir Path dir;
  @TempDir Path texts;

  private ImportHome.Imported result;

  /** The draft the import of {@code post} wrote, document 005. */
  private String draft(String post, String conf) throws Exception {
    result = ImportHome.in(dir).run(PostShapesTest.POSTS.resolve(post));
    assertThat(result.exitCode()).as(result.err()).isZero();
    return Files.readString(dir.resolve("conf/documents/" + conf));
  }

  private int imports;

  /** The import of {@code text} as a file of its own, in a project folder of its own. */
  private ImportHome.Imported importOf(String text) throws Exception {
    Path post = Files.writeString(texts.resolve("post-" + ++imports + ".md"), text);
    return ImportHome.in(texts.resolve("home-" + imports)).run(post);
  }

  private static List<Table> tables(String text) {
    return Tables.find(Text.of(text));
  }

  @Test
  void aMarkdownTableOfReqPerSecondPerServerBecomesOneScenarioPerColumn() throws Exception {
    String conf = draft("tables.md", "005-tables.conf");

    assertThat(result.out())
        .contains("tables.md: 7 table figures (line 18, 19, 20, 21), 4 systems, 2 scenarios")
        .contains("  nginx (nginx (the table's row on line 18), at 127.0.0.1:8080): stand-in hello")
        .contains(
            "tables.md:21: the table's cell `n/a` for node (cluster) is not a number: not"
                + " imported");
    assertThat(conf)
        .contains(
            "    id = \"wrk-t4-c64-d20s\"\n"
                + "    tool = wrk\n"
                + "    # its load: the command on line 10: `wrk -t4 -c64 -d20s"
                + " http://127.0.0.1:8080/`\n"
                + "    load { model = closed-by-duration, connections = 64, duration = 20s,"
                + " threads = 4 }\n")
        .contains(
            "    # its load: the command on line 10: `wrk -t4 -c64 -d20s http://127.0.0.1:8080/`,"
                + " with 256 connections from the table's column header `c=256`\n"
                + "    load { model = closed-by-duration, connections = 256, duration = 20s,"
                + " threads = 4 }\n")
        .contains(
            "      caddy-2 {\n        requests-per-second = \"98310\"\n      }",
            "      h2o {\n        requests-per-second = \"152004\"\n      }",
            "      h2o {\n        requests-per-second = \"160.2k\"\n      }",
            "      node-cluster {\n        requests-per-second = \"61870\"\n      }")
        .contains("#   line 30: nginx is 39% faster than Caddy at 64 connections.")
        .doesNotContain("workers")
        .doesNotContain("NOT IN THE POST")
        .doesNotContain("NO SCENARIO CAN BE REPLAYED");
  }

  @Test
  void rstGridAndSimpleTablesWithoutACommandAreDraftedNotReplayableAndCheckPasses()
      throws Exception {
    String conf = draft("tables.rst", "005-tables.conf");

    assertThat(conf)
        .contains(
            "    id = \"table-c50-not-replayable\"\n"
                + "    tool = wrk   # NOT IN THE POST: wrk only holds the place of the tool the"
                + " post does not name\n"
                + "    # its load: NOT IN THE POST: the post gives 50 connections (the table's"
                + " Concurrency column, on line 13), and no command line gives the rest; write"
                + " tool and load from the post, or leave it SKIPPED\n"
                + "    # NOT REPLAYABLE (load not in the post): ")
        .contains(
            "      granian {\n        requests-per-second = \"48120.5\"\n      }",
            "      uvicorn {\n        requests-per-second = \"20877\"\n      }",
            "    id = \"table-c50-not-replayable-2\"",
            "      granian {\n        requests-per-second = \"63.4k\"\n      }",
            "    id = \"table-c200-not-replayable-2\"",
            "      uvicorn {\n        requests-per-second = \"29.8k\"\n      }",
            "load-generator = \"a load tool the text does not name\"\n",
            "# WARNING, line 11: the table's column `Latency p99 (ms)` is not imported",
            "# NO SCENARIO CAN BE REPLAYED as drafted");
    assertThat(result.out())
        .contains("8 table figures", "2 systems", "4 scenarios")
        .contains("no scenario can be replayed as drafted: write their load in")
        .contains(
            "scenario table-c200-not-replayable: NOT REPLAYABLE (load not in the post): the post"
                + " gives 200 connections");

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    var code =
        new Check(
                dir,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))
            .run("conf/documents/005-tables.conf", new Properties());
    assertThat(code.status()).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("valid: document 005, 2 systems, 4 scenarios, 0 claims")
        .contains("scenario table-c50-not-replayable: NOT REPLAYABLE (load not in the post)")
        .contains("a replay SKIPS it");
  }

  @Test
  void aSavedPageTableIsReadWithoutItsMenuAsideAndFooterItsLoadFromTheCommandInItsProse()
      throws Exception {
    String conf = draft("tables.html", "005-tables.conf");

    assertThat(result.out()).contains("3 table figures", "3 systems", "1 scenario");
    assertThat(conf)
        .contains(
            "    id = \"hey-c100-d15s\"\n    tool = hey\n",
            "load { model = closed-by-duration, connections = 100, duration = 15s }",
            "      chi {\n        requests-per-second = \"88412\"\n      }",
            "      gin {\n        requests-per-second = \"91530.4\"\n      }",
            "      net-http {\n        requests-per-second = \"95301\"\n      }",
            "the table's column `Avg latency` is not imported")
        .doesNotContain("old-post")
        .doesNotContain("may {");
  }

  @Test
  void aNameOnTwoRowsIsToldApartByTheColumnThatDiffersAndGapRowsAreNotSystems() throws Exception {
    String conf = draft("tables-runtimes.md", "005-tables-runtimes.conf");

    assertThat(result.out())
        .contains("7 table figures", "7 systems", "1 scenario")
        .contains("  hono-bun (hono (Bun) (the table's row on line 12), at 0.0.0.0:4000)")
        .contains("  hono-deno (hono (Deno) (the table's row on line 15)")
        .contains("  oak-bun (oak (Bun) (the table's row on line 18)")
        .doesNotContain("not-replayable");
    assertThat(conf)
        .contains(
            "    id = \"oha-c200-d15s\"\n",
            "load { model = closed-by-duration, connections = 200, duration = 15s }",
            "      tiny-router {\n        requests-per-second = \"61204.1180\"\n      }",
            "      hono-bun {\n        requests-per-second = \"58977.5021\"\n      }",
            "      hono-deno {\n        requests-per-second = \"35210.8812\"\n      }",
            "      hono-node {\n        requests-per-second = \"29870.6633\"\n      }",
            "      oak-deno {\n        requests-per-second = \"33004.0390\"\n      }",
            "      plain-node {\n        requests-per-second = \"41338.0447\"\n      }")
        .doesNotContain("6.1k")
        .doesNotContain("4-6-3");
  }

  @Test
  void linksInCellsAreTheirTextAndARowWithOnlyANameHeadsTheRowsUnderIt() throws Exception {
    String conf = draft("tables-sections.md", "005-tables-sections.conf");

    assertThat(result.out())
        .contains("8 table figures", "4 systems", "2 scenarios")
        .contains("  caddy (Caddy (the table's row on line 8)")
        .contains("  relay-plain (Relay (Plain) (the table's row on line 10)")
        .contains("  hopper-plain (Hopper (Plain) (the table's row on line 11)")
        .contains("  relay-cached (Relay (Cached) (the table's row on line 13)")
        .contains(
            "scenario table-long-answer-48-000-bytes-c64-not-replayable: NOT REPLAYABLE (load not"
                + " in the post): the post gives 64 connections (line 26: \"64 connections\")")
        .doesNotContain("https")
        .doesNotContain("port-80");
    assertThat(conf)
        .contains(
            "      caddy {\n        requests-per-second = \"9120\"\n      }",
            "      relay-cached {\n        requests-per-second = \"14870\"\n      }",
            "      relay-cached {\n        requests-per-second = \"8415\"\n      }",
            "      hopper-plain {\n        requests-per-second = \"1902\"\n      }");
  }

  @Test
  void aFigureReadsAlikeWithCommasApostrophesSpacesAndNoBreakSpacesAndKeepsItsKOrM() {
    String text =
        "| Server | req/s |\n|---|---|\n"
            + List.of(
                    "136,974",
                    "136'974",
                    "136 974",
                    "136\u202f974",
                    "136\u00a0974",
                    "136974",
                    "**136974.52**",
                    "12.3k",
                    "1.2M",
                    "136,974 req/s",
                    "136,974 (+12%)")
                .stream()
                .map(n -> "| s | " + n + " |\n")
                .reduce("", String::concat);

    ResultTable read = ResultTable.of(tables(text).get(0), "").orElseThrow();

    assertThat(read.results().stream().map(r -> r.figure().printed().text()))
        .containsExactly(
            "136974",
            "136974",
            "136974",
            "136974",
            "136974",
            "136974",
            "136974.52",
            "12.3k",
            "1.2M",
            "136974",
            "136974");
    assertThat(Math.round(read.results().get(8).figure().printed().inBase())).isEqualTo(1_200_000);
  }

  @Test
  void serversAsColumnsConcurrenciesAsRowsOrOneRowEachAllReadTheSameFigures() {
    String columns =
        "Requests per second:\n\n| Server | 10 conns | 100 conns |\n|--|--|--|\n| a | 5 | 6 |\n"
            + "| b | 7 | 8 |\n";
    String rows =
        "Requests per second:\n\n| Connections | a | b |\n|--|--|--|\n| 10 | 5 | 7 |\n"
            + "| 100 | 6 | 8 |\n";
    String each =
        "| Server | Conns | RPS |\n|--|--|--|\n| a | 10 | 5 |\n| a | 100 | 6 |\n| b | 10 | 7 |\n"
            + "| b | 100 | 8 |\n";
    for (String text : List.of(columns, rows, each)) {
      List<String> figures =
          ResultTable.of(tables(text).get(0), text.substring(0, text.indexOf('|')))
              .orElseThrow()
              .results()
              .stream()
              .map(
                  r ->
                      r.system()
                          + "@"
                          + r.concurrency().getAsInt()
                          + "="
                          + r.figure().printed().text())
              .sorted()
              .toList();
      assertThat(figures).as(text).containsExactly("a@100=6", "a@10=5", "b@100=8", "b@10=7");
    }
  }

  @Test
  void aTableWithNoRequestsPerSecondColumnIsNoResultsTable() {
    String settings = "| Option | nginx | Caddy |\n|---|---|---|\n| workers | 4 | 2 |\n";
    String latency = "| Server | p99 (ms) |\n|---|---|\n| a | 4 |\n";
    for (String text : List.of(settings, latency))
      assertThat(ResultTable.of(tables(text).get(0), "")).as(text).isEqualTo(Optional.empty());
  }

  @Test
  void aTableWithoutALoadTakesTheConcurrencyItsProseSaysElseHoldsThePlaceOfOne() throws Exception {
    String table = "| Framework | Requests/sec |\n|---|---|\n| fastify | 45,010 |\n";

    ImportHome.Imported said =
        importOf("# Two runs\n\nBoth at 128 concurrent connections.\n\n" + table);
    assertThat(said.exitCode()).as(said.err()).isZero();
    assertThat(said.out())
        .contains(
            "scenario table-two-runs-c128-not-replayable: NOT REPLAYABLE (load not in the post):"
                + " the post gives 128 connections (line 3: \"128 concurrent connections\") and no"
                + " command line");

    ImportHome.Imported none = importOf("# Two runs\n\n" + table);
    assertThat(none.exitCode()).as(none.err()).isZero();
    assertThat(none.out())
        .contains(
            "scenario table-two-runs-not-replayable: NOT REPLAYABLE (load not in the post): the"
                + " post gives no concurrency for the table on line 3 and no command line");
  }

  @Test
  void aResultsTableBesideReportsIsNotedAndItsFiguresLeftToTheReports() throws Exception {
    String report =
        Files.readString(PostShapesTest.POSTS.resolve("../tools/made-here/wrk.txt").normalize());
    ImportHome.Imported imported =
        importOf(
            "# One server, one run\n\n"
                + report
                + "\nIn short:\n\n"
                + "| server | req/s |\n"
                + "|--------|-------|\n"
                + "| hello  | 64996 |\n");

    assertThat(imported.exitCode()).as(imported.err()).isZero();
    String conf = Files.readString(texts.resolve("home-1/conf/documents/005-post-1.conf"));
    assertThat(conf)
        .contains(
            "# Note, line 15: a results table beside the post's reports: its figures are not"
                + " imported, the reports' are")
        .contains("requests-per-second = \"64996.45\"")
        .doesNotContain("requests-per-second = \"64996\"")
        .doesNotContain("table-");
  }
}
