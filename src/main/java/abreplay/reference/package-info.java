/**
 * The reference real server (targets/real/vertx-web, {@code -Dreplay.reference=true}): a plain
 * Vert.x Web application, {@link abreplay.reference.VertxWebServer}, started in a JVM of its own
 * like any real server. Imports config only (its exit status).
 */
package abreplay.reference;
