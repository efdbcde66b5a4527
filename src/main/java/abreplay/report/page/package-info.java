/**
 * replay.html, one self-contained page per run (inline SVG and CSS, nothing fetched), by {@link
 * abreplay.report.page.ReplayPage}; and {@link abreplay.report.page.RunsIndex}'s
 * target/gatling/index.html of every run. Pure functions of a run's result, but for the index,
 * which reads every folder's summary.json and writes itself.
 */
package abreplay.report.page;
