package abreplay.importer;

import abreplay.document.Unit;
import java.math.BigDecimal;

/**
 * A figure as a tool printed it: the number with the digits it had, and its unit ("356.25us" is
 * 356.25 {@link Unit#MICROSECONDS}). Immutable.
 *
 * @param text the number and unit as the text has them, e.g. "356.25us", "5.33 MB", "42.17k"
 */
record Quantity(BigDecimal value, Unit unit, String text) {
  /** The figure in its dimension's base unit: seconds, bytes, or a plain number. */
  double inBase() {
    return value.doubleValue() * unit.factor;
  }

  /** How many decimals the tool printed: the figure is known to half a unit of the last one. */
  int decimals() {
    return Math.max(0, value.scale());
  }

  /** Half the last printed digit, in the base unit: how far the printed figure may be rounded. */
  double rounding() {
    return 0.5 * Math.pow(10, -decimals()) * unit.factor;
  }

  static Quantity of(String number, Unit unit, String text) {
    return new Quantity(new BigDecimal(number.replace(",", "")), unit, text.strip());
  }
}
