package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where the cgroup hierarchies are, from /proc/self/mountinfo and /proc/self/cgroup. */
class CgroupPathsTest {
  private static final List<String> HYBRID =
      List.of(
          "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755",
          "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu",
          "33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct",
          "40 31 0:37 / /sys/fs/cgroup/systemd rw,relatime - cgroup cgroup rw,name=systemd",
          "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw");

  @Test
  void readsV1ControllersAndTheUnifiedHierarchyFromMountinfo() {
    CgroupPaths paths = CgroupPaths.parse(HYBRID, List.of("1:cpu:/", "2:cpuacct:/", "0::/"));
    assertThat(paths.v1("cpu").orElseThrow().point()).isEqualTo(Path.of("/sys/fs/cgroup/cpu"));
    assertThat(paths.v1("cpuacct").orElseThrow().point())
        .isEqualTo(Path.of("/sys/fs/cgroup/cpuacct"));
    assertThat(paths.v1("memory")).isEmpty();
    assertThat(paths.v2().orElseThrow().point()).isEqualTo(Path.of("/sys/fs/cgroup/unified"));
  }

  @Test
  void aCoMountedCpuAndCpuacctIsOneMountForBoth() {
    CgroupPaths paths =
        CgroupPaths.parse(
            List.of(
                "25 24 0:22 / /sys/fs/cgroup/cpu,cpuacct rw,nosuid - cgroup cgroup"
                    + " rw,cpu,cpuacct"),
            List.of("4:cpu,cpuacct:/"));
    assertThat(paths.v1("cpu")).isEqualTo(paths.v1("cpuacct"));
    assertThat(paths.v1("cpu").orElseThrow().controllers()).containsExactly("cpu", "cpuacct");
  }

  @Test
  void aSystemdMachineHasOnlyTheUnifiedHierarchy() {
    CgroupPaths paths =
        CgroupPaths.parse(
            List.of(
                "30 23 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime - cgroup2 cgroup2"
                    + " rw,nsdelegate,memory_recursiveprot"),
            List.of("0::/user.slice/user-1000.slice/session-2.scope"));
    assertThat(paths.v1("cpu")).isEmpty();
    assertThat(paths.v2().orElseThrow().point()).isEqualTo(Path.of("/sys/fs/cgroup"));
  }

  @Test
  void thisProcesssOwnGroupIsTheMountWhereItsPathIsNotThere() {
    CgroupPaths paths =
        CgroupPaths.parse(HYBRID, List.of("1:cpu:/no/such/group/here", "0::/no/such/either"));
    assertThat(paths.own(paths.v1("cpu").orElseThrow())).isEqualTo(Path.of("/sys/fs/cgroup/cpu"));
    assertThat(paths.own(paths.v2().orElseThrow())).isEqualTo(Path.of("/sys/fs/cgroup/unified"));
  }
}
