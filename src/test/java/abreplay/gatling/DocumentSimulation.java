package abreplay.gatling;

import abreplay.plan.Document;
import abreplay.plan.DocumentPlan;
import abreplay.report.Reproduction;
import java.util.concurrent.atomic.AtomicReference;

/** A document replayed: every system and scenario of its conf file, then its published-vs-replayed report. */
public abstract class DocumentSimulation extends ReplaySimulation {

  protected DocumentSimulation(String confFile) {
    this(confFile, new AtomicReference<>());
  }

  private DocumentSimulation(String confFile, AtomicReference<Document> document) {
    super(home -> {
      DocumentPlan.Replay replay = DocumentPlan.load(home, confFile, System.getProperties());
      document.set(replay.document());
      return replay.plan();
    }, (folder, result) -> Reproduction.write(folder, document.get(), result));
  }
}
