package abreplay.standin;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.util.concurrent.EventExecutor;
import io.vertx.core.internal.net.NetSocketInternal;

/**
 * One client connection: reads request heads as they arrive (several per read when pipelined,
 * one across several reads when split), answers them in order, and closes when the profile's
 * keep-alive rules say so. Runs on its event loop only.
 */
final class Connection {
  private final NetSocketInternal socket;
  private final StandInServer.Shared shared;
  private final EventExecutor eventLoop;
  private final RequestHead request = new RequestHead();
  private ByteBuf unread;
  private int served;
  private boolean busy;
  private boolean closing;
  private boolean closed;

  Connection(NetSocketInternal socket, StandInServer.Shared shared) {
    this.socket = socket;
    this.shared = shared;
    this.eventLoop = socket.channelHandlerContext().executor();
    shared.counters.connectionOpened();
    socket.messageHandler(this::onMessage);
    socket.closeHandler(v -> onClosed());
    socket.exceptionHandler(e -> socket.close());
  }

  private void onMessage(Object message) {
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
      if (shared.service == null) {
        write(shared.responses.response(request, keepAlive, notFound), keepAlive);
      } else {
        busy = true;
        ByteBuf response = shared.responses.response(request, keepAlive, notFound);
        shared.service.serve(eventLoop, () -> {
          busy = false;
          if (closed) {
            response.release();
            return;
          }
          write(response, keepAlive);
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
    socket.writeMessage(response);
    if (!keepAlive) {
      closing = true;
      socket.close();
    }
  }

  private void onClosed() {
    closed = true;
    shared.counters.connectionClosed();
    if (unread != null) {
      unread.release();
      unread = null;
    }
  }
}
