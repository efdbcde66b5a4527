package abreplay.importer;

import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a post's sentence claims by its words alone ("X is 39% faster than Y", "X beats Y", "X and Y
 * are on par", "X could not take the load"): the kind, the number as written and the phrases naming
 * the two systems, which {@link ClaimDrafts} resolves. A sentence that negates or asks is no claim,
 * and says why.
 */
final class ClaimWords {
  /** What the words say; empty phrases stand for a system the sentence does not name. */
  sealed interface Words permits Claim, Doubt {}

  /**
   * A claim of {@code kind} ("faster", "on-par", ...) about the system {@code system} names, over
   * the one {@code over} names (empty when none is); {@code by} as a document writes it ("39%").
   */
  record Claim(String kind, Optional<String> by, String system, Optional<String> over)
      implements Words {}

  /** A sentence in the form of a claim that makes none as it stands, and why. */
  record Doubt(String why) implements Words {}

  /** The number words from two to ten, in order. */
  private static final List<String> FACTORS =
      List.of("two|three|four|five|six|seven|eight|nine|ten".split("\\|"));

  private static final String NUMBER =
      "(?<n>\\d+(?:\\.\\d+)?)\\s*(?<u>%|\\s?percent\\b|x\\b|×|-fold\\b|\\s+times\\b)"
          + "|(?<w>twice|double|"
          + String.join("|", FACTORS)
          + ")(?:\\s+times)?\\b";

  /** What a comparison of rates is about: requests, throughput, ... (not latency, not memory). */
  private static final Pattern RATE =
      Pattern.compile(
          "(?i)\\b(?:requests?|reqs?|req/s|rps|qps|tps|throughput|transactions|performance"
              + "|responses|hits)\\b");

  /** What makes a count of requests no rate: "fewer failed requests", "more errors". */
  private static final Pattern NOT_RATE =
      Pattern.compile("(?i)\\b(?:fail\\w*|errors?|timeouts?|latency|memory|cpu|non-2xx)\\b");

  /** The words before a comparison, and its number if any: "X is 39%". */
  private static final String X_BY = "(?i)^(?<x>.*?)(?:\\b(?:" + NUMBER + ")\\s*)?\\b";

  /** "X is 39% faster than Y", "X is slower than Y by 2x". */
  private static final Pattern THAN =
      Pattern.compile(X_BY + "(?<cmp>faster|quicker|slower)\\s+than\\s+(?<y>.+)$");

  /** "X served 20% more requests than Y", "X has higher throughput than Y". */
  private static final Pattern MORE =
      Pattern.compile(
          X_BY
              + "(?<cmp>more|higher|greater|fewer|lower|less)\\s+(?<what>(?:[\\p{L}/-]+\\s+){0,4}?)than\\s+(?<y>.+)$");

  /** "X is twice as fast as Y", "X is at least as fast as Y", "X handles as many requests as Y". */
  private static final Pattern AS =
      Pattern.compile(
          "(?i)^(?<x>.*?)\\b(?<lead>at\\s+least\\s+|almost\\s+|nearly\\s+|about\\s+|roughly\\s+|just\\s+)?"
              + "(?:(?<half>half)\\s+|(?:"
              + NUMBER
              + ")\\s+)?as\\s+(?:(?:fast|quick|quickly)\\s+|(?:many|much)\\s+(?<what>(?:[\\p{L}/-]+\\s+){1,4}?))as\\s+(?<y>.+)$");

  /** "X is on par with Y", "X and Y are comparable", "X is at least comparable to Y". */
  private static final Pattern PAR =
      Pattern.compile(
          "(?i)^(?<x>.*?)\\b(?<lead>at\\s+least\\s+)?(?:(?:roughly|about|more\\s+or\\s+less|pretty\\s+much"
              + "|largely|basically|essentially|broadly)\\s+)?(?:on\\s+(?:a\\s+)?par|comparable|neck\\s+and\\s+neck"
              + "|equally\\s+fast)(?:\\s+(?:with|to)\\s+(?<y>.+))?(?<rest>.*)$");

