/**
 * A replay's life as phases, without Gatling: {@link abreplay.phase.RunLife} turns a run plan into
 * the ordered {@link abreplay.phase.Phase}s a simulation maps to populations and keeps what their
 * callbacks do: the journal, the recorders, the other injectors ({@link
 * abreplay.phase.OtherInjectors}) and, once, the reports at the end. Only the one Gatling package
 * imports it.
 */
package abreplay.phase;
