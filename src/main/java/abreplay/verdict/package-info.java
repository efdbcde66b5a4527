/**
 * The judge of a document's claims: {@link abreplay.verdict.Judge} holds every rule by which a replay
 * judges a claim (direction and magnitude, each replayed ratio a {@link abreplay.verdict.Range}, sides
 * never mixed), giving a {@link abreplay.verdict.ClaimResult} with its {@link abreplay.verdict.Verdict}.
 * Pure. Imports document, result and targets; reports render what it decided.
 */
package abreplay.verdict;
