/**
 * How every figure is printed: {@link abreplay.format.Numbers}, one rounding rule (C's printf, as
 * ab prints) for rates, ratios, cores, seconds and replay.scale. Imports nothing.
 */
package abreplay.format;
