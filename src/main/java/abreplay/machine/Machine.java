package abreplay.machine;

import java.nio.file.Path;

/** The machine a run happened on, as a reproduction table shows it beside the document's. */
public record Machine(int cores, String cpuModel, String memory, String os, String jvm) {

  public static Machine current() {
    String cpu =
        Limits.lines(Path.of("/proc/cpuinfo")).stream()
            .filter(l -> l.startsWith("model name"))
            .map(l -> l.substring(l.indexOf(':') + 1).trim())
            .findFirst()
            .orElse(System.getProperty("os.arch"));
    long memKb =
        Limits.lines(Path.of("/proc/meminfo")).stream()
            .filter(l -> l.startsWith("MemTotal:"))
            .map(l -> Long.parseLong(l.replaceAll("[^0-9]", "")))
            .findFirst()
            .orElse(0L);
    String os =
        Limits.lines(Path.of("/etc/os-release")).stream()
            .filter(l -> l.startsWith("PRETTY_NAME="))
            .map(l -> l.substring("PRETTY_NAME=".length()).replace("\"", ""))
            .findFirst()
            .orElse(System.getProperty("os.name"));
    return new Machine(
        CpuSet.online().size(),
        cpu,
        String.format("%.1f GB", memKb / 1024.0 / 1024.0),
        os + " (Linux " + System.getProperty("os.version") + ")",
        System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
  }
}
