package abreplay;

import abreplay.gatling.ReplaySimulation;
import abreplay.replay.AbReplay;

/**
 * ab, replayed with Gatling: {@code ab -n ab.requests -c ab.concurrency [-k] ab.url}, where ab's
 * keys come from conf/ab.conf and the run options' from reference.conf, under -Dconfig.file and
 * -Dab.* / -Dreplay.*; without ab.url, against the bundled stand-in ab.target.
 */
public class AbSimulation extends ReplaySimulation {
  public AbSimulation() {
    super(home -> AbReplay.load(home, System.getProperties()));
  }
}
