/**
 * The machine a run meets, read from the kernel: its limits ({@link abreplay.machine.Limits}), CPUs
 * and pinning, the /proc sampler of a process tree ({@link abreplay.machine.ProcessSampler}), free
 * ports, and a process tree's CPU budget ({@link abreplay.machine.CpuControl}: cgroup v2, cgroup v1
 * or systemd-run). Linux only; imports nothing of ab-replay.
 */
package abreplay.machine;
