package abreplay.folder;

import static abreplay.testing.DocumentBuilder.document;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.claim.ClaimKind.AtLeastOnPar;
import abreplay.document.claim.ClaimKind.Faster;
import abreplay.document.claim.ClaimKind.OnPar;
import abreplay.document.claim.Magnitude;
import abreplay.importer.Import;
import abreplay.replay.DocumentReplay;
import abreplay.testing.GatlingRun;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run record keeps a document whole: an imported one, with every figure of its reports, and a
 * claim of each kind, with or without its own number, come back equal.
 */
class DocumentMappingTest {
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

    Document back = Mapped.back(d, Document.class);

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
    ObjectNode details =
        (ObjectNode) Mapped.tree(d).get("published").elements().next().elements().next();
    assertThat(details.get("details").get("connectionTimes").fieldNames())
        .toIterable()
        .as("keyed as the conf keys the rows, in ab's order")
        .containsExactly("connect", "processing", "waiting", "total");
  }

  @Test
  void aClaimOfEachKindComesBackWithItsKindsNameAndItsNumberAsItsText() {
    Document d =
        document()
            .system("a", "A")
            .system("b", "B")
            .baseline("b")
            .scenario("s", 1000, 10, true)
            .fasterBy("a is 75% faster than b", "75%", "a", "b", "s")
            .claim("a is as fast as b", new OnPar(), "a", "b", "s")
            .claim("a is at least as fast as b", new AtLeastOnPar(), "a", "b", "s")
            .failsUnderLoad("b fails under load", "b", "s")
            .build();
    List<Claim> withUnpublished =
        List.of(
            new Claim(
                "a is twice as fast",
                new Faster(Magnitude.parse("2x")),
                "a",
                Optional.of("b"),
                List.of("s"),
                List.of("s")));
    Document more =
        new Document(
            d.id(),
            d.title(),
            d.source(),
            d.machine(),
            d.baseline(),
            d.notes(),
            d.systems(),
            d.scenarios(),
            d.published(),
            java.util.stream.Stream.concat(d.claims().stream(), withUnpublished.stream()).toList());

    ObjectNode json = Mapped.tree(more);

    assertThat(Mapped.back(more, Document.class)).isEqualTo(more);
    assertThat(json.at("/claims/0/kind").asText()).isEqualTo("FASTER");
    assertThat(json.at("/claims/0/by").asText()).isEqualTo("75%");
    assertThat(json.at("/claims/3/kind").asText()).isEqualTo("FAILS_UNDER_LOAD");
    assertThat(json.at("/claims/3").has("over")).as("an empty Optional is no key").isFalse();
    assertThat(json.at("/claims/3").has("by")).isFalse();
    assertThat(json.at("/claims/4/by").asText()).isEqualTo("2x");
  }

  @Test
  void aVersion1ClaimsFactorReadsAsThePercentageItStoodForAndMissingDetailsAsNone() {
    Document d =
        document()
            .system("a", "A")
            .system("b", "B")
            .baseline("b")
            .scenario("s", 1000, 10, true)
            .published("s", "a", 175)
            .fasterBy("a is 75% faster than b", "75%", "a", "b", "s")
            .build();
    ObjectNode record = Mapped.tree(new java.util.LinkedHashMap<>());
    ObjectNode old = Mapped.tree(d);
    ObjectNode claim = (ObjectNode) old.at("/claims/0");
    claim.remove("by");
    claim.put("factor", 1.75);
    ((ObjectNode) old.at("/published/s/a")).remove("details");
    ((ObjectNode) old.at("/systems/a")).remove("name");
    ((ObjectNode) old.at("/systems/b")).remove("name");
    record.putObject("plan").set("document", old);

    RecordVersion1.upgrade(record);

    assertThat(Mapped.read((ObjectNode) record.at("/plan/document"), Document.class)).isEqualTo(d);
  }
}
