package abreplay.gatling;

import abreplay.recording.FailureKind;
import abreplay.recording.Recorder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A request that gets no response reaches Gatling's statistics with only its error message, which
 * Gatling logs at DEBUG ("Request 'NAME' failed for user N: MESSAGE"). This appender, bound to that
 * logger in logback-test.xml, files each such failure under ab's class for it in the step's recorder.
 */
public final class FailureTap extends AppenderBase<ILoggingEvent> {
  static final String LOGGER = "io.gatling.http.engine.response.DefaultStatsProcessor";
  private static final String START = "Request '";
  private static final String MIDDLE = "' failed for user ";
  private static final Map<String, Recorder> RECORDERS = new ConcurrentHashMap<>();

  static void watch(Recorder recorder) {
    RECORDERS.put(recorder.name(), recorder);
  }

  @Override
  protected void append(ILoggingEvent event) {
    String message = event.getFormattedMessage();
    if (message == null || !message.startsWith(START)) return;
    int middle = message.indexOf(MIDDLE);
    if (middle < 0) return;
    Recorder recorder = RECORDERS.get(message.substring(START.length(), middle));
    int colon = message.indexOf(": ", middle + MIDDLE.length());
    if (recorder == null || colon < 0) return;
    String error = message.substring(colon + 2);
    // Length failures are counted when their response is recorded; so are checks on responses.
    if (error.contains(ResponseRecording.LengthFailure.PREFIX) || error.contains(".find.")) return;
    recorder.failure(FailureKind.ofMessage(error));
  }
}
