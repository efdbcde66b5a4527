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

  /** Half the last printed digit, in the base unit: how far the printed figure may be rounded. */
  double rounding() {
    return 0.5 * Math.pow(10, -Math.max(0, value.scale())) * unit.factor;
  }
}
