package abreplay.importer;

/** The load tools whose reports the importer reads, besides ab. */
enum Tool {
  WRK("wrk"),
  /** wrk2 builds a binary named wrk; its -R and its HdrHistogram lines tell it from wrk. */
  WRK2("wrk2"),
  HEY("hey"),
  OHA("oha"),
  AUTOCANNON("autocannon"),
  BOMBARDIER("bombardier"),
  SIEGE("siege"),
  H2LOAD("h2load");

  /** The tool's name as posts and messages write it. */
  final String shown;

  Tool(String shown) {
    this.shown = shown;
  }
}
