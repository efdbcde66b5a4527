package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.machine.Limits;
import abreplay.replay.DocumentReplay;
import abreplay.replay.StandInSplits;
import abreplay.request.Method;
import abreplay.request.Request;
import abreplay.standin.ProfileLoader;
import abreplay.targets.RealServers;
import abreplay.testing.GatlingRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario's request goes with each of its steps as the conf gives it: on a system asked for a
 * path of its own, at a scale, for ab's model and another tool's alike.
 */
class PlannedRequestTest {
  private static final String CONF = "conf/documents/900-post.conf";

  @TempDir Path home;

  @Test
  void everyStepSendsItsScenariosMethodHeadersAndBodyWhateverItsPathAndScale() throws Exception {
    GatlingRun.copyOfHome(home);
    Files.writeString(
        home.resolve(CONF),
        String.join(
            "\n",
            "document {",
            "  id = \"900\", title = \"t\", source = \"s\", baseline = a",
            "  machine { cores = \"1\", cpu = \"c\", memory = \"m\", os = \"o\","
                + " load-generator = \"ab\" }",
            "}",
            "systems { a { target = hello }, b { target = hello, path = \"/other\" } }",
            "scenarios = [",
            "  { id = \"c2-n20-post\", requests = 20, concurrency = 2, keep-alive = true,"
                + " path = \"/api\", method = POST, headers { Content-Type = \"text/plain\" },"
                + " body = \"hi\" }",
            "  { id = \"wrk-c2-d2s-put\", tool = wrk, path = \"/api\", method = PUT, body = \"x\","
                + " load { model = closed-by-duration, connections = 2, duration = 2s } }",
            "]",
            "claims = []",
            ""));
    Properties scaled = new Properties();
    scaled.setProperty("replay.scale", "0.5");
    DocumentReplay.Read read = DocumentReplay.read(home, CONF, scaled);
    AtomicInteger ports = new AtomicInteger(10_000);
    DocumentPlanner.Context context =
        new DocumentPlanner.Context(
            new PreFlight(new Limits(1024, 50_000, 4096, 32768, 60999, 2)),
            ports::incrementAndGet,
            profile -> ProfileLoader.standard().load(profile).capacity(),
            RealServers.NONE,
            StandInSplits.of(ProfileLoader.standard()));

    RunPlan plan = DocumentPlanner.plan(read.document(), read.options(), context, read.source());

    Request post =
        new Request(
            Method.POST,
            List.of(new Request.Header("Content-Type", "text/plain")),
            Optional.of("hi"));
    Request put = new Request(Method.PUT, List.of(), Optional.of("x"));
    assertThat(plan.steps())
        .extracting(
            s -> s.target().name() + " " + s.scenario().path() + " " + s.scenario().request())
        .containsExactly("a /api " + post, "a /api " + put, "b /other " + post, "b /other " + put);
    assertThat(plan.steps()).allMatch(Step::runs);
  }
}
