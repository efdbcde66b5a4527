package abreplay.machine;

import java.util.List;
import java.util.Optional;

/**
 * One process tree's CPU budget on this machine: a cgroup (or a systemd scope) made for it. The
 * tree joins it by starting its command behind {@link #prefix()}, so that it is inside before its
 * first instruction and every child it forks inherits the budget. Methods may be called from any
 * thread.
 */
public interface CpuGroup extends AutoCloseable {
  /**
   * What to put before a command so that it runs inside the group: the process joins the group,
   * then execs the command (its pid stays the same).
   */
  List<String> prefix();

  /**
   * Moves running process {@code pid} (not the run's) and its descendants into the group; {@link
   * #close} then moves them back instead of killing them.
   *
   * @throws IllegalStateException when it cannot be moved (gone, refused, a systemd scope), with
   *     why
   */
  void adopt(long pid);

  /** What the group has used since it was made; empty when it cannot be read (it is gone). */
  Optional<CpuUsage> usage();

  /** The budget it enforces now; empty while it enforces none (it only counts). */
  Optional<CpuBudget> budget();

  /**
   * Enforces {@code budget} from now on (empty: none), for every process in the group.
   *
   * @throws IllegalStateException when the kernel (or systemd) refuses it, with its words
   */
  void limit(Optional<CpuBudget> budget);

  /** Where it is, for messages: "cgroup v1 /sys/fs/cgroup/cpu/ab-replay-812/nginx". */
  String describe();

  /**
   * Removes the group. Processes still in it are ours (the tree started behind its prefix): they
   * are killed first, so that nothing is left behind; but a group that {@link #adopt adopted} a
   * process moves them back instead, killing none. Idempotent; never throws.
   */
  @Override
  void close();
}
