/**
 * {@code ./ab-replay --import <file>} ({@link abreplay.importer.Import}): a post made a draft
 * document conf and draft stand-in profiles, never overwriting a file. {@link
 * abreplay.importer.Scan} finds every load tool's report and command line in the text: ab's by its
 * labels ({@link abreplay.importer.ReportReader}, {@link abreplay.importer.Fragments}), wrk, wrk2,
 * hey, oha, autocannon, bombardier, siege and h2load by their line rules ({@link
 * abreplay.importer.ToolReports}). Each report is paired with the {@link
 * abreplay.importer.CommandLine} that printed it ({@link abreplay.importer.Run}, {@link
 * abreplay.importer.ToolRun}), its figures checked against each other ({@link
 * abreplay.importer.Checks}), its load read as a {@link abreplay.document.LoadModel}; the runs are
 * grouped into one list of systems ({@link abreplay.importer.DraftSystem}) and one of scenarios
 * ({@link abreplay.importer.DraftScenario}), each ab's or another tool's, and written as a conf
 * ({@link abreplay.importer.DraftWriter}), which is read back as a replay reads it before it is
 * kept. A post with no report is read for its results tables ({@link abreplay.importer.Tables},
 * {@link abreplay.importer.TableRuns}): each figure a report of one figure. Imports config,
 * document, replay and standin.
 */
package abreplay.importer;
