package abreplay.documents;

import abreplay.gatling.DocumentSimulation;

/** Document 001: Swoole against Node.js http, ab -c 100 -n 5000. */
public class SwooleVsNode extends DocumentSimulation {
  public SwooleVsNode() {
    super("conf/documents/001-swoole-vs-node.conf");
  }
}
