package abreplay.gatlingapi;

import abreplay.config.ConfigError;
import abreplay.recording.FailureMessage;
import abreplay.recording.Recorder;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.ILoggerFactory;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;

/**
 * Files each request that got no response under ab's class for it (Connect, Receive, Exceptions),
 * from the one place Gatling says why: its StatsProcessor's {@code debug("Request '{}' failed for
 * user {}: {}", ...)}. A logback turbo filter: per thread, it accepts that call whatever the level,
 * takes its arguments and denies it, then denies the isDebugEnabled Gatling 3.15 asks next, so its
 * dump of the request is never built; all else is NEUTRAL. Installed by logback-test.xml; {@link
 * #requireInstalled} refuses a run without it, since every failure would be unclassed.
 */
public final class FailureTap extends TurboFilter {
  static final String LOGGER = "io.gatling.http.engine.response.DefaultStatsProcessor";
  private static final Map<String, Recorder> RECORDERS = new ConcurrentHashMap<>();
  private static final ThreadLocal<boolean[]> TOOK_MESSAGE =
      ThreadLocal.withInitial(() -> new boolean[1]);

  /** Failures of requests named {@code recorder.name()} go to it from now on. */
  public static void watch(Recorder recorder) {
    RECORDERS.put(recorder.name(), recorder);
  }

  @Override
  public FilterReply decide(
      Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
    if (level != Level.DEBUG || !LOGGER.equals(logger.getName())) return FilterReply.NEUTRAL;
    boolean[] took = TOOK_MESSAGE.get();
    if (format == null) {
      if (!took[0]) return FilterReply.ACCEPT;
      took[0] = false;
      return FilterReply.DENY;
    }
    took[0] = FailureMessage.FORMAT.equals(format);
    FailureMessage.of(format, params)
        .ifPresent(
            failure -> {
              Recorder recorder = RECORDERS.get(failure.requestName());
              if (recorder != null) recorder.failure(failure.kind());
            });
    return FilterReply.DENY;
  }

  public static void requireInstalled() {
    requireInstalled(LoggerFactory.getILoggerFactory());
  }

  /**
   * Plays Gatling's calls for one failed request on {@code loggers} and checks that the failure was
   * classed and its dump not built.
   *
   * @throws ConfigError naming the file that installs the tap, when it is not installed
   */
  static void requireInstalled(ILoggerFactory loggers) {
    org.slf4j.Logger logger = loggers.getLogger(LOGGER);
    Recorder probe = new Recorder("ab-replay: failure tap self-check");
    watch(probe);
    try {
      boolean messagePassed = logger.isDebugEnabled();
      if (messagePassed)
        logger.debug(
            FailureMessage.FORMAT, probe.name(), 0L, "j.n.ConnectException: Connection refused");
      boolean dumpBuilt = logger.isDebugEnabled();
      if (!messagePassed || dumpBuilt || probe.snapshot().failures().connect() != 1) {
        throw new ConfigError(
            "src/test/resources/logback-test.xml: the turbo filter "
                + FailureTap.class.getName()
                + " is not installed, so failed requests could not be classed as ab classes them"
                + " (Connect, Receive, Exceptions): restore <turboFilter class=\""
                + FailureTap.class.getName()
                + "\"/> in it");
      }
    } finally {
      RECORDERS.remove(probe.name());
    }
  }
}
