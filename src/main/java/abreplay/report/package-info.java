/**
 * The reports a run leaves next to Gatling's index.html, each a function of a {@link
 * abreplay.result.RunResult}: ab-summary.txt (with ab's own formulas, rounding and printf),
 * summary.json, the percentile CSVs, reproduction.md and replay.html, all written whole by {@link
 * abreplay.report.ReportFiles}, their one writer; and the description in Gatling's header ({@link
 * abreplay.report.RunDescription}).
 */
package abreplay.report;
