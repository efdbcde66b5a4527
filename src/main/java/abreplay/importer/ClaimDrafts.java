package abreplay.importer;

import static abreplay.importer.ConfText.q;

import abreplay.document.ToolFigureKeys;
import abreplay.importer.ClaimWords.Claim;
import abreplay.importer.ClaimWords.Doubt;
import abreplay.importer.Sentences.Sentence;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A draft's claims as its post's sentences make them ({@link ClaimWords}), commented out, when each
 * name a sentence gives is one of the draft's systems and no other; else a comment says why not.
 */
final class ClaimDrafts {
  /** A system as the draft writes it: its name and its label. */
  record Named(String name, String label) {}

  /** A scenario: its connections, the systems it publishes a rate of, those with failures. */
  record Figures(String scenario, int concurrency, Set<String> rates, Set<String> failed) {}

  /** What one sentence becomes. */
  sealed interface Outcome permits Drafted, Kept {}

  /** A claim of the draft's claims, and what the comment above it says (may be empty). */
  record Drafted(String claim, String note) implements Outcome {}

  /** Not drafted, and why. */
  record Kept(String why) implements Outcome {}

  /** Keys that name no server: one character, a number, or a word that names none in a post. */
  private static final Pattern PLAIN =
      Pattern.compile(
          ".?|\\d+|the|an?|it|is|and|with|port|servers?|https?|localhost|app|web|hello|test|get|post");

  /** "64 connections", "-c 64", "c=64", "concurrency of 64". */
  private static final Pattern CONNECTIONS =
      Pattern.compile(
          "(?i)\\b(\\d+)\\s*(?:concurrent\\s+)?(?:connections|conns|clients|users)\\b"
              + "|(?:\\s-c\\s*|\\bc\\s*=\\s*|\\bconcurrency\\s+(?:level\\s+)?(?:of\\s+)?)(\\d+)\\b");

  private ClaimDrafts() {}

