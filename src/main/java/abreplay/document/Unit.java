package abreplay.document;

import java.util.Locale;
import java.util.Optional;

/**
 * A unit a load tool prints a figure in, with its dimension and its size in the dimension's base
 * unit (seconds, bytes, or one). Tools differ in what a symbol means: wrk's and bombardier's "KB"
 * and "MB" are 1,024-based, autocannon's "kB" and "MB" 1,000-based, oha's "KiB" says so; each
 * importer's reader maps the symbols it prints through the family it uses ({@link #time}, {@link
 * #binaryBytes}, {@link #decimalBytes}, {@link #metric}).
 */
public enum Unit {
  NANOSECONDS(Dimension.TIME, 1e-9),
  MICROSECONDS(Dimension.TIME, 1e-6),
  MILLISECONDS(Dimension.TIME, 1e-3),
  SECONDS(Dimension.TIME, 1),
  MINUTES(Dimension.TIME, 60),
  HOURS(Dimension.TIME, 3600),
  BYTES(Dimension.BYTES, 1),
  KIBIBYTES(Dimension.BYTES, 1024),
  MEBIBYTES(Dimension.BYTES, 1024.0 * 1024),
  GIBIBYTES(Dimension.BYTES, 1024.0 * 1024 * 1024),
  TEBIBYTES(Dimension.BYTES, 1024.0 * 1024 * 1024 * 1024),
  KILOBYTES(Dimension.BYTES, 1e3),
  MEGABYTES(Dimension.BYTES, 1e6),
  GIGABYTES(Dimension.BYTES, 1e9),
  TERABYTES(Dimension.BYTES, 1e12),
  /** A plain number: a count, a rate per second, a ratio. */
  ONE(Dimension.NUMBER, 1),
  THOUSAND(Dimension.NUMBER, 1e3),
  MILLION(Dimension.NUMBER, 1e6),
  BILLION(Dimension.NUMBER, 1e9),
  PERCENT(Dimension.NUMBER, 0.01);

  /** What a unit measures. */
  public enum Dimension {
    TIME,
    BYTES,
    NUMBER
  }

  public final Dimension dimension;

  /** This unit in its dimension's base unit (seconds, bytes, one). */
  public final double factor;

  Unit(Dimension dimension, double factor) {
    this.dimension = dimension;
    this.factor = factor;
  }

  /** A time as tools print it: ns, us (µs), ms, s, sec, secs, m, min, h, hr. */
  public static Optional<Unit> time(String symbol) {
    return Optional.ofNullable(
        switch (symbol.strip().toLowerCase(Locale.ROOT)) {
          case "ns" -> NANOSECONDS;
          case "us", "µs", "μs" -> MICROSECONDS;
          case "ms" -> MILLISECONDS;
          case "s", "sec", "secs", "second", "seconds" -> SECONDS;
          case "m", "min", "mins", "minute", "minutes" -> MINUTES;
          case "h", "hr", "hour", "hours" -> HOURS;
          default -> null;
        });
  }

  /** Bytes with 1,024-based prefixes, as wrk, wrk2, bombardier and oha (KiB) print them. */
  public static Optional<Unit> binaryBytes(String symbol) {
    String s = symbol.strip().replace("iB", "B");
    if (s.length() == 1 && !s.equals("B")) s += "B"; // wrk2's "K" before its "B"
    return bytes(s, KIBIBYTES, MEBIBYTES, GIBIBYTES, TEBIBYTES);
  }

  /** Bytes with 1,000-based prefixes, as autocannon prints them ("897 kB", "5.33 MB"). */
  public static Optional<Unit> decimalBytes(String symbol) {
    return bytes(symbol.strip(), KILOBYTES, MEGABYTES, GIGABYTES, TERABYTES);
  }

  /** "" or B as bytes; KB (or kB), MB, GB and TB as the four units given; else empty. */
  private static Optional<Unit> bytes(String symbol, Unit k, Unit m, Unit g, Unit t) {
    return Optional.ofNullable(
        switch (symbol) {
          case "", "B" -> BYTES;
          case "KB", "kB" -> k;
          case "MB" -> m;
          case "GB" -> g;
          case "TB" -> t;
          default -> null;
        });
  }

  /** A count with wrk's metric suffix ("42.17k") or autocannon's ("143k requests"). */
  public static Optional<Unit> metric(String symbol) {
    return Optional.ofNullable(
        switch (symbol.strip()) {
          case "" -> ONE;
          case "k", "K" -> THOUSAND;
          case "M" -> MILLION;
          case "G" -> BILLION;
          default -> null;
        });
  }
}
