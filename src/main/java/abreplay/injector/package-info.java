/**
 * Load from several injector processes: {@link abreplay.injector.Share} spreads a step's users and
 * requests over them exactly (the parts add up to ab's c and n), and {@link
 * abreplay.injector.GatlingLog} is Gatling 3.15's simulation.log, with its reader, writer and
 * {@link abreplay.injector.GatlingLogMerge}, which makes several injectors' logs one for Gatling's
 * report. Pure but for the logs' files; imports only request (what an order's requests send).
 */
package abreplay.injector;
