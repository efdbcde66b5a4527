package abreplay.standin;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One client connection, the only handler in its channel's pipeline: answers request heads in order
 * (pipelined or split across reads), flushes one read's responses together, and closes when the
 * profile's keep-alive rules say so. Runs on its event loop only. OPEN -&gt; BUSY while a service
 * worker has the request -&gt; OPEN; a response that does not keep the connection makes it CLOSING
 * (further bytes dropped) until the channel closes.
 */
final class Connection extends ChannelInboundHandlerAdapter {
  /** What every connection of one server shares: read-only, or thread-safe. */
  static final class Shared {
    final Counters counters = new Counters();
    final ConnectionRules rules;
    final Responses responses;
    final ServiceWorkers service;
    final boolean echoesHost;
    final List<byte[]> paths;

    Shared(Profile profile) {
      ResponseTemplate template = new ResponseTemplate(profile);
      this.rules = new ConnectionRules(profile);
      this.responses = new Responses(template, rules);
      this.service = profile.service().map(s -> new ServiceWorkers(s, counters)).orElse(null);
      this.echoesHost = profile.headers().stream().anyMatch(h -> h.contains("{request-host}"));
      this.paths =
          profile.paths().stream().map(p -> p.getBytes(StandardCharsets.ISO_8859_1)).toList();
    }
  }

  private final Shared shared;
  private final RequestHead request = new RequestHead();
  private ChannelHandlerContext ctx;
  private ByteBuf unread;
  private int served;
  private boolean busy;
  private boolean closing;
  private boolean closed;

  Connection(Shared shared) {
    this.shared = shared;
  }

  /** Added to the pipeline on the channel's own event loop, once the connection is accepted. */
  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    this.ctx = ctx;
    shared.counters.connectionOpened();
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object message) {
    if (!(message instanceof ByteBuf in)) return;
    if (closing) {
      in.release();
      return;
    }
    if (unread == null) {
      unread = in;
    } else {
      ByteBuf merged = Unpooled.buffer(unread.readableBytes() + in.readableBytes());
      merged.writeBytes(unread).writeBytes(in);
      unread.release();
      in.release();
      unread = merged;
    }
    answerWhatIsComplete();
  }

  @Override
  public void channelReadComplete(ChannelHandlerContext ctx) {
    ctx.flush();
  }

  private void answerWhatIsComplete() {
    while (!busy && !closing && unread != null && unread.isReadable()) {
      int length = request.parse(unread, shared.echoesHost, shared.paths);
      if (length == RequestHead.INCOMPLETE) return;
      if (length == RequestHead.MALFORMED) {
        write(Responses.BAD_REQUEST.duplicate(), false);
        break;
      }
      unread.skipBytes(length);
      boolean keepAlive = shared.rules.keepAlive(request.http11, request.asked, served);
      boolean notFound = !shared.paths.isEmpty() && !request.pathServed;
      ByteBuf response = shared.responses.response(request, keepAlive, notFound);
      if (shared.service == null) {
        write(response, keepAlive);
      } else {
        busy = true;
        shared.service.serve(
            ctx.executor(),
            () -> {
              busy = false;
              if (closed) {
                response.release();
                return;
              }
              write(response, keepAlive);
              // Outside a read: nothing else will flush it.
              ctx.flush();
              answerWhatIsComplete();
            });
      }
    }
    if (unread != null && !unread.isReadable()) {
      unread.release();
      unread = null;
    }
  }

  private void write(ByteBuf response, boolean keepAlive) {
    shared.counters.responseWritten(response.readableBytes());
    served++;
    if (keepAlive) {
      ctx.write(response, ctx.voidPromise());
    } else {
      closing = true;
      ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    closed = true;
    shared.counters.connectionClosed();
    if (unread != null) {
      unread.release();
      unread = null;
    }
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    // A client that resets its connection is ordinary under load: close quietly.
    ctx.close();
  }
}
