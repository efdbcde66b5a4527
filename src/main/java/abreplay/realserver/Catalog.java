package abreplay.realserver;

import abreplay.config.ConfigError;
import abreplay.document.Document;
import abreplay.document.DocumentNames;
import abreplay.document.SystemSpec;
import abreplay.targets.RealServers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The real servers of targets/real/ for one document, on this machine: which plays which of its
 * systems, the reference server, and what the machine lacks to run each (a program not on PATH, a
 * file a package installs, a PHP extension, or a build tool when the build is not done yet). Every
 * problem of the files is bad input, reported at once.
 */
public final class Catalog {
  private Catalog() {}

  /**
   * @throws ConfigError with every problem of targets/real/ that concerns this document
   */
  public static RealServers of(Path home, Document document, Software software) {
    RealServerLoader loader = new RealServerLoader(home);
    Builds builds = new Builds(home);
    List<String> problems = new ArrayList<>();
    Map<String, RealServers.Entry> bySystem = new LinkedHashMap<>();
    Map<String, String> playedBy = new LinkedHashMap<>();
    Optional<RealServers.Entry> reference = Optional.empty();
    for (String name : loader.names()) {
      RealServer server;
      try {
        server = loader.load(name);
      } catch (ConfigError e) {
        problems.addAll(e.problems());
        continue;
      }
      RealServers.Entry entry = entry(server, software, builds);
      String file = "targets/real/" + name + "/" + RealServer.FILE;
      if (server.role().reference()) {
        if (reference.isPresent()) {
          problems.add(
              file
                  + ": reference = true, as targets/real/"
                  + reference.get().name()
                  + " says: keep one"
                  + " reference server");
        }
        reference = Optional.of(entry);
      }
      for (String play : server.role().plays()) {
        String[] parts = play.split("/", 2);
        if (!parts[0].equals(document.id())) continue;
        String where = file + line(home.resolve(file), play);
        SystemSpec system = document.systems().get(parts[1]);
        if (system == null) {
          problems.add(
              DocumentNames.unknownName(
                  where, "plays: system", parts[1], document.systems().keySet()));
        } else if (playedBy.containsKey(parts[1])) {
          problems.add(
              where
                  + ": plays \""
                  + play
                  + "\", as targets/real/"
                  + playedBy.get(parts[1])
                  + " does: one real"
                  + " server per system");
        } else if (server.role().standIn().isPresent()
            && system.profile().isPresent()
            && !server.role().standIn().equals(system.profile())) {
          problems.add(
              where
                  + ": plays \""
                  + play
                  + "\", whose stand-in is "
                  + system.profile().get()
                  + ", but says"
                  + " stand-in = "
                  + server.role().standIn().get()
                  + ": make them the same");
        } else {
          bySystem.put(parts[1], entry);
          playedBy.put(parts[1], name);
        }
      }
    }
    if (!problems.isEmpty()) throw new ConfigError(problems);
    return new RealServers(Map.copyOf(bySystem), reference);
  }

  /**
   * What this machine lacks to run the real server {@code name} of targets/real/, e.g. "needs php,
   * which is not on PATH (apt-get install php-cli)"; empty when nothing.
   */
  public static Optional<String> missing(Path home, String name, Software software) {
    return lack(home, name, software).map(Software.Lack::why);
  }

  /**
   * As {@link #missing}, with how the missing part is installed: a Debian package (which CI
   * installs) or another way (which no registry here reaches).
   */
  public static Optional<Software.Lack> lack(Path home, String name, Software software) {
    return lack(new RealServerLoader(home).load(name), software, new Builds(home));
  }

  /**
   * What the plan needs of {@code server}: its names, its label with the version its software
   * tells, fidelity, and what this machine lacks to run it.
   */
  static RealServers.Entry entry(RealServer server, Software software, Builds builds) {
    Optional<String> missing = lack(server, software, builds).map(Software.Lack::why);
    return new RealServers.Entry(
        server.name(),
        missing.isEmpty()
            ? Versions.label(server, software)
            : server.label().replace("{version}", Versions.UNREAD),
        server.role().standIn(),
        missing,
        server.fidelity().text(),
        server.fidelity().abBytesVsStandIn());
  }

  /**
   * The first requirement of {@code server} this machine lacks: to run it, then, when its build is
   * not done yet, to build it.
   */
  private static Optional<Software.Lack> lack(RealServer server, Software software, Builds builds) {
    Optional<Software.Lack> missing =
        server.requires().values().stream()
            .map(r -> software.lack(r, server.requires(), ""))
            .flatMap(Optional::stream)
            .findFirst();
    if (missing.isEmpty() && server.build().isPresent() && !builds.upToDate(server)) {
      Map<String, RealServer.Requirement> block = server.build().get().requires();
      missing =
          block.values().stream()
              .map(r -> software.lack(r, block, " to build it"))
              .flatMap(Optional::stream)
              .findFirst();
    }
    return missing;
  }

  /** ":12" for the first line of {@code file} that holds {@code text}, "" when none does. */
  private static String line(Path file, String text) {
    try {
      List<String> lines = Files.readAllLines(file);
      for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains(text)) return ":" + (i + 1);
    } catch (IOException e) {
      // The file was read a moment ago; without it, the message names the file alone.
    }
    return "";
  }
}
