package abreplay.documents;

import abreplay.gatling.DocumentSimulation;

/** Document 000: PHP7+Swoole against nginx 1.4.6 and Go 1.5 net/http, ab -c 100 -n 1000000 -k. */
public class SwooleVsNginxAndGo extends DocumentSimulation {
  public SwooleVsNginxAndGo() {
    super("conf/documents/000-swoole-vs-nginx-and-go.conf");
  }
}
