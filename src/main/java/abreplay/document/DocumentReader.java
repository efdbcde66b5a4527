package abreplay.document;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.config.Schema;
import abreplay.config.UrlCheck;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigUtil;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Reads a document's conf file into a {@link Document}: every key checked against its schema, every
 * name a claim or a published figure uses checked against the document's systems and scenarios, and
 * every problem reported at once, one line each. Whether a stand-in profile is good is asked of
 * {@link Profiles}, so that this reader knows nothing of targets/.
 */
public final class DocumentReader {
  /** What the reader asks of the stand-in profiles a document names. */
  public interface Profiles {
    /** Why {@code name} names no profile (with the known ones), or empty when it does. */
    Optional<String> unknown(String name);

    /** What is wrong with profile {@code name}'s file, one line each; empty when it loads. */
    List<String> problems(String name);
  }

  private final Path home;
  private final Profiles profiles;
  private final UnaryOperator<Schema.Builder> replayKeys;

  /**
   * @param replayKeys adds the keys of the file's replay block to a schema: the replay that reads
   *     them defines them, this reader checks them with the rest of the file so that every problem
   *     is said at once
   */
  public DocumentReader(Path home, Profiles profiles, UnaryOperator<Schema.Builder> replayKeys) {
    this.home = home;
    this.profiles = profiles;
    this.replayKeys = replayKeys;
  }

  /**
   * @throws ConfigError with every problem found, one line each
   */
  public Document read(ConfFile conf) {
    Config c = conf.config();
    String label = conf.label();
    Schema schema = DocumentSchema.file(home, replayKeys);
    schema.require(c, label);
    List<String> problems = new ArrayList<>();

    Map<String, SystemSpec> systems = new LinkedHashMap<>();
    Schema systemSchema = DocumentSchema.system(home);
    for (String name : DocumentNames.inFileOrder(c.getObject("systems"))) {
      Config s = c.getConfig("systems").getConfig(ConfigUtil.joinPath(name));
      List<String> bad =
          systemSchema.validate(s, label).stream()
              .map(p -> p.replaceFirst(": ", ": systems." + name + "."))
              .toList();
      problems.addAll(bad);
      if (!bad.isEmpty()) continue;
      if (s.hasPath("target") == s.hasPath("url")) {
        problems.add(
            schema.where(c, "systems." + name, label)
                + ": systems."
                + name
                + " needs exactly one of target (a stand-in profile) or url (a real server)");
        continue;
      }
      Optional<URI> url = Optional.empty();
      if (s.hasPath("url")) {
        // Whether a remote host is allowed is the replay's to say; here only that it is a url.
        url =
            Optional.of(
                UrlCheck.parse(
                    s.getString("url"),
                    schema.where(s, "url", label),
                    "systems." + name + ".url",
                    true,
                    "replay.allow-remote"));
      } else {
        String target = s.getString("target");
        Optional<String> unknown = profiles.unknown(target);
        unknown.ifPresent(
            why ->
                problems.add(
                    schema.where(s, "target", label)
                        + ": systems."
                        + name
                        + ".target = \""
                        + target
                        + "\": "
                        + why));
        // A broken profile is bad input too: refuse it here rather than let its stand-in die
        // mid-document.
        if (unknown.isEmpty()) problems.addAll(profiles.problems(target));
      }
      systems.put(
          name,
          new SystemSpec(
              name,
              s.hasPath("label") ? s.getString("label") : name,
              s.hasPath("target") ? Optional.of(s.getString("target")) : Optional.empty(),
              url,
              s.hasPath("path") ? Optional.of(s.getString("path")) : Optional.empty()));
    }
    if (c.getObject("systems").isEmpty()) {
      problems.add(schema.where(c, "systems", label) + ": systems is empty: name at least one");
    }
    List<String> systemNames = DocumentNames.inFileOrder(c.getObject("systems"));
    String baseline = c.getString("document.baseline");
    if (!systemNames.contains(baseline)) {
      problems.add(
          DocumentNames.unknownName(
              schema.where(c, "document.baseline", label),
              "document.baseline",
              baseline,
              systemNames));
    }

    List<Scenario> scenarios = new ArrayList<>();
    Map<String, Map<String, Document.Published>> published = new LinkedHashMap<>();
    List<String> scenarioIds = new ArrayList<>();
    readScenarios(c, label, schema, systemNames, scenarios, published, scenarioIds, problems);
    List<Document.Claim> claims =
        new ClaimReader(home)
            .read(
                c,
                label,
                schema,
                systemNames,
                scenarioIds,
                published,
                problems.isEmpty(),
                problems);
    if (!problems.isEmpty()) throw new ConfigError(problems);

    return new Document(
        c.getString("document.id"),
        c.getString("document.title"),
        c.getString("document.source"),
        new Document.PublishedMachine(
            c.getString("document.machine.cores"),
            c.getString("document.machine.cpu"),
            c.getString("document.machine.memory"),
            c.getString("document.machine.os"),
            c.getString("document.machine.load-generator")),
        baseline,
        c.hasPath("document.notes") ? c.getString("document.notes") : "",
        systems,
        scenarios,
        published,
        claims);
  }

  private void readScenarios(
      Config c,
      String label,
      Schema schema,
      List<String> systems,
      List<Scenario> scenarios,
      Map<String, Map<String, Document.Published>> published,
      List<String> scenarioIds,
      List<String> problems) {
    ScenarioReader ab = new AbScenarioReader(home, schema, label, systems);
    ScenarioReader tool = new ToolScenarioReader(home, schema, label, systems);
    for (Config s : c.getConfigList("scenarios")) {
      // Known even when the rest of the scenario is wrong, so that claims naming it are not flagged
      // too.
      if (s.hasPath("id")) scenarioIds.add(s.getString("id"));
      boolean other = s.hasPath("tool") && !s.getString("tool").equals(LoadTool.AB.key());
      (other ? tool : ab)
          .read(s, problems)
          .ifPresent(
              read -> {
                scenarios.add(read.scenario());
                published.put(read.scenario().id(), read.published());
              });
    }
  }
}
