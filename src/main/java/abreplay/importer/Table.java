package abreplay.importer;

import java.util.List;

/**
 * A table of a post, whatever its syntax ({@link Tables}): its rows, the first its header, each as
 * wide as the header. Immutable.
 *
 * @param start where its first line starts in the text
 * @param end where its last line ends
 * @param firstLine its first line (1-based)
 */
record Table(int start, int end, int firstLine, List<Row> rows) {

  /** One cell: its text without emphasis, and where that starts in the text (unique to it). */
  record Cell(String text, int offset) {}

  /** One row: its line (1-based; a cell spread over lines is on its first), and its cells. */
  record Row(int line, List<Cell> cells) {
    String text(int column) {
      return cells.get(column).text();
    }
  }

  Row header() {
    return rows.get(0);
  }

  List<Row> body() {
    return rows.subList(1, rows.size());
  }

  int width() {
    return header().cells().size();
  }
}
