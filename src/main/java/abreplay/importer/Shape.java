package abreplay.importer;

import abreplay.document.LoadModel;
import abreplay.request.Method;
import abreplay.request.Request;
import java.util.Locale;
import java.util.Optional;

/**
 * What a command's requests send ({@link Sends}), or why the replay cannot know or send it ({@link
 * Unknown}), as {@link RequestShape} reads it from a command and the post. Immutable.
 */
sealed interface Shape {
  /**
   * The replay can send it.
   *
   * @param from where it was read, as the draft says it, e.g. "wrk's script post.lua (line 51)"
   * @param path the path its requests ask for when not the url's (a wrk script's {@code wrk.path})
   */
  record Sends(Request request, String from, Optional<String> path) implements Shape {
    /** ab's plain GET, as a command without such options sends it. */
    static final Sends GET = new Sends(Request.GET, "", Optional.empty());

    /** Whether it sends what {@code other} sends, to the same path, wherever each was read. */
    boolean same(Sends other) {
      return request.equals(other.request) && path.equals(other.path);
    }

    /** "-post" for a scenario's id: its method when not GET; "" for GET. */
    String idSuffix() {
      return request.method() == Method.GET
          ? ""
          : "-" + request.method().name().toLowerCase(Locale.ROOT);
    }
  }

  /** The replay cannot send it as the tool did: a few words why, and what the command asked. */
  record Unknown(String reason, String detail) implements Shape {
    /** {@code who} sends {@code method}, which the replay does not send. */
    static Unknown method(String who, String method) {
      String sent = String.join(", ", Method.names());
      return new Unknown(
          "request method", who + " sends " + method + "; the replay sends " + sent + " only");
    }

    /** What {@code named} (e.g. "wrk's script post.lua") tells of a file the post does not show. */
    static Unknown notInPost(String file, String named) {
      return new Unknown(
          file + " not in the post",
          named
              + " is not in the post, so what its requests send is unknown; paste it in the post to"
              + " import it");
    }

    LoadModel.NotReplayable load(int connections) {
      return new LoadModel.NotReplayable(connections, reason, detail);
    }
  }
}
