/**
 * A system under test, as data and as a process: a {@link abreplay.targets.Target} is a bundled
 * stand-in, a bundled real server or a url (a sealed interface), with the {@link
 * abreplay.targets.Capacity} it works with; {@link abreplay.targets.RealServers} says which real
 * server of targets/real/ plays which system of a document and what this machine lacks to run it;
 * {@link abreplay.targets.TargetProcess} is what the run starts for a system (a stand-in's JVM or a
 * real server, callable from any thread), {@link abreplay.targets.TargetCounters} what a stand-in
 * counted and {@link abreplay.targets.TargetError} a target that cannot serve. Below every package
 * that describes, starts or reports targets (standin, realserver, plan, run, report); imports
 * nothing of ab-replay.
 */
package abreplay.targets;
