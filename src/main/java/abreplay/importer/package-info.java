/**
 * {@code ./ab-replay --import <file>} ({@link abreplay.importer.Import}): a post saved as text, or
 * ab's output pasted in a file, made a draft document conf and draft stand-in profiles. {@link
 * abreplay.importer.Scan} finds ab's reports anywhere in the text, and ab's fragments (a few of its
 * lines right under an ab command: {@link abreplay.importer.Fragments}), {@link
 * abreplay.importer.Run} pairs each with its command line, {@link abreplay.importer.Grouping} makes
 * systems and scenarios, {@link abreplay.importer.StandInChoice} picks a stand-in (or a draft
 * profile) and {@link abreplay.importer.DraftWriter} writes the conf, which is then read back as a
 * replay reads it (through abreplay.replay) before it is kept. Never overwrites a file.
 *
 * <p>Other load tools' reports (wrk, wrk2, hey, oha, autocannon, bombardier, siege, h2load) are
 * read too: {@link abreplay.importer.ToolReports} finds them with each tool's {@link
 * abreplay.importer.ToolReader}, every figure a {@link abreplay.importer.Figure} in the tool's own
 * {@link abreplay.document.Unit}; {@link abreplay.importer.ToolCommands} reads their command lines
 * into a typed {@link abreplay.importer.LoadModel}; {@link abreplay.importer.ToolRun} pairs the
 * two. Until a document can hold those load models they are not imported: a post with only such
 * reports is refused in one line, one with ab's reports too imports ab's and warns about the
 * others. Imports config, document, replay and standin.
 */
package abreplay.importer;
