/**
 * A system under test, as data and as a process: a {@link abreplay.targets.Target} is a bundled
 * stand-in, a bundled real server or a url; {@link abreplay.targets.TargetProcess} is what the run
 * starts for one (callable from any thread), and {@link abreplay.targets.TargetError} a target that
 * cannot serve. Below every package that describes, starts or reports targets; imports nothing of
 * ab-replay.
 */
package abreplay.targets;
