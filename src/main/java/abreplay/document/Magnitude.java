package abreplay.document;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A claim's own number, read with the precision its text gives it: "75%" (75% faster) is any gain
 * that rounds to 75%, so it holds from 74.5%, i.e. a ratio of at least 1.745; "220%" from 3.195;
 * "2x" (twice as fast) from 1.5, "2.5x" from 2.45. Immutable.
 *
 * @param text as the conf gives it, e.g. "75%"
 * @param nominal the ratio the text says, system / over: 1.75 for "75%"
 * @param threshold the least ratio that rounds to the text: 1.745 for "75%"
 */
public record Magnitude(String text, double nominal, double threshold) {
  private static final Pattern FORM = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*(%|x)\\s*");

  /**
   * The magnitude {@code text} states; empty when it is not a percentage ("75%") or a factor
   * ("2x").
   */
  public static Optional<Magnitude> parse(String text) {
    Matcher m = FORM.matcher(text.toLowerCase(Locale.ROOT));
    if (!m.matches()) return Optional.empty();
    BigDecimal number = new BigDecimal(m.group(1));
    // Half a unit of the last digit written: what rounding to the text could have hidden.
    BigDecimal half =
        BigDecimal.ONE.movePointLeft(Math.max(0, number.scale())).divide(BigDecimal.valueOf(2));
    boolean percent = m.group(2).equals("%");
    BigDecimal nominal = percent ? BigDecimal.ONE.add(number.movePointLeft(2)) : number;
    BigDecimal threshold =
        percent
            ? BigDecimal.ONE.add(number.subtract(half).movePointLeft(2))
            : number.subtract(half);
    if (nominal.compareTo(BigDecimal.ONE) <= 0) return Optional.empty();
    return Optional.of(
        new Magnitude(text.trim(), nominal.doubleValue(), Math.max(1, threshold.doubleValue())));
  }

  /** "75%, i.e. >= 1.745x" */
  public String described() {
    return text + ", i.e. >= " + String.format(Locale.ROOT, "%.3fx", threshold);
  }
}