  /** "X beats Y", "X outperformed Y by 30%", "X was outperformed by Y". */
  private static final Pattern BEATS =
      Pattern.compile(
          "(?i)^(?<x>.*?)\\b(?:beats?|beaten|outperform(?:s|ed)?|outpac(?:es|ed|e)|outruns?|outran"
              + "|(?:is|was|are|were|stays?|stayed)\\s+ahead\\s+of)\\s+(?<y>.+)$");

  /** "X is faster" (the other system unnamed), "X is 20% faster at JSON". */
  private static final Pattern BARE =
      Pattern.compile(X_BY + "(?<cmp>faster|quicker|slower)\\b(?<rest>.*)$");

  /** "X could not take the load", "X crashed". */
  private static final Pattern FAILS =
      Pattern.compile(
          "(?i)^(?<x>.*?)\\b(?:(?:could\\s*n[o'’]t|could\\s+no\\s+longer|can\\s*n[o'’]t|cannot|was\\s+unable\\s+to"
              + "|failed\\s+to|did\\s*n[o'’]t)\\s+(?:even\\s+)?(?:take|handle|bear|cope|keep\\s+up|survive"
              + "|sustain|stand)|crash(?:ed|es)?|fell\\s+over|gave\\s+up)\\b.*$");

  /** "X比Y性能高75%", "X比Y快", "X比Y慢30%". */
  private static final Pattern BI =
      Pattern.compile(
          "^(?<x>.+?)比(?<y>.+?)(?:的)?(?:性能|QPS|qps|RPS|rps|吞吐量?|速度|处理能力|處理能力)?(?:要|还|還|都)?"
              + "(?<cmp>高|快|强|強|提升|提高|多|慢|低|差)(?:了|出)?\\s*(?:(?<n>\\d+(?:\\.\\d+)?)\\s*(?<u>%|倍))?.*$");

  /** "X和Y相当", "X与Y不相上下", "X最少也和Y可以媲美". */
  private static final Pattern XIANGDANG =
      Pattern.compile(
          "^(?<x>.+?)(?:和|与|與|跟|同)(?<y>.+?)(?:的)?(?:性能)?(?:可以|基本|基本上|大致)?"
              + "(?:相当|相當|媲美|不相上下|差不多|持平|棋鼓相当|旗鼓相当|旗鼓相當)");

  /** "by 30%" after a comparison. */
  private static final Pattern BY =
      Pattern.compile(
          "(?i)\\bby\\s+(?:about\\s+|around\\s+|roughly\\s+|nearly\\s+|almost\\s+|over\\s+|more\\s+than\\s+"
              + "|up\\s+to\\s+|some\\s+|~\\s*)?(?:"
              + NUMBER
              + ")");

  private static final Pattern NEGATION =
      Pattern.compile(
          "(?i)\\b(?:not|never|no|neither|nor|hardly|barely|cannot)\\b|n['’]t\\b|不|没|沒|未|并非|並非");

  private static final Pattern QUESTION =
      Pattern.compile(
          "(?i)^\\s*(?:is|are|was|were|does|do|did|can|could|will|would|should|how|why)\\b"
              + "|\\b(?:whether|if|wonder\\w*|expect\\w*|hope\\w*|might|may)\\b");

  /** Where a phrase naming a system ends: a clause's boundary or a preposition. */
  private static final Pattern AFTER_NAME =
      Pattern.compile(
          "(?i)[,;:()\\[\\]，；：（）、]|\\s(?:-|–|—)\\s|的|\\b(?:at|with|without|in|on|for|under|when|where|while|whereas"
              + "|but|because|since|which|though|although|across|using|over|by|so|if|as)\\b");

  /** Where a phrase naming a system starts: after a clause's boundary, or "... that". */
  private static final Pattern BEFORE_NAME =
      Pattern.compile("(?i)^.*(?:[,;:()\\[\\]，；：（）]|\\s(?:-|–|—)\\s|\\bthat\\b|\\bthen\\b|中|下)");

  /** Words after a system's name that are not part of it: "is", "about", "much", ... */
  private static final Pattern FILLER =
      Pattern.compile(
          "(?i)(?:\\s+(?:is|was|are|were|be|been|seems?|seemed|runs?|ran|performs?|performed|responds?"
              + "|responded|appears?|appeared|proved|turned|out|to|came|comes|about|around|roughly|nearly"
              + "|almost|over|much|far|a|lot|significantly|slightly|bit|even|still|up|more|than|some"
              + "|consistently|clearly|way|also|overall|only|just|generally|really|considerably|noticeably"
              + "|substantially|served|serves|serve|handled|handles|handle|had|has|have|got|gets|did|does"
              + "|delivered|delivers|achieved|achieves|reached|reaches|would|could|should|will|can|~|its|their|with))+\\s*$");

