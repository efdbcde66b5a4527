/**
 * The stand-ins: one engine ({@link abreplay.standin.StandInServer}, HTTP/1.x by hand on Vert.x's
 * transport) that answers byte for byte like the server a profile of targets/*.conf describes
 * ({@link abreplay.standin.Profile}). Each runs in a JVM of its own ({@link
 * abreplay.standin.StandInMain}, started by {@link abreplay.standin.StandInProcess}). A new
 * stand-in is a new profile, not new Java.
 */
package abreplay.standin;
