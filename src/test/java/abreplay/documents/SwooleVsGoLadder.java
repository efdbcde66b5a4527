package abreplay.documents;

import abreplay.gatling.DocumentSimulation;

/** Document 003: Swoole 4 against Go 1.12, ab without keep-alive from -c 10 up to -c 20000. */
public class SwooleVsGoLadder extends DocumentSimulation {
  public SwooleVsGoLadder() {
    super("conf/documents/003-swoole-vs-go-ladder.conf");
  }
}
