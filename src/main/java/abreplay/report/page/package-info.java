/**
 * replay.html, one self-contained page per run (inline SVG and CSS, one small script, nothing
 * fetched): {@link abreplay.report.page.ReplayPage} puts together its sections (the steps,
 * published vs replayed ratios, the ladder, the claims, latency and CPU charts) drawn with {@link
 * abreplay.report.page.Svg}; {@link abreplay.report.page.RunsIndex} writes
 * target/gatling/index.html, every run folder newest first. Pure functions of a run's result, but
 * for the index, which reads every folder's summary.json and writes itself.
 */
package abreplay.report.page;
