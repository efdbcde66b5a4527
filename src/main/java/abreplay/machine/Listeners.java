package abreplay.machine;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which process of this machine listens on a TCP port, from the kernel's tables: the socket's inode
 * in /proc/net/tcp and tcp6, then the process whose /proc/&lt;pid&gt;/fd holds it. Where several
 * hold it (nginx's master and its workers), the topmost one: sampled with its descendants, it is
 * the whole server. Processes of other users are invisible without privilege: then none is found.
 */
public final class Listeners {
  private static final String LISTEN = "0A";

  private Listeners() {}

  /**
   * A listening socket of a kernel table.
   *
   * @param address the local address as the table writes it: hex, each 32-bit word in host order
   *     (0100007F is 127.0.0.1)
   */
  public record Socket(String address, int port, long inode) {
    /**
     * Where it listens: "127.0.0.1", "0.0.0.0", an IPv4-mapped IPv6 address as its IPv4, "::",
     * "::1"; else the hex.
     */
    public String ip() {
      String v4 =
          address.length() == 8
              ? address
              : address.startsWith("0000000000000000FFFF0000") ? address.substring(24) : null;
      if (v4 != null) {
        return Integer.parseInt(v4.substring(6, 8), 16)
            + "."
            + Integer.parseInt(v4.substring(4, 6), 16)
            + "."
            + Integer.parseInt(v4.substring(2, 4), 16)
            + "."
            + Integer.parseInt(v4.substring(0, 2), 16);
      }
      if (address.equals("0".repeat(32))) return "::";
      if (address.equals("0".repeat(24) + "01000000")) return "::1";
      return address;
    }
  }

  /** The listening sockets in the text of /proc/net/tcp or /proc/net/tcp6. */
  public static List<Socket> parse(String table) {
    List<Socket> sockets = new ArrayList<>();
    for (String line : table.split("\n")) {
      // Columns: sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode ...
      String[] f = line.trim().split("\\s+");
      if (f.length < 10 || !f[0].endsWith(":") || !f[3].equals(LISTEN)) continue;
      int colon = f[1].lastIndexOf(':');
      try {
        sockets.add(
            new Socket(
                f[1].substring(0, colon),
                Integer.parseInt(f[1].substring(colon + 1), 16),
                Long.parseLong(f[9])));
      } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
        // Not a socket line.
      }
    }
    return sockets;
  }

  /**
   * The process listening on {@code port} of this machine; empty when none is found (or it is not
   * ours to see).
   */
  public static Optional<Long> pidListeningOn(int port) {
    // The kernel writes /proc/net/tcp a page at a time, so a socket can be missed by one read while
    // others open and close: read it again before saying no one listens.
    for (int attempt = 1; ; attempt++) {
      Optional<Long> found = pidListeningOnce(port);
      if (found.isPresent() || attempt == 3) return found;
    }
  }

  private static Optional<Long> pidListeningOnce(int port) {
    Set<String> inodes = new HashSet<>();
    for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
      try {
        for (Socket s : parse(Files.readString(Path.of(table))))
          if (s.port() == port) inodes.add("socket:[" + s.inode() + "]");
      } catch (IOException e) {
        // No IPv6 table on this kernel.
      }
    }
    if (inodes.isEmpty()) return Optional.empty();
    Set<Long> holders = holders(inodes);
    return holders.stream()
        .filter(
            pid ->
                ProcessHandle.of(pid)
                    .flatMap(ProcessHandle::parent)
                    .map(parent -> !holders.contains(parent.pid()))
                    .orElse(true))
        .min(Long::compare);
  }

  private static Set<Long> holders(Set<String> inodes) {
    Set<Long> holders = new HashSet<>();
    try (DirectoryStream<Path> procs =
        Files.newDirectoryStream(
            Path.of("/proc"), p -> p.getFileName().toString().matches("[0-9]+"))) {
      for (Path proc : procs) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(proc.resolve("fd"))) {
          for (Path fd : fds) {
            if (inodes.contains(Files.readSymbolicLink(fd).toString())) {
              holders.add(Long.parseLong(proc.getFileName().toString()));
              break;
            }
          }
        } catch (IOException | SecurityException e) {
          // Gone, or another user's: skipped.
        }
      }
    } catch (IOException e) {
      return holders;
    }
    return holders;
  }
}
