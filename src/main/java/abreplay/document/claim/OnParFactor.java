package abreplay.document.claim;

import abreplay.format.Numbers;
import java.util.Optional;

/**
 * replay.on-par: two rates are on par when within this factor of each other, either way, i.e. their
 * ratio is in [1/factor, factor], symmetric in log space. The on-par kinds read it when they judge
 * and when they describe their band, so that every band printed is this value's. Immutable.
 *
 * @param factor above 1, e.g. 1.15
 */
public record OnParFactor(double factor) {
  /**
   * reference.conf's default (a test holds them equal), and the factor of run records written
   * before replay.on-par existed, which were judged at it.
   */
  public static final OnParFactor DEFAULT = new OnParFactor(1.15);

  public OnParFactor {
    Optional<String> bad = problem(factor);
    if (bad.isPresent())
      throw new IllegalArgumentException("on-par factor " + text(factor) + " " + bad.get());
  }

  /**
   * What is wrong with {@code factor} as an on-par factor, to follow the value in a message ("is
   * not above 1: ..."); empty when it is one.
   */
  public static Optional<String> problem(double factor) {
    return factor > 1 && Double.isFinite(factor)
        ? Optional.empty()
        : Optional.of(
            "is not above 1: set it to a factor above 1, e.g. 1.15 for rates within 15% of each"
                + " other, either way");
  }

  /** The band's low end, 1/factor. */
  public double low() {
    return 1 / factor;
  }

  /** The factor as a conf writes it: "1.15", "1.1". */
  public String text() {
    return text(factor);
  }

  private static String text(double factor) {
    return Double.isFinite(factor) ? Numbers.plain(factor) : String.valueOf(factor);
  }
}
