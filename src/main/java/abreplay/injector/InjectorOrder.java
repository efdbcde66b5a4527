package abreplay.injector;

import abreplay.request.Method;
import abreplay.request.Request;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one injector JVM is told to do: its {@link Share} of one step (ab's closed model within the
 * share), against one absolute url, from one start instant, into one folder. It travels as system
 * properties ({@link #properties}, {@link #read}), so any engine that runs a command with -D
 * options (a child JVM, a Kubernetes pod) can be an injector. Immutable, pure.
 *
 * @param step names its interval log and its requests in Gatling's report
 * @param stepUsers the whole step's users over every injector (ab's -c); {@code stepRequests}
 *     likewise (-n)
 * @param timeoutMillis ab's -s, in milliseconds
 * @param variableLength ab's -l: no Length failures
 * @param stopAtReceiveError ab without -r: the first receive error ends this injector's share
 * @param localAddresses empty for the system's choice
 * @param warmUpRequests sent first to warm its JIT, neither recorded nor reported (a cold JVM sends
 *     its first requests late: src/bench/README.md)
 * @param folder {@code intervals/<step>.hlog/.jsonl} and Gatling's {@code <step>.log} go there
 * @param waitSeconds how long it waits for a start instant before giving up (exit status FAILED)
 * @param request method, headers and body; {@link Request#GET}, ab's, travels as no property at all
 */
public record InjectorOrder(
    String step,
    String url,
    Share share,
    int stepUsers,
    long stepRequests,
    boolean keepAlive,
    long timeoutMillis,
    boolean variableLength,
    boolean stopAtReceiveError,
    List<String> localAddresses,
    long warmUpRequests,
    Start start,
    Path folder,
    long waitSeconds,
    Request request) {

  /** The prefix of every property of an order. */
  public static final String PREFIX = "abreplay.injector.";

  /**
   * Printed on its own line by an injector once warm, with the epoch milliseconds; the start
   * follows.
   */
  public static final String WARM = "ab-replay-injector: warm";

  /**
   * Set for a child of the run's JVM: it stops when its parent does (a run killed leaves no
   * injector behind). Not a key of the order (not under {@link #PREFIX}): a pod has no such parent.
   */
  public static final String EXIT_WITH_PARENT = "abreplay.injector-exit-with-parent";

  public InjectorOrder {
    if (request == null) request = Request.GET;
    localAddresses = List.copyOf(localAddresses);
    if (!Share.split(stepUsers, stepRequests, share.injectors())
        .get(share.injector() - 1)
        .equals(share)) {
      throw new IllegalArgumentException(
          share.describe()
              + " is not injector "
              + share.injector()
              + "'s share of "
              + stepUsers
              + " users and "
              + stepRequests
              + " requests over "
              + share.injectors());
    }
  }

  /**
   * The start instant, as the injector learns it.
   *
   * @param epochMillis a fixed instant (across machines: every pod gets the same one), or 0
   * @param file a file whose content will be the instant, epoch ms, written by whoever started the
   *     injectors once all have said they are warm (one machine: the run's JVM); null with an
   *     instant
   */
  public record Start(long epochMillis, Path file) {
    public static Start at(long epochMillis) {
      return new Start(epochMillis, null);
    }

    public static Start fromFile(Path file) {
      return new Start(0, file);
    }
  }

  /** The order as system properties ({@code -Dabreplay.injector.<key>=<value>}). */
  public Map<String, String> properties() {
    Map<String, String> p = new LinkedHashMap<>();
    p.put(PREFIX + "step", step);
    p.put(PREFIX + "url", url);
    p.put(PREFIX + "index", Integer.toString(share.injector()));
    p.put(PREFIX + "count", Integer.toString(share.injectors()));
    p.put(PREFIX + "users", Integer.toString(share.users()));
    p.put(PREFIX + "requests", Long.toString(share.requests()));
    p.put(PREFIX + "step-users", Integer.toString(stepUsers));
    p.put(PREFIX + "step-requests", Long.toString(stepRequests));
    p.put(PREFIX + "keep-alive", Boolean.toString(keepAlive));
    p.put(PREFIX + "timeout-ms", Long.toString(timeoutMillis));
    p.put(PREFIX + "variable-length", Boolean.toString(variableLength));
    p.put(PREFIX + "stop-at-receive-error", Boolean.toString(stopAtReceiveError));
    p.put(PREFIX + "local-addresses", String.join(",", localAddresses));
    p.put(PREFIX + "warm-up", Long.toString(warmUpRequests));
    p.put(PREFIX + "start-at", Long.toString(start.epochMillis()));
    p.put(PREFIX + "start-file", start.file() == null ? "" : start.file().toString());
    p.put(PREFIX + "folder", folder.toString());
    p.put(PREFIX + "wait-seconds", Long.toString(waitSeconds));
    if (!request.plain()) {
      p.put(PREFIX + "method", request.method().name());
      for (int i = 0; i < request.headers().size(); i++) {
        Request.Header h = request.headers().get(i);
        p.put(PREFIX + HEADER + (i + 1), h.name() + ": " + h.value());
      }
      request.body().ifPresent(b -> p.put(PREFIX + "body", b));
    }
    return p;
  }

  /** The prefix of a header's key, numbered from 1 in the request's order: "header.1". */
  private static final String HEADER = "header.";

  /** The request the properties give: GET without a method, headers numbered from 1. */
  private static Request request(Map<String, String> p) {
    String method = p.getOrDefault(PREFIX + "method", "GET").trim();
    Method m;
    try {
      m = Method.valueOf(method);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          PREFIX + "method = " + method + ": not one of " + String.join(", ", Method.names()));
    }
    List<Request.Header> headers = new ArrayList<>();
    for (int i = 1; p.containsKey(PREFIX + HEADER + i); i++) {
      String line = p.get(PREFIX + HEADER + i);
      int colon = line.indexOf(':');
      if (colon <= 0) {
        throw new IllegalArgumentException(
            PREFIX + HEADER + i + " = " + line + ": not a header; write it as \"Name: value\"");
      }
      headers.add(
          new Request.Header(
              line.substring(0, colon).trim(), line.substring(colon + 1).replaceFirst("^ ", "")));
    }
    return new Request(m, headers, Optional.ofNullable(p.get(PREFIX + "body")));
  }

  /** The same properties as -D options, for a command line. */
  public List<String> jvmOptions() {
    List<String> options = new ArrayList<>();
    properties().forEach((k, v) -> options.add("-D" + k + "=" + v));
    return options;
  }

  /**
   * An order from properties ({@link System#getProperties()}), with {@code JOB_COMPLETION_INDEX}
   * (0-based, a Kubernetes Indexed Job's) standing for the index when given and the index is not.
   *
   * @throws IllegalArgumentException one line naming the key, its value and the fix
   */
  public static InjectorOrder read(Map<String, String> p, String jobCompletionIndex) {
    int count = integer(p, "count");
    String indexText = p.get(PREFIX + "index");
    int index;
    if ((indexText == null || indexText.isBlank()) && jobCompletionIndex != null) {
      try {
        index = Integer.parseInt(jobCompletionIndex.trim()) + 1;
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "JOB_COMPLETION_INDEX = "
                + jobCompletionIndex
                + ": not a number; it is"
                + " Kubernetes' index of the pod, 0 to completions - 1");
      }
    } else {
      index = integer(p, "index");
    }
    int users = integer(p, "step-users");
    long requests = number(p, "step-requests");
    if (index < 1 || index > count) {
      throw new IllegalArgumentException(
          PREFIX
              + "index = "
              + index
              + ": not between 1 and "
              + PREFIX
              + "count = "
              + count
              + " (JOB_COMPLETION_INDEX is 0-based: 0 is injector 1)");
    }
    if (count > users || users > requests) {
      throw new IllegalArgumentException(
          PREFIX
              + "step-users = "
              + users
              + ", "
              + PREFIX
              + "step-requests = "
              + requests
              + ", "
              + PREFIX
              + "count = "
              + count
              + ": every injector needs a user and ab refuses -c above -n;"
              + " give at most as many injectors as users and as many users as requests");
    }
    Share share = Share.split(users, requests, count).get(index - 1);
    String givenUsers = p.get(PREFIX + "users");
    String givenRequests = p.get(PREFIX + "requests");
    if (givenUsers != null && !givenUsers.equals(Integer.toString(share.users()))
        || givenRequests != null && !givenRequests.equals(Long.toString(share.requests()))) {
      throw new IllegalArgumentException(
          PREFIX
              + "users = "
              + givenUsers
              + ", "
              + PREFIX
              + "requests = "
              + givenRequests
              + ": injector "
              + index
              + "'s share is "
              + share.describe()
              + "; leave them out (the share is"
              + " computed from step-users, step-requests, index and count)");
    }
    long at = number(p, "start-at");
    String file = p.getOrDefault(PREFIX + "start-file", "");
    if (at <= 0 && file.isBlank()) {
      throw new IllegalArgumentException(
          PREFIX
              + "start-at and "
              + PREFIX
              + "start-file are both unset: give the"
              + " start instant (epoch ms) or the file it will be written to");
    }
    String url = required(p, "url");
    if (!url.startsWith("http://") && !url.startsWith("https://")) {
      throw new IllegalArgumentException(
          PREFIX + "url = " + url + ": not an http(s) url; give the page to load");
    }
    List<String> local =
        Arrays.stream(p.getOrDefault(PREFIX + "local-addresses", "").split(","))
            .map(String::trim)
            .filter(a -> !a.isEmpty())
            .toList();
    return new InjectorOrder(
        required(p, "step"),
        url,
        share,
        users,
        requests,
        bool(p, "keep-alive"),
        number(p, "timeout-ms"),
        bool(p, "variable-length"),
        bool(p, "stop-at-receive-error"),
        local,
        number(p, "warm-up"),
        at > 0 ? Start.at(at) : Start.fromFile(Path.of(file)),
        Path.of(required(p, "folder")),
        number(p, "wait-seconds"),
        request(p));
  }

  private static String required(Map<String, String> p, String key) {
    String v = p.get(PREFIX + key);
    if (v == null || v.isBlank()) {
      throw new IllegalArgumentException(
          PREFIX + key + " is not set: an injector needs it (see InjectorOrder)");
    }
    return v;
  }

  private static long number(Map<String, String> p, String key) {
    String v = required(p, key);
    try {
      return Long.parseLong(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(PREFIX + key + " = " + v + ": not a whole number");
    }
  }

  private static int integer(Map<String, String> p, String key) {
    long v = number(p, key);
    if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) {
      throw new IllegalArgumentException(PREFIX + key + " = " + v + ": too large");
    }
    return (int) v;
  }

  private static boolean bool(Map<String, String> p, String key) {
    String v = required(p, key).trim();
    if (!v.equals("true") && !v.equals("false")) {
      throw new IllegalArgumentException(PREFIX + key + " = " + v + ": true or false");
    }
    return Boolean.parseBoolean(v);
  }
}
