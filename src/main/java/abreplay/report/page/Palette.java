package abreplay.report.page;

import abreplay.result.RunResult;
import java.util.ArrayList;
import java.util.List;

/**
 * A color per system, the same in every chart of a page: the Okabe-Ito colors (told apart by people
 * with any common color-vision deficiency), in the order the plan names the systems.
 */
final class Palette {
  private static final List<String> COLORS = List.of("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
      "#7F7F7F", "#000000");

  private final List<String> systems = new ArrayList<>();

  Palette(RunResult result) {
    result.plan().systems().forEach(s -> {
      if (!systems.contains(s.target().name())) systems.add(s.target().name());
    });
  }

  String color(String system) {
    int i = systems.indexOf(system);
    return COLORS.get(Math.floorMod(i < 0 ? system.hashCode() : i, COLORS.size()));
  }

  /** The systems in the plan's order. */
  List<String> systems() {
    return systems;
  }
}
