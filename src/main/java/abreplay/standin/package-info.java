/**
 * The stand-ins: one engine ({@link abreplay.standin.StandInServer} on Vert.x's transport, HTTP/1.x
 * by hand) that answers byte for byte like the server a profile of targets/*.conf describes ({@link
 * abreplay.standin.Profile}, read by {@link abreplay.standin.ProfileLoader}): its header lines and
 * placeholders, keep-alive and Connection rules, body framing per HTTP version, event loops and a
 * framework's CPU per request ({@link abreplay.standin.ServiceWorkers}). A stand-in runs in a JVM
 * of its own ({@link abreplay.standin.StandInMain}, started by {@link
 * abreplay.standin.StandInProcess}; {@code targets/serve}: {@link abreplay.standin.ServeMain}). A
 * new stand-in is a new profile, not new Java. Imports config, machine, server and targets.
 */
package abreplay.standin;
