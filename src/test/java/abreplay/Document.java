package abreplay;

import abreplay.document.ChosenDocument;
import abreplay.gatling.DocumentSimulation;

/**
 * Any document, by its conf file: {@code ./mvnw gatling:test
 * -Dgatling.simulationClass=abreplay.Document -Dreplay.document=conf/documents/005-my-post.conf}. A
 * document made by {@code ./ab-replay --import} needs no class of its own; the five of
 * abreplay.documents are named shortcuts to theirs.
 */
public class Document extends DocumentSimulation {
  public Document() {
    super(home -> ChosenDocument.file(home, System.getProperties()));
  }
}
