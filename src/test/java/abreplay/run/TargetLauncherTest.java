package abreplay.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import abreplay.config.Home;
import abreplay.machine.CpuBudget;
import abreplay.machine.CpuControl;
import abreplay.machine.CpuControls;
import abreplay.machine.CpuGroup;
import abreplay.machine.CpuSet;
import abreplay.machine.FreePorts;
import abreplay.plan.Placement;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import abreplay.targets.TargetProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run's launcher starts a stand-in in as many processes as its plan says, on the plan's port
 * (SO_REUSEPORT), and stopping it reaps them all. Starts JVMs (a few seconds).
 */
class TargetLauncherTest {
  @TempDir Path logs;

  @Test
  void startsAStandInInTheProcessesThePlanGivesOnItsPort() throws Exception {
    int port = FreePorts.one();
    Target target = Target.standIn("hello", "hello", port, Capacity.UNKNOWN);
    TargetLauncher launcher =
        TargetLauncher.standard(Home.dir(), Placement.unpinned(CpuSet.online()));

    TargetProcess two =
        launcher.start(target, 2, logs.resolve("standin-hello.log"), List.of()).orElseThrow();
    List<Long> pids = two.pids();
    try {
      assertThat(pids).hasSize(2).doesNotHaveDuplicates();
      assertThat(get(port)).isEqualTo(200);
    } finally {
      two.stop();
    }
    assertThat(pids)
        .as("every process reaped")
        .allSatisfy(pid -> assertThat(ProcessHandle.of(pid)).isEmpty());

    TargetProcess one =
        launcher.start(target, 1, logs.resolve("standin-hello-1.log"), List.of()).orElseThrow();
    try {
      assertThat(one.pids()).hasSize(1);
      assertThat(get(port)).isEqualTo(200);
    } finally {
      one.stop();
    }
  }

  @Test
  void everyProcessOfAStandInInSeveralProcessesRunsInsideItsOneCpuGroup() throws Exception {
    CpuControl control = CpuControls.detect();
    if (control instanceof CpuControl.None none) {
      if (System.getenv("CI") != null) fail(none.why());
      System.err.println("ab-replay test skipped: " + none.why());
      Assumptions.abort(none.why());
    }
    int port = FreePorts.one();
    Target target = Target.standIn("hello", "hello", port, Capacity.UNKNOWN);
    TargetLauncher launcher =
        TargetLauncher.standard(Home.dir(), Placement.unpinned(CpuSet.online()));
    try (CpuGroup group = control.open("hello", Optional.of(CpuBudget.of(1)))) {
      TargetProcess two =
          launcher
              .start(target, 2, logs.resolve("standin-hello.log"), group.prefix())
              .orElseThrow();
      try {
        assertThat(get(port)).isEqualTo(200);
        String name = group.describe().replaceFirst(".*/", "");
        assertThat(two.pids())
            .hasSize(2)
            .allSatisfy(
                pid ->
                    assertThat(Files.readString(Path.of("/proc", pid.toString(), "cgroup")))
                        .contains("/" + name + "\n"));
        assertThat(group.usage().orElseThrow().cpuNanos()).isPositive();
      } finally {
        two.stop();
      }
    }
  }

  private static int get(int port) throws IOException, InterruptedException {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    return client
        .send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/"))
                .timeout(Duration.ofSeconds(5))
                .build(),
            HttpResponse.BodyHandlers.discarding())
        .statusCode();
  }
}
