/**
 * The wiring that turns a conf file into a plan for this machine, above plan/: {@link
 * abreplay.replay.DocumentReplay} reads a document's file, asks targets/ for its stand-in profiles
 * (standin) and real servers (realserver), reads the kernel's limits and online CPUs, and hands all
 * of it to the pure {@link abreplay.plan.DocumentPlanner}, then builds the real servers the plan
 * runs; {@link abreplay.replay.AbReplay} does the same for one ab command, which {@link
 * abreplay.replay.AbCommand} reads (the ab.* keys, defined there) as a document of one system and
 * one scenario for the same planner; {@link abreplay.replay.StandInPorts} chooses the ports
 * (machine/FreePorts'); {@link abreplay.replay.UrlProbe} asks a loopback url whether anything
 * listens, and {@link abreplay.replay.AbCheck} checks {@code ./ab-replay}'s command with both
 * before Maven starts. Everything here runs before any load, and every problem it finds is a {@link
 * abreplay.config.ConfigError}. Used by the simulations.
 */
package abreplay.replay;
