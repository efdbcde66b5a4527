package abreplay.testing;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real browser for tests: Debian's chromium-headless-shell, driven over the DevTools protocol (a
 * WebSocket on 127.0.0.1), with every request to the network sent to a proxy that is not there. A
 * {@link Visit} is one page loaded from a file: what it logged, what it asked the network for, its
 * DOM to query, and a screenshot of the whole page. Not thread-safe; close it to end the browser.
 */
public final class Chromium implements AutoCloseable {
  private static final Duration WAIT = Duration.ofSeconds(30);

  private final Process process;
  private final WebSocket socket;
  private final AtomicInteger ids = new AtomicInteger();
  private final Map<Integer, CompletableFuture<JsonObject>> replies = new ConcurrentHashMap<>();
  private final List<JsonObject> events = new CopyOnWriteArrayList<>();

  private Chromium(Process process, String endpoint)
      throws InterruptedException,
          java.util.concurrent.ExecutionException,
          java.util.concurrent.TimeoutException {
    this.process = process;
    this.socket =
        HttpClient.newHttpClient()
            .newWebSocketBuilder()
            .buildAsync(URI.create(endpoint), new Listener())
            .get(WAIT.toSeconds(), TimeUnit.SECONDS);
  }

  /**
   * Starts a browser with a profile of its own in {@code profile} (a fresh folder); without one on
   * PATH the test is skipped (failed in CI), as {@link Installed} says.
   */
  public static Chromium start(Path profile) {
    Path binary =
        Installed.require("chromium-headless-shell", "chromium-headless-shell", "chromium");
    try {
      Process process =
          new ProcessBuilder(
                  binary.toString(),
                  "--headless",
                  "--no-sandbox",
                  "--disable-gpu",
                  "--no-first-run",
                  "--disable-extensions",
                  "--remote-debugging-port=0",
                  "--remote-debugging-address=127.0.0.1",
                  "--proxy-server=127.0.0.1:9",
                  "--proxy-bypass-list=<-loopback>",
                  "--user-data-dir=" + profile,
                  "about:blank")
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      BufferedReader err =
          new BufferedReader(
              new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
      long deadline = System.nanoTime() + WAIT.toNanos();
      for (String line = err.readLine();
          line != null && System.nanoTime() < deadline;
          line = err.readLine()) {
        int at = line.indexOf("ws://");
        if (line.startsWith("DevTools listening on") && at >= 0) {
          Thread drain = new Thread(() -> err.lines().forEach(l -> {}), "chromium-stderr");
          drain.setDaemon(true);
          drain.start();
          return new Chromium(process, line.substring(at).trim());
        }
      }
      process.destroyForcibly();
      throw new AssertionError("chromium-headless-shell did not say where its DevTools listen");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException
        | java.util.concurrent.ExecutionException
        | java.util.concurrent.TimeoutException e) {
      throw new AssertionError("cannot reach chromium-headless-shell's DevTools: " + e, e);
    }
  }

  /** What a page did when it was loaded. */
  public final class Visit {
    private final String session;

    /**
     * Console errors and warnings, uncaught exceptions, and the browser's own error log entries (a
     * failed load).
     */
    public final List<String> problems = new ArrayList<>();

    /** Every URL the page asked for that is not a file:// or data: URL. */
    public final List<String> network = new ArrayList<>();

    private Visit(String session) {
      this.session = session;
    }

    /** Evaluates {@code expression} in the page; its value, as JSON allows. */
    public Object eval(String expression) {
      JsonObject result =
          send(
                  "Runtime.evaluate",
                  new JsonObject().put("expression", expression).put("returnByValue", true),
                  session)
              .getJsonObject("result");
      return result.getValue("value");
    }

    public int count(String selector) {
      return ((Number) eval("document.querySelectorAll(" + quote(selector) + ").length"))
          .intValue();
    }

    /**
     * The values of {@code attribute} of every element matching {@code selector}, in document
     * order.
     */
    public List<String> attributes(String selector, String attribute) {
      JsonArray values =
          (JsonArray)
              eval(
                  "Array.from(document.querySelectorAll("
                      + quote(selector)
                      + ")).map(e => "
                      + "e.getAttribute("
                      + quote(attribute)
                      + "))");
      List<String> list = new ArrayList<>();
      for (int i = 0; i < values.size(); i++) list.add(values.getString(i));
      return list;
    }

    /** A PNG of the whole page, as wide as the window. */
    public void screenshot(Path png) {
      JsonObject size =
          send("Page.getLayoutMetrics", new JsonObject(), session).getJsonObject("cssContentSize");
      capture(
          png,
          new JsonObject()
              .put("x", 0)
              .put("y", 0)
              .put("width", size.getDouble("width"))
              .put("height", size.getDouble("height"))
              .put("scale", 1));
    }

    /**
     * A PNG of the page as wide as the window, from the top of the first element {@code from}
     * matches (the page's top for "body") to the bottom of the first element {@code to} matches.
     */
    public void screenshot(Path png, String from, String to) {
      JsonObject box =
          new JsonObject(
              (String)
                  eval(
                      "JSON.stringify((() => { const a = document.querySelector("
                          + quote(from)
                          + ").getBoundingClientRect(), b = document.querySelector("
                          + quote(to)
                          + ").getBoundingClientRect(); return {top: Math.max(0, a.top +"
                          + " window.scrollY - 12), bottom: b.bottom + window.scrollY + 12, width:"
                          + " document.documentElement.scrollWidth}; })())"));
      capture(
          png,
          new JsonObject()
              .put("x", 0)
              .put("y", box.getDouble("top"))
              .put("width", box.getDouble("width"))
              .put("height", box.getDouble("bottom") - box.getDouble("top"))
              .put("scale", 1));
    }

    private void capture(Path png, JsonObject clip) {
      String data =
          send(
                  "Page.captureScreenshot",
                  new JsonObject()
                      .put("format", "png")
                      .put("clip", clip)
                      .put("captureBeyondViewport", true),
                  session)
              .getString("data");
      try {
        Files.createDirectories(png.toAbsolutePath().getParent());
        Files.write(png, Base64.getDecoder().decode(data));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Loads {@code file} in a new tab {@code width} CSS pixels wide and waits for its load event. */
  public Visit visit(Path file, int width) {
    String target =
        send("Target.createTarget", new JsonObject().put("url", "about:blank"), null)
            .getString("targetId");
    String session =
        send(
                "Target.attachToTarget",
                new JsonObject().put("targetId", target).put("flatten", true),
                null)
            .getString("sessionId");
    Visit visit = new Visit(session);
    for (String domain : List.of("Page", "Runtime", "Log", "Network"))
      send(domain + ".enable", new JsonObject(), session);
    send(
        "Emulation.setDeviceMetricsOverride",
        new JsonObject()
            .put("width", width)
            .put("height", 900)
            .put("deviceScaleFactor", 1)
            .put("mobile", false),
        session);
    int seen = events.size();
    send(
        "Page.navigate",
        new JsonObject().put("url", file.toAbsolutePath().toUri().toString()),
        session);
    long deadline = System.nanoTime() + WAIT.toNanos();
    // A stream of the list itself reads one snapshot; a subList would fail when an event arrives
    // meanwhile.
    while (events.stream()
        .skip(seen)
        .noneMatch(
            e ->
                "Page.loadEventFired".equals(e.getString("method"))
                    && session.equals(e.getString("sessionId")))) {
      if (System.nanoTime() > deadline)
        throw new AssertionError(file + " did not load within " + WAIT);
      sleep(20);
    }
    sleep(300); // scripts run on load; anything they log arrives just after
    for (JsonObject e : events) {
      if (!session.equals(e.getString("sessionId"))) continue;
      JsonObject p = e.getJsonObject("params", new JsonObject());
      switch (e.getString("method", "")) {
        case "Runtime.consoleAPICalled" -> {
          if (List.of("error", "warning", "assert").contains(p.getString("type")))
            visit.problems.add("console." + p.getString("type") + ": " + p.getJsonArray("args"));
        }
        case "Runtime.exceptionThrown" ->
            visit.problems.add("exception: " + p.getJsonObject("exceptionDetails"));
        case "Log.entryAdded" -> {
          JsonObject entry = p.getJsonObject("entry");
          if ("error".equals(entry.getString("level")))
            visit.problems.add(
                "log: " + entry.getString("text") + " " + entry.getString("url", ""));
        }
        case "Network.requestWillBeSent" -> {
          String url = p.getJsonObject("request").getString("url");
          if (!url.startsWith("file:") && !url.startsWith("data:")) visit.network.add(url);
        }
        default -> {}
      }
    }
    return visit;
  }

  private JsonObject send(String method, JsonObject params, String session) {
    int id = ids.incrementAndGet();
    CompletableFuture<JsonObject> reply = new CompletableFuture<>();
    replies.put(id, reply);
    JsonObject message = new JsonObject().put("id", id).put("method", method).put("params", params);
    if (session != null) message.put("sessionId", session);
    socket.sendText(message.encode(), true).join();
    try {
      JsonObject answer = reply.get(WAIT.toSeconds(), TimeUnit.SECONDS);
      if (answer.containsKey("error"))
        throw new AssertionError(method + ": " + answer.getJsonObject("error"));
      return answer.getJsonObject("result", new JsonObject());
    } catch (InterruptedException
        | java.util.concurrent.ExecutionException
        | java.util.concurrent.TimeoutException e) {
      throw new AssertionError(method + " got no answer: " + e, e);
    } finally {
      replies.remove(id);
    }
  }

  private static String quote(String s) {
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  @Override
  public void close() {
    try {
      socket
          .sendText(
              new JsonObject()
                  .put("id", ids.incrementAndGet())
                  .put("method", "Browser.close")
                  .encode(),
              true)
          .get(5, TimeUnit.SECONDS);
      if (!process.waitFor(10, TimeUnit.SECONDS))
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
  }

  /** Replies go to their senders, events to the list; a message may come in several frames. */
  private final class Listener implements WebSocket.Listener {
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        JsonObject message = new JsonObject(partial.toString());
        partial.setLength(0);
        if (message.containsKey("id")) {
          CompletableFuture<JsonObject> reply = replies.get(message.getInteger("id"));
          if (reply != null) reply.complete(message);
        } else {
          events.add(message);
        }
      }
      webSocket.request(1);
      return null;
    }
  }
}
