/**
 * A run while it runs, for the Gatling wiring of src/test (abreplay.gatling): each system's life
 * ({@link abreplay.run.SystemRun}: its process, its url, its resource sampler), ab's slots and the
 * warm-ups ({@link abreplay.run.Tickets}, {@link abreplay.run.LoadGeneratorWarmUp}), which side
 * bound a step ({@link abreplay.run.BoundRule}), what each step came to ({@link
 * abreplay.run.Outcomes}: COMPLETE, PARTIAL, SKIPPED, NOT_RUN) and the run folder kept up to date
 * as it goes ({@link abreplay.run.RunJournal}). The top of the runtime: imports plan, targets,
 * standin, realserver, server, recording, result, folder, machine and config; nothing imports it.
 */
package abreplay.run;
