package abreplay.importer;

import abreplay.document.PrintedFigure;

/**
 * One figure of a load tool's report, in the tool's own unit.
 *
 * @param label the line's label as the tool prints it, e.g. "Latency", "Socket errors"
 * @param qualifier which of the line's figures, e.g. "Avg", "99%", "[200]"; "" when it has one
 * @param line the line of the text it is on (1-based)
 * @param wholeRun true for a figure of the whole run rather than of the measured phase (hey's
 *     Details print the fastest and slowest of every request, warm-up included)
 */
record Figure(
    Measure measure,
    String label,
    String qualifier,
    PrintedFigure printed,
    int line,
    boolean wholeRun) {

  Figure(Measure measure, String label, String qualifier, PrintedFigure printed, int line) {
    this(measure, label, qualifier, printed, line, false);
  }
}
