/**
 * {@code ./ab-replay --import <file>} ({@link abreplay.importer.Import}): a post saved as text, or
 * ab's output pasted in a file, made a draft document conf and draft stand-in profiles. {@link
 * abreplay.importer.Scan} finds ab's reports anywhere in the text, {@link abreplay.importer.Run}
 * pairs each with its command line, {@link abreplay.importer.Grouping} makes systems and scenarios,
 * {@link abreplay.importer.StandInChoice} picks a stand-in (or a draft profile) and {@link
 * abreplay.importer.DraftWriter} writes the conf, which is then read back as a replay reads it
 * (through abreplay.replay) before it is kept. Never overwrites a file. Imports config, document,
 * replay and standin.
 */
package abreplay.importer;
