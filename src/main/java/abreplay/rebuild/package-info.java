/**
 * {@code ./ab-replay --rebuild <run folder>} ({@link abreplay.rebuild.Rebuild}): reads a run folder
 * (abreplay.folder) and writes its reports again (abreplay.report), byte for byte for a finished
 * run, PARTIAL for one that was killed. Above both, so that neither imports the other's way up.
 */
package abreplay.rebuild;
