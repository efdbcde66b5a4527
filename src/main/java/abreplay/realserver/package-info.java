/**
 * The documents' own servers where Debian ships their software, one folder of targets/real/ each (a
 * new real server is a folder, not new Java): {@link abreplay.realserver.Catalog} says what plays
 * which system and what this machine lacks, and {@link abreplay.realserver.RealServerProcess} runs
 * one behind its {@link abreplay.realserver.Watchdog}, so that nothing outlives the run.
 */
package abreplay.realserver;
