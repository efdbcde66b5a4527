package abreplay.plan;

import abreplay.config.ConfFile;
import abreplay.config.ConfigError;
import abreplay.document.Document;
import abreplay.document.DocumentReader;
import abreplay.machine.Limits;
import abreplay.standin.ProfileLoader;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * A document's run from its conf file: read (conf -&gt; document and replay options), then planned for
 * this machine. The one place that wires the reader and the planner to targets/ and the kernel's limits.
 */
public final class DocumentReplay {
  /** Where every document's replay block takes the keys it does not set. */
  public static final String DEFAULTS = "conf/replay.conf";

  private DocumentReplay() {}

  /** A document's conf file, read and checked. */
  public record Read(Document document, ReplayOptions options, String source) {}

  /** Reads and plans for this machine. */
  public static RunPlan load(Path home, String confFile, Properties system) {
    Read read = read(home, confFile, system);
    PreFlight preFlight = new PreFlight(Limits.read());
    Set<Integer> chosen = new HashSet<>();
    ProfileLoader profiles = new ProfileLoader(home);
    return DocumentPlanner.plan(read.document(), read.options(), new DocumentPlanner.Context(preFlight,
        () -> preFlight.standInPort(chosen), name -> profiles.load(name).capacity()), read.source());
  }

  /** @throws abreplay.config.ConfigError with every problem of the file and the -D keys */
  public static Read read(Path home, String confFile, Properties system) {
    ConfFile conf = ConfFile.load(ConfFile.Source.of(home, home.resolve(confFile), List.of("replay"))
        .withDefaults(home.resolve(DEFAULTS)).withRawKeys(ReplayOptions::rawKey), system);
    Document document = new DocumentReader(home, profiles(new ProfileLoader(home))).read(conf);
    return new Read(document, ReplayOptions.read(home, conf, document), conf.label());
  }

  static DocumentReader.Profiles profiles(ProfileLoader loader) {
    return new DocumentReader.Profiles() {
      @Override
      public Optional<String> unknown(String name) {
        return loader.names().contains(name) ? Optional.empty() : Optional.of(loader.unknownProfile(name));
      }

      @Override
      public List<String> problems(String name) {
        try {
          loader.load(name);
          return List.of();
        } catch (ConfigError e) {
          return e.problems();
        }
      }
    };
  }
}
