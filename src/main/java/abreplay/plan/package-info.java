/**
 * What a run will do, decided before any request is sent: {@link abreplay.plan.DocumentPlanner}
 * turns a document and its {@link abreplay.plan.ReplayOptions} (the replay.* keys) into a {@link
 * abreplay.plan.RunPlan}: steps per round, scaled, each with its {@link abreplay.plan.Layout},
 * warm-ups, the CPU budget, and what this machine cannot run SKIPPED. Pure: the machine's limits,
 * CPUs, ports and what the targets can do are passed in; nothing here reads a file, the machine or
 * targets/.
 */
package abreplay.plan;
