package abreplay.realserver;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;

/**
 * A real server's label with the version of the software that plays it, as that software tells it
 * (nginx -v, go version, php's phpversion('swoole')): so that every output names what played the
 * post's server, e.g. "Swoole 6.2.2 on PHP 8.2.36" for the post's Swoole 1.7.22 on PHP 7.0. Each
 * command runs once per JVM.
 */
final class Versions {
  /** Where the software is missing or does not say: the label keeps this in place of it. */
  static final String UNREAD = "(version not read)";

  private static final long TIMEOUT_SECONDS = 10;
  private static final Map<List<String>, String> OUTPUTS = new ConcurrentHashMap<>();

  private Versions() {}

  /** {@code server}'s label, its {version} filled in from its software on this machine. */
  static String label(RealServer server, Software software) {
    if (server.version().isEmpty()) return server.label();
    return server.label().replace("{version}", read(server, software).orElse(UNREAD));
  }

  /** The version its software tells, empty when a requirement is missing or it says nothing. */
  static Optional<String> read(RealServer server, Software software) {
    RealServer.Version version = server.version().orElseThrow();
    Map<String, String> values = new HashMap<>();
    values.put("home", server.folder().getParent().getParent().getParent().toString());
    Map<String, RealServer.Requirement> all = new HashMap<>(server.requires());
    server.build().ifPresent(b -> all.putAll(b.requires()));
    for (RealServer.Requirement r : all.values()) {
      Map<String, RealServer.Requirement> block =
          server.requires().containsKey(r.placeholder())
              ? server.requires()
              : server.build().orElseThrow().requires();
      software.find(r, block).ifPresent(found -> values.put(r.placeholder(), found));
    }
    List<String> command = Placeholders.fill(version.command(), values);
    if (command.stream().anyMatch(word -> word.matches(".*\\{[a-z][a-z0-9-]*\\}.*")))
      return Optional.empty();
    String output = OUTPUTS.computeIfAbsent(command, Versions::output);
    Matcher m = version.pattern().matcher(output);
    if (!m.find()) return Optional.empty();
    String found = (m.groupCount() > 0 ? m.group(1) : m.group()).strip();
    return found.isEmpty() ? Optional.empty() : Optional.of(found);
  }

  /** What {@code command} prints on its standard output and error; "" when it cannot run. */
  private static String output(List<String> command) {
    try {
      Process p =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
              .start();
      CompletableFuture<String> read =
          CompletableFuture.supplyAsync(
              () -> {
                try (InputStream in = p.getInputStream()) {
                  return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return "";
      }
      return p.exitValue() == 0 ? read.get(TIMEOUT_SECONDS, TimeUnit.SECONDS) : "";
    } catch (IOException
        | java.util.concurrent.ExecutionException
        | java.util.concurrent.TimeoutException e) {
      return "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }
}
