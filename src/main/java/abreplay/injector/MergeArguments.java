package abreplay.injector;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code ./ab-replay --merge [--clock-tolerance <d>] <folder>...}'s arguments: the injector
 * folders, and the clock tolerance when given ({@code 2ms}, {@code 500us}, {@code 0.002s}, {@code
 * 0}: how far apart the injectors' hosts' clocks may be; src/deploy/README.md, "Clocks"). Pure.
 *
 * @param folders as given, in order
 * @param clockToleranceMillis the tolerance, ms; empty when not given
 */
public record MergeArguments(List<String> folders, OptionalDouble clockToleranceMillis) {
  public static final String CLOCK_TOLERANCE = "--clock-tolerance";

  private static final Pattern DURATION = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(us|ms|s)?");

  public MergeArguments {
    folders = List.copyOf(folders);
  }

  /**
   * @throws IllegalArgumentException one line naming the value and the fix
   */
  public static MergeArguments parse(List<String> args) {
    List<String> folders = new ArrayList<>();
    OptionalDouble tolerance = OptionalDouble.empty();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      String value;
      if (arg.equals(CLOCK_TOLERANCE)) {
        if (i + 1 >= args.size()) {
          throw new IllegalArgumentException(
              CLOCK_TOLERANCE
                  + " needs a value: give it with its unit, e.g. --clock-tolerance 2ms");
        }
        value = args.get(++i);
      } else if (arg.startsWith(CLOCK_TOLERANCE + "=")) {
        value = arg.substring(CLOCK_TOLERANCE.length() + 1);
      } else if (arg.startsWith("-")) {
        throw new IllegalArgumentException(
            arg
                + ": not an option of --merge; it takes "
                + CLOCK_TOLERANCE
                + " <d> and injector folders");
      } else {
        folders.add(arg);
        continue;
      }
      if (tolerance.isPresent()) {
        throw new IllegalArgumentException(
            CLOCK_TOLERANCE + " " + value + ": given twice; give it once");
      }
      tolerance = OptionalDouble.of(millis(value));
    }
    if (folders.isEmpty()) {
      throw new IllegalArgumentException(
          "no injector folder given: ./ab-replay --merge [--clock-tolerance <d>] <folder>...");
    }
    return new MergeArguments(folders, tolerance);
  }

  private static double millis(String value) {
    Matcher m = DURATION.matcher(value.trim());
    if (!m.matches() || (m.group(2) == null && Double.parseDouble(m.group(1)) != 0)) {
      throw new IllegalArgumentException(
          CLOCK_TOLERANCE
              + " "
              + value
              + ": not a duration; give a number with its unit, us, ms or s (e.g."
              + " --clock-tolerance 2ms), or 0");
    }
    double v = Double.parseDouble(m.group(1));
    return m.group(2) == null
        ? 0
        : switch (m.group(2)) {
          case "us" -> v / 1000;
          case "s" -> v * 1000;
          default -> v;
        };
  }
}
