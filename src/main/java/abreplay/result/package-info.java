/**
 * What a run measured, immutable: {@link abreplay.result.RunResult} holds every planned step's
 * {@link abreplay.result.StepResult} (a typed outcome with its reason), each run's {@link
 * abreplay.result.AbRun}, the resources both sides used with the {@link abreplay.result.Bound} they
 * imply, and the CPU budget as decided ({@link abreplay.result.BudgetDecision}). Written by the
 * run, read back from a run folder, and the only input of verdicts and reports.
 */
package abreplay.result;
