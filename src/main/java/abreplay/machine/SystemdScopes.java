package abreplay.machine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * systemd's transient scopes, where no cgroup is writable but systemd manages this user's (or the
 * system's) groups: the command starts behind {@code systemd-run --scope -p CPUQuota=} (systemd-run
 * registers the scope for itself, then execs the command: the same pid); {@code --collect} has the
 * unit removed when it ends, and {@link CpuGroup#close} stops it.
 */
final class SystemdScopes implements CpuControl {
  private final boolean user;

  private SystemdScopes(boolean user) {
    this.user = user;
  }

  /** Whether a scope with a CPU quota can be made here: systemd-run is asked once. */
  static Found probe() {
    boolean user = !"root".equals(System.getProperty("user.name"));
    List<String> command = new ArrayList<>(base(user));
    command.addAll(List.of("--unit=ab-replay-probe-" + ProcessHandle.current().pid()));
    command.addAll(List.of("-p", "CPUQuota=50%", "--", "true"));
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      p.getOutputStream().close();
      if (!p.waitFor(5, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return Found.not("systemd-run --scope did not answer in 5 s");
      }
      String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      if (p.exitValue() != 0)
        return Found.not(
            "systemd-run --scope failed"
                + (said.isEmpty() ? "" : " (" + said.lines().findFirst().orElse("") + ")"));
      return Found.of(new SystemdScopes(user));
    } catch (IOException e) {
      return Found.not("systemd-run is not on PATH");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Found.not("interrupted while asking systemd-run");
    }
  }

  private static List<String> base(boolean user) {
    List<String> command = new ArrayList<>(List.of("systemd-run"));
    if (user) command.add("--user");
    command.addAll(List.of("--scope", "--quiet", "--collect"));
    return command;
  }

  @Override
  public String describe() {
    return "systemd-run scopes" + (user ? " (--user)" : "");
  }

  @Override
  public CpuGroup open(String name, CpuBudget budget) {
    String unit =
        "ab-replay-"
            + ProcessHandle.current().pid()
            + "-"
            + CgroupFiles.groupName(name)
            + "-"
            + System.nanoTime() % 100000;
    List<String> prefix = new ArrayList<>(base(user));
    prefix.add("--unit=" + unit);
    prefix.addAll(
        List.of(
            "-p",
            String.format(java.util.Locale.ROOT, "CPUQuota=%.1f%%", budget.cores() * 100),
            "-p",
            "CPUQuotaPeriodSec=" + budget.period().toMillis() + "ms",
            "--"));
    return new Scope(unit + ".scope", user, budget, List.copyOf(prefix));
  }

  private record Scope(String unit, boolean user, CpuBudget budget, List<String> prefix)
      implements CpuGroup {
    @Override
    public Optional<CpuUsage> usage() {
      Optional<String> nanos = show("CPUUsageNSec");
      if (nanos.isEmpty() || !nanos.get().matches("[0-9]+")) return Optional.empty();
      // systemd reports the CPU used; the throttling it does not report.
      return Optional.of(new CpuUsage(Long.parseLong(nanos.get()), 0, 0, 0));
    }

    private Optional<String> show(String property) {
      List<String> command = new ArrayList<>(List.of("systemctl"));
      if (user) command.add("--user");
      command.addAll(List.of("show", "-p", property, "--value", unit));
      return run(command);
    }

    @Override
    public String describe() {
      return "systemd scope " + unit;
    }

    @Override
    public void close() {
      List<String> command = new ArrayList<>(List.of("systemctl"));
      if (user) command.add("--user");
      command.addAll(List.of("stop", unit));
      run(command);
    }

    private static Optional<String> run(List<String> command) {
      try {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        if (!p.waitFor(10, TimeUnit.SECONDS)) {
          p.destroyForcibly();
          return Optional.empty();
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        return p.exitValue() == 0 ? Optional.of(out) : Optional.empty();
      } catch (IOException e) {
        return Optional.empty();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Optional.empty();
      }
    }
  }
}