  private ClaimWords() {}

  /** What {@code sentence} claims; empty when its words are in no form of a claim. */
  static Optional<Words> read(String sentence) {
    String s = sentence.strip().replaceAll("[.!:;…]+$", "").replace('’', '\'');
    Matcher m;
    Function<Matcher, Words> form;
    if ((m = THAN.matcher(s)).matches()) form = ClaimWords::comparison;
    else if ((m = MORE.matcher(s)).matches()
        && !NOT_RATE.matcher(m.group("what")).find()
        && (RATE.matcher(m.group("what")).find() || RATE.matcher(tail(m.group("x"))).find()))
      form = ClaimWords::comparison;
    else if ((m = AS.matcher(s)).matches()
        && (m.group("what") == null || RATE.matcher(m.group("what")).find())) form = ClaimWords::as;
    else if ((m = PAR.matcher(s)).matches()) form = ClaimWords::par;
    else if ((m = BEATS.matcher(s)).matches()) form = ClaimWords::beats;
    else if ((m = BARE.matcher(s)).matches() && !m.group("rest").matches("(?i).*\\bthan\\b.*"))
      form = ClaimWords::comparison;
    else if ((m = BI.matcher(s)).matches()) form = ClaimWords::bi;
    else if ((m = XIANGDANG.matcher(s)).find()) return Optional.of(xiangdang(m));
    else if ((m = FAILS.matcher(s)).matches()) form = ClaimWords::fails;
    else return Optional.empty();
    // a negation (but for a failure's "could not") or a question before it: no claim as it stands
    Optional<Words> doubt = doubt(m.group("x"), m.pattern() != FAILS);
    return doubt.isPresent() ? doubt : Optional.of(form.apply(m));
  }

  /** THAN, MORE and BARE: "faster" or "slower", by the number before it or "by" one after. */
  private static Words comparison(Matcher m) {
    String y = m.pattern() == BARE ? "" : m.group("y");
    if (m.group("x").matches("(?s).*\\d\\s*(?:-|–|to)\\s*$"))
      return new Doubt("a range of numbers: which of them it claims is the post's to say");
    boolean slower = m.group("cmp").matches("(?i)slower|fewer|lower|less");
    Optional<String> by = number(m);
    if (by.isEmpty()) {
      Matcher after = BY.matcher(y.isEmpty() ? m.group("rest") : y);
      if (after.find()) by = number(after);
    }
    return claim(slower ? "slower" : "faster", by, m.group("x"), y);
  }

  private static Words as(Matcher m) {
    String lead = m.group("lead") == null ? "" : m.group("lead").strip().toLowerCase(Locale.ROOT);
    if (m.group("half") != null)
      return claim("slower", Optional.of("2x"), m.group("x"), m.group("y"));
    Optional<String> by = number(m);
    if (by.isPresent() && !lead.isEmpty())
      return new Doubt("\"" + lead + "\" with a factor: which number it means is the post's");
    if (by.isPresent()) return claim("faster", by, m.group("x"), m.group("y"));
    return claim(
        lead.startsWith("at least") ? "at-least-on-par" : "on-par", by, m.group("x"), m.group("y"));
  }

  private static Words par(Matcher m) {
    String kind = m.group("lead") != null ? "at-least-on-par" : "on-par";
    if (m.group("y") != null) return claim(kind, Optional.empty(), m.group("x"), m.group("y"));
    // "X and Y are on par": both named before it.
    String both = system(m.group("x"));
    String[] two = both.split("(?i)\\s+(?:and|&|vs\\.?|versus)\\s+", 2);
    if (two.length < 2) return claim(kind, Optional.empty(), both, "");
    return new Claim(kind, Optional.empty(), system(two[0]), Optional.of(over(two[1])));
  }

