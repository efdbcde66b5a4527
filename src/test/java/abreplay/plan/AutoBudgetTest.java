package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * replay.budget = auto: what each side's CPU a request gives as a budget, rounded down, capped at
 * the post's cores, none for a server slow enough to be the bound without one.
 */
class AutoBudgetTest {
  private static final Duration TEN_MS = Duration.ofMillis(10);

  private static AutoBudget.Figures figures(double lgMs, double targetMs, int cpus, int post) {
    return new AutoBudget.Figures(
        "nginx", lgMs, targetMs, cpus, post > 0 ? OptionalInt.of(post) : OptionalInt.empty(), 1, 0);
  }

  /** The load generator's CPU at budget B, with the margin, over what B leaves it. */
  private static double loadGeneratorShare(double budget, double lgMs, double targetMs, int cpus) {
    return AutoBudget.MARGIN * budget * lgMs / targetMs / (cpus - budget);
  }

  @Test
  void theBudgetIsTheLargestStepAtWhichTheLoadGeneratorStaysBelowItsUtilisation() {
    // A stand-in at 0.016 ms a request, the load generator at 0.031 ms, on 2 CPUs.
    AutoBudget.Answer answer = AutoBudget.of(figures(0.031, 0.016, 2, 0), TEN_MS);

    double cores = answer.cores().orElseThrow();
    assertThat(cores / AutoBudget.STEP).isCloseTo(Math.rint(cores / AutoBudget.STEP), within());
    assertThat(loadGeneratorShare(cores, 0.031, 0.016, 2))
        .isLessThanOrEqualTo(AutoBudget.UTILISATION);
    assertThat(loadGeneratorShare(cores + AutoBudget.STEP, 0.031, 0.016, 2))
        .isGreaterThan(AutoBudget.UTILISATION);
    assertThat(answer.bound()).isBetween(cores, cores + AutoBudget.STEP);
  }

  @Test
  void aCheaperLoadGeneratorOrACostlierServerGetsALargerBudget() {
    double base = AutoBudget.of(figures(0.031, 0.016, 2, 0), TEN_MS).cores().orElseThrow();
    assertThat(AutoBudget.of(figures(0.015, 0.016, 2, 0), TEN_MS).cores().orElseThrow())
        .isGreaterThan(base);
    assertThat(AutoBudget.of(figures(0.031, 0.030, 2, 0), TEN_MS).cores().orElseThrow())
        .isGreaterThan(base);
    assertThat(AutoBudget.of(figures(0.031, 0.016, 4, 0), TEN_MS).cores().orElseThrow())
        .as("more CPUs")
        .isGreaterThan(base);
  }

  @Test
  void aSlowServerIsTheBoundWithoutABudgetAndGetsNone() {
    // laravel-fpm: 8.6 ms of CPU a request against the load generator's 0.03 ms.
    AutoBudget.Answer answer = AutoBudget.of(figures(0.03, 8.6, 2, 0), TEN_MS);

    assertThat(answer.cores()).isEmpty();
    assertThat(answer.bound()).isGreaterThan(2 - AutoBudget.NEAR);
  }

  @Test
  void theBudgetIsAtMostThePostsCores() {
    // A server that costs 5 times the load generator's on 8 CPUs, for a post's 1-core machine.
    assertThat(AutoBudget.of(figures(0.01, 0.05, 8, 0), TEN_MS).cores().orElseThrow())
        .isGreaterThan(1);
    assertThat(AutoBudget.of(figures(0.01, 0.05, 8, 1), TEN_MS).cores()).hasValue(1.0);
  }

  @Test
  void theBudgetIsAtLeastTheLeastQuotaThePeriodAllows() {
    // A server a hundred times cheaper than the load generator: the kernel's 1 ms a period.
    assertThat(AutoBudget.of(figures(1, 0.01, 2, 0), TEN_MS).cores()).hasValue(0.1);
    assertThat(AutoBudget.of(figures(1, 0.01, 2, 0), Duration.ofMillis(100)).cores())
        .hasValue(AutoBudget.STEP);
  }

  @Test
  void costsOfZeroAreRefused() {
    assertThatThrownBy(() -> AutoBudget.of(figures(0, 0.016, 2, 0), TEN_MS))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aDocumentsCoresAreANumberOnlyWhenItStatesOne() {
    assertThat(AutoBudget.postCores("4")).hasValue(4);
    assertThat(AutoBudget.postCores(" 2 ")).hasValue(2);
    assertThat(AutoBudget.postCores("not stated (a 2.7 GHz Core i7 MacBook)")).isEmpty();
  }

  @Test
  void theFiguresSayEachSidesCostTheRulesConstantsAndTheCpus() {
    assertThat(figures(0.031, 0.016, 2, 4).describe())
        .startsWith("load generator 0.031 ms, nginx 0.016 ms of CPU a request; u ")
        .contains(", m ")
        .endsWith(", 2 CPUs, the post's 4 cores");
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-9);
  }

  @Test
  void twoSystemsAtOnceEachGetHalfOfWhatOneAloneWould() {
    AutoBudget.Figures alone = figures(0.031, 0.016, 2, 0);
    AutoBudget.Figures two =
        new AutoBudget.Figures("nginx", 0.031, 0.016, 2, OptionalInt.empty(), 2, 0);

    assertThat(AutoBudget.of(two, TEN_MS).bound())
        .isCloseTo(AutoBudget.of(alone, TEN_MS).bound() / 2, within());
    assertThat(two.describe()).endsWith(", 2 systems at once");
    assertThat(alone.describe()).doesNotContain("at once");
  }

  @Test
  void twoSlowServersAtOnceHaveNoBudgetWhenTogetherTheyCannotOutrunTheLoadGenerator() {
    AutoBudget.Answer two =
        AutoBudget.of(
            new AutoBudget.Figures("php", 0.031, 20, 2, OptionalInt.empty(), 2, 0), TEN_MS);

    assertThat(two.cores()).isEmpty();
    assertThat(2 * two.bound()).isGreaterThan(2 - AutoBudget.STEP);
  }
}
