package abreplay.standin;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;

/**
 * The bytes each request gets. Responses that depend only on the request's version, keep-alive and
 * path are built once a second (when the Date changes) into direct buffers that every event loop
 * writes without copying; responses that echo the request or hold a random value are rendered per
 * request.
 */
final class Responses {
  static final ByteBuf BAD_REQUEST =
      Unpooled.unreleasableBuffer(
          Unpooled.directBuffer()
              .writeBytes(
                  "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                      .getBytes(StandardCharsets.US_ASCII)));

  private final ResponseTemplate template;
  private final ConnectionRules rules;
  private volatile String date = HttpDate.now();
  private volatile ByteBuf[] prebuilt;

  Responses(ResponseTemplate template, ConnectionRules rules) {
    this.template = template;
    this.rules = rules;
    refresh(System.currentTimeMillis() / 1000);
  }

  /** Called by the engine's timer at each second boundary. */
  void refresh(long epochSecond) {
    date = HttpDate.format(epochSecond);
    if (template.perRequest()) return;
    ByteBuf[] built = new ByteBuf[16];
    for (int variant = 0; variant < built.length; variant++) {
      byte[] bytes = render(variant, null);
      built[variant] =
          Unpooled.unreleasableBuffer(Unpooled.directBuffer(bytes.length).writeBytes(bytes));
    }
    prebuilt = built;
  }

  /** The response to write; the caller owns it (Netty releases it once written). */
  ByteBuf response(RequestHead request, boolean keepAlive, boolean notFound) {
    int variant =
        (request.http11 ? 1 : 0)
            | (keepAlive ? 2 : 0)
            | (notFound ? 4 : 0)
            | (request.head ? 8 : 0);
    if (!template.perRequest()) return prebuilt[variant].duplicate();
    return Unpooled.wrappedBuffer(render(variant, request.host));
  }

  private byte[] render(int variant, String host) {
    boolean http11 = (variant & 1) != 0;
    boolean keepAlive = (variant & 2) != 0;
    return template.render(
        http11,
        rules.connectionHeader(http11, keepAlive),
        rules.framing(http11),
        (variant & 4) != 0,
        (variant & 8) != 0,
        host,
        date);
  }
}
