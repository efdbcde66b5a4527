/**
 * A replay's life as phases, without Gatling: {@link abreplay.phase.RunLife} turns a run plan into
 * the ordered {@link abreplay.phase.Phase}s a simulation maps to populations (start and check a
 * system, warm-ups, launch a step's other injectors, a step's load, stop) and keeps what their
 * callbacks do: the journal, the recorders, the other injectors ({@link
 * abreplay.phase.OtherInjectors}, with the run's choices about them in {@link
 * abreplay.phase.Injectors}) and, once, the reports at the end. Imports run, report and what they
 * stand on; the one Gatling package imports it, nothing else.
 */
package abreplay.phase;
