package abreplay.importer;

import static abreplay.importer.ConfText.q;

import abreplay.document.ToolFigureKeys;
import abreplay.importer.ClaimWords.Claim;
import abreplay.importer.ClaimWords.Doubt;
import abreplay.importer.Sentences.Sentence;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A draft's claims as its post's sentences make them: each sentence {@link ClaimWords} reads as a
 * claim becomes a commented claim of the draft's claims, its kind, number, systems and scenarios
 * filled in, when each name it gives is one of the draft's systems and no other. A sentence whose
 * names match none or more than one is not drafted: a comment says which name did not match.
 */
final class ClaimDrafts {
  /** A system as the draft writes it: its name and its label. */
  record Named(String name, String label) {}

  /**
   * A scenario of the draft: its connections, the systems whose requests per second it publishes,
   * and those whose report there has failed requests.
   */
  record Figures(String scenario, int concurrency, Set<String> rates, Set<String> failed) {}

  /** What one sentence becomes. */
  sealed interface Outcome permits Drafted, Kept {}

  /** A claim of the draft's claims, and what the comment above it says (may be empty). */
  record Drafted(String claim, String note) implements Outcome {}

  /** Not drafted, and why. */
  record Kept(String why) implements Outcome {}

  /** Words that name no server in a post: a name made of them alone names none. */
  private static final Set<String> PLAIN =
      Set.of(
          "port",
          "server",
          "servers",
          "http",
          "https",
          "localhost",
          "the",
          "a",
          "an",
          "app",
          "web",
          "hello",
          "test",
          "get",
          "post",
          "with",
          "and",
          "it",
          "is");

  /** "64 connections", "-c 64", "c=64", "concurrency of 64". */
  private static final Pattern CONNECTIONS =
      Pattern.compile(
          "(?i)\\b(\\d+)\\s*(?:concurrent\\s+)?(?:connections|conns|clients|users)\\b"
              + "|(?:\\s-c\\s*|\\bc\\s*=\\s*|\\bconcurrency\\s+(?:level\\s+)?(?:of\\s+)?)(\\d+)\\b");

  private ClaimDrafts() {}

  /** The lines of {@code d}'s claims, every one a comment; empty when no sentence reads as one. */
  static String lines(Draft d) {
    List<Named> systems = new ArrayList<>();
    d.systems().forEach(s -> systems.add(new Named(s.name(), s.label())));
    List<Figures> figures = new ArrayList<>();
    for (DraftScenario sc : d.scenarios()) {
      Set<String> rates = new LinkedHashSet<>();
      Set<String> failed = new LinkedHashSet<>();
      if (sc instanceof DraftScenario.AbScenario ab) {
        ab.runs()
            .forEach(
                (system, run) -> {
                  var p = run.report().published();
                  if (p.requestsPerSecond().isPresent()) rates.add(system);
                  if (p.failedUnderLoad().orElse(false)) failed.add(system);
                });
        figures.add(new Figures(sc.id(), ab.concurrency(), rates, failed));
      } else if (sc instanceof DraftScenario.ToolScenario t) {
        for (DraftScenario.ToolEntry e : t.entries())
          if (e.figures().containsKey(ToolFigureKeys.REQUESTS_PER_SECOND))
            rates.add(e.system().name());
        figures.add(new Figures(sc.id(), t.load().connections(), rates, failed));
      }
    }
    return lines(d.claims(), systems, figures);
  }

