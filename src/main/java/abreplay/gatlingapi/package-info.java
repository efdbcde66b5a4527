/**
 * The one package that calls Gatling (io.gatling; LayersTest holds the rest of src/main to that):
 * the populations a replay chains ({@link abreplay.gatlingapi.Populations}), each response fed to
 * its recorder, each failure classed as ab classes it ({@link abreplay.gatlingapi.FailureTap}), and
 * the injector ({@link abreplay.gatlingapi.InjectorMain}) and merge ({@link
 * abreplay.gatlingapi.MergeMain}) commands. Gatling is a provided dependency: these classes run on
 * the test classpath (src/test's simulations, src/main/sh/gatling-main), never on the runtime one.
 */
package abreplay.gatlingapi;
