package abreplay.machine;

import java.util.function.LongConsumer;

/**
 * What a JVM started by another does when that one is gone: the run under Maven (which does not
 * stop its fork), an injector under the run. Neither may go on sending load alone.
 */
public final class ParentExit {
  private ParentExit() {}

  /**
   * Calls {@code then} with the parent's pid, on a thread of the common pool, once the process that
   * started this JVM has exited; never, when it has none.
   */
  public static void then(LongConsumer then) {
    ProcessHandle.current()
        .parent()
        .ifPresent(parent -> parent.onExit().thenRun(() -> then.accept(parent.pid())));
  }
}
