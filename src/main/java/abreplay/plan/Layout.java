package abreplay.plan;

import abreplay.injector.Share;
import abreplay.targets.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How a step's load and its target are spread over processes: the load generator's injector JVMs,
 * each with its {@link Share}, and the target's processes (a stand-in's SO_REUSEPORT group).
 * Decided by {@link LayoutPlanner}; outputs name it through {@link #describe()}. Immutable.
 *
 * @param shares injector 1 first; empty only when the step is refused for more injectors than users
 * @param targetProcesses 1 for a real server or a url
 * @param target as outputs name it: "stand-in swoole-4-hello in 2 processes x 1 event loop"
 * @param localAddresses each injector's loopback source addresses; empty: the kernel's choice
 */
public record Layout(
    int injectors,
    List<Share> shares,
    int targetProcesses,
    String target,
    List<List<String>> localAddresses) {

  public Layout {
    if (injectors < 1)
      throw new IllegalArgumentException("injectors must be 1 or more: " + injectors);
    if (targetProcesses < 1) {
      throw new IllegalArgumentException("target processes must be 1 or more: " + targetProcesses);
    }
    if (!shares.isEmpty() && shares.size() != injectors) {
      throw new IllegalArgumentException(shares.size() + " shares for " + injectors + " injectors");
    }
    if (localAddresses.size() != injectors) {
      throw new IllegalArgumentException(
          localAddresses.size() + " address lists for " + injectors + " injectors");
    }
    shares = List.copyOf(shares);
    localAddresses = localAddresses.stream().map(List::copyOf).toList();
  }

  /**
   * {@code users} and {@code requests} (0 for a load by duration or rate) over {@code injectors}
   * (shares empty when there are more injectors than users, which the planner refuses), each
   * injector with its addresses.
   */
  public static Layout of(
      int injectors,
      int users,
      long requests,
      int targetProcesses,
      String target,
      List<List<String>> localAddresses) {
    // A load by duration or rate has no count to share (0): only its users are split.
    List<Share> shares =
        injectors <= users && requests == 0
            ? Share.split(users, users, injectors).stream()
                .map(s -> new Share(s.injector(), s.injectors(), s.users(), 0))
                .toList()
            : injectors <= users && users <= requests
                ? Share.split(users, requests, injectors)
                : List.of();
    return new Layout(injectors, shares, targetProcesses, target, localAddresses);
  }

  /** One injector and the target as it is: what a small step runs as. */
  public static Layout single(Target target, int users, long requests) {
    return of(1, users, requests, 1, targetText(target, 1, ""), List.of(List.of()));
  }

  /**
   * "stand-in swoole-4-hello in 2 processes x 1 event loop", "real go-net-http, as it runs", or the
   * url.
   */
  static String targetText(Target target, int processes, String split) {
    return target.match(
        s ->
            "stand-in "
                + (split.isEmpty()
                    ? s.profile()
                        + " in "
                        + processes
                        + (processes == 1 ? " process" : " processes")
                    : split),
        r -> "real " + r.server().name() + ", as it runs",
        u -> u.url().toString());
  }

  /** Injector {@code i}'s (1-based) users; 0 when the step is refused for want of users. */
  public int users(int injector) {
    return shares.isEmpty() ? 0 : shares.get(injector - 1).users();
  }

  /** Injector {@code i}'s (1-based) loopback source addresses; empty = the kernel's choice. */
  public List<String> localAddresses(int injector) {
    return localAddresses.get(injector - 1);
  }

  /** True when the load comes from more than one JVM. */
  public boolean spread() {
    return injectors > 1;
  }

  /**
   * "2 injectors x 10,000 users; stand-in swoole-4-hello in 2 processes x 1 event loop", "3
   * injectors (6,667 + 6,667 + 6,666 users); ...", "1 injector x 100 users; real go-net-http, as it
   * runs".
   */
  public String describe() {
    String load;
    if (shares.isEmpty()) {
      load = injectors + " injectors for too few users";
    } else if (shares.stream().mapToInt(Share::users).distinct().count() == 1) {
      load =
          String.format(
              "%d injector%s x %,d users",
              injectors, injectors == 1 ? "" : "s", shares.get(0).users());
    } else {
      load =
          injectors
              + " injectors ("
              + shares.stream()
                  .map(s -> String.format("%,d", s.users()))
                  .collect(Collectors.joining(" + "))
              + " users)";
    }
    List<String> parts = new ArrayList<>(List.of(load, target));
    if (localAddresses.stream().anyMatch(a -> !a.isEmpty())) parts.add(addresses());
    return String.join("; ", parts);
  }

  /**
   * "from 127.0.0.1-4" for one injector, "injector 1 from 127.0.0.1, 127.0.0.3; injector 2 from
   * ..." for several.
   */
  private String addresses() {
    if (injectors == 1) return "from " + String.join(", ", localAddresses.get(0));
    List<String> each = new ArrayList<>();
    for (int i = 1; i <= injectors; i++) {
      if (!localAddresses(i).isEmpty())
        each.add("injector " + i + " from " + String.join(", ", localAddresses(i)));
    }
    return String.join(", ", each);
  }
}
