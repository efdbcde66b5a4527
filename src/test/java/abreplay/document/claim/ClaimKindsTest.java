package abreplay.document.claim;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.claim.ClaimKind.RatioKind;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The kinds as one list: each found by its conf key and by its run records' name. */
class ClaimKindsTest {
  @Test
  void everyKindIsFoundByItsKeyAndByItsName() {
    for (ClaimKind kind : ClaimKinds.ALL) {
      assertThat(ClaimKinds.keyed(kind.key())).contains(kind);
      assertThat(ClaimKinds.named(kind.name())).contains(kind);
    }
    assertThat(ClaimKinds.keyed("quicker")).isEmpty();
  }

  @Test
  void theNamesAreThoseRunFoldersHaveAlwaysWritten() {
    assertThat(ClaimKinds.ALL.stream().map(ClaimKind::name))
        .containsExactly("FASTER", "SLOWER", "ON_PAR", "AT_LEAST_ON_PAR", "FAILS_UNDER_LOAD");
  }

  @Test
  void theRatioKindsAreTheOnesThatCompare() {
    assertThat(ClaimKinds.ratios())
        .containsExactlyElementsOf(
            ClaimKinds.ALL.stream().filter(ClaimKind::compares).map(k -> (RatioKind) k).toList());
    assertThat(ClaimKinds.takingBy()).isEqualTo("faster or slower");
  }

  @Test
  void eachKindsCueFindsTheWordsAPostMakesItWith() {
    List<String[]> sentences =
        List.of(
            new String[] {"faster", "Swoole is 75% faster than nginx"},
            new String[] {"faster", "Swoole 比 nginx 快"},
            new String[] {"slower", "nginx is 40% slower than Swoole"},
            new String[] {"slower", "nginx 比 Swoole 慢"},
            new String[] {"on-par", "woo performs on par with Swoole"},
            new String[] {"at-least-on-par", "Swoole is as fast as Node.js"},
            new String[] {"fails-under-load", "Go could not bear the load"});
    for (String[] s : sentences) {
      ClaimKind kind = ClaimKinds.keyed(s[0]).orElseThrow();
      assertThat(Pattern.compile("(?i)" + kind.cue()).matcher(s[1]).find()).as(s[1]).isTrue();
    }
  }
}
