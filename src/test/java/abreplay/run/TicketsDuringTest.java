package abreplay.run;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.recording.Recorder;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The tickets of a load by duration and of a constant rate: handed out until the duration has
 * passed since the first, and, on a schedule, each with the instant it was meant to be sent at.
 */
class TicketsDuringTest {
  private final AtomicLong now = new AtomicLong(1);

  @Test
  void aDurationHandsOutTicketsUntilItHasPassedSinceTheFirst() {
    Tickets t = Tickets.during(Duration.ofSeconds(2), 3, new Recorder("x"), now::get);

    assertThat(t.take()).isTrue();
    now.addAndGet(1_999_000_000L);
    assertThat(t.take()).isTrue();
    now.addAndGet(1_000_000L);
    assertThat(t.take()).as("2 s after the first").isFalse();
  }

  @Test
  void aScheduleHasAsManyTicketsAsGatlingStartsUsersEachIntendedOneOverTheRateLater() {
    Tickets t = Tickets.scheduled(4, 2, new Recorder("x"), now::get);

    long first = t.takeScheduled();
    assertThat(first).isPositive();
    assertThat(t.takeScheduled()).isEqualTo(first + 250);
    for (int i = 3; i <= 8; i++) assertThat(t.takeScheduled()).isEqualTo(first + 250L * (i - 1));
    assertThat(t.takeScheduled()).as("round(4/s x 2 s) = 8 users").isEqualTo(-1);
  }

  @Test
  void gatlingsOpenModelStartsRoundOfRateTimesWholeSeconds() {
    assertThat(Tickets.scheduledUsers(2.5, 3)).isEqualTo(8);
    assertThat(Tickets.scheduledUsers(0.1, 1)).isEqualTo(1);
  }
}
