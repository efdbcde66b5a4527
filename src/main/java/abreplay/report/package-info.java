/**
 * The reports a run leaves next to Gatling's index.html, each a function of a {@link
 * abreplay.result.RunResult}: ab-summary.txt ({@link abreplay.report.AbSummary}, with ab's own
 * formulas, rounding and printf), summary.json, the percentile CSVs, reproduction.md and
 * replay.html (abreplay.report.page), all written whole by {@link abreplay.report.ReportFiles}, the
 * one writer of them, at the end of a run and on a rebuild; also the description Gatling's header
 * shows, put into simulation.log's first record by {@link abreplay.report.RunDescription}. Imports
 * result, verdict, plan, document, targets, recording, machine, config, and folder for the files'
 * names and atomic writes.
 */
package abreplay.report;
