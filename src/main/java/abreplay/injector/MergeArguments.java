package abreplay.injector;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code ./ab-replay merge [--clock-tolerance <d>] <folder>...}'s arguments: the injector folders,
 * and the clock tolerance when given ({@code 2ms}, {@code 500us}, {@code 0.002s}, {@code 0}: how
 * far apart the injectors' hosts' clocks may be; src/deploy/README.md, "Clocks"). Pure.
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
   * The command's folders and its {@code --clock-tolerance}'s text, when given.
   *
   * @throws IllegalArgumentException one line naming the value and the fix
   */
  public static MergeArguments of(List<String> folders, Optional<String> clockTolerance) {
    OptionalDouble tolerance =
        clockTolerance.map(t -> OptionalDouble.of(millis(t))).orElse(OptionalDouble.empty());
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
