package abreplay.importer;

import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Sentences of a post's prose that may be its claims or its machine (CPU, memory, OS), for the
 * draft to list as comments; ab's reports and lines that look like code are skipped.
 */
final class Sentences {
  /** A percentage, a factor, a word of size, or a claim kind's word ({@link ClaimKind#cue()}). */
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

  /** A line's end inside a sentence: between Latin words, numbers or a comma. */
  private static final Pattern WRAPPED =
      Pattern.compile("(?<=[\\p{IsLatin}\\p{N},])[ \\t]*\\n(?=[ \\t]*[\\p{IsLatin}\\p{N}])");

  private static final int MOST = 25;
  private static final int LONGEST = 160;

  /** A sentence of the text and its line. */
  record Sentence(int line, String text) {}

  private Sentences() {}

  /** The claims: a sentence wrapped over lines is read whole. */
  static List<Sentence> claims(Text text, List<int[]> skipped) {
    return find(text, skipped, CLAIM, true);
  }

  static List<Sentence> machine(Text text, List<int[]> skipped) {
    return find(text, skipped, MACHINE, false);
  }

  /** The first {@link #MOST} sentences {@code wanted} finds, the {@code skipped} spans left out. */
  private static List<Sentence> find(
      Text text, List<int[]> skipped, Pattern wanted, boolean unwrap) {
    // The spans skipped, and a wrapped line's end, made spaces: offsets (and so lines) kept.
    char[] chars = text.text().toCharArray();
    for (int[] span : skipped)
      for (int i = span[0]; i < Math.min(span[1], chars.length); i++)
        if (chars[i] != '\n') chars[i] = ' ';
    String s = new String(chars);
    if (unwrap) s = WRAPPED.matcher(s).replaceAll(r -> " ".repeat(r.group().length()));
    List<Sentence> found = new ArrayList<>();
    Set<String> seen = new HashSet<>();
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
        int first = start;
        while (first < s.length() && Character.isWhitespace(s.charAt(first))) first++;
        found.add(new Sentence(text.line(first), shortened(sentence, marker.start())));
      }
      start = Math.max(next, start + 1);
    }
    return found;
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
