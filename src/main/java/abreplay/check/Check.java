package abreplay.check;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.document.ChosenDocument;
import abreplay.document.Document;
import abreplay.format.Numbers;
import abreplay.replay.DocumentReplay;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Judge;
import abreplay.verdict.Judging;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

/**
 * {@code ./ab-replay --check <document conf>}: reads a document conf as a run's pre-flight does
 * (every key, system, scenario, stand-in profile and claim checked; no load, no real server built)
 * and prints one line per claim: its text, what it compares, the published ratio per scenario, the
 * threshold it was read as, and what the post's own data says of it. Exit 0 for a valid conf
 * whatever the claims' outcomes, 3 with every problem for an invalid one.
 */
public final class Check {
  private final Path home;
  private final PrintStream out;
  private final PrintStream err;

  public Check(Path home, PrintStream out, PrintStream err) {
    this.home = home;
    this.out = out;
    this.err = err;
  }

  /**
   * @return OK for a valid conf, BAD_INPUT (with its problems on err) for an invalid one
   */
  public ExitCode run(String conf, Properties system) {
    Document d;
    String label;
    Judging judging;
    try {
      ChosenDocument.requireFile(home, conf, conf);
    } catch (ConfigError e) {
      // Nothing to fix in a file that is not there: its one line says which there are.
      err.println("ab-replay: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    try {
      DocumentReplay.Read read = DocumentReplay.read(home, conf, system);
      d = read.document();
      label = read.source();
      // No machine runs anything here: the cores only shape notes on stand-ins' ratios.
      judging = new Judging(read.options().confidence(), 1, read.options().onPar(), 1, 0, false);
    } catch (ConfigError e) {
      for (String problem : e.problems()) err.println("ab-replay: " + problem);
      err.println(
          "ab-replay: "
              + conf
              + " is not a valid document: fix the lines above, then check it again");
      return ExitCode.BAD_INPUT;
    }
    out.println(
        "ab-replay: "
            + label
            + ": valid: document "
            + d.id()
            + ", "
            + Numbers.count(d.systems().size(), "system")
            + ", "
            + Numbers.count(d.scenarios().size(), "scenario")
            + ", "
            + Numbers.count(d.claims().size(), "claim"));
    for (var scenario : d.scenarios())
      if (scenario.load() instanceof abreplay.document.LoadModel.NotReplayable n)
        out.println(
            "ab-replay: scenario " + scenario.id() + ": " + n.shown() + ": a replay SKIPS it");
    if (d.claims().isEmpty()) {
      out.println(
          "ab-replay: no claims: a replay will compare figures only (write the post's claims under"
              + " claims = [...])");
    }
    List<ClaimResult> claims = Judge.all(d, List.of(), judging);
    for (int i = 0; i < claims.size(); i++)
      out.println("ab-replay: claim " + (i + 1) + ": " + line(claims.get(i)));
    return ExitCode.OK;
  }

  /**
   * "\"PHP7+Swoole is 75% faster than Go\" (PHP 7 + Swoole over Go): FALLS SHORT OF ITS OWN DATA
   * (published 1.721x; ...)"
   */
  static String line(ClaimResult c) {
    String scenarios =
        c.claim().scenarios().size() > 1
            ? ", " + c.claim().scenarios().size() + " scenarios"
            : ", " + c.claim().scenarios().get(0);
    return "\""
        + c.claim().text()
        + "\" ("
        + c.claim().kind().key()
        + ": "
        + c.meaning()
        + scenarios
        + "): "
        + c.ownDataText();
  }
}
