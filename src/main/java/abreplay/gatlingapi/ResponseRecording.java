package abreplay.gatlingapi;

import abreplay.recording.FailureMessage;
import abreplay.recording.Recorder;
import abreplay.recording.ResponseHead;
import io.gatling.http.response.Response;
import io.gatling.javaapi.core.Session;
import java.util.function.BiFunction;

/**
 * Feeds every response Gatling receives to a {@link Recorder}, the way ab would count it, and turns
 * an ab Length failure into a Gatling KO so that both reports agree on what failed.
 */
public final class ResponseRecording implements BiFunction<Response, Session, Response> {
  /**
   * The session attribute holding a scheduled request's intended send time, in epoch ms: its
   * latency counts from then.
   */
  static final String INTENDED = "abreplay.intended";

  private final Recorder recorder;

  public ResponseRecording(Recorder recorder) {
    this.recorder = recorder;
  }

  @Override
  public Response apply(Response response, Session session) {
    ResponseHead head =
        ResponseHead.read(
            response.status().reasonPhrase(), response.headers().iteratorCharSequence());
    if (!recorder.hasServerHeader()) recorder.serverHeader(head.server());
    int body = response.body().length();
    // A scheduled request's latency counts from when it was meant to be sent (wrk2's), not from
    // when Gatling sent it: a request held up behind a slow one still counts the wait.
    long from =
        session.contains(INTENDED)
            ? Math.min(response.startTimestamp(), session.getLong(INTENDED))
            : response.startTimestamp();
    long millis = response.endTimestamp() - from;
    if (recorder.response(
        response.endTimestamp(),
        millis,
        response.status().code(),
        head.wireBytes(body),
        body,
        head.keptOpen())) {
      throw new LengthFailure(body);
    }
    return response;
  }

  /** ab's Length failure, as Gatling's KO message ("Response transformer crashed: Length: ..."). */
  static final class LengthFailure extends RuntimeException {
    LengthFailure(int body) {
      super(
          FailureMessage.LENGTH_PREFIX + "a body of " + body + " bytes, not the Document Length",
          null,
          false,
          false);
    }
  }
}
