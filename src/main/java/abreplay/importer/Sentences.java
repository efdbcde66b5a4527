package abreplay.importer;

import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Sentences of a post's prose that may be what the importer cannot read: its claims (a percentage,
 * a comparison: "faster", "on par", 快, 高, 提升, 倍, 媲美, 相当 ...) and its machine (CPU, cores, memory,
 * OS). They are listed in the draft as comments beside what they are about, never turned into live
 * claims or figures: which of them the post means, and how, is the user's to say (the claims {@link
 * ClaimDrafts} reads in them are drafted commented out). The text of ab's reports, and lines that
 * look like code, are skipped.
 */
final class Sentences {
  /**
   * A sentence that compares: a percentage, a factor, a word of size, or a word by which a post
   * makes a claim of one of the kinds ({@link ClaimKind#cue()}, English and Chinese).
   */
  private static final Pattern CLAIM =
      Pattern.compile(
          "(?i)\\d+(?:\\.\\d+)?\\s*%|\\d+(?:\\.\\d+)?\\s*(?:x|×|times)\\b"
              + "|\\b(?:twice|double|half)\\b|倍|差距|"
              + ClaimKinds.ALL.stream().map(ClaimKind::cue).collect(Collectors.joining("|")));

  private static final Pattern MACHINE =
      Pattern.compile(
          "(?i)\\b(?:cpu|cores?|ghz|memory|ram|\\d+\\s*g(?:i?b)?\\b|ubuntu|centos|debian|fedora|red"
              + " ?hat|linux|mac ?os|os x|windows|freebsd|intel|amd|xeon|core i\\d|epyc|vcpu"
              + "|virtualbox|vmware)|处理器|處理器|内存|內存|核|操作系统|系统|系統|硬件|硬體");

  /** Ends of sentences, and the marks a blog's markdown leaves when its lines are run together. */
  private static final Pattern SPLIT =
      Pattern.compile("[。！？!?；;\\n|]+|(?<=[.])\\s+|`{3}|(?<=\\s)#{1,6}\\s|(?<=\\s)>+");

  /** Code, and the column heads of sar, vmstat and top ("---swap--", "%user"). */
  private static final Pattern CODE =
      Pattern.compile(
          "[{}$]|^\\s*(?://|#|<\\?|import |func |package |return )|=>|->|\\(\\)"
              + "|--|%(?:user|idle|CPU|MEM)");

  static final int MOST = 25;
  private static final int LONGEST = 160;

  /** A sentence of the text and its line. */
  record Sentence(int line, String text) {}

  private Sentences() {}

  /**
   * A prose line's end that only wraps its sentence: after a Latin word, a number or a comma, and
   * before one ("Node.js is\n25% faster than Go").
   */
  private static final Pattern WRAPPED =
      Pattern.compile("(?<=[\\p{IsLatin}\\p{N},])[ \\t]*\\n(?=[ \\t]*[\\p{IsLatin}\\p{N}])");

  /** The claims: sentences wrapped over lines are read whole, a claim's words being spread. */
  static List<Sentence> claims(Text text, List<int[]> skipped) {
    return find(text, skipped, CLAIM, true);
  }

  static List<Sentence> machine(Text text, List<int[]> skipped) {
    return find(text, skipped, MACHINE, false);
  }

  private static List<Sentence> find(
      Text text, List<int[]> skipped, Pattern wanted, boolean unwrap) {
    String s = blanked(text.text(), skipped);
    // A wrapped line's end a space, offsets (and so lines) kept.
    if (unwrap) s = WRAPPED.matcher(s).replaceAll(r -> " ".repeat(r.group().length()));
    List<Sentence> found = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    Matcher m = SPLIT.matcher(s);
    int start = 0;
    while (start < s.length() && found.size() < MOST) {
      int end = m.find(start) ? m.start() : s.length();
      int next = end < s.length() ? m.end() : s.length();
      String sentence =
          s.substring(start, end)
              .replace('`', ' ')
              .strip()
              .replaceAll("\\s+", " ")
              .replaceFirst("^[#>*•-]+\\s*", ""); // markdown's heading, quote and list marks
      Matcher marker = wanted.matcher(sentence);
      if (sentence.length() >= 6
          && marker.find()
          && !CODE.matcher(sentence).find()
          && seen.add(sentence)) {
        found.add(
            new Sentence(
                text.line(start + leading(s, start)), shortened(sentence, marker.start())));
      }
      start = Math.max(next, start + 1);
    }
    return found;
  }

  /** The text with the spans skipped (ab's reports and commands) made spaces, offsets kept. */
  private static String blanked(String text, List<int[]> skipped) {
    char[] chars = text.toCharArray();
    for (int[] span : skipped) {
      for (int i = span[0]; i < Math.min(span[1], chars.length); i++)
        if (chars[i] != '\n') chars[i] = ' ';
    }
    return new String(chars);
  }

  private static int leading(String s, int from) {
    int i = from;
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
    return i - from;
  }

  /** At most {@link #LONGEST} characters, around what made it a candidate. */
  private static String shortened(String sentence, int marker) {
    if (sentence.length() <= LONGEST) return sentence;
    int from = Math.max(0, Math.min(marker - LONGEST / 3, sentence.length() - LONGEST + 6));
    int to = Math.min(sentence.length(), from + LONGEST - 6);
    return (from > 0 ? "..." : "")
        + sentence.substring(from, to)
        + (to < sentence.length() ? "..." : "");
  }
}
