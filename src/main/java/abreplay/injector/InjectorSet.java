package abreplay.injector;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Injector folders to be merged into one run ({@code ./ab-replay --merge}), each with the record
 * its injector wrote before it began ({@link #RECORD}), checked before anything is written.
 * Refused, in one line naming the folder and why: no record, an unreadable one, another run (step
 * or start instant) or plan (url, c, n, injector count or ab option), an index twice. Missing
 * injectors are accepted: the merged step is PARTIAL and names them. Pure but for reading the
 * records.
 */
public final class InjectorSet {
  /** The record an injector writes in its folder before it starts: its order, as properties. */
  public static final String RECORD = "injector.properties";

  private InjectorSet() {}

  /** One injector folder and what its record says. */
  public record Found(Path folder, InjectorOrder order) {}

  /**
   * A set that may be merged.
   *
   * @param found the folders, by index
   * @param missing the shares of the injectors no folder holds
   */
  public record Checked(List<Found> found, List<Share> missing) {
    /** Every injector's order agrees on the step: the first one's. */
    public InjectorOrder order() {
      return found.get(0).order();
    }
  }

  /**
   * The folder's record; an {@link IllegalArgumentException} naming the folder when it has none or
   * a bad one.
   */
  public static Found read(Path folder) {
    Path file = folder.resolve(RECORD);
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file)) {
      p.load(in);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException(
          folder
              + ": no "
              + RECORD
              + ": not an injector folder that ab-replay wrote;"
              + " give the folders the injectors wrote (abreplay.injector.folder)");
    } catch (IOException e) {
      throw new IllegalArgumentException(
          file + ": cannot be read (" + e.getMessage() + "); check its permissions");
    }
    Map<String, String> map = new HashMap<>();
    p.forEach((k, v) -> map.put(k.toString(), v.toString()));
    try {
      return new Found(folder, InjectorOrder.read(map, null));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage());
    }
  }

  /** Checks that {@code found} (one or more) are injectors of one run of one plan, each once. */
  public static Checked check(List<Found> found) {
    if (found.isEmpty())
      throw new IllegalArgumentException(
          "no injector folder given: ./ab-replay --merge <folder>...");
    InjectorOrder first = found.get(0).order();
    TreeMap<Integer, Found> byIndex = new TreeMap<>();
    for (Found f : found) {
      InjectorOrder o = f.order();
      requireSame("run", differentRun(first, o), f, found.get(0));
      requireSame("plan", differentPlan(first, o), f, found.get(0));
      Found twice = byIndex.put(o.share().injector(), f);
      if (twice != null) {
        throw new IllegalArgumentException(
            f.folder()
                + ": injector "
                + o.share().injector()
                + " again ("
                + twice.folder()
                + " is injector "
                + o.share().injector()
                + " too); give each injector's folder once");
      }
    }
    List<Share> missing = new ArrayList<>();
    List<Share> shares =
        Share.split(first.stepUsers(), first.stepRequests(), first.share().injectors());
    for (Share s : shares) {
      if (!byIndex.containsKey(s.injector())) missing.add(s);
    }
    return new Checked(List.copyOf(byIndex.values()), List.copyOf(missing));
  }

  /**
   * @param difference how {@code folder}'s run (or plan) differs from {@code first}'s; null when it
   *     does not
   * @throws IllegalArgumentException when it differs
   */
  private static void requireSame(String what, String difference, Found folder, Found first) {
    if (difference != null) {
      throw new IllegalArgumentException(
          folder.folder()
              + ": a folder of another "
              + what
              + " ("
              + difference
              + " than "
              + first.folder()
              + "); merge only the injectors of one "
              + what);
    }
  }

  private static String differentRun(InjectorOrder a, InjectorOrder b) {
    if (!a.step().equals(b.step())) return "step \"" + b.step() + "\", not \"" + a.step() + "\"";
    if (!a.start().equals(b.start())) return "another start instant";
    return null;
  }

  private static String differentPlan(InjectorOrder a, InjectorOrder b) {
    if (!a.url().equals(b.url())) return "url " + b.url() + ", not " + a.url();
    if (a.share().injectors() != b.share().injectors()) {
      return b.share().injectors() + " injectors, not " + a.share().injectors();
    }
    if (a.stepUsers() != b.stepUsers() || a.stepRequests() != b.stepRequests()) {
      return "-c "
          + b.stepUsers()
          + " -n "
          + b.stepRequests()
          + ", not -c "
          + a.stepUsers()
          + " -n "
          + a.stepRequests();
    }
    if (a.keepAlive() != b.keepAlive()
        || a.timeoutMillis() != b.timeoutMillis()
        || a.variableLength() != b.variableLength()
        || a.stopAtReceiveError() != b.stopAtReceiveError()) {
      return "other ab options (-k, -s, -l or -r)";
    }
    return null;
  }
}