  /** The lines of {@code d}'s claims, every one a comment; empty when no sentence reads as one. */
  static String lines(Draft d) {
    List<Named> systems = d.systems().stream().map(s -> new Named(s.name(), s.label())).toList();
    List<Figures> figures = new ArrayList<>();
    for (DraftScenario sc : d.scenarios()) {
      Set<String> rates = new LinkedHashSet<>();
      Set<String> failed = new LinkedHashSet<>();
      if (sc instanceof DraftScenario.AbScenario ab) {
        for (var run : ab.runs().entrySet()) {
          var p = run.getValue().report().published();
          if (p.requestsPerSecond().isPresent()) rates.add(run.getKey());
          if (p.failedUnderLoad().orElse(false)) failed.add(run.getKey());
        }
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
      Outcome o = of(s.text(), systems, figures).orElse(null);
      if (o instanceof Drafted d)
        drafted.append(
            "  # line %s%s\n  # %s\n"
                .formatted(s.line(), d.note().isEmpty() ? "" : ": " + d.note(), d.claim()));
      else if (o instanceof Kept k)
        kept.append(
            "  # line %s, not drafted: %s: %s\n".formatted(s.line(), q(text(s.text())), k.why()));
    }
    String header =
        "  # CLAIMS DRAFTED from the sentences above, commented out: uncomment those the post"
            + " makes, as it\n"
            + "  # means them (kind, by, system, over, scenarios), then ./ab-replay --check"
            + " this file.\n";
    return (drafted.isEmpty() ? "" : header + drafted) + kept;
  }

  /** What {@code sentence} becomes; empty when its words are in no form of a claim. */
  static Optional<Outcome> of(String sentence, List<Named> systems, List<Figures> figures) {
    Optional<ClaimWords.Words> words = ClaimWords.read(sentence);
    if (words.isEmpty()) return Optional.empty();
    if (words.get() instanceof Doubt d) return Optional.of(new Kept(d.why()));
    try {
      return Optional.of(drafted(sentence, (Claim) words.get(), systems, figures));
    } catch (NotDrafted e) {
      return Optional.of(new Kept(e.getMessage()));
    }
  }

  private static Drafted drafted(
      String sentence, Claim c, List<Named> systems, List<Figures> figures) throws NotDrafted {
    List<String> notes = new ArrayList<>();
    String system = one(c.system(), systems);
    boolean compares = !c.kind().equals("fails-under-load");
    Optional<String> over = Optional.empty();
    if (compares && c.over().isPresent()) over = Optional.of(one(c.over().get(), systems));
    else if (compares && systems.size() == 2) {
      over = systems.stream().map(Named::name).filter(n -> !n.equals(system)).findFirst();
      if (over.isEmpty()) throw new NotDrafted("it names no other system");
      notes.add("over = " + over.get() + ", the draft's other system: the sentence names none");
    } else if (compares)
      throw new NotDrafted(
          "it names no system it compares %s with, and the draft has %s systems"
              .formatted(system, systems.size()));
    if (over.isPresent() && over.get().equals(system))
      throw new NotDrafted("both its names are " + system + "'s");
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
      throw new NotDrafted(
          compares
              ? "no scenario publishes both " + system + "'s and " + o + "'s requests per second"
              : "no report of " + system + " has failed requests");
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
    return new Drafted(claim.toString(), String.join("; ", notes));
  }

  /** The sentence as a claim's text: its last stop left out. */
  private static String text(String sentence) {
    return sentence.strip().replaceAll("(?<!\\.\\.)[.!:;]+$", "");
  }

  /** Why a claim is not drafted. */
  private static final class NotDrafted extends Exception {
    NotDrafted(String why) {
      super(why, null, false, false);
    }
  }

  /** The one system {@code phrase} names, by its name or its label, loosely. */
  private static String one(String phrase, List<Named> systems) throws NotDrafted {
    Set<String> words = words(phrase);
    String all = String.join(", ", systems.stream().map(Named::name).toList());
    if (phrase.isBlank()) throw new NotDrafted("it names no system; the draft's are " + all);
    int best = systems.stream().mapToInt(s -> level(s, words)).max().orElse(0);
    if (best == 0)
      throw new NotDrafted(q(shown(phrase)) + " names none of the draft's systems (" + all + ")");
    List<String> found =
        systems.stream().filter(s -> level(s, words) == best).map(Named::name).toList();
    if (found.size() > 1)
      throw new NotDrafted(
          "%s names more than one of the draft's systems (%s)"
              .formatted(q(shown(phrase)), String.join(", ", found)));
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

  /** How well {@code words} name {@code s}: 2 by a whole name or label, 1 by a first word. */
  private static int level(Named s, Set<String> words) {
    String label = labelName(s.label());
    if (names(words, s.name(), label)) return 2;
    return names(words, s.name().split("-")[0], label.split("[\\s-]+")[0]) ? 1 : 0;
  }

  /** Whether {@code words} hold one of {@code names}' keys that can name a server. */
  private static boolean names(Set<String> words, String... names) {
    return Stream.of(names)
        .map(ClaimDrafts::key)
        .filter(words::contains)
        .anyMatch(k -> !PLAIN.matcher(k).matches());
  }

  /**
   * The name a label gives: "nginx" of "nginx/1.4.6 at 127.0.0.1:18082", "Caddy 2" of "Caddy 2 (the
   * table's row on line 19), at ..."; empty for a server nothing names.
   */
  private static String labelName(String label) {
    if (label.startsWith("a server the reports do not name")) return "";
    return label.split(" \\(|/| at |,", 2)[0].strip();
  }

  /** A phrase's words as keys, each and each two together; other scripts than Latin part words. */
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
  private static String key(String name) {
    String k = name.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
    if (k.endsWith("js") && k.length() > 3) k = k.substring(0, k.length() - 2);
    if (k.equals("golang")) k = "go";
    return k;
  }
}
