package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CPU budgets: what a group writes to the kernel's files and reads back (on a folder laid out as
 * the kernel lays out a cgroup), and, on this machine, that a busy process in a group of 0.2 core
 * gets 0.2 core and leaves nothing behind.
 */
class CpuControlTest {
  @TempDir Path dir;

  @Test
  void aV1GroupSetsItsPeriodAndQuotaAndReadsItsUseAndThrottling() throws Exception {
    Path cpu = dir.resolve("cpu/ab-replay-1");
    Path acct = dir.resolve("cpuacct/ab-replay-1");
    CpuGroup group =
        CgroupV1Control.at(cpu, Optional.of(acct))
            .open("swoole (real)", Optional.of(CpuBudget.of(0.35)));
    Path made = cpu.resolve("swoole-real");
    assertThat(Files.readString(made.resolve("cpu.cfs_period_us"))).isEqualTo("10000");
    assertThat(Files.readString(made.resolve("cpu.cfs_quota_us"))).isEqualTo("3500");
    assertThat(Files.isDirectory(acct.resolve("swoole-real"))).isTrue();
    assertThat(group.prefix())
        .startsWith("/bin/sh", "-c")
        .anySatisfy(s -> assertThat(s).contains(made.resolve("cgroup.procs").toString()));

    assertThat(group.usage()).isEmpty();
    Files.writeString(
        made.resolve("cpu.stat"), "nr_periods 100\nnr_throttled 90\nthrottled_time 40000\n");
    Files.writeString(acct.resolve("swoole-real/cpuacct.usage"), "350000000\n");
    assertThat(group.usage()).hasValue(new CpuUsage(350_000_000, 100, 90, 40_000));
  }

  @Test
  void aGroupMadeWithoutABudgetOnlyCountsUntilItIsGivenOneAndCanBeLetGoAgain() throws Exception {
    Path cpu = dir.resolve("cpu/ab-replay-1");
    CpuGroup group = CgroupV1Control.at(cpu, Optional.empty()).open("go", Optional.empty());
    Path made = cpu.resolve("go");
    assertThat(Files.readString(made.resolve("cpu.cfs_quota_us"))).isEqualTo("-1");
    assertThat(group.budget()).isEmpty();

    group.limit(Optional.of(new CpuBudget(0.5, java.time.Duration.ofMillis(20))));
    assertThat(Files.readString(made.resolve("cpu.cfs_period_us"))).isEqualTo("20000");
    assertThat(Files.readString(made.resolve("cpu.cfs_quota_us"))).isEqualTo("10000");
    assertThat(group.budget()).hasValue(new CpuBudget(0.5, java.time.Duration.ofMillis(20)));

    group.limit(Optional.empty());
    assertThat(Files.readString(made.resolve("cpu.cfs_quota_us"))).isEqualTo("-1");
  }

  @Test
  void aBudgetedGroupWeighsTenTasksSoThatABusyMachineDoesNotHoldItBelowItsQuota() throws Exception {
    Path cpu = dir.resolve("cpu/ab-replay-2");
    CpuGroup group = CgroupV1Control.at(cpu, Optional.empty()).open("go", Optional.empty());

    group.limit(Optional.of(CpuBudget.of(0.35)));
    assertThat(Files.readString(cpu.resolve("go/cpu.shares"))).isEqualTo("10240");

    group.limit(Optional.empty());
    assertThat(Files.readString(cpu.resolve("go/cpu.shares"))).isEqualTo("1024");
  }

  @Test
  void aV2GroupWithoutABudgetHasCpuMaxMax() throws Exception {
    Path base = dir.resolve("ab-replay-9");
    Files.createDirectories(base);
    Files.writeString(dir.resolve("cgroup.subtree_control"), "cpu\n");
    Files.writeString(base.resolve("cgroup.subtree_control"), "cpu\n");
    CpuGroup group = CgroupV2Control.at(base).open("node", Optional.empty());
    assertThat(Files.readString(base.resolve("node/cpu.max"))).isEqualTo("max");
    group.limit(Optional.of(CpuBudget.of(1)));
    assertThat(Files.readString(base.resolve("node/cpu.max"))).isEqualTo("10000 10000");
    assertThat(Files.readString(base.resolve("node/cpu.weight"))).isEqualTo("10000");
  }

  @Test
  void twoSystemsOfOneNameGetTwoGroups() {
    CgroupV1Control v1 = CgroupV1Control.at(dir.resolve("ab-replay-1"), Optional.empty());
    assertThat(v1.open("go", Optional.of(CpuBudget.of(0.5))).describe()).endsWith("ab-replay-1/go");
    assertThat(v1.open("go", Optional.of(CpuBudget.of(0.5))).describe())
        .endsWith("ab-replay-1/go-2");
  }

