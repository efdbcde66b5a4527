/**
 * The run folder, target/gatling/&lt;simulation&gt;-&lt;timestamp&gt;/, and everything about it as
 * files: where it is ({@link abreplay.folder.RunFolder}), what its files are called ({@link
 * abreplay.folder.FolderLayout}), writing a file whole or not at all ({@link
 * abreplay.folder.AtomicFiles}), the one JSON configuration of every file ab-replay writes ({@link
 * abreplay.folder.Json}, Jackson databind with the mix-ins that name and shape the records as files
 * keep them), the record of a run ({@link abreplay.folder.RunRecord}) and each step's interval log
 * ({@link abreplay.folder.IntervalLog}: HdrHistogram's .hlog and the counters' .jsonl), forced to
 * the disk as they are written; and {@link abreplay.folder.RunFolderReader}, which reads a folder
 * back into the same {@link abreplay.result.RunResult}. Knows nothing of the reports: imports
 * result, plan, document, targets, recording, server and machine.
 */
package abreplay.folder;
