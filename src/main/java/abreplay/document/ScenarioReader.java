package abreplay.document;

import abreplay.config.Schema;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigUtil;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads one scenario's conf block: ab's ({@link AbScenarioReader}: -n, -c, -k and ab's figures) or
 * another tool's ({@link ToolScenarioReader}: its load model and the figures it printed). Problems
 * are one line each, naming the file, the line, the key and the fix.
 */
interface ScenarioReader {
  /** A scenario read, with what the document printed for it by system. */
  record Read(Scenario scenario, Map<String, Document.Published> published) {}

  /**
   * The scenario of {@code s}; empty, with what is wrong added to {@code problems}, if it is bad.
   */
  Optional<Read> read(Config s, List<String> problems);

  /**
   * The {@code published} block of scenario block {@code s}, each system's figures read by {@code
   * one} (empty when they are bad, with why in {@code problems}); a name that is none of {@code
   * systems} is a problem.
   */
  static Map<String, Document.Published> bySystem(
      Config s,
      Schema file,
      String label,
      List<String> systems,
      List<String> problems,
      Function<Config, Optional<Document.Published>> one) {
    Map<String, Document.Published> bySystem = new LinkedHashMap<>();
    if (!s.hasPath("published")) return bySystem;
    for (String name : DocumentNames.inFileOrder(s.getObject("published"))) {
      String at = "published." + ConfigUtil.joinPath(name);
      if (!systems.contains(name)) {
        problems.add(
            DocumentNames.unknownName(file.where(s, at, label), "published", name, systems));
        continue;
      }
      one.apply(s.getConfig("published").getConfig(ConfigUtil.joinPath(name)))
          .ifPresent(p -> bySystem.put(name, p));
    }
    return bySystem;
  }
}