  private static Words beats(Matcher m) {
    String y = m.group("y");
    if (y.matches("(?i)by\\s.*")) { // "X was outperformed by Y": Y is the faster
      String beaten = y.replaceFirst("(?i)^by\\s+", "");
      return new Claim("faster", Optional.empty(), over(beaten), Optional.of(system(m.group("x"))));
    }
    Matcher after = BY.matcher(y);
    return claim("faster", after.find() ? number(after) : Optional.empty(), m.group("x"), y);
  }

  private static Words bi(Matcher m) {
    String n = m.group("n");
    if ("倍".equals(m.group("u")))
      return new Doubt(
          "\"%1$s倍\" reads as %1$s times or as %1$s times more: which it means is the post's to say"
              .formatted(n));
    boolean slower = m.group("cmp").matches("慢|低|差");
    Optional<String> by = Optional.ofNullable(n).map(number -> number + "%");
    return claim(slower ? "slower" : "faster", by, clause(m.group("x")), m.group("y"));
  }

  private static Words xiangdang(Matcher m) {
    String x = clause(m.group("x"));
    boolean least = x.matches(".*(?:最少|至少).*");
    return claim(
        least ? "at-least-on-par" : "on-par",
        Optional.empty(),
        x.replaceAll("(?:的)?(?:性能)?(?:已经|已經)?(?:最少|至少)?(?:也)?$", ""),
        m.group("y"));
  }

  private static Words fails(Matcher m) {
    return new Claim("fails-under-load", Optional.empty(), system(m.group("x")), Optional.empty());
  }

  private static Words claim(String kind, Optional<String> by, String x, String y) {
    ClaimKind read = ClaimKinds.keyed(kind).orElseThrow();
    if (by.isPresent() && read.withBy(by.get()).isEmpty())
      return new Doubt(
          "\"%s\" is no number a %s claim takes (%s)"
              .formatted(by.get(), kind, read.byProblem(by.get())));
    String over = over(y);
    return new Claim(kind, by, system(x), over.isEmpty() ? Optional.empty() : Optional.of(over));
  }

  /** A negation (when {@code negations}) or a question in the clause before the comparison. */
  private static Optional<Words> doubt(String x, boolean negations) {
    String before = clause(x.replaceAll("[,;:]\\s*$", ""));
    Matcher neg = NEGATION.matcher(before);
    if (negations && neg.find())
      return Optional.of(
          new Doubt(
              "it negates (\"%s\"): which claim it makes is the post's to say"
                  .formatted(neg.group().strip())));
    Matcher q = QUESTION.matcher(before);
    if (q.find())
      return Optional.of(
          new Doubt(
              "it asks, supposes or reports (\"%s\"): not the post's own claim as it stands"
                  .formatted(q.group().strip())));
    return Optional.empty();
  }

  /** The number as a document writes it: "39%", "2x", "2.5x"; empty when none was read. */
  private static Optional<String> number(Matcher m) {
    if (m.group("n") != null)
      return Optional.of(m.group("n") + (m.group("u").strip().matches("%|percent") ? "%" : "x"));
    if (m.group("w") == null) return Optional.empty();
    String word = m.group("w").toLowerCase(Locale.ROOT);
    return Optional.of((word.matches("twice|double") ? 2 : FACTORS.indexOf(word) + 2) + "x");
  }

  /** The last clause of the words before the comparison. */
  private static String clause(String x) {
    return BEFORE_NAME.matcher(x).replaceFirst("").strip();
  }

  /** The words before the comparison that name its system: the last clause, fillers left out. */
  private static String system(String x) {
    String c = clause(x);
    String prev;
    do {
      prev = c;
      c = FILLER.matcher(" " + c).replaceFirst("").strip();
    } while (!c.equals(prev) && !c.isEmpty());
    return c;
  }

  /** The words after the comparison that name the other system: up to a clause or preposition. */
  private static String over(String y) {
    Matcher end = AFTER_NAME.matcher(y);
    String name = end.find() ? y.substring(0, end.start()) : y;
    return name.replaceFirst("(?i)'s?\\s*$", "").strip();
  }

  /** The last three words of {@code x}. */
  private static String tail(String x) {
    List<String> words = List.of(x.strip().split("\\s+"));
    return String.join(" ", words.subList(Math.max(0, words.size() - 3), words.size()));
  }
}
