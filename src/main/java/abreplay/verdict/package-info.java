/**
 * The judge of a document's claims. Per claim and scenario, {@link abreplay.verdict.Judge} pairs
 * the claim's systems' steps by round, measures each step's noise and builds a {@link
 * abreplay.verdict.RatioEstimate}, one-sided where the load generator capped a rate; the claim's
 * kind holds its threshold and decides. Each claim gets three answers ({@code Measurement}, {@code
 * Verdict}, {@code OwnData}), each with its coverage and, when not given, an {@link
 * abreplay.verdict.Unjudged} reason. Pure.
 */
package abreplay.verdict;
