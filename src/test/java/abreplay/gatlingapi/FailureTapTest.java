package abreplay.gatlingapi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.ConfigError;
import abreplay.recording.FailureMessage;
import abreplay.recording.Recorder;
import abreplay.recording.Recording;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import org.slf4j.Logger;

/**
 * The failure tap: Gatling's word for each failed request, taken without a dump being built or
 * anything logged. Isolated: while SLF4J initialises (on the first log call of any test class
 * running beside it, Netty's included) it hands other threads stand-in loggers, on which the check
 * of the installed tap would fail.
 */
@Isolated
class FailureTapTest {

  private static LoggerContext context(boolean withTap) {
    LoggerContext context = new LoggerContext();
    if (withTap) context.addTurboFilter(new FailureTap());
    context.getLogger(Logger.ROOT_LOGGER_NAME).setLevel(Level.WARN);
    return context;
  }

  /**
   * Gatling 3.15's calls for one failed request, as its StatsProcessor makes them; returns whether
   * the dump was built.
   */
  private static boolean gatlingFails(Logger logger, String request, String error) {
    if (logger.isDebugEnabled()) logger.debug(FailureMessage.FORMAT, request, 1L, error);
    boolean dumpBuilt = false;
    if (logger.isDebugEnabled()) {
      dumpBuilt = true;
      logger.debug(">>>> the whole request and response <<<<");
    }
    if (logger.isTraceEnabled()) {
      dumpBuilt = true;
      logger.trace(">>>> the whole request and response <<<<");
    }
    return dumpBuilt;
  }

  @Test
  void filesEveryFailureUnderItsClassWithoutBuildingTheDumpOrLoggingAnything() {
    LoggerContext context = context(true);
    ListAppender<ILoggingEvent> logged = new ListAppender<>();
    logged.start();
    context.getLogger(Logger.ROOT_LOGGER_NAME).addAppender(logged);
    Logger logger = context.getLogger(FailureTap.LOGGER);
    Recorder step = new Recorder("nginx -c100 -n1000 -k (tap test)");
    FailureTap.watch(step);

    boolean dumpBuilt = false;
    for (int i = 0; i < 3; i++)
      dumpBuilt |= gatlingFails(logger, step.name(), "j.n.ConnectException: Connection refused");
    dumpBuilt |=
        gatlingFails(logger, step.name(), "r.n.h.c.PrematureCloseException: Premature close");
    dumpBuilt |=
        gatlingFails(
            logger, step.name(), "Response transformer crashed: Length: a body of 13 bytes");
    dumpBuilt |= gatlingFails(logger, "another step", "j.n.ConnectException: Connection refused");

    assertThat(step.snapshot().failures()).isEqualTo(new Recording.Failures(3, 1, 0, 0));
    assertThat(dumpBuilt).isFalse();
    assertThat(logged.list).isEmpty();
  }

  @Test
  void leavesOtherLoggersAndLevelsToTheirOwnLevels() {
    LoggerContext context = context(true);

    assertThat(context.getLogger("io.gatling.http.engine.response").isDebugEnabled()).isFalse();
    assertThat(context.getLogger(FailureTap.LOGGER).isInfoEnabled()).isFalse();
    assertThat(context.getLogger(FailureTap.LOGGER).isWarnEnabled()).isTrue();
  }

  @Test
  void theSimulationsLoggingHasItInstalled() {
    FailureTap.requireInstalled();
  }

  @Test
  void aRunRefusesToStartWithoutItRatherThanCallEveryFailureAnException() {
    assertThatThrownBy(() -> FailureTap.requireInstalled(context(false)))
        .isInstanceOf(ConfigError.class)
        .hasMessage(
            "src/test/resources/logback-test.xml: the turbo filter abreplay.gatlingapi.FailureTap"
                + " is not installed, so failed requests could not be classed as ab classes them"
                + " (Connect, Receive, Exceptions): restore <turboFilter"
                + " class=\"abreplay.gatlingapi.FailureTap\"/> in it");
  }
}
