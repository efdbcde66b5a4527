package abreplay.importer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files a post shows (a wrk script, a request body): its code blocks, each a fenced block (a
 * saved page's pre blocks are fenced too) or, outside fences, a run of lines without a blank one. A
 * block is a file's when it names it: the fence's opening line, its first line (a comment such as
 * "-- post.lua") or one of the two lines above it ("post.lua:", "$ cat post.json") holds the file's
 * name. Content is as shown, without its last line break.
 */
final class PostFiles {
  private static final Pattern FENCE = Pattern.compile("(?m)^[ ]*(```|~~~)[^\\n]*$");
  private static final Pattern PROMPT = Pattern.compile("(?m)^[ ]*[$%#>][ ]");

  private PostFiles() {}

  /**
   * @param line the line of its first content line (1-based)
   * @param header the lines that may name it: the fence's opening line and those above it
   */
  record Block(int line, String header, String content) {
    /**
     * Whether it names {@code file} (by its name without folders) as a word, on a line that does
     * not give it to a command's option ("-s post.lua" is the command, not the file).
     */
    boolean names(String file) {
      String name = file.replaceFirst(".*[\\\\/]", "");
      Pattern word = Pattern.compile("(?<![\\w.-])" + Pattern.quote(name) + "(?![\\w-])");
      Pattern option =
          Pattern.compile(
              "(?<!\\S)--?[A-Za-z][\\w-]*[ =]?[\"']?(?:[\\w.~-]*/)*" + Pattern.quote(name));
      String first = content.lines().findFirst().orElse("");
      return (header + "\n" + first)
          .lines()
          .anyMatch(l -> word.matcher(l).find() && !option.matcher(l).find());
    }
  }

  /**
   * The block that names {@code file}, if one does; a block that shows "$ cat file" gives the lines
   * after it, up to the next prompt.
   */
  static Optional<Block> named(Text text, String file) {
    String name = file.replaceFirst(".*[\\\\/]", "");
    Pattern cat =
        Pattern.compile(
            "(?m)^[ ]*(?:[$%#>][ ]*)?cat[ ]+(?:\\S*/)?" + Pattern.quote(name) + "[ ]*$\\n?");
    for (Block b : blocks(text)) {
      Matcher m = cat.matcher(b.content());
      if (m.find() && !b.content().substring(m.end()).isBlank()) {
        String after = b.content().substring(m.end());
        Matcher prompt = PROMPT.matcher(after);
        String shown = prompt.find() ? after.substring(0, prompt.start()) : after;
        int line = b.line() + (int) b.content().substring(0, m.end()).lines().count();
        return Optional.of(new Block(line, b.header(), shown.replaceFirst("\n$", "")));
      }
      if (b.names(file)) return Optional.of(b);
    }
    return Optional.empty();
  }

  /** Every block of the text, fenced or not, in its order. */
  static List<Block> blocks(Text text) {
    String all = text.text();
    List<Block> blocks = new ArrayList<>();
    Matcher fence = FENCE.matcher(all);
    int outside = 0;
    while (fence.find()) {
      int open = fence.start();
      int contentStart = Math.min(all.length(), fence.end() + 1);
      if (!fence.find()) break;
      paragraphs(text, outside, open, blocks);
      int contentEnd = Math.max(contentStart, fence.start() - 1);
      blocks.add(
          new Block(
              text.line(contentStart),
              above(all, open) + "\n" + all.substring(open, contentStart),
              all.substring(contentStart, contentEnd)));
      outside = Math.min(all.length(), fence.end() + 1);
    }
    paragraphs(text, outside, all.length(), blocks);
    return blocks;
  }

  /** The runs of non-blank lines between {@code from} and {@code to}, as blocks. */
  private static void paragraphs(Text text, int from, int to, List<Block> blocks) {
    String all = text.text();
    int start = from;
    while (start < to && all.charAt(start) == '\n') start++;
    while (start < to) {
      int blank = all.indexOf("\n\n", start);
      int end = blank < 0 || blank >= to ? to : blank;
      String content = all.substring(start, end).replaceFirst("\n+$", "");
      if (!content.isBlank()) blocks.add(new Block(text.line(start), above(all, start), content));
      start = end + 2;
      while (start < to && all.charAt(start) == '\n') start++;
    }
  }

  /** The two lines before {@code offset}, blank ones skipped. */
  private static String above(String all, int offset) {
    List<String> lines = new ArrayList<>();
    int end = offset - 1;
    while (end > 0 && lines.size() < 2) {
      int start = all.lastIndexOf('\n', end - 1) + 1;
      String line = all.substring(start, end);
      if (!line.isBlank()) lines.add(0, line);
      end = start - 1;
    }
    return String.join("\n", lines);
  }
}
