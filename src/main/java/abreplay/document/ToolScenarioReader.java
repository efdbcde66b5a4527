package abreplay.document;

import abreplay.config.Schema;
import abreplay.request.Request;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigUtil;
import com.typesafe.config.ConfigValue;
import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A scenario of another load tool than ab, read from its conf block: its tool, its load model (the
 * {@code load} block: each model's keys, and no other model's), its path, its request ({@link
 * RequestReader}) and, per system, every figure the tool printed, each a key as {@link
 * ToolFigureKeys} makes them and a value as the tool printed it. Problems are one line each, naming
 * the file, the line, the key and the fix.
 */
final class ToolScenarioReader implements ScenarioReader {
  private final Path home;
  private final Schema file;
  private final String label;
  private final List<String> systems;

  ToolScenarioReader(Path home, Schema file, String label, List<String> systems) {
    this.home = home;
    this.file = file;
    this.label = label;
    this.systems = systems;
  }

  @Override
  public Optional<Read> read(Config s, List<String> problems) {
    Schema schema = DocumentSchema.toolScenario(home);
    List<String> found = schema.validate(s, label);
    if (!found.isEmpty()) {
      problems.addAll(found);
      return Optional.empty();
    }
    LoadTool tool = LoadTool.of(s.getString("tool")).orElseThrow();
    String id = s.getString("id");
    Optional<LoadModel> load = load(s.getConfig("load"), id, problems);
    Map<String, Document.Published> bySystem =
        ScenarioReader.bySystem(
            s, file, label, systems, problems, p -> published(p, tool, id, problems));
    Optional<Request> request = RequestReader.read(s, file, label, id, problems);
    if (load.isEmpty() || request.isEmpty()) return Optional.empty();
    OptionalInt threads =
        s.hasPath("load.threads") ? OptionalInt.of(s.getInt("load.threads")) : OptionalInt.empty();
    Scenario scenario =
        Scenario.of(id, s.getString("path"), tool, load.get(), threads).withRequest(request.get());
    return Optional.of(new Read(scenario, bySystem));
  }

  private Optional<LoadModel> load(Config l, String id, List<String> problems) {
    String model = l.getString("model");
    int connections = l.getInt("connections");
    boolean keepAlive = !l.hasPath("keep-alive") || l.getBoolean("keep-alive");
    List<String> needed =
        switch (model) {
          case "closed-by-count" -> List.of("requests");
          case "closed-by-duration" -> List.of("duration");
          case "constant-rate" -> List.of("rate", "duration");
          default -> List.of("reason", "detail");
        };
    List<String> allowed =
        new ArrayList<>(List.of("model", "connections", "keep-alive", "threads"));
    allowed.addAll(needed);
    if (model.equals("constant-rate")) allowed.add("rate-scope");
    int before = problems.size();
    for (String key : needed) {
      if (!l.hasPath(key))
        problems.add(
            file.where(l, "model", label)
                + ": scenario "
                + id
                + ": load.model = "
                + model
                + " needs load."
                + key
                + "; add it");
    }
    for (String key : l.root().keySet()) {
      if (!allowed.contains(key))
        problems.add(
            file.where(l, key, label)
                + ": scenario "
                + id
                + ": load."
                + key
                + " is not a key of load.model = "
                + model
                + " (its keys: "
                + String.join(", ", allowed)
                + "); remove it");
    }
    if (problems.size() > before) return Optional.empty();
    LoadModel load =
        switch (model) {
          case "closed-by-count" -> {
            long requests = l.getLong("requests");
            if (connections > requests) {
              problems.add(
                  file.where(l, "connections", label)
                      + ": scenario "
                      + id
                      + ": connections "
                      + connections
                      + " is more than requests "
                      + requests
                      + "; lower connections");
              yield null;
            }
            yield new LoadModel.ClosedByCount(connections, requests, keepAlive);
          }
          case "closed-by-duration" ->
              new LoadModel.ClosedByDuration(connections, duration(l), keepAlive);
          case "constant-rate" ->
              new LoadModel.ConstantRate(
                  l.getDouble("rate"),
                  l.hasPath("rate-scope")
                      ? scope(l.getString("rate-scope"))
                      : LoadModel.Scope.OVERALL,
                  connections,
                  duration(l),
                  keepAlive);
          default ->
              new LoadModel.NotReplayable(
                  connections, l.getString("reason"), l.getString("detail"));
        };
    if (load != null
        && load.match(
            c -> false,
            d -> d.duration().isZero(),
            r -> r.duration().isZero() || r.rate() == 0,
            n -> false)) {
      problems.add(
          file.where(l, "model", label)
              + ": scenario "
              + id
              + ": a load of no time or no rate sends nothing; give load.duration (and load.rate)"
              + " above 0");
      return Optional.empty();
    }
    return Optional.ofNullable(load);
  }

  private static Duration duration(Config l) {
    return Schema.duration(l, "duration", ChronoUnit.SECONDS);
  }

  private static LoadModel.Scope scope(String word) {
    for (LoadModel.Scope s : LoadModel.Scope.values()) if (s.key().equals(word)) return s;
    throw new IllegalArgumentException(word);
  }

  private Optional<Document.Published> published(
      Config p, LoadTool tool, String id, List<String> problems) {
    Map<String, PrintedFigure> figures = new LinkedHashMap<>();
    String note = "";
    Optional<Boolean> completed = Optional.empty();
    int before = problems.size();
    for (String key : DocumentNames.inFileOrder(p.root())) {
      ConfigValue value = p.root().get(key);
      String where = file.where(value.origin(), key, value, label);
      if (key.equals("note")) {
        note = p.getString(ConfigUtil.joinPath(key));
        continue;
      }
      if (key.equals("completed")) {
        completed = Optional.of(p.getBoolean(key));
        continue;
      }
      if (!ToolFigureKeys.valid(key)) {
        problems.add(
            where
                + ": scenario "
                + id
                + ": \""
                + key
                + "\" is not a figure's key: lower-case words and digits joined by dashes, as"
                + " docs/load-tools.md names "
                + tool.key()
                + "'s figures (e.g. latency-avg)");
        continue;
      }
      String text = String.valueOf(value.unwrapped());
      Optional<PrintedFigure> figure = PrintedFigure.parse(text, tool);
      if (figure.isEmpty()) {
        problems.add(
            where
                + ": scenario "
                + id
                + ": "
                + key
                + " = \""
                + text
                + "\" is not a figure as "
                + tool.key()
                + " prints one: a number and its unit, e.g. \"698.24us\", \"33.59MB\", \"41.40k\"");
        continue;
      }
      figures.put(key, figure.get());
    }
    if (problems.size() > before) return Optional.empty();
    PrintedFigure rate = figures.get(ToolFigureKeys.REQUESTS_PER_SECOND);
    OptionalDouble rps = rate == null ? OptionalDouble.empty() : OptionalDouble.of(rate.inBase());
    return Optional.of(Document.Published.ofTool(rps, figures, note, completed));
  }
}
