package abreplay.importer;

import abreplay.importer.DraftScenario.AbScenario;
import abreplay.importer.DraftSystem.AbSystem;
import abreplay.importer.DraftSystem.Server;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A text's runs grouped as a document groups them: systems by the server that answered (Server
 * Software, host, port, and the path it was asked for), scenarios by ab command (-n, -c, -k), both
 * in the order of the text. A report cut short before its server lines joins the one system whose
 * reports have its Document Length and its bytes per response, else the system the post's name for
 * it gives (the label above it, {@link PostNames#each}), else a system of its own. The same server
 * run twice with the same command is two systems (a post that changed what stood behind it:
 * document 002's nginx in front of PHP-FPM, then of Octane).
 */
final class Grouping {
  /** A note about one run's report. */
  record RunNote(Run run, Note note) {}

  record Groups(List<AbSystem> systems, List<AbScenario> scenarios, List<RunNote> notes) {}

  private Grouping() {}

  /**
   * @param names each run's name in the post ({@link PostNames#above}), for a server its reports do
   *     not name
   */
  static Groups of(List<Run> runs, Map<Run, Optional<PostNames.Named>> names) {
    List<RunNote> notes = new ArrayList<>();
    Map<Run, Server> servers = new LinkedHashMap<>();
    for (Run run : runs) servers.put(run, server(run));
    for (Run run : runs) {
      if (!servers.get(run).known() && !run.report().fragment())
        servers.put(run, inferred(run, servers, notes, names.getOrDefault(run, Optional.empty())));
    }
    List<AbSystem> systems = new ArrayList<>();
    Map<String, AbScenario> scenarios = new LinkedHashMap<>();
    for (Run run : runs) {
      Server server = servers.get(run);
      AbSystem system =
          systems.stream()
              .filter(
                  s ->
                      s.server().equals(server)
                          && s.runs().stream()
                              .noneMatch(r -> r.scenarioId().equals(run.scenarioId())))
              .findFirst()
              .orElse(null);
      if (system == null) {
        system =
            new AbSystem(
                name(server, systems),
                label(server, systems, names.getOrDefault(run, Optional.empty())),
                server,
                new ArrayList<>());
        systems.add(system);
      }
      system.runs().add(run);
      scenarios
          .computeIfAbsent(
              run.scenarioId(),
              id ->
                  new AbScenario(
                      id,
                      run.requests(),
                      run.concurrency(),
                      run.keepAlive(),
                      run.path(),
                      new LinkedHashMap<>()))
          .runs()
          .put(system.name(), run);
    }
    return new Groups(systems, List.copyOf(scenarios.values()), notes);
  }

  private static Server server(Run run) {
    var d = run.report().published().details();
    Optional<AbCommandLine> c = run.command();
    String host =
        d.serverHostname()
            .or(() -> c.flatMap(x -> x.url()).map(u -> u.getHost()))
            .or(() -> run.report().benchmarked())
            .orElse(null);
    Integer port =
        d.serverPort().isPresent()
            ? Integer.valueOf(d.serverPort().getAsInt())
            : c.flatMap(
                    x -> x.port().isPresent() ? Optional.of(x.port().getAsInt()) : Optional.empty())
                .orElse(null);
    return new Server(d.serverSoftware().orElse(null), host, port, run.path());
  }

  /**
   * The server of a report cut before its server lines: the one whose reports look the same, if one
   * does.
   */
  private static Server inferred(
      Run run, Map<Run, Server> servers, List<RunNote> notes, Optional<PostNames.Named> name) {
    Server partial = servers.get(run);
    var p = run.report().published();
    Set<Server> alike =
        servers.entrySet().stream()
            .filter(e -> e.getValue().known())
            .filter(e -> partial.host() == null || partial.host().equals(e.getValue().host()))
            .filter(e -> partial.port() == null || partial.port().equals(e.getValue().port()))
            .filter(
                e ->
                    e.getKey().keepAlive() == run.keepAlive()
                        && e.getKey().path().equals(run.path()))
            .filter(e -> alike(e.getKey(), run))
            .map(Map.Entry::getValue)
            .collect(Collectors.toSet());
    String figures =
        "Document Length "
            + p.documentLength().stream().mapToObj(Long::toString).findFirst().orElse("?")
            + ", "
            + bytesPerResponse(run).map(b -> String.format(Locale.ROOT, "%.2f", b)).orElse("?")
            + " bytes per response";
    if (alike.size() == 1) {
      Server server = alike.iterator().next();
      notes.add(
          new RunNote(
              run,
              new Note(
                  run.report().firstLine(),
                  "this report does not say which server answered"
                      + " (cut short at its top): it joins the reports of "
                      + (server.software().isEmpty() ? "(no Server header)" : server.software())
                      + " at "
                      + server.host()
                      + ":"
                      + server.port()
                      + ", which have its "
                      + figures)));
      return server;
    }
    notes.add(
        new RunNote(
            run,
            new Note(
                run.report().firstLine(),
                "this report does not say which server answered (cut"
                    + " short at its top),"
                    + (alike.isEmpty()
                        ? " and no other report has its " + figures
                        : " and " + alike.size() + " servers' reports have its " + figures)
                    + name.map(
                            n ->
                                ": named as the post names it, by "
                                    + n.from()
                                    + " (\""
                                    + n.shown()
                                    + "\"), with the reports it names so")
                        .orElse(
                            ": a system of its own; merge it by hand if you know whose it is"))));
    if (name.isPresent())
      return new Server(null, partial.host(), partial.port(), run.path(), name.get().name());
    return new Server("?" + run.report().firstLine(), partial.host(), partial.port(), run.path());
  }

  private static boolean alike(Run a, Run b) {
    var pa = a.report().published();
    var pb = b.report().published();
    Optional<Double> ba = bytesPerResponse(a);
    Optional<Double> bb = bytesPerResponse(b);
    return pa.documentLength().equals(pb.documentLength())
        && ba.isPresent()
        && bb.isPresent()
        && Math.abs(ba.get() - bb.get()) < 0.005;
  }

  static Optional<Double> bytesPerResponse(Run run) {
    var p = run.report().published();
    return p.totalBytes().isPresent() && p.complete().orElse(0) > 0
        ? Optional.of((double) p.totalBytes().getAsLong() / p.complete().getAsLong())
        : Optional.empty();
  }

  private static String name(Server server, List<AbSystem> systems) {
    String base;
    boolean unsaid = server.software() == null || server.software().startsWith("?");
    // a report that does not say who answered is named by the port its command asked
    if (server.named() != null) base = server.named();
    else if (unsaid && server.port() != null) base = "port-" + server.port();
    else if (unsaid) base = "unknown";
    else if (server.software().isEmpty())
      base = server.port() == null ? "no-server-header" : "port-" + server.port();
    else {
      base =
          server
              .software()
              .toLowerCase(Locale.ROOT)
              .replaceFirst("/.*", "")
              .replaceAll("[^a-z0-9]+", "-")
              .replaceAll("^-+|-+$", "");
      for (String suffix : List.of("-http-server", "-httpd", "-server")) {
        if (base.endsWith(suffix) && base.length() > suffix.length())
          base = base.substring(0, base.length() - suffix.length());
      }
      if (base.isEmpty()) base = "server";
    }
    Set<String> taken = systems.stream().map(AbSystem::name).collect(Collectors.toSet());
    boolean sameServer = systems.stream().anyMatch(s -> s.server().equals(server));
    boolean otherPath =
        systems.stream()
            .anyMatch(
                s ->
                    !s.server().equals(server)
                        && s.server()
                            .equals(
                                new Server(
                                    server.software(),
                                    server.host(),
                                    server.port(),
                                    s.server().path())));
    String path =
        server
            .path()
            .toLowerCase(Locale.ROOT)
            .replaceAll("[^a-z0-9]+", "-")
            .replaceAll("^-+|-+$", "");
    if (!taken.contains(base)) return base;
    if (otherPath && !path.isEmpty() && !taken.contains(base + "-" + path))
      return base + "-" + path;
    if (!sameServer
        && !otherPath
        && server.port() != null
        && !base.equals("port-" + server.port())
        && !taken.contains(base + "-" + server.port())) {
      return base + "-" + server.port();
    }
    for (int i = 2; ; i++) {
      if (!taken.contains(base + "-" + i)) return base + "-" + i;
    }
  }

  private static String label(
      Server server, List<AbSystem> systems, Optional<PostNames.Named> name) {
    String who =
        name.isPresent() && server.named() != null
            ? name.get().shown() + " (" + name.get().from() + ")"
            : server.software() == null && server.port() != null
                ? "a server the text does not name"
                : server.software() == null || server.software().startsWith("?")
                    ? "a server the report does not name"
                    : server.software().isEmpty() ? "no Server header" : server.software();
    String at =
        (server.host() == null ? "?" : server.host())
            + ":"
            + (server.port() == null ? "?" : server.port());
    // a server the post names is labelled as other tools' are: where it is, when that is known
    String label =
        server.named() == null ? who + " at " + at : who + (at.equals("?:?") ? "" : ", at " + at);
    long before = systems.stream().filter(s -> s.server().equals(server)).count();
    return before == 0 ? label : label + " (" + ordinal(before + 1) + " system)";
  }

  private static String ordinal(long n) {
    return n + (n == 2 ? "nd" : n == 3 ? "rd" : "th");
  }
}
