package abreplay.gatling;

import abreplay.replay.DocumentReplay;

/**
 * A document replayed: every system and scenario of its conf file, then its published-vs-replayed
 * report. A document's simulation is this class with its conf file's name.
 */
public abstract class DocumentSimulation extends ReplaySimulation {

  protected DocumentSimulation(String confFile) {
    super(home -> DocumentReplay.load(home, confFile, System.getProperties()));
  }
}
