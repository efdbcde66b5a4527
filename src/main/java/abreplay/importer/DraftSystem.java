package abreplay.importer;

import java.util.List;

/**
 * One system of a draft: ab's, by the server its reports name ({@link AbSystem}), or another
 * tool's, by the url it asked ({@link ToolSystem}). Immutable, but for an ab system's runs while
 * {@link Grouping} adds them.
 */
sealed interface DraftSystem {
  String name();

  String label();

  String path();

  /** Its real server's url, as the draft suggests it. */
  String url();

  /** "report", or "table figure" for a server of a results table. */
  default String reportWord() {
    return "report";
  }

  /**
   * Who answered an ab report. {@code software} is null when the report does not say (cut short);
   * {@code named} is the name the post gives a server its reports do not name, else null.
   */
  record Server(String software, String host, Integer port, String path, String named) {
    boolean known() {
      return software != null;
    }
  }

  /** ab's system: who answered, its runs in the text's order. */
  record AbSystem(String name, String label, Server server, List<Run> runs) implements DraftSystem {
    @Override
    public String path() {
      return server.path();
    }

    @Override
    public String url() {
      Integer port = server.port();
      return "http://"
          + (server.host() == null ? "127.0.0.1" : server.host())
          + (port == null || port == 80 ? "" : ":" + port)
          + server.path();
    }
  }

  /**
   * A server the tools' reports were asked of, {@code wanted} the name the post gives it, {@code
   * table} whether a results table gives its first figures.
   */
  record ToolSystem(
      String name, String label, String host, int port, String path, String wanted, boolean table)
      implements DraftSystem {
    @Override
    public String reportWord() {
      return table ? "table figure" : "report";
    }

    @Override
    public String url() {
      return "http://" + host + ":" + port + "/";
    }
  }
}
