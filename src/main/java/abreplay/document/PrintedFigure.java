package abreplay.document;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One figure a load tool printed, as a document keeps it: the text as the tool printed it
 * ("698.24us", "33.59MB", "0.1996 secs", "41.40k", "98.40%"), its number and the unit the tool
 * means by its symbol ({@link LoadTool#unit}). Immutable.
 */
public record PrintedFigure(String text, BigDecimal value, Unit unit) {

  private static final Pattern NUMBER =
      Pattern.compile("\\s*(-?[0-9][0-9,]*(?:\\.[0-9]+)?)\\s*([^0-9\\s].*?)?\\s*");

  /** The figure in its dimension's base unit: seconds, bytes, or a plain number. */
  public double inBase() {
    return value.doubleValue() * unit.factor;
  }

  /** Half the last printed digit, in the base unit: how far the printed figure may be rounded. */
  public double rounding() {
    return 0.5 * Math.pow(10, -Math.max(0, value.scale())) * unit.factor;
  }

  /** {@code text} read as {@code tool} prints figures; empty when it is not one. */
  public static Optional<PrintedFigure> parse(String text, LoadTool tool) {
    Matcher m = NUMBER.matcher(text);
    if (!m.matches()) return Optional.empty();
    String symbol = m.group(2) == null ? "" : m.group(2);
    return tool.unit(symbol)
        .map(u -> new PrintedFigure(text.strip(), new BigDecimal(m.group(1).replace(",", "")), u));
  }
}
