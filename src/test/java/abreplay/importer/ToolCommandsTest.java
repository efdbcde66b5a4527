package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.LoadModel;
import abreplay.document.LoadModel.ClosedByCount;
import abreplay.document.LoadModel.ClosedByDuration;
import abreplay.document.LoadModel.ConstantRate;
import abreplay.document.LoadModel.NotReplayable;
import abreplay.document.LoadModel.Scope;
import abreplay.document.LoadTool;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each load tool's command line read as the tool reads it, into the load model a replay would have
 * to make: connections and a duration, a count, a rate in its scope, keep-alive, threads, the url,
 * and what no replay can make (pipelining, HTTP/2, think time) with why.
 */
class ToolCommandsTest {
  private static ToolCommand only(String line) {
    List<ToolCommand> found = ToolCommands.find(Text.of(line));
    assertThat(found).as(line).hasSize(1);
    return found.get(0);
  }

  private static LoadModel load(String line) {
    return only(line).load();
  }

  @Test
  void wrkIsClosedByDurationWithItsThreadsAndItsDefaults() {
    ToolCommand c = only("$ wrk -t12 -c400 -d30s http://127.0.0.1:8080/index.html");
    assertThat(c.load()).isEqualTo(new ClosedByDuration(400, Duration.ofSeconds(30), true));
    assertThat(c.threads()).hasValue(12);
    assertThat(c.load().keepAlive()).isTrue();
    assertThat(c.url().map(Object::toString)).contains("http://127.0.0.1:8080/index.html");

    ToolCommand bare = only("wrk http://127.0.0.1:8080/");
    assertThat(bare.load()).isEqualTo(new ClosedByDuration(10, Duration.ofSeconds(10), true));
    assertThat(bare.threads()).hasValue(2);
    assertThat(bare.defaults()).containsExactly("-c 10 (wrk's default)", "-d 10s (wrk's default)");
    assertThat(load("wrk --connections 64 --duration 2m --threads 4 http://h:80/"))
        .isEqualTo(new ClosedByDuration(64, Duration.ofMinutes(2), true));
  }

  @Test
  void wrkWithAPipelineScriptIsNotReplayableAndSaysItsDepth() {
    LoadModel l =
        load(
            "wrk -H 'Host: tfb' --latency -d 15 -c 256 --timeout 8 -t 28 http://tfb:8080/plaintext"
                + " -s ~/pipeline.lua -- 16");
    assertThat(l).isInstanceOf(NotReplayable.class);
    NotReplayable n = (NotReplayable) l;
    assertThat(n.reason()).isEqualTo("pipelining");
    assertThat(n.detail())
        .isEqualTo("wrk's script ~/pipeline.lua pipelines its requests, 16 requests at a time");
    assertThat(n.connections()).isEqualTo(256);
  }

  @Test
  void wrk2sRateIsOverall() {
    ToolCommand c = only("wrk -t2 -c100 -d30s -R2000 --latency http://127.0.0.1:8080/");
    assertThat(c.tool()).isEqualTo(LoadTool.WRK2);
    assertThat(c.load())
        .isEqualTo(new ConstantRate(2000, Scope.OVERALL, 100, Duration.ofSeconds(30), true));
  }

