package abreplay;

import abreplay.gatling.ReplaySimulation;
import abreplay.replay.AbPlan;

/**
 * ab, replayed with Gatling: {@code ab -n ab.requests -c ab.concurrency [-k] ab.url}, where the
 * keys come from conf/ab.conf (or -Dconfig.file) and -Dab.*; without ab.url, against the bundled
 * stand-in ab.target.
 */
public class AbSimulation extends ReplaySimulation {
  public AbSimulation() {
    super(home -> AbPlan.load(home, System.getProperties()));
  }
}
