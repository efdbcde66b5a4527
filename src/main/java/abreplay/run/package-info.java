/**
 * A run while it runs, for the run's phases (abreplay.phase) and Gatling's side: each system's life
 * ({@link abreplay.run.SystemRun}: its process, its url, its resource sampler), ab's slots and the
 * warm-ups ({@link abreplay.run.Tickets}, {@link abreplay.run.LoadGeneratorWarmUp}), which side
 * bound a step ({@link abreplay.run.BoundRule}), the CPU budget every system's server runs under
 * ({@link abreplay.run.RunBudget}: each one's group, auto's one decision), what each step came to
 * ({@link abreplay.run.Outcomes}: COMPLETE, PARTIAL, SKIPPED, NOT_RUN) and the run folder kept up
 * to date as it goes ({@link abreplay.run.RunJournal}); the gate where a step's users wait for its
 * injectors' common start ({@link abreplay.run.StartGate}) and one injector's life ({@link
 * abreplay.run.InjectorLife}). Imports plan, targets, standin, realserver, recording, result,
 * folder, machine and config.
 */
package abreplay.run;