  @Test
  void heyIsClosedByCountOrDurationItsRateIsPerWorkerAndItCanCloseConnections() {
    assertThat(load("hey -n 10000 -c 50 http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByCount(50, 10000, true));
    assertThat(load("hey -z 10s -c 20 http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByDuration(20, Duration.ofSeconds(10), true));
    LoadModel rate = load("hey -z 2s -c 5 -q 100 http://127.0.0.1:8080/");
    assertThat(rate)
        .isEqualTo(new ConstantRate(100, Scope.PER_WORKER, 5, Duration.ofSeconds(2), true));
    assertThat(((ConstantRate) rate).overall()).isEqualTo(500);
    assertThat(only("hey -disable-keepalive -n=200 http://127.0.0.1:8080/").load().keepAlive())
        .isFalse();
    assertThat(load("hey http://127.0.0.1:8080/")).isEqualTo(new ClosedByCount(50, 200, true));
  }

  @Test
  void ohasRateIsOverallAndItsDurationIsZ() {
    assertThat(load("oha -z 10s -c 50 --no-tui http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByDuration(50, Duration.ofSeconds(10), true));
    assertThat(load("oha -n 5000 -q 1000 http://127.0.0.1:8080/"))
        .isEqualTo(new ConstantRate(1000, Scope.OVERALL, 50, Duration.ofSeconds(5), true));
    assertThat(only("oha --disable-keepalive -n 10 http://127.0.0.1:8080/").load().keepAlive())
        .isFalse();
  }

  @Test
  void autocannonsRatesAreOverallOrPerConnectionAndItsPipeliningIsNotReplayable() {
    assertThat(load("npx autocannon -c 100 -d 40 http://localhost:3000"))
        .isEqualTo(new ClosedByDuration(100, Duration.ofSeconds(40), true));
    assertThat(load("autocannon -c 5 -a 2000 http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByCount(5, 2000, true));
    assertThat(load("autocannon -c 10 -R 500 http://127.0.0.1:8080/"))
        .isEqualTo(new ConstantRate(500, Scope.OVERALL, 10, Duration.ofSeconds(10), true));
    LoadModel perConnection = load("autocannon -c 10 -r 20 -d 5 http://127.0.0.1:8080/");
    assertThat(((ConstantRate) perConnection).scope()).isEqualTo(Scope.PER_CONNECTION);
    assertThat(((ConstantRate) perConnection).overall()).isEqualTo(200);
    LoadModel pipelined = load("autocannon -c 100 -d 40 -p 10 http://localhost:3000");
    assertThat(pipelined.shown())
        .isEqualTo(
            "NOT REPLAYABLE (pipelining): autocannon -p 10 writes 10 requests per connection before"
                + " the first answer");
    assertThat(load("autocannon -c 100 -p 1 http://localhost:3000"))
        .isInstanceOf(ClosedByDuration.class);
  }

  @Test
  void bombardierIsByDurationOrCountItsRateOverallAndMinusAClosesConnections() {
    assertThat(load("bombardier -c 125 -d 10s -l http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByDuration(125, Duration.ofSeconds(10), true));
    assertThat(load("bombardier -c 50 -n 100000 http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByCount(50, 100000, true));
    assertThat(load("bombardier -r 1000 http://127.0.0.1:8080/"))
        .isEqualTo(new ConstantRate(1000, Scope.OVERALL, 125, Duration.ofSeconds(10), true));
    assertThat(only("bombardier -a -c 10 http://127.0.0.1:8080/").load().keepAlive()).isFalse();
    assertThat(only("bombardier -k -c 10 http://127.0.0.1:8080/").load().keepAlive())
        .as("-k is insecure, not keep-alive")
        .isTrue();
  }

  @Test
  void
      siegeClosesItsConnectionsAndWithoutMinusBThinksBetweenRequestsAndH2loadWithoutH1SpeaksHttp2() {
    assertThat(load("siege -b -c 5 -r 200 http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByCount(5, 1000, false));
    assertThat(((NotReplayable) load("siege -c 25 -t 1M http://127.0.0.1:8080/")).reason())
        .isEqualTo("think time");
    assertThat(load("h2load --h1 -n 5000 -c 10 http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByCount(10, 5000, true));
    assertThat(
            ((NotReplayable) load("h2load -n 5000 -c 10 -m 10 https://127.0.0.1:8443/")).reason())
        .isEqualTo("HTTP/2");
    assertThat(
            ((NotReplayable) load("h2load --h1 -m 8 -n 100 -c 1 http://127.0.0.1:8080/")).reason())
        .isEqualTo("pipelining");
  }

  @Test
  void h2loadSpeaksHttp11WithNoTlsProtoAndHttp3WithAnAlpnListThatStartsWithH3() {
    assertThat(load("h2load -p http/1.1 -n 5000 -c 10 http://127.0.0.1:8080/"))
        .isEqualTo(new ClosedByCount(10, 5000, true));
    assertThat(
            ((NotReplayable) load("h2load --alpn-list=h3,h2 -n 5000 -c 10 https://127.0.0.1:8443/"))
                .reason())
        .isEqualTo("HTTP/3");
  }

  @Test
  void wordsThatAreNotTheToolsOptionsEndItsCommand() {
    assertThat(ToolCommands.find(Text.of("I ran wrk -q on it, which is not an option"))).isEmpty();
    assertThat(only("`wrk -c 10 -d 5s http://127.0.0.1:8080/` gave this").text())
        .isEqualTo("wrk -c 10 -d 5s http://127.0.0.1:8080/");
  }

  @Test
  void aCountTheToolWouldRefuseMeansTheLineIsNoCommandItRan() {
    assertThat(ToolCommands.find(Text.of("wrk -t abc -c 10 -d 5s http://127.0.0.1:8080/")))
        .isEmpty();
    assertThat(ToolCommands.find(Text.of("h2load -t x -n 100 -c 10 http://127.0.0.1:8080/")))
        .isEmpty();
  }
}
