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
import java.util.OptionalDouble;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A text's runs grouped as a document groups them: systems by the server that answered (Server
 * Software, host, port, and the path it was asked for), scenarios by ab command (-n, -c, -k), both
 * in the order of the text. A report cut short before its server lines joins the one system whose
 * reports have its Document Length and its bytes per response, else the system the post's name for
 * it gives ({@link PostNames#each}), else a system of its own. The same server run twice with the
 * same command is two systems (a post that changed what stood behind it).
 */
final class Grouping {
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
              .filter(s -> s.server().equals(server))
              .filter(
                  s -> s.runs().stream().noneMatch(r -> r.scenarioId().equals(run.scenarioId())))
              .findFirst()
              .orElse(null);
      if (system == null) {
        String label = label(server, systems, names.getOrDefault(run, Optional.empty()));
        system = new AbSystem(name(server, systems), label, server, new ArrayList<>());
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
            .or(() -> c.flatMap(AbCommandLine::url).map(u -> u.getHost()))
            .or(() -> run.report().benchmarked())
            .orElse(null);
    Integer port =
        d.serverPort().isPresent()
            ? Integer.valueOf(d.serverPort().getAsInt())
            : c.filter(x -> x.port().isPresent()).map(x -> x.port().getAsInt()).orElse(null);
    return new Server(d.serverSoftware().orElse(null), host, port, run.path(), null);
  }

  /** The server of a report cut before its server lines: the one whose reports look the same. */
  private static Server inferred(
      Run run, Map<Run, Server> servers, List<RunNote> notes, Optional<PostNames.Named> name) {
    Server partial = servers.get(run);
    Set<Server> alike =
        servers.entrySet().stream()
            .filter(e -> e.getValue().known())
            .filter(e -> partial.host() == null || partial.host().equals(e.getValue().host()))
            .filter(e -> partial.port() == null || partial.port().equals(e.getValue().port()))
            .filter(e -> e.getKey().keepAlive() == run.keepAlive())
            .filter(e -> e.getKey().path().equals(run.path()) && alike(e.getKey(), run))
            .map(Map.Entry::getValue)
            .collect(Collectors.toSet());
    var length = run.report().published().documentLength();
    String figures =
        "Document Length %s, %s bytes per response"
            .formatted(length.isPresent() ? length.getAsLong() : "?", perResponse(run));
    String unsaid = "this report does not say which server answered (cut short at its top)";
    Server server;
    String said;
    if (alike.size() == 1) {
      server = alike.iterator().next();
      String software = server.software().isEmpty() ? "(no Server header)" : server.software();
      said =
          ": it joins the reports of %s at %s:%s, which have its %s"
              .formatted(software, server.host(), server.port(), figures);
    } else {
      said =
          (alike.isEmpty()
                  ? ", and no other report has its " + figures
                  : ", and " + alike.size() + " servers' reports have its " + figures)
              + name.map(
                      n ->
                          ": named as the post names it, by %s (\"%s\"), with the reports it names so"
                              .formatted(n.from(), n.shown()))
                  .orElse(": a system of its own; merge it by hand if you know whose it is");
      server =
          new Server(
              name.isPresent() ? null : "?" + run.report().firstLine(),
              partial.host(),
              partial.port(),
              run.path(),
              name.map(PostNames.Named::name).orElse(null));
    }
    notes.add(new RunNote(run, new Note(run.report().firstLine(), unsaid + said)));
    return server;
  }

  private static boolean alike(Run a, Run b) {
    OptionalDouble ba = a.report().published().bytesPerResponse();
    OptionalDouble bb = b.report().published().bytesPerResponse();
    return a.report().published().documentLength().equals(b.report().published().documentLength())
        && ba.isPresent()
        && bb.isPresent()
        && Math.abs(ba.getAsDouble() - bb.getAsDouble()) < 0.005;
  }

  /** The report's bytes per response as messages show it, "?" when it does not say. */
  static String perResponse(Run run) {
    OptionalDouble b = run.report().published().bytesPerResponse();
    return b.isPresent() ? String.format(Locale.ROOT, "%.2f", b.getAsDouble()) : "?";
  }

  private static String name(Server server, List<AbSystem> systems) {
    String software = server.software();
    boolean unsaid = software == null || software.startsWith("?");
    String base;
    if (server.named() != null) base = server.named();
    // a report that does not say who answered is named by the port its command asked
    else if (unsaid || software.isEmpty())
      base =
          server.port() != null ? "port-" + server.port() : unsaid ? "unknown" : "no-server-header";
    else {
      base = Names.slug(software.replaceFirst("/.*", ""));
      for (String suffix : List.of("-http-server", "-httpd", "-server")) {
        if (base.endsWith(suffix) && base.length() > suffix.length())
          base = base.substring(0, base.length() - suffix.length());
      }
      if (base.isEmpty()) base = "server";
    }
    Set<String> taken = systems.stream().map(AbSystem::name).collect(Collectors.toSet());
    if (!taken.contains(base)) return base;
    boolean sameServer = systems.stream().anyMatch(s -> s.server().equals(server));
    boolean otherPath =
        systems.stream()
            .map(AbSystem::server)
            .anyMatch(
                s ->
                    !s.equals(server)
                        && s.equals(
                            new Server(software, server.host(), server.port(), s.path(), null)));
    String path = Names.slug(server.path());
    if (otherPath && !path.isEmpty() && !taken.contains(base + "-" + path))
      return base + "-" + path;
    if (!sameServer
        && !otherPath
        && server.port() != null
        && !base.equals("port-" + server.port())
        && !taken.contains(base + "-" + server.port())) return base + "-" + server.port();
    return Names.free(base, taken);
  }

  private static String label(
      Server server, List<AbSystem> systems, Optional<PostNames.Named> name) {
    String software = server.software();
    String who =
        name.isPresent() && server.named() != null
            ? name.get().shown() + " (" + name.get().from() + ")"
            : software == null && server.port() != null
                ? "a server the text does not name"
                : software == null || software.startsWith("?")
                    ? "a server the report does not name"
                    : software.isEmpty() ? "no Server header" : software;
    String at =
        (server.host() == null ? "?" : server.host())
            + ":"
            + (server.port() == null ? "?" : server.port());
    // a server the post names is labelled as other tools' are: where it is, when that is known
    String label =
        server.named() == null ? who + " at " + at : who + (at.equals("?:?") ? "" : ", at " + at);
    long before = systems.stream().filter(s -> s.server().equals(server)).count();
    if (before == 0) return label;
    return label
        + " ("
        + (before + 1)
        + (before == 1 ? "nd" : before == 2 ? "rd" : "th")
        + " system)";
  }
}