  /** The lines of the claims {@code sentences} make, indented for the draft's claims. */
  static String lines(List<Sentence> sentences, List<Named> systems, List<Figures> figures) {
    StringBuilder drafted = new StringBuilder();
    StringBuilder kept = new StringBuilder();
    for (Sentence s : sentences) {
      Optional<Outcome> o = of(s.text(), systems, figures);
      if (o.isEmpty()) continue;
      if (o.get() instanceof Drafted d) {
        drafted
            .append("  # line ")
            .append(s.line())
            .append(d.note().isEmpty() ? "" : ": " + d.note())
            .append('\n')
            .append("  # ")
            .append(d.claim())
            .append('\n');
      } else if (o.get() instanceof Kept k) {
        kept.append("  # line ")
            .append(s.line())
            .append(", not drafted: ")
            .append(q(text(s.text())))
            .append(": ")
            .append(k.why())
            .append('\n');
      }
    }
    if (drafted.isEmpty() && kept.isEmpty()) return "";
    StringBuilder out = new StringBuilder();
    if (!drafted.isEmpty())
      out.append(
              "  # CLAIMS DRAFTED from the sentences above, commented out: uncomment those the post"
                  + " makes, as it\n"
                  + "  # means them (kind, by, system, over, scenarios), then ./ab-replay --check"
                  + " this file.\n")
          .append(drafted);
    return out.append(kept).toString();
  }

  /**
   * What {@code sentence} becomes: a claim, or why it is not drafted; empty when its words are in
   * no form of a claim ({@link ClaimWords}).
   */
  static Optional<Outcome> of(String sentence, List<Named> systems, List<Figures> figures) {
    Optional<ClaimWords.Words> words = ClaimWords.read(sentence);
    if (words.isEmpty()) return Optional.empty();
    if (words.get() instanceof Doubt d) return Optional.of(new Kept(d.why()));
    Claim c = (Claim) words.get();
    List<String> notes = new ArrayList<>();
    String system;
    try {
      system = one(c.system(), systems);
    } catch (NoMatch e) {
      return Optional.of(new Kept(e.getMessage()));
    }
    boolean compares = !c.kind().equals("fails-under-load");
    Optional<String> over = Optional.empty();
    if (compares) {
      if (c.over().isPresent()) {
        try {
          over = Optional.of(one(c.over().get(), systems));
        } catch (NoMatch e) {
          return Optional.of(new Kept(e.getMessage()));
        }
      } else if (systems.size() == 2) {
        over = systems.stream().map(Named::name).filter(n -> !n.equals(system)).findFirst();
        if (over.isEmpty()) return Optional.of(new Kept("it names no other system"));
        notes.add("over = " + over.get() + ", the draft's other system: the sentence names none");
      } else {
        return Optional.of(
            new Kept(
                "it names no system it compares "
                    + system
                    + " with, and the draft has "
                    + systems.size()
                    + " systems"));
      }
      if (over.get().equals(system))
        return Optional.of(new Kept("both its names are " + system + "'s"));
    }
    String o = over.orElse("");
    List<Figures> judged =
        figures.stream()
            .filter(
                f ->
                    compares
                        ? f.rates().contains(system) && f.rates().contains(o)
                        : f.failed().contains(system))
            .toList();
    if (judged.isEmpty())
      return Optional.of(
          new Kept(
              compares
                  ? "no scenario publishes both "
                      + system
                      + "'s and "
                      + o
                      + "'s requests per second"
                  : "no report of " + system + " has failed requests"));
    Matcher conn = CONNECTIONS.matcher(" " + sentence);
    if (conn.find()) {
      int n = Integer.parseInt(conn.group(1) != null ? conn.group(1) : conn.group(2));
      List<Figures> at = judged.stream().filter(f -> f.concurrency() == n).toList();
      if (at.isEmpty())
        notes.add(
            "it says " + n + " connections, which no scenario of its systems has: all listed");
      else {
        if (at.size() < judged.size())
          notes.add("the scenarios of " + n + " connections, as it says");
        judged = at;
      }
    }
    StringBuilder claim = new StringBuilder("{ text = ");
    claim.append(q(text(sentence))).append(", kind = ").append(c.kind());
    c.by().ifPresent(b -> claim.append(", by = ").append(q(b)));
    claim.append(", system = ").append(system);
    over.ifPresent(v -> claim.append(", over = ").append(v));
    claim
        .append(", scenarios = [")
        .append(String.join(", ", judged.stream().map(f -> q(f.scenario())).toList()))
        .append("] }");
    return Optional.of(new Drafted(claim.toString(), String.join("; ", notes)));
  }

