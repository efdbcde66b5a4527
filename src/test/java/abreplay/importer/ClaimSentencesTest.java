package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The importer lists a post's sentences that look like claims by the words of every kind ({@link
 * abreplay.document.claim.ClaimKind#cue()}).
 */
class ClaimSentencesTest {
  private static List<String> claims(String text) {
    return Sentences.claims(Text.of(text), List.of()).stream()
        .map(Sentences.Sentence::text)
        .toList();
  }

  @Test
  void aSentenceThatSaysOneSystemIsSlowerIsListedAsAFasterOneIs() {
    assertThat(
            claims(
                "We ran both servers on a laptop. nginx is slower than Swoole here. Swoole is"
                    + " faster than nginx. nginx 比 Swoole 慢得多。"))
        .containsExactly(
            "nginx is slower than Swoole here.",
            "Swoole is faster than nginx.",
            "nginx 比 Swoole 慢得多");
  }

  @Test
  void aSentenceWrappedOverLinesIsListedWholeAtItsFirstLine() {
    List<Sentences.Sentence> found =
        Sentences.claims(
            Text.of(
                "# Results\n\nAt 100 connections, Node.js is\n25% faster than Go. Go uses less\n"
                    + "memory\n| Go | twice as fast |\n"),
            List.of());

    assertThat(found)
        .containsExactly(
            new Sentences.Sentence(3, "At 100 connections, Node.js is 25% faster than Go."),
            new Sentences.Sentence(6, "twice as fast"));
  }
}
