package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** A host's clock synchronisation as chronyc and timedatectl print it, and nothing invented. */
class ClockSyncTest {
  private static final String CHRONY =
      """
      Reference ID    : A9FEA97B (169.254.169.123)
      Stratum         : 4
      Ref time (UTC)  : Wed Dec 02 07:00:00 2026
      System time     : 0.000250000 seconds slow of NTP time
      Last offset     : +0.000001234 seconds
      RMS offset      : 0.000010000 seconds
      Frequency       : 1.234 ppm slow
      Root delay      : 0.000400000 seconds
      Root dispersion : 0.000300000 seconds
      Update interval : 16.0 seconds
      Leap status     : Normal
      """;

  @Test
  void chronysBoundIsItsOffsetPlusRootDispersionPlusHalfTheRootDelay() {
    ClockSync.Synchronised s =
        (ClockSync.Synchronised) ClockSync.fromChronyTracking(CHRONY).orElseThrow();

    assertThat(s.offsetMillis().getAsDouble()).isCloseTo(-0.25, within());
    assertThat(s.boundMillis().getAsDouble()).isCloseTo(0.25 + 0.3 + 0.2, within());
    assertThat(s.describe())
        .isEqualTo("synchronised (chronyc tracking, offset -0.250 ms, within 0.750 ms)");
  }

  @Test
  void chronyNotSynchronisedSaysSo() {
    assertThat(
            ClockSync.fromChronyTracking(
                    CHRONY.replace(
                        "Leap status     : Normal", "Leap status     : Not synchronised"))
                .orElseThrow())
        .isEqualTo(new ClockSync.NotSynchronised("chronyc tracking: Leap status Not synchronised"));
    assertThat(ClockSync.fromChronyTracking("506 Cannot talk to daemon")).isEmpty();
  }

  @Test
  void timedatectlGivesABoundOnlyWithTimesyncStatus() {
    String status =
        """
               Server: 192.168.1.1 (pool)
        Root distance: 1.233ms (max: 5s)
               Offset: -850us
        """;

    ClockSync.Synchronised withStatus =
        (ClockSync.Synchronised) ClockSync.fromTimedatectl("yes\n", status).orElseThrow();
    ClockSync.Synchronised without =
        (ClockSync.Synchronised) ClockSync.fromTimedatectl("yes\n", "").orElseThrow();

    assertThat(withStatus.boundMillis().getAsDouble()).isCloseTo(0.85 + 1.233, within());
    assertThat(without.boundMillis()).isEqualTo(OptionalDouble.empty());
    assertThat(ClockSync.fromTimedatectl("no\n", ""))
        .contains(new ClockSync.NotSynchronised("timedatectl: NTPSynchronized=no"));
    assertThat(ClockSync.fromTimedatectl("", "")).isEmpty();
  }

  @Test
  void aHostThatAnswersNeitherIsUnknownWithWhatWasTried() {
    // This build machine: no chronyc, and timedatectl without systemd. Elsewhere: whatever it says.
    ClockSync here = ClockSync.probe();

    if (here instanceof ClockSync.Unknown u) assertThat(u.why()).contains("timedatectl");
    assertThat(here.describe()).isNotBlank();
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-9);
  }
}
