package abreplay.report.page;

import abreplay.document.Document;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.targets.Target;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A color per system as it ran, the same in every chart of a page: the Okabe-Ito colors (told apart
 * by people with any common color-vision deficiency), in the order the plan names the systems. A
 * system that ran as a stand-in and on its real server (-Dreplay.compare=true) is two systems here,
 * keyed by {@link Target#runName()}: "nginx" and "nginx (real)".
 */
final class Palette {
  private static final List<String> COLORS =
      List.of(
          "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#7F7F7F", "#000000");

  private final Map<String, Target> systems = new LinkedHashMap<>();

  Palette(RunResult result) {
    result.plan().systems().forEach(s -> systems.putIfAbsent(s.target().runName(), s.target()));
  }

  /**
   * @param system a target's {@link Target#runName()}
   */
  String color(String system) {
    int i = List.copyOf(systems.keySet()).indexOf(system);
    return COLORS.get(Math.floorMod(i < 0 ? system.hashCode() : i, COLORS.size()));
  }

  /** The systems as they ran, by run name, in the plan's order. */
  Map<String, Target> systems() {
    return systems;
  }

  /** "nginx/1.4.6", or "nginx/1.4.6 (real)" for a bundled real server. */
  static String label(Document d, Target target) {
    return d.label(target.name()) + (target instanceof Target.Real ? " (real)" : "");
  }

  /**
   * The targets that have a step among {@code steps}, in the document's order of systems, a
   * stand-in before its real server.
   */
  static List<Target> targets(Document d, List<StepResult> steps) {
    List<Target> targets = new ArrayList<>();
    for (String system : d.systems().keySet()) {
      Map<String, Target> mine = new LinkedHashMap<>();
      steps.stream()
          .map(s -> s.step().target())
          .filter(t -> t.name().equals(system))
          .forEach(t -> mine.putIfAbsent(t.runName(), t));
      mine.values().stream()
          .sorted((a, b) -> Boolean.compare(a instanceof Target.Real, b instanceof Target.Real))
          .forEach(targets::add);
    }
    return targets;
  }
}
