/**
 * The run folder, target/gatling/&lt;simulation&gt;-&lt;timestamp&gt;/, as files: its layout, files
 * written whole or not at all ({@link abreplay.folder.AtomicFiles}), the one JSON mapping ({@link
 * abreplay.folder.Json}), the run record and each step's interval log, forced to the disk as they
 * are written; {@link abreplay.folder.RunFolderReader} reads a folder back into the same {@link
 * abreplay.result.RunResult}. Knows nothing of the reports.
 */
package abreplay.folder;
