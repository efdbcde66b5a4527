/**
 * The machine a run meets, read from the kernel: its limits ({@link abreplay.machine.Limits}: open
 * files, listen backlog, ephemeral ports), its description ({@link abreplay.machine.Machine}), CPUs
 * and pinning ({@link abreplay.machine.CpuSet}, {@link abreplay.machine.Affinity}), the /proc
 * sampler of a process and its descendants ({@link abreplay.machine.ProcessSampler}) and who
 * listens on a port ({@link abreplay.machine.Listeners}), another JVM's JIT work ({@link
 * abreplay.machine.CompilerThreads}), and ports for servers outside the ephemeral range ({@link
 * abreplay.machine.FreePorts}); what a JVM does when the process that started it is gone ({@link
 * abreplay.machine.ParentExit}); a process tree's CPU budget ({@link abreplay.machine.CpuControl}:
 * cgroup v2, cgroup v1 or systemd-run, each {@link abreplay.machine.CpuGroup} made, joined, read
 * and removed). Linux only; imports nothing of ab-replay.
 */
package abreplay.machine;
