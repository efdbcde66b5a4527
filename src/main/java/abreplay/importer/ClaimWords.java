package abreplay.importer;

import abreplay.document.claim.ClaimKinds;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a post's sentence claims by its words alone, in the kinds a document's claims take: "X is
 * 39% faster than Y", "X is 2x / twice as fast as Y", "X beats Y", "X served more requests than Y",
 * "Y is slower than X", "X and Y are on par", "X is at least as fast as Y", "X could not take the
 * load". It gives the kind, the number as the sentence writes it and the two phrases that name the
 * systems; which systems they are is {@link ClaimDrafts}'s to say. A sentence that negates or asks
 * is read as no claim, and says so.
 */
final class ClaimWords {
  /** What the words say; empty phrases stand for a system the sentence does not name. */
  sealed interface Words permits Claim, Doubt {}

  /**
   * A claim of {@code kind} ("faster", "on-par", ...): {@code system} is the phrase naming the
   * system it is about, {@code over} the other's (empty when the sentence names none, or the kind
   * compares none); {@code by} its number as a document writes it ("39%", "2x").
   */
  record Claim(String kind, Optional<String> by, String system, Optional<String> over)
      implements Words {}

  /** A sentence in the form of a claim that makes none as it stands, and why. */
  record Doubt(String why) implements Words {}

  private static final String NUMBER =
      "(?<n>\\d+(?:\\.\\d+)?)\\s*(?<u>%|\\s?percent\\b|x\\b|×|-fold\\b|\\s+times\\b)"
          + "|(?<w>twice|double|two|three|four|five|six|seven|eight|nine|ten)(?:\\s+times)?\\b";

  private static final Map<String, String> WORDS =
      Map.ofEntries(
          Map.entry("twice", "2"),
          Map.entry("double", "2"),
          Map.entry("two", "2"),
          Map.entry("three", "3"),
          Map.entry("four", "4"),
          Map.entry("five", "5"),
          Map.entry("six", "6"),
          Map.entry("seven", "7"),
          Map.entry("eight", "8"),
          Map.entry("nine", "9"),
          Map.entry("ten", "10"));

  /** What a comparison of rates is about: requests, throughput, ... (not latency, not memory). */
  private static final Pattern RATE =
      Pattern.compile(
          "(?i)\\b(?:requests?|reqs?|req/s|rps|qps|tps|throughput|transactions|performance"
              + "|responses|hits)\\b");

  /** What makes a count of requests no rate: "fewer failed requests", "more errors". */
  private static final Pattern NOT_RATE =
      Pattern.compile("(?i)\\b(?:fail\\w*|errors?|timeouts?|latency|memory|cpu|non-2xx)\\b");

  /** "X is 39% faster than Y", "X is slower than Y by 2x". */
  private static final Pattern THAN =
      Pattern.compile(
          "(?i)^(?<x>.*?)(?:\\b(?:"
              + NUMBER
              + ")\\s*)?\\b(?<cmp>faster|quicker|slower)\\s+than\\s+(?<y>.+)$");

