package abreplay.realserver;

import abreplay.config.Schema;
import abreplay.standin.ProfileLoader;
import com.typesafe.config.Config;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a real-server.conf's keys cannot check alone: its role, its stand-in profile, its files
 * (templates in its folder, copies in the project) and every placeholder of its command lines,
 * environment and templates, with the line a problem is on.
 */
final class RealServerChecks {
  private RealServerChecks() {}

  /** Every problem of {@code s}, read from {@code c} (the file {@code label}), one line each. */
  static List<String> of(RealServer s, Config c, String label, Schema schema, Path home) {
    List<String> problems = new ArrayList<>();
    if (s.role().plays().isEmpty() != s.role().reference()) {
      problems.add(
          label
              + ": set plays (the document systems it plays, e.g. [\"000/nginx\"]) or reference ="
              + " true, one of them");
    }
    for (String play : s.role().plays()) {
      if (!play.matches("[0-9A-Za-z]+/[A-Za-z0-9._-]+")) {
        problems.add(
            schema.where(c, "plays", label)
                + ": plays \""
                + play
                + "\" is not <document id>/<system>, e.g."
                + " \"000/nginx\"");
      }
    }
    s.role()
        .standIn()
        .ifPresent(
            profile -> {
              ProfileLoader profiles = new ProfileLoader(home);
              if (!profiles.names().contains(profile)) {
                problems.add(
                    schema.where(c, "stand-in", label)
                        + ": stand-in = \""
                        + profile
                        + "\": "
                        + profiles.unknownProfile(profile));
              }
            });
    Placeholders.Known known = Placeholders.known(s);
    List<String> placed = new ArrayList<>(s.launch().command());
    placed.addAll(s.launch().env().values());
    known
        .check(placed, false)
        .ifPresent(p -> problems.add(schema.where(c, "start", label) + ": " + p));
    s.build()
        .ifPresent(
            b -> {
              List<String> buildPlaced = new ArrayList<>(b.command());
              buildPlaced.addAll(b.env().values());
              known
                  .check(buildPlaced, true)
                  .ifPresent(p -> problems.add(schema.where(c, "build", label) + ": " + p));
            });
    s.version()
        .ifPresent(
            v -> {
              java.util.Set<String> requirements = new java.util.TreeSet<>(s.requires().keySet());
              s.build().ifPresent(b -> requirements.addAll(b.requires().keySet()));
              requirements.add("home");
              new Placeholders.Known(requirements, requirements)
                  .check(v.command(), false)
                  .ifPresent(
                      p -> problems.add(schema.where(c, "version.command", label) + ": " + p));
            });
    for (String template : s.files().templates()) {
      Path file = s.folder().resolve(template);
      if (!file.normalize().startsWith(s.folder()) || !Files.isRegularFile(file)) {
        problems.add(
            schema.where(c, "templates", label)
                + ": template \""
                + template
                + "\": no such file in "
                + home.relativize(s.folder())
                + "/");
        continue;
      }
      try {
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
          int line = i + 1;
          known
              .check(List.of(lines.get(i)), false)
              .ifPresent(p -> problems.add(home.relativize(file) + ":" + line + ": " + p));
        }
      } catch (IOException e) {
        problems.add(home.relativize(file) + ": cannot read it: " + e.getMessage());
      }
    }
    for (RealServer.Copy copy : s.files().copies()) {
      if (!Files.isRegularFile(home.resolve(copy.from()))) {
        problems.add(
            schema.where(c, "copy", label)
                + ": copy from \""
                + copy.from()
                + "\": no such file under the"
                + " project folder (looked for "
                + home.resolve(copy.from())
                + ")");
      }
      if (copy.to().startsWith("/") || copy.to().contains("..")) {
        problems.add(
            schema.where(c, "copy", label)
                + ": copy to \""
                + copy.to()
                + "\" must be a path inside the run"
                + " folder, e.g. webroot/index.html");
      }
    }
    if (!s.launch().readyPath().startsWith("/")) {
      problems.add(
          schema.where(c, "ready-path", label)
              + ": ready-path = \""
              + s.launch().readyPath()
              + "\" must start with /, e.g. /");
    }
    for (String p : s.requires().keySet()) {
      if (Placeholders.BUILT_IN.contains(p.toLowerCase(Locale.ROOT))) {
        problems.add(
            schema.where(c, "requires." + p, label)
                + ": requires."
                + p
                + " would hide the placeholder {"
                + p
                + "}: name it after the program, e.g. nginx");
      }
    }
    return problems;
  }
}
