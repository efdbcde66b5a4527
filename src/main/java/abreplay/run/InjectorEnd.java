package abreplay.run;

import abreplay.injector.Share;
import abreplay.recording.Recording;
import java.util.Optional;

/**
 * How one injector (2 and up: injector 1 is the run's own JVM) ended its share of a step. A step
 * with an injector {@link #lost} is PARTIAL and says which, in one line ({@link #describe}); what
 * the others recorded is kept, and so is what a lost one recorded before it died.
 */
public sealed interface InjectorEnd {
  Share share();

  /** What its interval log holds; empty when it never measured. */
  Optional<Recording> recording();

  /** Whether its share is not all in the step's figures. */
  default boolean lost() {
    return !(this instanceof Finished);
  }

  /** One line: which injector, what happened, what of its share is missing. */
  String describe();

  /** It ran its share and exited OK. */
  record Finished(Share share, Recording recorded) implements InjectorEnd {
    public Optional<Recording> recording() {
      return Optional.of(recorded);
    }

    public String describe() {
      return String.format(
          "injector %d of %d: %,d responses",
          share.injector(), share.injectors(), recorded.requests().responses());
    }
  }

  /**
   * It never said it was warm in time (or exited before): stopped, and nothing of its share was
   * sent.
   */
  record NeverStarted(Share share, String why) implements InjectorEnd {
    public Optional<Recording> recording() {
      return Optional.empty();
    }

    public String describe() {
      return String.format(
          "injector %d of %d never started (%s): its %,d users and %,d requests are not in these"
              + " figures",
          share.injector(), share.injectors(), why, share.users(), share.requests());
    }
  }

  /**
   * It started, then exited with an error, was killed, or ran past the wait: what its log holds is
   * kept.
   */
  record Died(Share share, String why, Optional<Recording> recording) implements InjectorEnd {
    public String describe() {
      long in = recording.map(r -> r.requests().responses()).orElse(0L);
      return String.format(
          "injector %d of %d died mid-step (%s): %,d of its %,d requests are in these figures",
          share.injector(), share.injectors(), why, in, share.requests());
    }
  }
}
