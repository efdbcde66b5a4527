package abreplay.realserver;

import abreplay.machine.Affinity;
import abreplay.targets.TargetError;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One start of a real server, worked out: its run folder filled (templates, build, copies, owned by
 * nobody when it runs as nobody), its command line and environment with their placeholders filled
 * in, and the watchdog's command line around them.
 *
 * @param label its label, with the version its software tells
 * @param unprivileged it runs as nobody: the run is root and the server does not ask to run as the
 *     run's user
 * @param cpuGroup the CPU group's prefix the server starts behind, before it drops to nobody (the
 *     run, root, joins it to the group); empty for none
 */
record Launch(
    RealServer server,
    String label,
    List<String> command,
    Map<String, String> env,
    Path dir,
    Path log,
    boolean unprivileged,
    List<String> cpuGroup) {

  /**
   * @throws TargetError when a program it needs is no longer on PATH
   */
  static Launch of(RealServer server, RealServerProcess.Options options, Path dir) {
    Map<String, String> values = new HashMap<>();
    values.put("port", Integer.toString(options.port()));
    values.put("dir", dir.toString());
    values.put("home", options.home().toString());
    values.put(
        "java",
        ProcessHandle.current()
            .info()
            .command()
            .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    values.put("classpath", System.getProperty("java.class.path"));
    for (RealServer.Requirement r : server.requires().values()) {
      values.put(
          r.placeholder(),
          options
              .software()
              .find(r, server.requires())
              .orElseThrow(
                  () ->
                      new TargetError(
                          "real server "
                              + server.name()
                              + " "
                              + options
                                  .software()
                                  .missing(r, server.requires(), "")
                                  .orElseThrow())));
    }
    boolean unprivileged =
        server.launch().user() == RealServer.User.UNPRIVILEGED && ServerFolder.effectiveUid() == 0;
    Path build = server.build().isPresent() ? new Builds(options.home()).output(server) : null;
    ServerFolder.fill(
        dir, server, options.home(), build, values, unprivileged ? ServerFolder.NOBODY : -1);
    Map<String, String> env = new LinkedHashMap<>();
    server.launch().env().forEach((k, v) -> env.put(k, Placeholders.fill(v, values)));
    if (unprivileged) env.put("HOME", dir.toString());
    // Pinned by taskset around the server's own command: every process it forks inherits the CPUs.
    List<String> command = new ArrayList<>(Affinity.prefix(options.cpus()));
    command.addAll(Placeholders.fill(server.launch().command(), values));
    return new Launch(
        server,
        Versions.label(server, options.software()),
        List.copyOf(command),
        env,
        dir,
        options.log(),
        unprivileged,
        options.cpuGroup());
  }

  /**
   * @param grace how long the server has between SIGTERM and SIGKILL when it is stopped
   */
  ProcessBuilder processBuilder(Duration grace) {
    ProcessBuilder pb =
        new ProcessBuilder(Watchdog.command(dir, log, grace, unprivileged, cpuGroup, command))
            .directory(dir.toFile())
            .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
    pb.environment().putAll(env);
    return pb;
  }

  /** Its first line in the log: what runs, where, as whom. */
  String describe() {
    return "ab-replay: real server "
        + server.name()
        + " ("
        + label
        + ") in "
        + dir
        + (unprivileged ? " as nobody" : "")
        + ": "
        + String.join(" ", command);
  }
}
