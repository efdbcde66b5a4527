package abreplay.document;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LoadToolTest {
  @Test
  void aToolWhoseNameStartsWithAVowelTakesAn() {
    assertThat(LoadTool.OHA.withArticle()).isEqualTo("an oha");
    assertThat(LoadTool.AUTOCANNON.withArticle()).isEqualTo("an autocannon");
    assertThat(LoadTool.AB.withArticle()).isEqualTo("an ab");
  }

  @Test
  void everyOtherToolTakesA() {
    assertThat(LoadTool.WRK.withArticle()).isEqualTo("a wrk");
    assertThat(LoadTool.BOMBARDIER.withArticle()).isEqualTo("a bombardier");
  }

  @Test
  void aKeyNamesItsTool() {
    for (LoadTool t : LoadTool.values()) assertThat(LoadTool.of(t.key())).hasValue(t);
    assertThat(LoadTool.of("ab2")).isEmpty();
  }
}
