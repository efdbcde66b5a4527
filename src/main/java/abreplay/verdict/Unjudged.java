package abreplay.verdict;

import abreplay.format.Numbers;
import abreplay.result.StepResult;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Why a scenario of a claim (or the whole claim) was not judged: its {@link Kind} (the words, the
 * remedy, and the name summary.json gives it) and what this run showed; one factory per reason,
 * from the facts its message is made of. Immutable.
 *
 * @param detail what this run showed, e.g. "swoole is a stand-in, go is a real server"; "" when
 *     nothing
 */
public record Unjudged(Kind kind, String detail) {
  /** A step's verdict-relevant status as a reason, for a system with no usable step. */
  static Unjudged missing(List<StepResult> steps, String system, String scenario) {
    Optional<StepResult> step =
        steps.stream().filter(s -> s.step().target().name().equals(system)).findFirst();
    if (step.isEmpty()) return notInRun(system, scenario);
    return noRate(system, step.get().status(), step.get().reason());
  }

  /** "load generator bound: swoole's rate is a lower bound ... (to judge it: ...)" */
  public String text() {
    return kind.words
        + (detail.isEmpty() ? "" : ": " + detail)
        + " (to judge it: "
        + kind.remedy
        + ")";
  }

  /** One system ran only as a stand-in, the other only on a real server. */
  static Unjudged mixedSides(String system, boolean systemReal, String over, boolean overReal) {
    return new Unjudged(
        Kind.MIXED_SIDES,
        system + " is " + side(systemReal) + ", " + over + " is " + side(overReal));
  }

  private static String side(boolean real) {
    return real ? "a real server" : "a stand-in";
  }

  /**
   * A capped rate is only a lower bound, and the interval it leaves cannot decide.
   *
   * @param capped whose rate is a bound: "swoole's rate is", "both rates are"
   * @param unbounded both rates were capped: the interval is open on both sides
   */
  static Unjudged loadGeneratorBound(String capped, boolean unbounded) {
    return new Unjudged(
        Kind.LOAD_GENERATOR_BOUND,
        unbounded
            ? capped
                + " only lower bounds of the servers' (LOAD-GENERATOR-BOUND), so the ratio could be"
                + " any"
            : capped
                + " only a lower bound of the server's (LOAD-GENERATOR-BOUND), and the one-sided"
                + " interval it leaves cannot decide it");
  }

  /** One round, and other processes used {@code cores} CPUs during {@code system}'s step. */
  static Unjudged noisyMachine(String system, double cores) {
    return new Unjudged(
        Kind.NOISY_MACHINE,
        "other processes used "
            + Numbers.cores(cores)
            + " during "
            + system
            + "'s step, which one round's own data cannot account for");
  }

  /**
   * Paired slices that read too far apart to judge: one pair's log ratio spreads by {@code spread}
   * (a relative standard deviation) around the fit, above {@link SlicePairs#NOISY_PAIRS}.
   */
  static Unjudged noisyPairs(int pairs, double spread) {
    return new Unjudged(
        Kind.NOISY_MACHINE,
        String.format(
            Locale.ROOT,
            "its %d paired slices read %.1f%% apart (one pair's standard deviation, above %.0f%%):"
                + " the machine changed within seconds",
            pairs,
            spread * 100,
            SlicePairs.NOISY_PAIRS * 100));
  }

  /** One round, and {@code system}'s step lasted {@code seconds}: too short to show its noise. */
  static Unjudged tooShort(String system, double seconds) {
    return new Unjudged(
        Kind.TOO_SHORT, system + "'s step lasted " + String.format(Locale.ROOT, "%.2f s", seconds));
  }

  /**
   * {@code system}'s step has no rate to judge on: partial, skipped or not run.
   *
   * @param reason the step's own reason, as the run gave it
   */
  static Unjudged noRate(String system, StepResult.Status status, String reason) {
    Kind kind =
        switch (status) {
          case PARTIAL -> Kind.PARTIAL;
          case SKIPPED -> Kind.SKIPPED;
          case NOT_RUN, COMPLETE -> Kind.NOT_RUN;
        };
    return new Unjudged(kind, system + ": " + reason);
  }

  /** {@code system} has no step in {@code scenario} in this run (e.g. -Dreplay.only). */
  static Unjudged notInRun(String system, String scenario) {
    return new Unjudged(Kind.NOT_IN_RUN, system + " in " + scenario);
  }

  /** The post printed no ratio of the claim's two systems in {@code scenario}. */
  static Unjudged noPublishedRatio(String scenario) {
    return new Unjudged(Kind.NOTHING_PUBLISHED, "no published ratio in " + scenario);
  }

  /** The post says nothing of whether {@code system} completed {@code scenario}. */
  static Unjudged noPublishedOutcome(String system, String scenario) {
    return new Unjudged(
        Kind.NOTHING_PUBLISHED, "the post says nothing of " + system + " completing " + scenario);
  }

  /**
   * A fails-under-load claim's step took its load at a scale below 1: it sent fewer requests than
   * the post's run, so bearing them says nothing of the post's load.
   *
   * @param sent the requests the step sent (every round's fewest, when several rounds ran)
   * @param published the post's -n
   * @param scale replay.scale
   */
  static Unjudged fewerRequests(String system, long sent, long published, double scale) {
    return new Unjudged(
        Kind.FEWER_REQUESTS,
        String.format(
            Locale.ROOT,
            "%s's step sent %,d requests, the post's %,d (replay.scale = %s), and completed with 0"
                + " failed: a load it bore at fewer requests cannot contradict a failure at the"
                + " post's",
            system,
            sent,
            published,
            Numbers.plain(scale)));
  }

  /**
   * A claim whose ratio rests on a stand-in whose cost per request was derived from the post's own
   * rates (its profile's {@code calibrated-from}): it reproduces them by construction.
   *
   * @param standIns the calibrated stand-ins of the claim, as "fpm (targets/laravel-fpm.conf)"
   * @param source where their cost came from, as the profile says, e.g. "document 002's published
   *     rates"
   */
  static Unjudged calibrated(List<String> standIns, String source) {
    return new Unjudged(
        Kind.CALIBRATED,
        String.join(" and ", standIns)
            + (standIns.size() > 1 ? " model a cost per request" : " models a cost per request")
            + " derived from "
            + source
            + ", so the replay gives the post's rates back by construction, not as a finding");
  }

  /** The reasons, with their words and remedies; summary.json names them. */
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
    /** A fails-under-load claim's step bore fewer requests than the post's (replay.scale). */
    FEWER_REQUESTS(
        "fewer requests than the post",
        "replay at full scale (-Dreplay.scale=1), so that the step sends the post's -n"),
    /** A stand-in calibrated on the post's own rates gives them back. */
    CALIBRATED(
        "calibrated stand-in",
        "replay the real servers (-Dreplay.real=true) or servers of yours"
            + " (-Dreplay.systems.<name>.url=...)"),
    /** The post printed nothing to compare the replay with. */
    NOTHING_PUBLISHED("nothing published", "nothing: the post gives no figure for this");

    public final String words;

    /** What would judge it. */
    public final String remedy;

    Kind(String words, String remedy) {
      this.words = words;
      this.remedy = remedy;
    }
  }
}
