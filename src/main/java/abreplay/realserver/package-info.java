/**
 * The documents' own servers where Debian ships their software, one folder of targets/real/ each:
 * {@link abreplay.realserver.RealServerLoader} reads its real-server.conf, {@link
 * abreplay.realserver.Catalog} says what plays which system of a document and what this machine
 * lacks, {@link abreplay.realserver.Builds} builds once, and {@link
 * abreplay.realserver.RealServerProcess} runs one behind its {@link abreplay.realserver.Watchdog}
 * (STARTING -&gt; READY -&gt; STOPPING -&gt; STOPPED, nothing outlives the run). A new real server
 * is a folder, not new Java. Imports config, document, machine, recording, server, standin (the
 * ready line, a free port) and targets.
 */
package abreplay.realserver;
