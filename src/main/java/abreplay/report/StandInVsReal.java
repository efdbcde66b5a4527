package abreplay.report;

import static abreplay.format.Numbers.group;

import abreplay.document.Document;
import abreplay.format.Numbers;
import abreplay.result.StepResult;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import abreplay.verdict.Rates;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One scenario's stand-in vs real table (replay.compare): for each system that ran both ways, what
 * its stand-in and its real server sent (bytes per response to HTTP/1.1 and to ab's HTTP/1.0, with
 * the difference the real server's fidelity text states), kept open (Keep-Alive requests), opened
 * (connections) and served (req/s, and real over stand-in), and the CPU it took. How faithful each
 * stand-in is, measured on this machine.
 */
final class StandInVsReal {
  private StandInVsReal() {}

  /**
   * Writes the table when a system of {@code bySystem} (as {@link ScenarioTables#bySystem} groups)
   * ran both ways.
   */
  static void write(StringBuilder out, Document d, Map<String, List<StepResult>> bySystem) {
    List<String> rows = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (List<StepResult> standIn : bySystem.values()) {
      Target target = standIn.get(0).step().target();
      if (!(target instanceof Target.StandIn)) continue;
      Optional<List<StepResult>> real =
          bySystem.values().stream()
              .filter(
                  list ->
                      list.get(0).step().target().name().equals(target.name())
                          && list.get(0).step().target() instanceof Target.Real)
              .findFirst();
      if (real.isEmpty()) continue;
      RealServers.Entry server = ((Target.Real) real.get().get(0).step().target()).server();
      rows.add(row(d.label(target.name()), standIn, real.get(), server));
      notes.add(
          d.label(target.name())
              + ", real server "
              + server.name()
              + " ("
              + server.label()
              + "): "
              + server.fidelity().replaceAll("\\s+", " "));
    }
    if (rows.isEmpty()) return;
    out.append(
        "\n"
            + "Stand-in vs real server (replay.compare; the stand-in's figures / the real"
            + " server's):\n\n");
    out.append(
        "| system | req/s | real / stand-in | bytes/response (HTTP/1.1) | to ab's HTTP/1.0 (real -"
            + " stand-in, expected) | Keep-Alive requests | connections opened | target CPU % of"
            + " one core |\n");
    out.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (String row : rows) out.append(row);
    out.append(
        "\n"
            + "Connections opened are counted by the stand-in; a real server keeps no count, its"
            + " keep-alive behaviour shows in Keep-Alive requests (counted from the responses, as"
            + " ab does).\n");
    for (String note : notes) out.append("\n> ").append(note).append('\n');
  }

  private static String row(
      String label, List<StepResult> standIn, List<StepResult> real, RealServers.Entry server) {
    StepResult s = Rates.medianRound(standIn);
    StepResult r = Rates.medianRound(real);
    OptionalDouble standInRate = Rates.median(standIn);
    OptionalDouble realRate = Rates.median(real);
    OptionalDouble ratio =
        standInRate.isPresent() && realRate.isPresent() && standInRate.getAsDouble() > 0
            ? OptionalDouble.of(realRate.getAsDouble() / standInRate.getAsDouble())
            : OptionalDouble.empty();
    return "| "
        + label
        + " | "
        + pair(rate(standInRate), rate(realRate))
        + " | "
        + Numbers.ratio(ratio, 2)
        + " | "
        + pair(bytesPerResponse(s), bytesPerResponse(r))
        + " | "
        + abBytes(s, r, server)
        + " | "
        + pair(keepAlive(s), keepAlive(r))
        + " | "
        + pair(
            s.run().map(a -> count(a.targetConnections())).orElse("-"),
            r.run().map(a -> count(a.targetConnections())).orElse("-"))
        + " | "
        + pair(cpu(s), cpu(r))
        + " |\n";
  }

  /**
   * "267 / 259 (-8, as expected)", or "(-8; expected -10)" when the real server differs otherwise.
   */
  private static String abBytes(StepResult s, StepResult r, RealServers.Entry server) {
    String shown = pair(count(s.abBytes()), count(r.abBytes()));
    if (s.abBytes().isEmpty() || r.abBytes().isEmpty()) return shown;
    long difference = r.abBytes().getAsLong() - s.abBytes().getAsLong();
    return shown
        + " ("
        + signed(difference)
        + (difference == server.abBytesVsStandIn()
            ? ", as expected"
            : "; expected " + signed(server.abBytesVsStandIn()))
        + ")";
  }

  private static String signed(long n) {
    return n > 0 ? "+" + n : Long.toString(n);
  }

  private static String rate(OptionalDouble rate) {
    return rate.isPresent() ? group(Numbers.fixed(rate.getAsDouble(), 0)) : "-";
  }

  private static String bytesPerResponse(StepResult s) {
    return s.run()
        .map(AbStats::of)
        .filter(a -> a.complete() > 0)
        .map(a -> Numbers.fixed(a.bytesPerResponse(), 2))
        .orElse("-");
  }

  private static String keepAlive(StepResult s) {
    return s.run()
        .filter(a -> a.command().keepAlive())
        .map(a -> group(Long.toString(a.recording().requests().keepAlive())))
        .orElse("-");
  }

  private static String cpu(StepResult s) {
    return s.usage()
        .map(u -> Numbers.fixed(u.cpuUserPercent() + u.cpuSystemPercent(), 1))
        .orElse("-");
  }

  private static String count(OptionalLong value) {
    return value.isPresent() ? group(Long.toString(value.getAsLong())) : "-";
  }

  private static String pair(String standIn, String real) {
    return standIn + " / " + real;
  }
}
