/**
 * A system under test as the run sees it, as data: a {@link abreplay.targets.Target} is a bundled
 * stand-in, a bundled real server or a url, with the {@link abreplay.targets.Capacity} it works
 * with, and {@link abreplay.targets.RealServers} says which real server of targets/real/ plays
 * which system of a document and what this machine lacks to run it. Immutable records below every
 * package that describes or starts targets (standin, realserver, plan), so that none of them
 * imports another's; imports nothing of ab-replay.
 */
package abreplay.targets;
