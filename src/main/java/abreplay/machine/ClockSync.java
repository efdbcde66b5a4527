package abreplay.machine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether this host's clock is synchronised, as {@code chronyc tracking}, else {@code timedatectl},
 * reports it; {@link Unknown} when neither answers, never a guessed value. Its bound is chrony's,
 * |offset| + root dispersion + root delay / 2 (chronyc(1)), or timesyncd's Root distance.
 * Immutable; {@link #probe} runs commands, at most 3 s each.
 */
public sealed interface ClockSync {
  /**
   * The host says its clock is synchronised.
   *
   * @param source the command that said so
   * @param offsetMillis its clock's estimated offset from the reference, ms (+ fast), if reported
   * @param boundMillis the most its clock may be off, ms, if the host reported what gives it
   */
  record Synchronised(String source, OptionalDouble offsetMillis, OptionalDouble boundMillis)
      implements ClockSync {
    @Override
    public String describe() {
      StringBuilder out = new StringBuilder("synchronised (").append(source);
      offsetMillis.ifPresent(o -> out.append(String.format(Locale.ROOT, ", offset %+.3f ms", o)));
      boundMillis.ifPresent(b -> out.append(String.format(Locale.ROOT, ", within %.3f ms", b)));
      return out.append(')').toString();
    }
  }

  /** The host says its clock is not synchronised. */
  record NotSynchronised(String source) implements ClockSync {
    @Override
    public String describe() {
      return "not synchronised (" + source + ")";
    }
  }

  /** Nothing on the host answered. */
  record Unknown(String why) implements ClockSync {
    @Override
    public String describe() {
      return "unknown (" + why + ")";
    }
  }

  /** In a few words, for a report. */
  String describe();

  /** What the host reports now. */
  static ClockSync probe() {
    List<String> tried = new ArrayList<>();
    Optional<String> chrony = run(tried, "chronyc", "tracking");
    if (chrony.isPresent()) {
      Optional<ClockSync> read = fromChronyTracking(chrony.get());
      if (read.isPresent()) return read.get();
    }
    Optional<String> ntp = run(tried, "timedatectl", "show", "-p", "NTPSynchronized", "--value");
    if (ntp.isPresent()) {
      Optional<String> status = run(new ArrayList<>(), "timedatectl", "timesync-status");
      Optional<ClockSync> read = fromTimedatectl(ntp.get(), status.orElse(""));
      if (read.isPresent()) return read.get();
    }
    return new Unknown(String.join("; ", tried));
  }

  /** chronyc tracking's output; empty when it is not one. */
  static Optional<ClockSync> fromChronyTracking(String text) {
    Optional<String> leap = field(text, "Leap status");
    if (leap.isEmpty()) return Optional.empty();
    if (leap.get().toLowerCase(Locale.ROOT).startsWith("not synchronised")) {
      return Optional.of(new NotSynchronised("chronyc tracking: Leap status " + leap.get()));
    }
    OptionalDouble offset = seconds(field(text, "System time"));
    OptionalDouble delay = seconds(field(text, "Root delay"));
    OptionalDouble dispersion = seconds(field(text, "Root dispersion"));
    OptionalDouble bound =
        offset.isPresent() && delay.isPresent() && dispersion.isPresent()
            ? OptionalDouble.of(
                Math.abs(offset.getAsDouble()) + dispersion.getAsDouble() + delay.getAsDouble() / 2)
            : OptionalDouble.empty();
    return Optional.of(new Synchronised("chronyc tracking", offset, bound));
  }

  /**
   * {@code timedatectl show -p NTPSynchronized --value}'s answer ("yes" or "no") and {@code
   * timedatectl timesync-status}'s output (may be empty); empty when the answer is neither.
   */
  static Optional<ClockSync> fromTimedatectl(String synchronised, String status) {
    String answer = synchronised.trim();
    if (answer.equals("no"))
      return Optional.of(new NotSynchronised("timedatectl: NTPSynchronized=no"));
    if (!answer.equals("yes")) return Optional.empty();
    OptionalDouble offset = millis(field(status, "Offset"));
    OptionalDouble distance = millis(field(status, "Root distance"));
    OptionalDouble bound =
        offset.isPresent() && distance.isPresent()
            ? OptionalDouble.of(Math.abs(offset.getAsDouble()) + distance.getAsDouble())
            : OptionalDouble.empty();
    return Optional.of(new Synchronised("timedatectl: NTPSynchronized=yes", offset, bound));
  }

  /**
   * This kernel's boot id (/proc/sys/kernel/random/boot_id): processes that report the same one
   * read the same clock (containers on one node included); empty when it cannot be read.
   */
  static Optional<String> bootId() {
    try {
      String id = Files.readString(Path.of("/proc/sys/kernel/random/boot_id")).trim();
      return id.isEmpty() ? Optional.empty() : Optional.of(id);
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  private static Optional<String> field(String text, String name) {
    Matcher m =
        Pattern.compile("(?m)^\\s*" + Pattern.quote(name) + "\\s*:\\s*(.+?)\\s*$").matcher(text);
    return m.find() ? Optional.of(m.group(1)) : Optional.empty();
  }

  /**
   * chrony's "0.000012345 seconds fast of NTP time" (slow: negative), "0.000456 seconds", in ms.
   */
  private static OptionalDouble seconds(Optional<String> value) {
    if (value.isEmpty()) return OptionalDouble.empty();
    Matcher m = Pattern.compile("^([+-]?[0-9.]+) seconds( (fast|slow))?").matcher(value.get());
    if (!m.find()) return OptionalDouble.empty();
    double ms = Double.parseDouble(m.group(1)) * 1000;
    return OptionalDouble.of("slow".equals(m.group(3)) ? -ms : ms);
  }

  /** timesyncd's "-1.098ms", "850us", "1.2s", in ms. */
  private static OptionalDouble millis(Optional<String> value) {
    if (value.isEmpty()) return OptionalDouble.empty();
    Matcher m = Pattern.compile("^([+-]?[0-9.]+)(us|ms|s)\\b").matcher(value.get());
    if (!m.find()) return OptionalDouble.empty();
    double v = Double.parseDouble(m.group(1));
    return OptionalDouble.of(
        switch (m.group(2)) {
          case "us" -> v / 1000;
          case "s" -> v * 1000;
          default -> v;
        });
  }

  /** The command's output when it exits with 0 within 3 s; else says why in {@code tried}. */
  private static Optional<String> run(List<String> tried, String... command) {
    String name = String.join(" ", command);
    Path out = null;
    try {
      // Into a file, not a pipe: a command that hangs holding its output cannot hang the probe.
      out = Files.createTempFile("ab-replay-clock", ".out");
      Process p =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(out.toFile())
              .start();
      if (!p.waitFor(3, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        tried.add(name + ": no answer within 3 s");
        return Optional.empty();
      }
      String text = Files.readString(out, StandardCharsets.UTF_8);
      if (p.exitValue() != 0) {
        String first = text.lines().findFirst().orElse("").trim();
        tried.add(name + ": exit status " + p.exitValue() + (first.isEmpty() ? "" : ", " + first));
        return Optional.empty();
      }
      return Optional.of(text);
    } catch (IOException e) {
      tried.add(command[0] + ": not on this host");
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      tried.add(name + ": interrupted");
      return Optional.empty();
    } finally {
      if (out != null) out.toFile().delete();
    }
  }
}
