package abreplay.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownTest {
  @TempDir Path home;

  @Test
  void findsTablesInTheReadmeAndEveryDocsFileWhereverTheyAre() throws IOException {
    Files.writeString(
        home.resolve("README.md"),
        "# x\n\n"
            + "Some text.\n\n"
            + "| key | default |\n"
            + "|---|---:|\n"
            + "| `ab.a` | 1 |\n"
            + "| `ab.b` | 2 |\n\n"
            + "after\n");
    Files.createDirectories(home.resolve("docs"));
    Files.writeString(
        home.resolve("docs/b.md"),
        "Intro.\n\n"
            + "## Moved here\n\n"
            + "| Key | what | default |\n"
            + "|:--|---|--|\n"
            + "| `replay.c` | c | unset |\n");
    Files.writeString(home.resolve("docs/a.md"), "No table.\n");
    Files.writeString(
        home.resolve("docs/notes.txt"), "| key | default |\n|---|---|\n| `z` | 0 |\n");

    assertThat(Markdown.documents(home))
        .containsExactly(
            home.resolve("README.md"), home.resolve("docs/a.md"), home.resolve("docs/b.md"));
    List<Markdown.Table> tables = Markdown.tables(home);
    assertThat(tables).hasSize(2);
    assertThat(tables.get(0).where()).isEqualTo("README.md:5");
    assertThat(tables.get(0).rows())
        .extracting(r -> r.cell("key"))
        .containsExactly("`ab.a`", "`ab.b`");
    assertThat(tables.get(1).where()).isEqualTo("docs/b.md:5");
    assertThat(tables.get(1).has("key")).isTrue();
    assertThat(tables.get(1).rows().get(0).cell("default")).isEqualTo("unset");
    assertThat(tables.get(1).rows().get(0).where()).isEqualTo("docs/b.md:7");
  }

  @Test
  void aTableInsideAFenceOrIndentedIsASampleNotATable() throws IOException {
    Path file = home.resolve("README.md");
    Files.writeString(
        file,
        "````markdown\n| key | default |\n|---|---|\n| `ab.a` | 1 |\n```\nstill fenced\n````\n\n"
            + "    | key | default |\n    |---|---|\n\n"
            + "| a \\| b | c |\n|---|---|\n| `x \\| y` | 2 |\n");
    List<Markdown.Table> tables = Markdown.tablesOf(file);
    assertThat(tables).hasSize(1);
    assertThat(tables.get(0).headers()).containsExactly("a | b", "c");
    assertThat(tables.get(0).rows().get(0).cell("a | b")).isEqualTo("`x | y`");
  }

  @Test
  void fencedBlocksKeepTheirLinesAndInfo() throws IOException {
    Path file = home.resolve("README.md");
    Files.writeString(
        file, "text\n\n```hocon\na = 1\n\nb = 2\n```\n\n~~~~\n```\nnot a close\n~~~~\nafter\n");
    List<Markdown.Block> blocks = Markdown.fencedBlocksOf(file);
    assertThat(blocks).hasSize(2);
    assertThat(blocks.get(0).info()).isEqualTo("hocon");
    assertThat(blocks.get(0).lines()).containsExactly("a = 1", "", "b = 2");
    assertThat(blocks.get(0).where()).isEqualTo("README.md:3");
    assertThat(blocks.get(1).lines()).containsExactly("```", "not a close");
  }
}
