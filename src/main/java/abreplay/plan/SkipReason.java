package abreplay.plan;

/**
 * Why a step cannot run on this machine as planned, and what would make it run: a layout's refusal
 * ({@link LayoutPlanner}), which a document's run reports as SKIPPED and an ab one-off refuses
 * before any load. Immutable.
 *
 * @param message one line with the figures and the fix, as every output prints it
 */
public record SkipReason(Kind kind, String message) {

  /** What stands in the way. */
  public enum Kind {
    /** The open-file hard limit leaves an injector no file for a user. */
    NO_ROOM_FOR_USERS(false),
    /** replay.injectors asks for more injectors than the step has users. */
    MORE_INJECTORS_THAN_USERS(true),
    /** No number of stand-in processes holds the step's connections under the open-file limit. */
    TOO_MANY_CONNECTIONS(false),
    /** The stand-in's profile cannot run in the processes the step's connections need. */
    PROFILE_CANNOT_SPLIT(false),
    /** The step's injectors and stand-in processes would not fit in the memory available. */
    NOT_ENOUGH_MEMORY(false),
    /** replay.injectors asks for several injectors, and this build cannot run them. */
    INJECTORS_ASKED_WITHOUT_RUNTIME(true),
    /** The step's users need several injectors, and this build cannot run them. */
    INJECTORS_NEEDED_WITHOUT_RUNTIME(false),
    /**
     * The scenario's load is one no replay here can make as its tool did (pipelining, HTTP/2, a
     * think time, a load by duration or rate over several injectors): said, never approximated.
     */
    NOT_REPLAYABLE(false),
    /**
     * Read back from a run record written before reasons had kinds: its message is all there is.
     */
    RECORDED(false);

    private final boolean injectorsAsked;

    Kind(boolean injectorsAsked) {
      this.injectorsAsked = injectorsAsked;
    }

    /**
     * True when the injectors asked for (replay.injectors) stand in the way, false when the step's
     * own load does (its -c on this machine).
     */
    public boolean injectorsAsked() {
      return injectorsAsked;
    }
  }
}
