package abreplay.documents;

import abreplay.gatling.DocumentSimulation;

/** Document 004: woo (fasthttp) against php -S and Swoole, ab -k -c 1000 -n 20000. */
public class WooVsPhp extends DocumentSimulation {
  public WooVsPhp() {
    super("conf/documents/004-woo-vs-php.conf");
  }
}
