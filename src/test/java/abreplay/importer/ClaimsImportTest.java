package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.check.Check;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A post's claim sentences (posts/claims-post.md, written here with made-up figures) are drafted in
 * the draft's claims, commented out, with their kind, number, systems and scenarios; those whose
 * names match no system, or that negate or ask, stay comments that say why. The draft passes the
 * check as written, and again with every draft uncommented.
 */
class ClaimsImportTest {
  @TempDir Path dir;

  private String check(String conf) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    var code =
        new Check(
                dir,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))
            .run(conf, new Properties());
    String printed = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    assertThat(code.status()).as(printed).isZero();
    return printed;
  }

  @Test
  void aPostsClaimSentencesAreDraftedCommentedOutAndPassTheCheckUncommented() throws Exception {
    ImportHome.Imported result =
        ImportHome.in(dir).run(PostShapesTest.POSTS.resolve("claims-post.md"));
    assertThat(result.exitCode()).as(result.err()).isZero();
    Path file = dir.resolve("conf/documents/005-claims-post.conf");
    String conf = Files.readString(file);

    assertThat(conf)
        .contains(
            "claims = [\n"
                + "  # CLAIMS DRAFTED from the sentences above, commented out: uncomment those the"
                + " post makes, as it\n"
                + "  # means them (kind, by, system, over, scenarios), then ./ab-replay --check"
                + " this file.\n"
                + "  # line 23: over = go, the draft's other system: the sentence names none\n"
                + "  # { text = \"Node.js is faster at HTTP and JSON handling\", kind = faster,"
                + " system = node-js, over = go, scenarios = [\"wrk-t4-c100-d30s\","
                + " \"wrk-t4-c400-d30s\"] }\n"
                + "  # line 23: the scenarios of 100 connections, as it says\n"
                + "  # { text = \"At 100 connections, Node.js is 25% faster than Go\", kind ="
                + " faster, by = \"25%\", system = node-js, over = go, scenarios ="
                + " [\"wrk-t4-c100-d30s\"] }\n"
                + "  # line 24: the scenarios of 400 connections, as it says\n"
                + "  # { text = \"At 400 connections, Go and Node.js are on par\", kind = on-par,"
                + " system = go, over = node-js, scenarios = [\"wrk-t4-c400-d30s\"] }\n"
                + "  # line 26, not drafted: \"A friend's Bun server is 3x faster than Go, but I"
                + " did not measure it myself\": \"A friend's Bun server\" names none of the"
                + " draft's systems (node-js, go)\n"
                + "  # line 27, not drafted: \"Go isn't faster than Node.js here\": it negates"
                + " (\"n't\"): which claim it makes is the post's to say\n"
                + "  # line 27, not drafted: \"Is Go slower than Node.js with more cores\": it"
                + " asks, supposes or reports (\"Is\"): not the post's own claim as it stands\n"
                + "]\n");
    assertThat(check("conf/documents/005-claims-post.conf"))
        .contains("valid: document 005, 2 systems, 2 scenarios, 0 claims");

    Files.writeString(file, conf.replace("  # { text", "  { text"));
    assertThat(check("conf/documents/005-claims-post.conf"))
        .contains("valid: document 005, 2 systems, 2 scenarios, 3 claims")
        .contains(
            "claim 2: \"At 100 connections, Node.js is 25% faster than Go\" (faster: Node.js",
            "SUPPORTED BY ITS OWN DATA (published 1.250x; claimed 25%, i.e. >= 1.245x)")
        .contains("claim 3: \"At 400 connections, Go and Node.js are on par\" (on-par: Go");
  }
}