  /** "X served 20% more requests than Y", "X has higher throughput than Y". */
  private static final Pattern MORE =
      Pattern.compile(
          "(?i)^(?<x>.*?)(?:\\b(?:"
              + NUMBER
              + ")\\s*)?\\b(?<cmp>more|higher|greater|fewer|lower|less)\\s+(?<what>(?:[\\p{L}/-]+\\s+){0,4}?)than\\s+(?<y>.+)$");

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
      Pattern.compile(
          "(?i)^(?<x>.*?)(?:\\b(?:"
              + NUMBER
              + ")\\s*)?\\b(?<cmp>faster|quicker|slower)\\b(?<rest>.*)$");

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
    if ((m = THAN.matcher(s)).matches()) return comparison(m, m.group("cmp"), m.group("y"));
    if ((m = MORE.matcher(s)).matches()
        && !NOT_RATE.matcher(m.group("what")).find()
        && (RATE.matcher(m.group("what")).find() || RATE.matcher(tail(m.group("x"))).find()))
      return comparison(m, m.group("cmp"), m.group("y"));
    if ((m = AS.matcher(s)).matches()
        && (m.group("what") == null || RATE.matcher(m.group("what")).find())) return as(m);
    if ((m = PAR.matcher(s)).matches()) return par(m);
    if ((m = BEATS.matcher(s)).matches()) return beats(m);
    if ((m = BARE.matcher(s)).matches() && !m.group("rest").matches("(?i).*\\bthan\\b.*"))
      return comparison(m, m.group("cmp"), "");
    if ((m = BI.matcher(s)).matches()) return bi(m);
    if ((m = XIANGDANG.matcher(s)).find()) {
      String x = clause(m.group("x"));
      boolean least = x.matches(".*(?:最少|至少).*");
      return claim(
          least ? "at-least-on-par" : "on-par",
          Optional.empty(),
          x.replaceAll("(?:的)?(?:性能)?(?:已经|已經)?(?:最少|至少)?(?:也)?$", ""),
          m.group("y"));
    }
    if ((m = FAILS.matcher(s)).matches()) {
      Optional<Words> doubt = doubt(m.group("x"), false);
      if (doubt.isPresent()) return doubt;
      return Optional.of(
          new Claim("fails-under-load", Optional.empty(), system(m.group("x")), Optional.empty()));
    }
    return Optional.empty();
  }

  private static Optional<Words> comparison(Matcher m, String cmp, String y) {
    Optional<Words> doubt = doubt(m.group("x"), true);
    if (doubt.isPresent()) return doubt;
    if (m.group("x").matches("(?s).*\\d\\s*(?:-|–|to)\\s*$"))
      return Optional.of(
          new Doubt("a range of numbers: which of them it claims is the post's to say"));
    boolean slower = cmp.matches("(?i)slower|fewer|lower|less");
    Optional<String> by = number(m);
    if (by.isEmpty()) {
      Matcher after = BY.matcher(y.isEmpty() ? m.group("rest") : y);
      if (after.find()) by = number(after);
    }
    return claim(slower ? "slower" : "faster", by, m.group("x"), y);
  }

  private static Optional<Words> as(Matcher m) {
    Optional<Words> doubt = doubt(m.group("x"), true);
    if (doubt.isPresent()) return doubt;
    String lead = m.group("lead") == null ? "" : m.group("lead").strip().toLowerCase(Locale.ROOT);
    if (m.group("half") != null)
      return claim("slower", Optional.of("2x"), m.group("x"), m.group("y"));
    Optional<String> by = number(m);
    if (by.isPresent()) {
      if (!lead.isEmpty())
        return Optional.of(
            new Doubt("\"" + lead + "\" with a factor: which number it means is the post's"));
      return claim("faster", by, m.group("x"), m.group("y"));
    }
    return claim(
        lead.startsWith("at least") ? "at-least-on-par" : "on-par", by, m.group("x"), m.group("y"));
  }

  private static Optional<Words> par(Matcher m) {
    Optional<Words> doubt = doubt(m.group("x"), true);
    if (doubt.isPresent()) return doubt;
    String kind = m.group("lead") != null ? "at-least-on-par" : "on-par";
    if (m.group("y") != null) return claim(kind, Optional.empty(), m.group("x"), m.group("y"));
    // "X and Y are on par": both named before it.
    String both = system(m.group("x"));
    String[] two = both.split("(?i)\\s+(?:and|&|vs\\.?|versus)\\s+", 2);
    if (two.length < 2) return claim(kind, Optional.empty(), both, "");
    return Optional.of(
        new Claim(kind, Optional.empty(), system(two[0]), Optional.of(over(two[1]))));
  }

  private static Optional<Words> beats(Matcher m) {
    Optional<Words> doubt = doubt(m.group("x"), true);
    if (doubt.isPresent()) return doubt;
    String y = m.group("y");
    Matcher after = BY.matcher(y);
    Optional<String> by = Optional.empty();
    if (after.find()) by = number(after);
    if (y.matches("(?i)by\\s.*")) { // "X was outperformed by Y": Y is the faster
      String beaten = y.replaceFirst("(?i)^by\\s+", "");
      return Optional.of(
          new Claim("faster", Optional.empty(), over(beaten), Optional.of(system(m.group("x")))));
    }
    return claim("faster", by, m.group("x"), y);
  }

  private static Optional<Words> bi(Matcher m) {
    Optional<Words> doubt = doubt(m.group("x"), true);
    if (doubt.isPresent()) return doubt;
    if ("倍".equals(m.group("u")))
      return Optional.of(
          new Doubt(
              "\""
                  + m.group("n")
                  + "倍\" reads as "
                  + m.group("n")
                  + " times or as "
                  + m.group("n")
                  + " times more: which it means is the post's to say"));
    boolean slower = m.group("cmp").matches("慢|低|差");
    Optional<String> by = m.group("n") == null ? Optional.empty() : Optional.of(m.group("n") + "%");
    return claim(slower ? "slower" : "faster", by, clause(m.group("x")), m.group("y"));
  }

  private static Optional<Words> claim(String kind, Optional<String> by, String x, String y) {
    if (by.isPresent()) {
      Optional<?> read = ClaimKinds.keyed(kind).orElseThrow().withBy(by.get());
      if (read.isEmpty())
        return Optional.of(
            new Doubt(
                "\""
                    + by.get()
                    + "\" is no number a "
                    + kind
                    + " claim takes ("
                    + ClaimKinds.keyed(kind).orElseThrow().byProblem(by.get())
                    + ")"));
    }
    String over = over(y);
    return Optional.of(
        new Claim(kind, by, system(x), over.isEmpty() ? Optional.empty() : Optional.of(over)));
  }

  /** A negation or a question before the comparison: the form of a claim, not a claim. */
  private static Optional<Words> doubt(String x, boolean negations) {
    String before = x.replaceAll("[,;:]\\s*$", "");
    Matcher neg = NEGATION.matcher(clause(before));
    if (negations && neg.find())
      return Optional.of(
          new Doubt(
              "it negates (\""
                  + neg.group().strip()
                  + "\"): which claim it makes is the post's to say"));
    Matcher q = QUESTION.matcher(clause(before));
    if (q.find())
      return Optional.of(
          new Doubt(
              "it asks, supposes or reports (\""
                  + q.group().strip()
                  + "\"): not the post's own claim as it stands"));
    return Optional.empty();
  }

  /** The number as a document writes it: "39%", "2x", "2.5x"; empty when none was read. */
  private static Optional<String> number(Matcher m) {
    if (m.group("n") != null)
      return Optional.of(m.group("n") + (m.group("u").strip().matches("%|percent") ? "%" : "x"));
    if (m.group("w") != null)
      return Optional.of(WORDS.get(m.group("w").toLowerCase(Locale.ROOT)) + "x");
    return Optional.empty();
  }

  /** The last clause of the words before the comparison. */
  private static String clause(String x) {
    return BEFORE_NAME.matcher(x).replaceFirst("").strip();
  }

  /** The words before the comparison that name its system: the last clause, fillers left out. */
  static String system(String x) {
    String c = clause(x);
    String prev;
    do {
      prev = c;
      c = FILLER.matcher(" " + c).replaceFirst("").strip();
    } while (!c.equals(prev) && !c.isEmpty());
    return c;
  }

  /** The words after the comparison that name the other system: up to a clause or preposition. */
  static String over(String y) {
    if (y == null) return "";
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
