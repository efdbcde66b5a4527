package abreplay.document.claim;

/**
 * The replayed ratios (system / over) that support a claim, for drawing and for words: an interval
 * wholly inside supports it. Immutable.
 *
 * @param low the least supporting ratio, 0 when any lower one supports it
 * @param high the greatest, infinite when any higher one supports it
 */
public record Band(double low, double high) {
  public Band {
    if (!(low >= 0 && high >= low)) {
      throw new IllegalArgumentException("a band runs from low to high: " + low + ", " + high);
    }
  }
}
