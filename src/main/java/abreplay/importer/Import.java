package abreplay.importer;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.format.Numbers;
import abreplay.replay.DocumentReplay;
import abreplay.standin.ProfileLoader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code ./ab-replay --import <file>}: writes a post's draft document conf,
 * conf/documents/&lt;nnn&gt;-&lt;name&gt;.conf, and a draft stand-in in targets/ for each server no
 * profile answers like. It never overwrites a file, and takes back a draft that does not load
 * (FAILED). Bad input is one line on stderr, exit status 3, nothing written.
 */
public final class Import {
  private static final Pattern NUMBERED = Pattern.compile("(\\d{3})-.*\\.conf");

  private final Path home;
  private final PrintStream out;
  private final PrintStream err;
  private final LocalDate today;

  /** An import into project folder {@code home}, dating its drafts {@code today}. */
  public Import(Path home, PrintStream out, PrintStream err, LocalDate today) {
    this.home = home;
    this.out = out;
    this.err = err;
    this.today = today;
  }

  /** An import of a file: {@link #run(String, InputStream)}. */
  public ExitCode run(Path file) {
    return run(file.toString(), InputStream.nullInputStream());
  }

  /** Imports a text file, a saved web page, a url, or "-" for {@code stdin}. */
  public ExitCode run(String given, InputStream stdin) {
    PostSource post = PostSource.of(given);
    String file = given.equals("-") ? "standard input" : given;
    String source = post.name();
    String raw;
    try {
      raw = post.read(stdin);
    } catch (TextFile.NotText e) {
      err.println("ab-replay: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    String id = nextId();
    Draft draft;
    try {
      draft = Importer.draft(raw, source, id, new ProfileLoader(home));
    } catch (Importer.NoReport e) {
      err.println("ab-replay: " + file + (e.line > 0 ? ":" + e.line : "") + ": " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    List<Path> written = new ArrayList<>();
    try {
      for (DraftProfile p : draft.drafts().values()) {
        p.body()
            .ifPresent(
                body -> written.add(create(home.resolve("targets/" + p.name() + ".body"), body)));
        written.add(create(home.resolve("targets/" + p.name() + ".conf"), p.text()));
      }
      String conf = "conf/documents/" + id + "-" + slug(source) + ".conf";
      written.add(create(home.resolve(conf), DraftWriter.document(draft, conf, today)));
      DocumentReplay.read(home, conf, new Properties());
      report(draft, file, conf);
      return ExitCode.OK;
    } catch (NotWritten e) {
      written.forEach(Import::delete);
      err.println("ab-replay: " + e.getMessage() + "; nothing was written");
      return ExitCode.BAD_INPUT;
    } catch (ConfigError e) {
      // A draft that does not load as any document does is the importer's fault: take it back.
      written.forEach(Import::delete);
      for (var problem : e.problems())
        err.println(
            "ab-replay: the draft does not load, so it was not kept (a bug: please report it with "
                + source
                + "): "
                + problem);
      return ExitCode.FAILED;
    }
  }

  private void report(Draft d, String file, String conf) {
    List<Integer> lines = new ArrayList<>();
    d.scenarios().forEach(sc -> d.systems().forEach(s -> lines.addAll(sc.reportLines(s.name()))));
    say(
        "%s: %s (line %s), %s, %s"
            .formatted(
                file,
                DraftWriter.reports(d),
                String.join(", ", lines.stream().sorted().distinct().map(String::valueOf).toList()),
                Numbers.count(d.systemNames().size(), "system"),
                Numbers.count(d.scenarioIds().size(), "scenario")));
    say("wrote " + conf);
    for (DraftSystem s : d.systems()) {
      DraftProfile draft = d.drafts().get(s.name());
      String standIn =
          s instanceof DraftSystem.ToolSystem
              ? "stand-in "
                  + DraftWriter.STAND_IN
                  + " (nothing in the post names the server's software)"
              : draft == null
                  ? "stand-in " + d.target(s.name())
                  : "wrote targets/"
                      + draft.name()
                      + ".conf, a DRAFT stand-in: edit what it says the report could not tell";
      say("  %s (%s): %s".formatted(s.name(), s.label(), standIn));
    }
    for (DraftScenario s : d.scenarios())
      s.skipped()
          .ifPresent(n -> say("  scenario " + s.id() + ": " + n.shown() + ": it will be SKIPPED"));
    if (!d.replayable()) say("no scenario can be replayed as drafted: write their load in " + conf);
    for (Note n : d.warnings()) say("warning: " + file + ":" + n.line() + ": " + n.text());
    say(
        "the machine and the claims are not in the import: "
            + (d.claims().isEmpty()
                ? "no sentence of the text looks like a claim; write the post's claims, if any, in "
                    + conf
                : d.claims().size()
                    + (d.claims().size() == 1
                        ? " sentence looks like a claim"
                        : " sentences look like claims")
                    + ", listed in "
                    + conf
                    + " above its claims, each drafted there, commented out, where its names are"
                    + " the draft's systems: uncomment those the post makes"));
    say("then: ./ab-replay --check " + conf);
    say(
        "and:  ./mvnw gatling:test -Dgatling.simulationClass=abreplay.Document"
            + " -Dreplay.document="
            + conf);
  }

  private void say(String line) {
    out.println("ab-replay: " + line);
  }

  /** The next document number: one more than the highest in conf/documents/. */
  private String nextId() {
    Path documents = home.resolve("conf/documents");
    try (Stream<Path> files = Files.isDirectory(documents) ? Files.list(documents) : Stream.of()) {
      int highest =
          files
              .map(f -> NUMBERED.matcher(f.getFileName().toString()))
              .filter(Matcher::matches)
              .mapToInt(m -> Integer.parseInt(m.group(1)))
              .max()
              .orElse(-1);
      return String.format(Locale.ROOT, "%03d", highest + 1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String slug(String fileName) {
    String stem = fileName.replaceFirst("\\.[^.]*$", "").transform(Names::slug);
    if (stem.length() > 40) stem = stem.substring(0, 40).replaceAll("-+$", "");
    return stem.isEmpty() ? "imported" : stem;
  }

  /** Creates {@code file} with {@code text}; an existing file is never replaced. */
  private static Path create(Path file, String text) {
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
      return file;
    } catch (FileAlreadyExistsException e) {
      throw new NotWritten(
          file
              + ": already exists, and an import never overwrites a file: move it away and import"
              + " again");
    } catch (IOException e) {
      throw new NotWritten(
          file + ": cannot be written (" + e.getMessage() + "): make its folder writable");
    }
  }

  private static final class NotWritten extends RuntimeException {
    NotWritten(String message) {
      super(message, null, false, false);
    }
  }

  private static void delete(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) { // left for the user to see: the message says it was not kept
    }
  }
}
