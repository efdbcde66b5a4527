package abreplay.gatling;

import abreplay.replay.DocumentReplay;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * A document replayed: every system and scenario of its conf file, then its published-vs-replayed
 * report. A document's simulation is this class with its conf file's name.
 */
public abstract class DocumentSimulation extends ReplaySimulation {

  protected DocumentSimulation(String confFile) {
    this(home -> confFile);
  }

  /**
   * A document whose conf file is chosen when the run starts (abreplay.Document:
   * -Dreplay.document).
   */
  protected DocumentSimulation(Function<Path, String> confFile) {
    super(home -> DocumentReplay.load(home, confFile.apply(home), System.getProperties()));
  }
}
