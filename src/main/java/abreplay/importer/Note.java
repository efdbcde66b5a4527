package abreplay.importer;

/**
 * A remark on the text at one of its lines (1-based): a warning, or why something is not imported.
 */
record Note(int line, String text) {}
