/**
 * The judge of a document's claims. Per claim and scenario, {@link abreplay.verdict.Judge} pairs
 * the steps of the claim's systems by round, measures each step's noise from its own completions
 * over time ({@link abreplay.verdict.StepNoise}, batch means) or the rounds' spread, and builds a
 * {@link abreplay.verdict.RatioEstimate} (a confidence interval, one-sided where the load generator
 * capped a rate); the claim's kind ({@link abreplay.document.claim.ClaimKind}) holds its threshold
 * and decides. A claim gets three answers, as types: {@link abreplay.verdict.Measurement} (does the
 * replay reproduce the post's ratio?), {@link abreplay.document.claim.Verdict} (does the claim
 * hold?) and {@link abreplay.document.claim.OwnData} (does the post's own data hold it?), each with
 * its coverage and, when not given, an {@link abreplay.verdict.Unjudged} reason; a {@link
 * abreplay.verdict.VerdictMap} says what ratio each answer needs. Pure. Imports document,
 * recording, result and targets; reports render what it decided.
 */
package abreplay.verdict;
