/**
 * {@code ./ab-replay --check}: a document conf validated as a run's pre-flight validates it, and
 * each claim's own-data outcome (the post's published ratio against the claim's threshold), before
 * any load. Above replay (which reads the conf) and verdict (which holds the rules).
 */
package abreplay.check;
