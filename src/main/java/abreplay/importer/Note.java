package abreplay.importer;

/** A remark on a line of the text (1-based): a warning, or why something is not imported. */
record Note(int line, String text) {}