  /** The sentence as a claim's text: its last stop left out. */
  private static String text(String sentence) {
    return sentence.strip().replaceAll("(?<!\\.\\.)[.!:;]+$", "");
  }

  /** A name that is not one system's. */
  private static final class NoMatch extends Exception {
    NoMatch(String why) {
      super(why, null, false, false);
    }
  }

  /** The one system {@code phrase} names, by its name or its label, loosely. */
  private static String one(String phrase, List<Named> systems) throws NoMatch {
    Set<String> words = words(phrase);
    Map<String, Integer> level = new HashMap<>();
    int best = 0;
    for (Named s : systems) {
      int l = 0;
      for (Map.Entry<String, Integer> a : aliases(s).entrySet())
        if (words.contains(a.getKey())) l = Math.max(l, a.getValue());
      level.put(s.name(), l);
      best = Math.max(best, l);
    }
    String all = String.join(", ", systems.stream().map(Named::name).toList());
    if (phrase.isBlank()) throw new NoMatch("it names no system; the draft's are " + all);
    if (best == 0)
      throw new NoMatch(q(shown(phrase)) + " names none of the draft's systems (" + all + ")");
    int top = best;
    List<String> found =
        systems.stream().map(Named::name).filter(n -> level.get(n) == top).toList();
    if (found.size() > 1)
      throw new NoMatch(
          q(shown(phrase))
              + " names more than one of the draft's systems ("
              + String.join(", ", found)
              + ")");
    return found.get(0);
  }

  /** A phrase as its name is shown: in a sentence of another script, its Latin words. */
  private static String shown(String phrase) {
    if (!phrase.matches("(?s).*[^\\p{IsLatin}\\p{N}\\p{P}\\p{S}\\s].*")) return phrase;
    List<String> runs = new ArrayList<>();
    Matcher m = Pattern.compile("[\\p{IsLatin}\\p{N}][\\p{IsLatin}\\p{N}.+/ -]*").matcher(phrase);
    while (m.find()) runs.add(m.group().strip());
    return runs.isEmpty() ? phrase : String.join(" ", runs);
  }

  /**
   * The keys by which a post may name a system: its name and its label's name whole (2), their
   * first words (1).
   */
  private static Map<String, Integer> aliases(Named s) {
    Map<String, Integer> aliases = new HashMap<>();
    String label = labelName(s.label());
    for (String whole : List.of(s.name(), label)) add(aliases, key(whole), 2);
    add(aliases, key(s.name().split("-")[0]), 1);
    add(aliases, key(label.split("[\\s-]+")[0]), 1);
    return aliases;
  }

  private static void add(Map<String, Integer> aliases, String key, int level) {
    if (key.length() < 2 || key.matches("\\d+") || PLAIN.contains(key)) return;
    aliases.merge(key, level, Math::max);
  }

  /**
   * The name a label gives: "nginx" of "nginx/1.4.6 at 127.0.0.1:18082", "Caddy 2" of "Caddy 2 (the
   * table's row on line 19), at 127.0.0.1:8080"; empty for a server nothing names.
   */
  private static String labelName(String label) {
    if (label.startsWith("a server the reports do not name")) return "";
    return label.split(" \\(|/| at |,", 2)[0].strip();
  }

  /**
   * The words of a phrase as keys, each and each two together ("Caddy 2" is caddy2 too); other
   * scripts than Latin part words ("woo的webserver" is woo and webserver).
   */
  private static Set<String> words(String phrase) {
    String[] parts = phrase.split("[^\\p{IsLatin}\\p{N}.]+");
    Set<String> words = new LinkedHashSet<>();
    for (int i = 0; i < parts.length; i++) {
      words.add(key(parts[i]));
      if (i + 1 < parts.length) words.add(key(parts[i] + parts[i + 1]));
    }
    words.remove("");
    return words;
  }

  /** A name as compared: lower case, letters and digits, "Node.js" as node, "golang" as go. */
  static String key(String name) {
    String k = name.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
    if (k.endsWith("js") && k.length() > 3) k = k.substring(0, k.length() - 2);
    if (k.equals("golang")) k = "go";
    return k;
  }
}
