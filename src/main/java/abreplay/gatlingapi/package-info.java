/**
 * The one package that calls Gatling (io.gatling; LayersTest holds the rest of src/main to that):
 * the populations a replay chains ({@link abreplay.gatlingapi.Populations}: ab's closed model, a
 * ready check, a control step), each response fed to its recorder ({@link
 * abreplay.gatlingapi.ResponseRecording}), each failure classed as ab classes it ({@link
 * abreplay.gatlingapi.FailureTap}, a logback turbo filter on Gatling's logger), Gatling's version
 * for the record, and the two commands Gatling runs: the injector ({@link
 * abreplay.gatlingapi.InjectorMain}, {@link abreplay.gatlingapi.InjectorSimulation}) and the merge
 * ({@link abreplay.gatlingapi.MergeMain}, which has Gatling draw its report). Gatling is a provided
 * dependency: these classes run on the test classpath (the simulations of src/test,
 * src/main/sh/gatling-main), never on the runtime one.
 */
package abreplay.gatlingapi;
