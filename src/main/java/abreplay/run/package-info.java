/**
 * A run while it runs, for the run's phases (abreplay.phase) and Gatling's side: each system's life
 * ({@link abreplay.run.SystemRun}), ab's slots and warm-ups ({@link abreplay.run.Tickets}), which
 * side bound a step ({@link abreplay.run.BoundRule}), the CPU budget ({@link
 * abreplay.run.RunBudget}), what each step came to ({@link abreplay.run.Outcomes}) and the run
 * folder kept up to date ({@link abreplay.run.RunJournal}).
 */
package abreplay.run;
