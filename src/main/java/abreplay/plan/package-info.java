/**
 * What a run will do, decided before any request is sent: {@link abreplay.plan.DocumentPlanner}
 * turns a document and its {@link abreplay.plan.ReplayOptions} (the replay.* keys, defined there
 * beside the code that reads them) into a {@link abreplay.plan.RunPlan}: systems per round, steps
 * scaled, what this machine cannot run SKIPPED, {@link abreplay.plan.PreFlight}'s warnings, each
 * step's {@link abreplay.plan.Layout} (injectors and target processes, from {@link
 * abreplay.plan.LayoutPlanner}), each system's {@link abreplay.plan.WarmUp} under its {@link
 * abreplay.plan.WarmUpPolicy}, and the CPU budget asked for ({@link abreplay.plan.BudgetSettings},
 * with auto's rule in {@link abreplay.plan.AutoBudget}). Pure: the machine's limits and memory, its
 * online CPUs, the ports, what the targets can do and how a stand-in splits over processes are
 * passed in; nothing here reads a file, the machine or targets/ (that wiring is abreplay.replay's).
 * Imports config, document, injector (Share), machine (types only) and targets.
 */
package abreplay.plan;
