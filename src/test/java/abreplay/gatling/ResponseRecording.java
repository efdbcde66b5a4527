package abreplay.gatling;

import abreplay.recording.Recorder;
import io.gatling.http.response.Response;
import io.gatling.javaapi.core.Session;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import java.util.Iterator;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Feeds every response Gatling receives to a {@link Recorder}, the way ab would count it, and
 * turns an ab Length failure into a Gatling KO so that both reports agree on what failed.
 */
final class ResponseRecording implements BiFunction<Response, Session, Response> {
  /** Gatling always speaks HTTP/1.1, and servers answer in kind: "HTTP/1.1 " before the code. */
  private static final int STATUS_LINE_FIXED = "HTTP/1.1 ".length() + 3 + " ".length() + "\r\n".length();

  private final Recorder recorder;

  ResponseRecording(Recorder recorder) {
    this.recorder = recorder;
  }

  @Override
  public Response apply(Response response, Session session) {
    HttpHeaders headers = response.headers();
    long headerBytes = STATUS_LINE_FIXED + response.status().reasonPhrase().length() + "\r\n".length();
    for (Iterator<Map.Entry<CharSequence, CharSequence>> it = headers.iteratorCharSequence(); it.hasNext(); ) {
      Map.Entry<CharSequence, CharSequence> header = it.next();
      headerBytes += header.getKey().length() + ": ".length() + header.getValue().length() + "\r\n".length();
    }
    int body = response.body().length();
    boolean chunked = headers.containsValue(HttpHeaderNames.TRANSFER_ENCODING, HttpHeaderValues.CHUNKED, true);
    boolean closes = headers.containsValue(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE, true);
    boolean keptOpen = !closes && (chunked || headers.contains(HttpHeaderNames.CONTENT_LENGTH));
    if (!recorder.hasServerHeader()) recorder.serverHeader(headers.get(HttpHeaderNames.SERVER));
    long millis = response.endTimestamp() - response.startTimestamp();
    if (recorder.response(millis, response.status().code(), headerBytes + (chunked ? chunked(body) : body), body,
        keptOpen)) {
      throw new LengthFailure(body);
    }
    return response;
  }

  /** A body sent as one chunk and the last chunk: "len\r\n", body, "\r\n", "0\r\n\r\n". */
  static long chunked(int body) {
    return body == 0 ? 5 : Integer.toHexString(body).length() + 2 + body + 2 + 5;
  }

  /** ab's Length failure, as Gatling's KO message ("Response transformer crashed: Length: ..."). */
  static final class LengthFailure extends RuntimeException {
    static final String PREFIX = "Length: ";

    LengthFailure(int body) {
      super(PREFIX + "a body of " + body + " bytes, not the Document Length", null, false, false);
    }
  }
}
