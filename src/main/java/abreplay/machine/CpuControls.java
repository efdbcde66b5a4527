package abreplay.machine;

import java.util.ArrayList;
import java.util.List;

/** Finds what gives a process tree a CPU budget on this machine, trying each way in turn. */
public final class CpuControls {
  private CpuControls() {}

  /**
   * The first way that works here: cgroup v2, cgroup v1, systemd-run; else {@link CpuControl.None}.
   */
  public static CpuControl detect() {
    CgroupPaths paths = CgroupPaths.read();
    List<String> tried = new ArrayList<>();
    var v2 = CgroupV2Control.of(paths, ProcessHandle.current().pid());
    if (v2.control().isPresent()) return v2.control().get();
    tried.add(v2.why());
    var v1 = CgroupV1Control.of(paths, ProcessHandle.current().pid());
    if (v1.control().isPresent()) return v1.control().get();
    tried.add(v1.why());
    var systemd = SystemdScopes.probe();
    if (systemd.control().isPresent()) return systemd.control().get();
    tried.add(systemd.why());
    return new CpuControl.None(
        "no CPU budget: "
            + String.join("; ", tried)
            + ". Run as root, or let systemd delegate the cpu controller to your user"
            + " (systemd-run --user --scope -p CPUQuota=50% true must work), or set"
            + " -Dreplay.budget=none");
  }
}
