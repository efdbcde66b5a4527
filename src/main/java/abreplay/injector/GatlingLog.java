package abreplay.injector;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Gatling 3.15's simulation.log as records (its LogFileDataWriter's binary format, tag v3.15.1): a
 * run record, then user, request, group and error records timed in ms after the run's start. The
 * format is Gatling's internal one: a log of another version, as its run record names it, is
 * refused. ab-replay reads it because Gatling 3.12 dropped reading several logs of one folder
 * (commit 2fb207dab; src/bench/README.md), so the injectors' logs are merged first ({@link
 * GatlingLogMerge}).
 */
public final class GatlingLog {
  /** The Gatling version whose format this is, as its run record spells it. */
  public static final String VERSION = "3.15.1";

  static final byte RUN = 0;
  static final byte REQUEST = 1;
  static final byte USER = 2;
  static final byte GROUP = 3;
  static final byte ERROR = 4;

  private GatlingLog() {}

  /**
   * A string's bytes as Gatling stores them: its {@link String}'s internal value, Latin-1 (coder 0)
   * when every char fits in a byte, as compact strings keep it, else UTF-16 in this machine's byte
   * order (coder 1).
   */
  static byte[] value(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) > 0xFF) return s.getBytes(utf16());
    }
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  static byte coder(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) > 0xFF) return 1;
    }
    return 0;
  }

  static String decode(byte[] value, byte coder) {
    return coder == 0 ? new String(value, StandardCharsets.ISO_8859_1) : new String(value, utf16());
  }

  private static java.nio.charset.Charset utf16() {
    return java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN
        ? StandardCharsets.UTF_16LE
        : StandardCharsets.UTF_16BE;
  }

  /**
   * The run record.
   *
   * @param start the run's start, epoch milliseconds: every record's time is an offset from it
   * @param scenarios the scenarios' names, in the order user records index them
   * @param assertions each assertion as Gatling pickled it, kept as bytes
   */
  public record RunLine(
      String gatlingVersion,
      String simulationClass,
      long start,
      String runDescription,
      List<String> scenarios,
      List<byte[]> assertions) {
    public RunLine {
      scenarios = List.copyOf(scenarios);
      assertions = List.copyOf(assertions);
    }
  }

  /**
   * One record after the run record; times are epoch milliseconds, already resolved against the
   * run's start.
   */
  public sealed interface Event permits User, RequestLine, Group, Error {
    /**
     * When Gatling wrote it: a user's start or end, a request's or group's end, an error's time.
     */
    long at();
  }

  /** A virtual user started or ended. */
  public record User(String scenario, boolean start, long at) implements Event {}

  /** A request and its outcome; {@code message} empty when it was OK. */
  public record RequestLine(
      List<String> groups, String name, long start, long end, boolean ok, String message)
      implements Event {
    @Override
    public long at() {
      return end;
    }
  }

  /** A group of requests ended. */
  public record Group(
      List<String> groups, long start, long end, int cumulatedResponseTime, boolean ok)
      implements Event {
    @Override
    public long at() {
      return end;
    }
  }

  /** An error outside any request (a failed check of a session, a crashed action). */
  public record Error(String message, long at) implements Event {}
}
