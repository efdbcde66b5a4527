package abreplay.documents;

import abreplay.gatling.DocumentSimulation;

/**
 * Document 002: Laravel under nginx + PHP-FPM against Laravel Octane on Swoole, ab -c 8 -n 2000
 * /api/random.
 */
public class OctaneVsFpm extends DocumentSimulation {
  public OctaneVsFpm() {
    super("conf/documents/002-octane-vs-fpm.conf");
  }
}
