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
  public CpuGroup open(String name, Optional<CpuBudget> budget) {
    String unit =
        "ab-replay-"
            + ProcessHandle.current().pid()
            + "-"
            + CgroupFiles.groupName(name)
            + "-"
            + System.nanoTime() % 100000;
    List<String> prefix = new ArrayList<>(base(user));
    prefix.add("--unit=" + unit);
    for (String property : properties(budget)) prefix.addAll(List.of("-p", property));
    prefix.add("--");
    return new Scope(unit + ".scope", user, List.copyOf(prefix), budget);
  }

  /** The unit's CPU properties for {@code budget}; an empty CPUQuota= is no quota. */
  private static List<String> properties(Optional<CpuBudget> budget) {
    return budget
        .map(
            b ->
                List.of(
                    String.format(java.util.Locale.ROOT, "CPUQuota=%.1f%%", b.cores() * 100),
                    "CPUQuotaPeriodSec=" + b.period().toMillis() + "ms",
                    "CPUWeight=" + CpuBudget.V2_WEIGHT))
        .orElse(List.of("CPUQuota=", "CPUWeight="));
  }

  private static final class Scope implements CpuGroup {
    private final String unit;
    private final boolean user;
    private final List<String> prefix;
    private volatile Optional<CpuBudget> budget;

    Scope(String unit, boolean user, List<String> prefix, Optional<CpuBudget> budget) {
      this.unit = unit;
      this.user = user;
      this.prefix = prefix;
      this.budget = budget;
    }

    @Override
    public List<String> prefix() {
      return prefix;
    }

    @Override
    public Optional<CpuBudget> budget() {
      return budget;
    }

    @Override
    public synchronized void limit(Optional<CpuBudget> budget) {
      List<String> command = systemctl("set-property", "--runtime", unit);
      command.addAll(properties(budget));
      if (run(command).isEmpty())
        throw new IllegalStateException(String.join(" ", command) + " failed");
      this.budget = budget;
    }

    /** A scope is made by systemd-run around the process it starts: it takes no running one. */
    @Override
    public void adopt(long pid) {
      throw new IllegalStateException(
          "a systemd scope holds only what systemd-run starts in it, not a process that runs"
              + " already (pid "
              + pid
              + "): start the server yourself inside one (systemd-run --scope -p CPUQuota=35%"
              + " <server>), or run as root for a cgroup");
    }

    @Override
    public Optional<CpuUsage> usage() {
      Optional<String> nanos = show("CPUUsageNSec");
      if (nanos.isEmpty() || !nanos.get().matches("[0-9]+")) return Optional.empty();
      // systemd reports the CPU used; the throttling it does not report.
      return Optional.of(new CpuUsage(Long.parseLong(nanos.get()), 0, 0, 0));
    }

    private Optional<String> show(String property) {
      return run(systemctl("show", "-p", property, "--value", unit));
    }

    private List<String> systemctl(String... words) {
      List<String> command = new ArrayList<>(List.of("systemctl"));
      if (user) command.add("--user");
      command.addAll(List.of(words));
      return command;
    }

    @Override
    public String describe() {
      return "systemd scope " + unit;
    }

    @Override
    public void close() {
      run(systemctl("stop", unit));
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
