package abreplay.importer;

import abreplay.document.LoadModel;
import abreplay.document.LoadTool;
import abreplay.importer.DraftSystem.ToolSystem;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One scenario of a draft: an ab command ({@link AbScenario}) or another tool's load ({@link
 * ToolScenario}), with each system's report of it. Immutable, but for the runs and entries the
 * grouping adds.
 */
sealed interface DraftScenario {
  String id();

  /** Why a replay skips it (NOT REPLAYABLE), or empty when a replay can make its load. */
  Optional<LoadModel.NotReplayable> skipped();

  String path();

  /** The line each of system {@code name}'s reports of it starts on: none when it has none. */
  List<Integer> reportLines(String name);

  /** ab's scenario: its command, and each system's run of it by system name. */
  record AbScenario(
      String id,
      long requests,
      int concurrency,
      boolean keepAlive,
      String path,
      Map<String, Run> runs)
      implements DraftScenario {

    /** The first run's: every run of a scenario sends the same. */
    Shape request() {
      return runs.values().iterator().next().request();
    }

    @Override
    public Optional<LoadModel.NotReplayable> skipped() {
      return request() instanceof Shape.Unknown u
          ? Optional.of(u.load(concurrency))
          : Optional.empty();
    }

    @Override
    public List<Integer> reportLines(String name) {
      return runs.containsKey(name) ? List.of(runs.get(name).report().firstLine()) : List.of();
    }
  }

  /** Another tool's scenario: its load, what its requests send, each system's report of it. */
  record ToolScenario(
      String id,
      LoadTool tool,
      LoadModel load,
      OptionalInt threads,
      String path,
      String loadFrom,
      Shape.Sends sends,
      List<ToolEntry> entries)
      implements DraftScenario {

    @Override
    public Optional<LoadModel.NotReplayable> skipped() {
      return load instanceof LoadModel.NotReplayable n ? Optional.of(n) : Optional.empty();
    }

    @Override
    public List<Integer> reportLines(String name) {
      return entries.stream()
          .filter(e -> e.system().name().equals(name))
          .map(e -> e.run().report().firstLine())
          .toList();
    }

    /** Whether the post names its tool: a results table with no command line does not. */
    boolean toolNamed() {
      return entries.stream()
          .noneMatch(e -> e.run().report().fromTable() && e.run().command().isEmpty());
    }
  }

  /** One tool report as a scenario's published figures for one system. */
  record ToolEntry(ToolRun run, ToolSystem system, Map<String, Figure> figures) {}
}
