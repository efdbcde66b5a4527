package abreplay.importer;

import java.util.Locale;

/** The load tools whose reports the importer reads, besides ab. */
enum Tool {
  WRK,
  /** wrk2 builds a binary named wrk; its -R and its HdrHistogram lines tell it from wrk. */
  WRK2,
  HEY,
  OHA,
  AUTOCANNON,
  BOMBARDIER,
  SIEGE,
  H2LOAD;

  /** The tool's name as posts and messages write it. */
  final String shown = name().toLowerCase(Locale.ROOT);
}
