package abreplay.importer;

import abreplay.replay.AbFlag;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Pattern;

/**
 * An ab command line found in a text ({@code ab -n 1000 -c 10 -k http://127.0.0.1:8080/}, Windows'
 * {@code .\ab -n2000 -c8 http://...}, {@code /usr/bin/ab -kc 100 ...}), read as ab's getopt reads
 * it: flags glued or apart, several in one word. The url is optional: a post's heading "ab -n 100
 * -c 10" names the command of the reports under it.
 *
 * @param others flags ab-replay does not replay, each with what ab calls it (e.g. "-t 5
 *     (timelimit)")
 * @param receiveErrors -r: go on after a receive error
 * @param request what its requests send besides GET, by the key {@link RequestShape} reads ({@link
 *     #REQUEST_FLAGS}): -m, -p, -u, -T, -H (every one, a line each), -C, -A, -i
 */
record AbCommandLine(
    int start,
    int end,
    int line,
    String text,
    OptionalLong requests,
    OptionalInt concurrency,
    boolean keepAlive,
    Optional<URI> url,
    boolean receiveErrors,
    List<String> others,
    Map<String, String> request)
    implements CommandLine {

  /** ab's flags that shape its request, by the key {@link RequestShape} reads each under. */
  private static final Map<Character, String> REQUEST_FLAGS =
      Map.of(
          'm', "method",
          'p', "body-file",
          'u', "put-file",
          'T', "content-type",
          'H', "header",
          'C', "cookie",
          'A', "auth",
          'i', "head");

  private static final Pattern AB =
      Pattern.compile("(?<![\\w.\\-])(?:\\.[\\\\/]|(?:[\\w.\\-]*[\\\\/])+)?ab(?:\\.exe)?(?= +-)");

  /** Every ab command in {@code text}, in its order; a word that is not ab's flag ends one. */
  static List<AbCommandLine> find(Text text) {
    return CommandLine.find(
        text, AB, (m, rest) -> parse(m.start(), m.end(), text.line(m.start()), rest));
  }

  /**
   * @param argsStart where {@code args} starts in the text
   * @param args what follows "ab" on its line
   */
  static Optional<AbCommandLine> parse(int start, int argsStart, int line, String args) {
    List<Word> words = CommandLine.words(args, argsStart, "^[`'\"]+|[`'\",;]+$");
    int used = -1;
    OptionalLong requests = OptionalLong.empty();
    OptionalInt concurrency = OptionalInt.empty();
    boolean keepAlive = false;
    boolean receiveErrors = false;
    Optional<URI> url = Optional.empty();
    List<String> others = new ArrayList<>();
    Map<String, String> request = new LinkedHashMap<>();
    StringBuilder shown = new StringBuilder("ab");
    for (int i = 0; i < words.size(); i++) {
      String word = words.get(i).text();
      if (!word.startsWith("-") || word.length() < 2) {
        url = Urls.of(word);
        if (url.isPresent()) {
          shown.append(' ').append(word);
          used = i;
        }
        break;
      }
      used = i;
      shown.append(' ').append(word);
      for (int j = 1; j < word.length(); j++) {
        Optional<AbFlag> known = AbFlag.of(word.charAt(j));
        if (known.isEmpty()) return Optional.empty(); // not ab's: not an ab command
        AbFlag flag = known.get();
        boolean noted = !(flag.use() instanceof AbFlag.ChangesTheOutput);
        String asked = REQUEST_FLAGS.get(flag.letter());
        if (!flag.takesValue()) {
          if (flag.letter() == 'k') keepAlive = true;
          else if (flag.letter() == 'r') receiveErrors = true;
          else if (asked != null) request.put(asked, "");
          else if (noted) others.add(flag.shown());
          continue;
        }
        boolean glued = j + 1 < word.length();
        if (!glued && i + 1 == words.size()) return Optional.empty();
        String value = glued ? word.substring(j + 1) : words.get(++i).text();
        used = i;
        if (!glued) shown.append(' ').append(value.contains(" ") ? "'" + value + "'" : value);
        try {
          if (flag.letter() == 'n') requests = OptionalLong.of(Long.parseLong(value));
          else if (flag.letter() == 'c') concurrency = OptionalInt.of(Integer.parseInt(value));
          else if (asked != null)
            request.merge(asked, value, (a, b) -> asked.equals("header") ? a + "\n" + b : b);
          else if (noted) others.add("-" + flag.letter() + " " + value + " (" + flag.name() + ")");
        } catch (NumberFormatException e) {
          return Optional.empty();
        }
        break;
      }
    }
    if (requests.isEmpty() && concurrency.isEmpty() && url.isEmpty()) return Optional.empty();
    return Optional.of(
        new AbCommandLine(
            start,
            used < 0 ? argsStart : words.get(used).end(),
            line,
            shown.toString(),
            requests,
            concurrency,
            keepAlive,
            url,
            receiveErrors,
            List.copyOf(others),
            Collections.unmodifiableMap(request)));
  }

  /** The url's port as ab takes it: 80 (443 for https) when the url names none. */
  OptionalInt port() {
    return url.map(u -> OptionalInt.of(Urls.port(u))).orElse(OptionalInt.empty());
  }

  Optional<String> path() {
    return url.map(Urls::path);
  }
}
