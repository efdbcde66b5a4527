package abreplay.importer;

import abreplay.document.LoadModel;
import abreplay.document.LoadTool;
import abreplay.document.ToolFigureKeys;
import abreplay.importer.DraftScenario.ToolEntry;
import abreplay.importer.DraftScenario.ToolScenario;
import abreplay.importer.DraftSystem.ToolSystem;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Other load tools' reports and results tables' figures as a draft's systems (one per host, port,
 * path and name) and scenarios (one per tool and load model).
 */
final class ToolDrafts {
  /** What the tools' reports come to, and the notes of those not imported. */
  record Part(List<ToolSystem> systems, List<ToolScenario> scenarios, List<Note> notes) {}

  /** A report the draft takes: its load, its name in the post, and its scenario's id if set. */
  record Input(ToolRun run, ReportLoad load, Optional<PostNames.Named> name, Optional<String> id) {}

  private ToolDrafts() {}

  /** The tools' {@code runs}, then the results tables' {@code tables}. */
  static Part of(
      List<ToolRun> runs,
      List<Input> tables,
      Set<String> takenNames,
      Text text,
      List<int[]> skipped) {
    Map<List<Object>, ToolSystem> systems = new LinkedHashMap<>();
    Map<String, ToolScenario> scenarios = new LinkedHashMap<>();
    List<Note> notes = new ArrayList<>();
    Set<String> names = new HashSet<>(takenNames);
    List<Optional<PostNames.Named>> named =
        PostNames.each(runs.stream().map(ToolRun::place).toList(), text, skipped);
    List<Input> inputs = new ArrayList<>();
    for (int i = 0; i < runs.size(); i++) {
      ToolRun run = runs.get(i);
      ToolReport r = run.report();
      ReportLoad load = ReportLoad.of(run).orElse(null);
      if (load == null) {
        notes.add(
            new Note(
                r.firstLine(),
                r.shown()
                    + " with no command line before it, and its own lines do not say its load"
                    + " (connections and a duration or a count): its scenario is NOT REPLAYABLE ("
                    + ReportLoad.MISSING
                    + ") until you write its load; paste the command above it to import it"));
        load = ReportLoad.missing(run);
      }
      ReportLoad.doubt(run).ifPresent(why -> notes.add(new Note(r.firstLine(), why)));
      inputs.add(new Input(run, load, named.get(i), Optional.empty()));
    }
    inputs.addAll(tables);
    for (Input input : inputs) {
      ToolRun run = input.run();
      ToolReport r = run.report();
      Optional<URI> url =
          run.command().flatMap(ToolCommand::url).or(() -> r.url().flatMap(Urls::shown));
      String host = url.map(URI::getHost).orElse("127.0.0.1");
      int port = url.map(Urls::port).orElse(80);
      String path = url.map(Urls::path).orElse("/");
      Optional<PostNames.Named> name = input.name();
      String wanted = name.map(PostNames.Named::name).orElse("port-" + port);
      ToolSystem system =
          systems.computeIfAbsent(
              List.of(host, port, path, wanted),
              k -> {
                String free = Names.free(wanted, names);
                names.add(free);
                String label =
                    name.map(n -> n.shown() + " (" + n.from() + "), at ")
                        .orElse("a server the reports do not name, at ");
                return new ToolSystem(
                    free, label + host + ":" + port, host, port, path, wanted, r.fromTable());
              });
      LoadTool tool = r.tool();
      OptionalInt threads =
          run.command()
              .map(ToolCommand::threads)
              .filter(OptionalInt::isPresent)
              .orElse(r.threads());
      Shape.Sends sends = run.command().map(ToolCommand::sends).orElse(Shape.Sends.GET);
      LoadModel model = input.load().model();
      String base = input.id().orElse(tool.key() + "-" + id(model, threads) + sends.idSuffix());
      // The same system again under the same load, or another request under it: the first of
      // base-2, base-3, ... that is free for it.
      String id = base;
      for (int k = 2;
          scenarios.containsKey(id)
              && (scenarios.get(id).entries().stream().anyMatch(e -> e.system().equals(system))
                  || !scenarios.get(id).sends().same(sends));
          k++) id = base + "-" + k;
      scenarios
          .computeIfAbsent(
              id,
              k ->
                  new ToolScenario(
                      k,
                      tool,
                      model,
                      threads,
                      sends.path().orElse(path),
                      input.load().from(),
                      sends,
                      new ArrayList<>()))
          .entries()
          .add(new ToolEntry(run, system, keyed(r.figures())));
    }
    return new Part(
        List.copyOf(systems.values()), List.copyOf(scenarios.values()), List.copyOf(notes));
  }

  /** Every figure under its key; the rate is requests per second, else rate samples' average. */
  static Map<String, Figure> keyed(List<Figure> figures) {
    Map<String, Figure> keyed = new LinkedHashMap<>();
    Map<String, Integer> messages = new LinkedHashMap<>();
    boolean printsRate = figures.stream().anyMatch(f -> f.measure() == Measure.REQUESTS_PER_SECOND);
    for (Figure f : figures) {
      String key;
      boolean rate =
          printsRate
              ? f.measure() == Measure.REQUESTS_PER_SECOND
              : f.measure() == Measure.RATE_SAMPLES && f.qualifier().equalsIgnoreCase("avg");
      if (rate && !keyed.containsKey(ToolFigureKeys.REQUESTS_PER_SECOND))
        key = ToolFigureKeys.REQUESTS_PER_SECOND;
      else if (f.measure() == Measure.TRANSFER_RATE
          && !keyed.containsKey(ToolFigureKeys.TRANSFER_PER_SECOND))
        key = ToolFigureKeys.TRANSFER_PER_SECOND;
      else if (ToolFigureKeys.isMessage(f.qualifier()))
        key = ToolFigureKeys.of(f.label(), "" + messages.merge(f.label(), 1, Integer::sum));
      else key = ToolFigureKeys.of(f.label(), f.qualifier());
      // wrk's "N requests in Ds" has a count and a duration under one label: the second is
      // named by what it measures.
      if (keyed.containsKey(key) && keyed.get(key).measure() != f.measure())
        key = key + "-" + f.measure().name().toLowerCase(Locale.ROOT).replace('_', '-');
      String unique = key;
      for (int i = 2; keyed.containsKey(unique); i++) unique = key + "-" + i;
      keyed.put(unique, f);
    }
    return keyed;
  }

  /** "c10-d3s", "t2-c20-d3s", "c10-n5000", "c5-r100-per-worker-d2s", "c10-not-replayable". */
  private static String id(LoadModel load, OptionalInt threads) {
    String t = threads.isPresent() ? "t" + threads.getAsInt() + "-" : "";
    String closes = load.keepAlive() ? "" : "-no-keep-alive";
    String d =
        "c"
            + load.connections()
            + load.match(
                c -> "-n" + c.requests() + closes,
                x -> "-d" + LoadModel.seconds(x.duration()) + closes,
                r ->
                    "-r"
                        + LoadModel.plain(r.rate())
                        + (r.scope() == LoadModel.Scope.OVERALL ? "" : "-" + r.scope().key())
                        + "-d"
                        + LoadModel.seconds(r.duration())
                        + closes,
                n -> "-not-replayable");
    return (t + d).replace('.', '_');
  }
}
