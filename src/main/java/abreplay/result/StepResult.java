package abreplay.result;

import abreplay.machine.ProcessSampler;
import abreplay.plan.Step;
import abreplay.targets.TargetCounters;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What became of one planned step. Immutable.
 *
 * @param run empty when the step did not run
 * @param reason why it was skipped, did not run or is partial; empty when complete
 * @param targetCounters what the bundled stand-in counted
 * @param abBytes what the target sends to ab's own HTTP/1.0 request (the documents' view)
 * @param injectorStarts for a step merged from injector folders ({@code --merge}); empty otherwise
 * @param slices an interleaved step's, in the order they ran; empty for a step that ran whole
 */
public record StepResult(
    Step step,
    Status status,
    Optional<AbRun> run,
    String reason,
    Optional<TargetCounters> targetCounters,
    Resources resources,
    OptionalLong abBytes,
    Optional<InjectorStarts> injectorStarts,
    List<Slice> slices) {

  public StepResult {
    slices = slices == null ? List.of() : List.copyOf(slices);
  }

  public enum Status {
    /** Every request got a response (some may still be ab failures: Length). */
    COMPLETE,
    /** Requests got no response, or the run was interrupted: the figures cover what happened. */
    PARTIAL,
    /** Not run: this machine cannot (the reason says why and what would make it run). */
    SKIPPED,
    /** Not run: its target did not start, or the run ended before it. */
    NOT_RUN;

    public boolean ran() {
      return this == COMPLETE || this == PARTIAL;
    }
  }

  /** The target process's resource use during the step; empty when the run did not start it. */
  public Optional<ProcessSampler.Usage> usage() {
    return resources.target();
  }

  /**
   * The server's service demand: its CPU a response over the step (the utilization law: CPU seconds
   * over responses), in ms; from its CPU group when it had one, else the /proc sampler. Empty when
   * its CPU was not measured or nothing was answered.
   */
  public java.util.OptionalDouble serviceDemandMs() {
    long responses = run.map(ab -> ab.recording().requests().responses()).orElse(0L);
    java.util.OptionalDouble cpu = resources.targetCpuSeconds();
    return responses > 0 && cpu.isPresent()
        ? java.util.OptionalDouble.of(cpu.getAsDouble() * 1000 / responses)
        : java.util.OptionalDouble.empty();
  }

  /** A step the run ended before, and why the run ended (null: it has not ended yet). */
  public static StepResult notReached(Step step, String interruption) {
    return notRun(
        step,
        Status.NOT_RUN,
        interruption != null ? "not reached: " + interruption : "not reached");
  }

  /** A step that did not run, and why. */
  public static StepResult notRun(Step step, Status status, String reason) {
    return new StepResult(
        step,
        status,
        Optional.empty(),
        reason,
        Optional.empty(),
        Resources.none(),
        OptionalLong.empty(),
        Optional.empty(),
        List.of());
  }
}
