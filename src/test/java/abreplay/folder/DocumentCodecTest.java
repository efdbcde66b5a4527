package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.document.Document;
import abreplay.importer.Import;
import abreplay.replay.DocumentReplay;
import abreplay.testing.GatlingRun;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run record keeps a document whole: an imported one, with every figure of its reports, comes
 * back equal.
 */
class DocumentCodecTest {
  @TempDir Path home;

  @Test
  void anImportedDocumentWithEveryFigureOfItsReportsRoundTrips() {
    GatlingRun.copyOfHome(home);
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
    Path failures =
        Home.dir().resolve("src/test/resources/abreplay/importer/made-here/tiny-failures.txt");
    assertThat(new Import(home, quiet, quiet, LocalDate.of(2026, 12, 1)).run(failures).status())
        .isZero();
    String conf =
        home.resolve("conf/documents")
            .toFile()
            .list((d, n) -> n.endsWith("-tiny-failures.conf"))[0];
    Document d = DocumentReplay.read(home, "conf/documents/" + conf, new Properties()).document();

    Document back =
        DocumentCodec.decode(new io.vertx.core.json.JsonObject(DocumentCodec.encode(d).encode()));

    assertThat(back).isEqualTo(d);
    assertThat(
            back.published()
                .values()
                .iterator()
                .next()
                .values()
                .iterator()
                .next()
                .details()
                .failures()
                .length())
        .hasValue(350);
  }

  @Test
  void aSlowerClaimKeepsItsKindAndItsNumberAsAnyClaimDoes() {
    Document d =
        DocumentReplay.read(
                Home.dir(), "src/test/resources/abreplay/check/000-slower.conf", new Properties())
            .document();

    io.vertx.core.json.JsonObject json = DocumentCodec.encode(d);
    Document back = DocumentCodec.decode(new io.vertx.core.json.JsonObject(json.encode()));

    assertThat(back).isEqualTo(d);
    io.vertx.core.json.JsonObject claim = json.getJsonArray("claims").getJsonObject(0);
    assertThat(claim.getString("kind")).isEqualTo("SLOWER");
    assertThat(claim.getString("by")).isEqualTo("40%");
  }
}
