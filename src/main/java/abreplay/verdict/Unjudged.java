package abreplay.verdict;

/**
 * Why a scenario of a claim (or the whole claim) was not judged, and what would judge it.
 * Immutable.
 *
 * @param detail what this run showed, e.g. "swoole is a stand-in, go is a real server"
 */
public record Unjudged(Kind kind, String detail) {

  public enum Kind {
    /** One system ran as a stand-in, the other on a real server. */
    MIXED_SIDES(
        "a stand-in against a real server",
        "replay both real (-Dreplay.real=true) or both as stand-ins"),
    /** A capped rate is only a lower bound, and the bound cannot decide. */
    LOAD_GENERATOR_BOUND(
        "load generator bound",
        "give the load generator more CPU: pin the two sides to separate cores with replay.cpus.*,"
            + " run on more cores, or spread the load over more injectors (replay.injectors)"),
    /**
     * One round on a machine other processes were using: its noise is not all in the step's own
     * data.
     */
    NOISY_MACHINE(
        "noisy machine",
        "replay on a quiet machine, or with -Dreplay.rounds=3 so that the rounds' spread"
            + " measures the noise"),
    /** A step too short to measure its own noise (under 0.5 s) in one round. */
    TOO_SHORT(
        "too short to measure its noise", "run more rounds (-Dreplay.rounds=3) or a larger scale"),
    /** Requests got no response: a partial rate is not a rate. */
    PARTIAL("partial", "see why the step was partial (ab-summary.txt) and run it again"),
    /** The step was skipped on this machine. */
    SKIPPED("skipped", "see the step's reason"),
    /** The step did not run. */
    NOT_RUN("not run", "see the step's reason"),
    /** The scenario or system is not in this run (e.g. -Dreplay.only). */
    NOT_IN_RUN("not in this run", "replay the whole document"),
    /** The post printed nothing to compare the replay with. */
    NOTHING_PUBLISHED("nothing published", "nothing: the post gives no figure for this");

    private final String words;
    private final String remedy;

    Kind(String words, String remedy) {
      this.words = words;
      this.remedy = remedy;
    }

    public String words() {
      return words;
    }

    /** What would judge it. */
    public String remedy() {
      return remedy;
    }
  }

  /** "load generator bound: swoole's rate is a lower bound ... (to judge it: ...)" */
  public String text() {
    return kind.words()
        + (detail.isEmpty() ? "" : ": " + detail)
        + " (to judge it: "
        + kind.remedy()
        + ")";
  }
}