  @Test
  void aV2GroupWritesCpuMaxAndReadsMicrosecondsAsNanoseconds() throws Exception {
    Files.writeString(dir.resolve("cgroup.subtree_control"), "cpu memory\n");
    Path base = dir.resolve("ab-replay-7");
    Files.createDirectories(base);
    Files.writeString(base.resolve("cgroup.subtree_control"), "cpu\n");
    CpuGroup group = CgroupV2Control.at(base).open("nginx", Optional.of(CpuBudget.of(0.2)));
    assertThat(Files.readString(base.resolve("nginx/cpu.max"))).isEqualTo("2000 10000");
    Files.writeString(
        base.resolve("nginx/cpu.stat"),
        "usage_usec 200000\nuser_usec 150000\nsystem_usec 50000\nnr_periods 100\n"
            + "nr_throttled 80\nthrottled_usec 7000\n");
    assertThat(group.usage()).hasValue(new CpuUsage(200_000_000, 100, 80, 7_000_000));
  }

  @Test
  void theJoinScriptQuotesAPathWithAQuoteInIt() {
    assertThat(JoinScript.quoted("/a b/it's")).isEqualTo("'/a b/it'\\''s'");
  }

  @Test
  void aBusyProcessInAGroupOfAFifthOfACoreUsesAtMostAFifthOfACoreAndIsThrottled() throws Exception {
    CpuControl control = CpuControls.detect();
    if (control instanceof CpuControl.None none) {
      if (System.getenv("CI") != null) fail(none.why());
      System.err.println("ab-replay test skipped: " + none.why());
      Assumptions.abort(none.why());
    }
    Path folder;
    CpuUsage used;
    long wall;
    try (CpuGroup group = control.open("busy", Optional.of(CpuBudget.of(0.2)))) {
      List<String> command = new ArrayList<>(group.prefix());
      // Busy for 1.5 s of wall time, however much CPU it is given.
      command.addAll(
          List.of(
              "/bin/sh",
              "-c",
              "end=$(( $(date +%s%N) + 1500000000 )); while [ $(date +%s%N) -lt $end ]; do :;"
                  + " done"));
      long start = System.nanoTime();
      Process busy = new ProcessBuilder(command).redirectErrorStream(true).start();
      assertThat(busy.waitFor()).as(new String(busy.getInputStream().readAllBytes())).isZero();
      wall = System.nanoTime() - start;
      used = group.usage().orElseThrow();
      folder = Path.of(group.describe().replaceFirst("^cgroup v[12] ", ""));
    }
    // The quota is a ceiling: a busy machine may give the process less, never more. Its use is
    // counted (above nothing) and throttled; how far below the quota depends on the machine.
    assertThat(used.cores(wall)).as("cores used").isGreaterThan(0.02).isLessThanOrEqualTo(0.24);
    if (!(control instanceof SystemdScopes)) {
      assertThat(used.throttledPeriods()).as("throttled periods").isPositive();
      assertThat(folder).doesNotExist();
      assertThat(folder.getParent()).doesNotExist();
    }
  }

  @Test
  void aV1GroupTakesInARunningProcessByWritingItsPidIntoEachHierarchysProcs() throws Exception {
    Path cpu = dir.resolve("cpu/ab-replay-1");
    Path acct = dir.resolve("cpuacct/ab-replay-1");
    CpuGroup group = CgroupV1Control.at(cpu, Optional.of(acct)).open("url", Optional.empty());
    long self = ProcessHandle.current().pid();
    group.adopt(self);
    assertThat(Files.readString(cpu.resolve("url/cgroup.procs"))).isNotEmpty();
    assertThat(Files.readString(acct.resolve("url/cgroup.procs"))).isNotEmpty();
  }

  @Test
  void aProcessAdoptedWhileItRunsIsBudgetedAndMovedBackAliveWhenTheGroupCloses() throws Exception {
    CpuControl control = CpuControls.detect();
    if (control instanceof CpuControl.None || control instanceof SystemdScopes) {
      String why =
          control instanceof CpuControl.None none ? none.why() : "systemd scopes adopt nothing";
      if (System.getenv("CI") != null && control instanceof CpuControl.None) fail(why);
      System.err.println("ab-replay test skipped: " + why);
      Assumptions.abort(why);
    }
    String before = Files.readString(Path.of("/proc/self/cgroup"));
    Process busy = new ProcessBuilder("/bin/sh", "-c", "while :; do :; done").start();
    try {
      Path folder;
      CpuUsage used;
      try (CpuGroup group = control.open("adopted", Optional.of(CpuBudget.of(0.2)))) {
        group.adopt(busy.pid());
        folder = Path.of(group.describe().replaceFirst("^cgroup v[12] ", ""));
        assertThat(Files.readString(Path.of("/proc", Long.toString(busy.pid()), "cgroup")))
            .contains(folder.getFileName().toString());
        Thread.sleep(1000);
        used = group.usage().orElseThrow();
      }
      assertThat(busy.isAlive()).as("an adopted process is not killed").isTrue();
      assertThat(Files.readString(Path.of("/proc", Long.toString(busy.pid()), "cgroup")))
          .as("back where it came from")
          .isEqualTo(before);
      assertThat(used.cores(1_000_000_000L))
          .as("cores used")
          .isGreaterThan(0.02)
          .isLessThanOrEqualTo(0.26);
      assertThat(used.throttledPeriods()).as("throttled periods").isPositive();
      assertThat(folder).doesNotExist();
    } finally {
      busy.destroyForcibly().waitFor();
    }
  }
}
