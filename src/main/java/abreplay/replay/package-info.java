/**
 * The wiring that turns a conf file into a plan for this machine, above plan/: {@link
 * abreplay.replay.DocumentReplay} for a document, {@link abreplay.replay.AbReplay} for one ab
 * command, both handing stand-in profiles, real servers, the kernel's limits and CPUs to the pure
 * {@link abreplay.plan.DocumentPlanner}. Everything here runs before any load, and every problem it
 * finds is a {@link abreplay.config.ConfigError}.
 */
package abreplay.replay;
