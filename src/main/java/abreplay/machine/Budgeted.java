package abreplay.machine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Runs a command inside a CPU budget of its own, as a replay runs a server, and says at its end
 * what it used: {@code java abreplay.machine.Budgeted <cores> [<period ms>] -- <command...>}, e.g.
 * {@code src/main/sh/java-main -- abreplay.machine.Budgeted 0.35 10 -- targets/serve hello 8080}.
 * Its exit status is the command's; 3 when the budget cannot be made (one line saying why). The
 * group is removed when the command ends or this JVM is stopped.
 */
public final class Budgeted {
  private Budgeted() {}

  public static void main(String[] args) throws Exception {
    int dash = List.of(args).indexOf("--");
    if (dash < 1 || dash == args.length - 1 || dash > 2) {
      System.err.println("usage: Budgeted <cores> [<period ms>] -- <command...>");
      System.exit(3);
    }
    CpuBudget budget;
    try {
      double cores = Double.parseDouble(args[0]);
      Duration period =
          dash == 2 ? Duration.ofMillis(Long.parseLong(args[1])) : CpuBudget.DEFAULT_PERIOD;
      budget = new CpuBudget(cores, period);
    } catch (NumberFormatException e) {
      System.err.println(
          "ab-replay: "
              + String.join(" ", List.of(args).subList(0, dash))
              + ": give the cores as a number, e.g. 0.35, and the period in ms, e.g. 10");
      System.exit(3);
      return;
    } catch (IllegalArgumentException e) {
      System.err.println("ab-replay: " + e.getMessage());
      System.exit(3);
      return;
    }
    CpuControl control = CpuControls.detect();
    CpuGroup group;
    try {
      group = control.open("budgeted", Optional.of(budget));
    } catch (IllegalStateException e) {
      System.err.println("ab-replay: " + e.getMessage());
      System.exit(3);
      return;
    }
    List<String> command = new ArrayList<>(group.prefix());
    List<String> given = List.of(args).subList(dash + 1, args.length);
    command.addAll(given);
    long start = System.nanoTime();
    Process process = new ProcessBuilder(command).inheritIO().start();
    // Stopped (SIGTERM) or ended: the command is stopped, what it used said, the group removed.
    Runnable end =
        new Runnable() {
          private boolean done;

          @Override
          public synchronized void run() {
            if (done) return;
            done = true;
            process.destroy();
            try {
              process.waitFor();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            say(String.join(" ", given), budget, group, System.nanoTime() - start);
            group.close();
          }
        };
    Runtime.getRuntime().addShutdownHook(new Thread(end, "budgeted-end"));
    int status = process.waitFor();
    end.run();
    System.exit(status);
  }

  private static void say(String command, CpuBudget budget, CpuGroup group, long wall) {
    group
        .usage()
        .ifPresent(
            u ->
                System.err.printf(
                    Locale.ROOT,
                    "ab-replay: %s at %s (%s): %.2f CPU s in %.2f s (%.3f cores), %d of %d periods"
                        + " throttled, %.2f s throttled%n",
                    command,
                    group.budget().map(CpuBudget::describe).orElse("no budget"),
                    group.describe(),
                    u.cpuNanos() / 1e9,
                    wall / 1e9,
                    u.cores(wall),
                    u.throttledPeriods(),
                    u.periods(),
                    u.throttledNanos() / 1e9));
  }
}
