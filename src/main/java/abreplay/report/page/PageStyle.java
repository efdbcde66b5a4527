package abreplay.report.page;

import static abreplay.report.page.Html.esc;

/**
 * The page's style sheet and its one small script, inline: the page opens from file:// with no
 * network.
 */
final class PageStyle {
  private PageStyle() {}

  static final String CSS =
      """
      :root{--ink:#1d2330;--muted:#667085;--line:#e4e7ec;--bg:#f6f7f9;--card:#fff;--ok:#067647;--warn:#b54708;\
      --bad:#b42318;--none:#667085}
      *{box-sizing:border-box}
      body{margin:0;background:var(--bg);color:var(--ink);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,\
      "Helvetica Neue",Arial,sans-serif}
      main{max-width:1180px;margin:0 auto;padding:20px 24px 40px}
      header.top,section{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:18px 22px;\
      margin-bottom:16px}
      h1{font-size:22px;margin:0 12px 0 0}
      h2{font-size:17px;margin:0 0 10px}
      h3{font-size:14px;margin:14px 0 4px;color:var(--muted);font-weight:600}
      .title-row{display:flex;align-items:center;flex-wrap:wrap;gap:6px}
      .meta{margin:6px 0 0;color:var(--muted)}
      .partial-note,.warning{margin:10px 0 0;padding:8px 12px;border-radius:6px;background:#fffaeb;\
      border:1px solid #fedf89}
      nav.files{margin-top:12px;display:flex;flex-wrap:wrap;gap:8px}
      a{color:#175cd3}
      a.file{display:inline-block;padding:3px 10px;border:1px solid var(--line);border-radius:14px;\
      text-decoration:none;background:#f9fafb}
      a.file:hover{background:#eef4ff}
      .legend{display:flex;flex-wrap:wrap;gap:14px;margin-top:12px}
      .legend span{cursor:default}
      .swatch{display:inline-block;width:12px;height:12px;border-radius:3px;margin-right:6px;vertical-align:-1px}
      .status,.verdict,.bound{display:inline-block;padding:2px 9px;border-radius:12px;font-size:12px;font-weight:600;\
      letter-spacing:.02em;color:#fff;background:var(--none)}
      .status.complete{background:var(--ok)}.status.partial{background:var(--warn)}.status.not-run{background:var(--bad)}
      .verdict.supported,.verdict.reproduced-by-stand-ins{background:var(--ok)}
      .verdict.not-supported,.verdict.not-reproduced-by-stand-ins{background:var(--warn)}
      .verdict.contradicted{background:var(--bad)}.verdict.inconclusive,.verdict.not-judged{background:var(--muted)}
      dl.answers{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em;margin:.5em 0}
      dl.answers dt{font-weight:600}dl.answers dd{margin:0;overflow-wrap:anywhere}
      ul.scenarios{margin:.3em 0;padding-left:1.2em;font-size:.9em;overflow-wrap:anywhere}
      .bound.load-generator-bound{background:var(--bad)}.bound.target-bound{background:var(--ok)}\
      .bound.neither-bound,.bound.machine-bound{background:var(--muted,#8a8a8a)}
      .scroll{overflow-x:auto}
      table.steps{border-collapse:collapse;width:100%;font-size:13px}
      table.steps th,table.steps td{padding:6px 6px;border-bottom:1px solid var(--line);text-align:left;\
      vertical-align:top;white-space:nowrap}
      table.steps th{color:var(--muted);font-weight:600;font-size:12px;white-space:normal;vertical-align:bottom}
      td.files a.file{padding:1px 7px;font-size:12px}
      table.steps td.files{white-space:normal;min-width:48px}table.steps td.bound-by{white-space:normal;min-width:10em}table.steps td.step{white-space:normal;min-width:11em}
      td.bound-by .bound{font-size:11px;padding:1px 7px;line-height:1.35;max-width:10em}
      table.runs td{white-space:normal}table.runs td:first-child,table.runs td:nth-child(3){white-space:nowrap}
      table.runs td.results div{margin:2px 0}
      .num{text-align:right!important;font-variant-numeric:tabular-nums}
      td.rate svg{vertical-align:middle;margin-right:6px}
      .rps{font-weight:600}
      .reason{white-space:normal;max-width:220px;color:var(--muted);font-size:12px;margin-top:3px}
      .layout{white-space:normal;max-width:220px;color:var(--muted);font-size:12px;margin-top:3px}
      details.reason summary{cursor:pointer}
      .note{color:var(--muted);font-size:12.5px;margin:10px 0 0}
      .claim{border-top:1px solid var(--line);padding-top:12px;margin-top:12px}
      .claim:first-of-type{border-top:0;margin-top:0;padding-top:0}
      .claim-head{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
      .claim q{font-size:15px;font-weight:600}
      .meaning,.why{margin:6px 0}.why{color:var(--muted)}
      .grid-charts{display:flex;flex-wrap:wrap;gap:10px 24px}
      svg.chart{display:block;max-width:100%;height:auto;font-size:11.5px}
      svg .grid{stroke:#eef0f3}svg .grid.cores{stroke:#98a2b3;stroke-dasharray:4 3}
      svg .tick{fill:var(--muted)}svg .muted{fill:#98a2b3}svg .axis-label{fill:var(--muted);font-size:11px}
      svg .row-label{fill:var(--ink);font-size:12.5px}svg .value{fill:var(--ink);font-weight:600}
      svg .value.muted{fill:var(--muted);font-weight:400}svg .unity-label{fill:var(--ink);font-size:11px}
      svg .unity{stroke:#1d2330;stroke-width:1.5;stroke-dasharray:5 3}
      svg .bar.published{fill:#fff;stroke-width:1.5}
      svg .range{fill:rgba(6,118,71,.08)}svg .threshold{stroke:var(--ok);stroke-width:2;stroke-dasharray:3 2}
      svg .interval{stroke-width:2}
      svg .dot.round{fill:#fff;stroke-width:2}
      svg .point.published{fill:#fff;stroke-width:2}
      svg .line.published{stroke-width:2;stroke-dasharray:6 4;opacity:.75}
      svg .line.replayed{stroke-width:2.5}svg .line.latency{stroke-width:2.2}
      svg .skip{fill:#fff;stroke:#b42318;stroke-width:1.6}
      svg .legend-published{stroke-width:2;stroke-dasharray:6 4}svg .legend-replayed{stroke-width:2.5}
      svg .cpu-system{opacity:.55}svg .cpu-load-generator{fill:#98a2b3}
      .mark{transition:opacity .15s}
      footer{color:var(--muted);font-size:12px;text-align:center;margin-top:8px}
      code{background:#f2f4f7;padding:1px 5px;border-radius:4px}
      """;

  /** Dims every other system's marks while the pointer is on a system in the legend. */
  static final String SCRIPT =
      """
      document.querySelectorAll('[data-legend]').forEach(function (item) {
        item.addEventListener('mouseenter', function () { document.body.dataset.focus = item.dataset.legend; });
        item.addEventListener('mouseleave', function () { delete document.body.dataset.focus; });
      });
      """;

  /** The style rules that dim all but the focused system, one per system. */
  static String focusRules(Palette palette) {
    StringBuilder css = new StringBuilder("body[data-focus] .mark[data-system]{opacity:.12}\n");
    for (String system : palette.systems().keySet()) {
      css.append("body[data-focus=\"")
          .append(esc(system))
          .append("\"] .mark[data-system=\"")
          .append(esc(system))
          .append("\"]{opacity:1}\n");
    }
    return css.toString();
  }
}
