package abreplay.recording;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Gatling's word for a failed request, filed under ab's class for it. */
class FailureMessageTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "j.n.ConnectException: Connection refused | CONNECT",
        "i.n.c.ConnectTimeoutException: connection timed out after 10000 ms: /127.0.0.1:8080 |"
            + " CONNECT",
        "j.n.BindException: Cannot assign requested address | CONNECT",
        "i.g.h.c.i.RequestTimeoutException: Request timeout to 127.0.0.1/127.0.0.1:8080 after 30000"
            + " ms | RECEIVE",
        "i.n.c.StacklessClosedChannelException | RECEIVE",
        "r.n.h.c.PrematureCloseException: Premature close | RECEIVE",
        "j.i.IOException: Connection reset by peer | RECEIVE",
        "j.l.IllegalArgumentException: invalid version format: SSH-2.0-OPENSSH_9.6 | EXCEPTIONS",
        "i.n.h.c.h.TooLongHttpHeaderException: HTTP header is larger than 8192 bytes. | EXCEPTIONS"
      })
  void filesEachLoadGeneratorErrorUnderAbsClass(String error, FailureKind kind) {
    assertThat(
            FailureMessage.of(
                FailureMessage.FORMAT, new Object[] {"nginx -c100 -n1000 -k", 7L, error}))
        .contains(new FailureMessage("nginx -c100 -n1000 -k", kind));
  }

  @Test
  void leavesFailuresThatCameWithAResponseToTheResponsesRecording() {
    assertThat(
            FailureMessage.of(
                FailureMessage.FORMAT,
                new Object[] {
                  "s",
                  1L,
                  "Response transformer crashed: Length: a body of 13 bytes, not the Document"
                      + " Length"
                }))
        .isEmpty();
    assertThat(
            FailureMessage.of(
                FailureMessage.FORMAT, new Object[] {"s", 1L, "status.find.exists, found nothing"}))
        .isEmpty();
  }

  @Test
  void readsNothingFromOtherMessages() {
    assertThat(FailureMessage.of("Request '{}' succeeded", new Object[] {"s", 1L, "x"})).isEmpty();
    assertThat(FailureMessage.of(FailureMessage.FORMAT, null)).isEmpty();
    assertThat(FailureMessage.of(FailureMessage.FORMAT, new Object[] {"s"})).isEmpty();
  }
}
