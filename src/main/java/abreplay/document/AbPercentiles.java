package abreplay.document;

import java.util.List;

/**
 * The rows of ab's "Percentage of the requests served within a certain time (ms)" table: what a
 * document can have published, and what the ab summary prints. 100 is the longest request.
 */
public final class AbPercentiles {
  public static final List<Integer> PRINTED = List.of(50, 66, 75, 80, 90, 95, 98, 99, 100);

  private AbPercentiles() {}
}
