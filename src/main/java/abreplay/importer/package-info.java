/**
 * {@code ./ab-replay --import <file>} ({@link abreplay.importer.Import}): a post made a draft
 * document conf and draft stand-in profiles, never overwriting a file. Every load tool's report and
 * command line in the text is found: ab's by its labels, wrk, wrk2, hey, oha, autocannon,
 * bombardier, siege and h2load by their line rules ({@link abreplay.importer.ToolReports}). Each
 * report is paired with the command line that printed it, its figures checked against each other,
 * its load read as a {@link abreplay.document.LoadModel}; the runs are grouped into one list of
 * systems and one of scenarios, each ab's or another tool's, and written as a conf, which is read
 * back as a replay reads it before it is kept. A post with no report is read for its results
 * tables: each figure a report of one figure.
 */
package abreplay.importer;
