/**
 * What the run starts to serve a system, whatever it is: {@link abreplay.server.TargetProcess} (a
 * stand-in's JVM or a real server, callable from any thread), what a stand-in counted ({@link
 * abreplay.server.TargetCounters}) and {@link abreplay.server.TargetError} when it cannot serve.
 * Imports nothing of ab-replay.
 */
package abreplay.server;
