package abreplay.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.ConfigError;
import abreplay.config.Home;
import abreplay.replay.DocumentReplay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rest of an ab report in a document's published figures: each key kept, in ab's units, or
 * refused with the fix.
 */
class ReportDetailsReadTest {
  @TempDir Path dir;

  private static final String HEAD =
      """
      document { id = "900", title = "t", source = "s", baseline = hello
        machine { cores = 1, cpu = c, memory = m, os = o, load-generator = ab } }
      systems { hello { target = hello } }
      scenarios = [ { id = c10-n100, requests = 100, concurrency = 10, keep-alive = false, path = "/"
        published { hello {
      """;

  private Document read(String published) throws Exception {
    Path conf = dir.resolve("900-t.conf");
    Files.writeString(conf, HEAD + published + "\n} } } ]\n");
    return DocumentReplay.read(Home.dir(), conf.toString(), new Properties()).document();
  }

  @Test
  void keepsWhoAnsweredTheFailuresByKindTimePerRequestTransferRateAndTheConnectionTimes()
      throws Exception {
    Document d =
        read(
            """
            requests-per-second = 4116.49, complete = 100, failed = 7
            server-software = "", server-hostname = "127.0.0.1", server-port = 1337, document-path = "/"
            failures { connect = 0, receive = 2, length = 5, exceptions = 0 }
            write-errors = 0, non-2xx = 3
            time-per-request = 24.293, time-per-request-all = 0.243, transfer-rate = 454.26
            connection-times {
              connect { min = 0, mean = 0, sd = 0.6, median = 0, max = 5 }
              total { min = 6, mean = 24, max = 175 }
            }
            """);

    ReportDetails r = d.published("c10-n100", "hello").details();
    assertThat(r.serverSoftware()).as("no Server header is a figure too").contains("");
    assertThat(r.serverHostname()).contains("127.0.0.1");
    assertThat(r.serverPort()).hasValue(1337);
    assertThat(r.documentPath()).contains("/");
    assertThat(r.failures())
        .isEqualTo(
            new ReportDetails.Failures(
                OptionalLong.of(0), OptionalLong.of(2), OptionalLong.of(5), OptionalLong.of(0)));
    assertThat(r.writeErrors()).hasValue(0);
    assertThat(r.non2xx()).hasValue(3);
    assertThat(r.timePerRequest()).hasValue(24.293);
    assertThat(r.timePerRequestAll()).hasValue(0.243);
    assertThat(r.transferRate()).hasValue(454.26);
    assertThat(r.connectionTimes())
        .isEqualTo(
            Map.of(
                ReportDetails.Row.CONNECT,
                    new ReportDetails.Times(0, 0, OptionalDouble.of(0.6), OptionalLong.of(0), 5),
                ReportDetails.Row.TOTAL,
                    new ReportDetails.Times(
                        6, 24, OptionalDouble.empty(), OptionalLong.empty(), 175)));
  }

  @Test
  void aDocumentWithoutThemHasNone() throws Exception {
    assertThat(read("requests-per-second = 1").published("c10-n100", "hello").details())
        .isEqualTo(ReportDetails.NONE);
  }

  @Test
  void aRowWithoutItsMaxOrAFigureOfTheWrongKindIsOneLineEachWithTheFix() {
    assertThatThrownBy(
            () ->
                read(
                    """
                    connection-times { total { min = 6, mean = 24 } }
                    transfer-rate = fast
                    failures { conect = 1 }
                    """))
        .isInstanceOf(ConfigError.class)
        .satisfies(
            e ->
                assertThat(((ConfigError) e).problems())
                    .satisfiesExactlyInAnyOrder(
                        p ->
                            assertThat(p)
                                .contains(
                                    "failures.conect is not a known key; did you mean"
                                        + " failures.connect?"),
                        p ->
                            assertThat(p)
                                .contains(
                                    "transfer-rate = \"fast\" is not a number: set it to ab's"
                                        + " Transfer rate, in Kbytes/sec received")));
    assertThatThrownBy(() -> read("connection-times { total { min = 6, mean = 24 } }"))
        .hasMessageEndingWith(
            "connection-times.total needs min, mean and max (ms, as ab printed them); missing:"
                + " max");
  }
}
