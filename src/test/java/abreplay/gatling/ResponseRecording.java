package abreplay.gatling;

import abreplay.recording.Recorder;
import io.gatling.http.response.Response;
import io.gatling.javaapi.core.Session;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.util.AsciiString;
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
    // One pass over the headers: their bytes, and the few ab looks at, compared in place (no lookups).
    long headerBytes = STATUS_LINE_FIXED + response.status().reasonPhrase().length() + "\r\n".length();
    boolean chunked = false;
    boolean closes = false;
    boolean hasLength = false;
    for (Iterator<Map.Entry<CharSequence, CharSequence>> it = response.headers().iteratorCharSequence(); it.hasNext(); ) {
      Map.Entry<CharSequence, CharSequence> header = it.next();
      CharSequence name = header.getKey();
      CharSequence value = header.getValue();
      headerBytes += name.length() + ": ".length() + value.length() + "\r\n".length();
      if (AsciiString.contentEqualsIgnoreCase(name, HttpHeaderNames.CONTENT_LENGTH)) {
        hasLength = true;
      } else if (AsciiString.contentEqualsIgnoreCase(name, HttpHeaderNames.TRANSFER_ENCODING)) {
        chunked |= AsciiString.containsIgnoreCase(value, HttpHeaderValues.CHUNKED);
      } else if (AsciiString.contentEqualsIgnoreCase(name, HttpHeaderNames.CONNECTION)) {
        closes |= AsciiString.containsIgnoreCase(value, HttpHeaderValues.CLOSE);
      } else if (!recorder.hasServerHeader() && AsciiString.contentEqualsIgnoreCase(name, HttpHeaderNames.SERVER)) {
        recorder.serverHeader(value.toString());
      }
    }
    if (!recorder.hasServerHeader()) recorder.serverHeader(null);
    int body = response.body().length();
    boolean keptOpen = !closes && (chunked || hasLength);
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
