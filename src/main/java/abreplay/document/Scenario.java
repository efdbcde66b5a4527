package abreplay.document;

/** One ab command line of a document: {@code ab -n requests -c concurrency [-k] url+path}. */
public record Scenario(String id, long requests, int concurrency, boolean keepAlive, String path) {

  /** "-c100 -n1000000 -k", as the step names in the Gatling report read. */
  public String label(long requestsRun) {
    return "-c" + concurrency + " -n" + requestsRun + (keepAlive ? " -k" : "");
  }

  /** The same command with another path (a system that was asked for a page of its own). */
  public Scenario withPath(String other) {
    return new Scenario(id, requests, concurrency, keepAlive, other);
  }
}
