package abreplay.document.claim;

import abreplay.format.Numbers;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A claim's own number, read with the precision its text gives it (a factor to a tenth at least).
 * As a gain ({@link #parse}): "75%" holds from a ratio of 1.745, "2x" from 1.95. As a loss ({@link
 * #parseLoss}): "40%" holds up to 1 - 0.395 = 0.605, "2x" up to 1/1.95. Immutable.
 *
 * @param nominal the ratio the text says, system / over: 1.75 for a gain of "75%"
 * @param threshold rounding included: the least ratio for a gain, the greatest for a loss
 */
public record Magnitude(String text, double nominal, double threshold) {
  private static final Pattern FORM = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*(%|x)\\s*");

  /**
   * The gain {@code text} states ("75%" faster, "2x" as fast); empty when it is not a percentage or
   * a factor above 1.
   */
  public static Optional<Magnitude> parse(String text) {
    return Number.of(text)
        .flatMap(
            n -> {
              BigDecimal nominal =
                  n.percent ? BigDecimal.ONE.add(n.value.movePointLeft(2)) : n.value;
              BigDecimal least = n.percent ? BigDecimal.ONE.add(n.low().movePointLeft(2)) : n.low();
              if (nominal.compareTo(BigDecimal.ONE) <= 0) return Optional.empty();
              return Optional.of(
                  new Magnitude(
                      text.trim(), nominal.doubleValue(), Math.max(1, least.doubleValue())));
            });
  }

  /**
   * The loss of rate {@code text} states ("40%" slower: 40% fewer requests per second; "2x" slower:
   * half the rate); empty when it is not a percentage above 0 and below 100, or a factor above 1.
   */
  public static Optional<Magnitude> parseLoss(String text) {
    return Number.of(text)
        .flatMap(
            n -> {
              if (n.value.signum() <= 0) return Optional.empty();
              if (n.percent) {
                if (n.value.compareTo(BigDecimal.valueOf(100)) >= 0) return Optional.empty();
                return Optional.of(
                    new Magnitude(
                        text.trim(),
                        BigDecimal.ONE.subtract(n.value.movePointLeft(2)).doubleValue(),
                        BigDecimal.ONE.subtract(n.low().movePointLeft(2)).doubleValue()));
              }
              if (n.value.compareTo(BigDecimal.ONE) <= 0) return Optional.empty();
              return Optional.of(
                  new Magnitude(
                      text.trim(),
                      BigDecimal.ONE.divide(n.value, MathContext.DECIMAL64).doubleValue(),
                      Math.min(
                          1, BigDecimal.ONE.divide(n.low(), MathContext.DECIMAL64).doubleValue())));
            });
  }

  /** "75%, i.e. >= 1.745x", for a gain. */
  public String described() {
    return text + ", i.e. >= " + Numbers.ratio(threshold, 3);
  }

  /** A number as written: "75" of "75%", and whether it was a percentage. */
  private record Number(BigDecimal value, boolean percent) {
    static Optional<Number> of(String text) {
      Matcher m = FORM.matcher(text.toLowerCase(Locale.ROOT));
      if (!m.matches()) return Optional.empty();
      return Optional.of(new Number(new BigDecimal(m.group(1)), m.group(2).equals("%")));
    }

    /**
     * Half a unit of the last digit written below it: what rounding to the text could have hidden.
     * A factor is read to a tenth at least: "2x" and "twice" from 1.95, as a reader takes them, not
     * from 1.5.
     */
    BigDecimal low() {
      BigDecimal half =
          BigDecimal.ONE
              .movePointLeft(Math.max(percent ? 0 : 1, value.scale()))
              .divide(BigDecimal.valueOf(2));
      return value.subtract(half);
    }
  }
}
