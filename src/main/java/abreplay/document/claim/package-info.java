/**
 * The kinds of claim a document makes, one type each ({@link abreplay.document.claim.ClaimKind}):
 * how each reads its own number, decides a replayed ratio's {@link abreplay.document.claim.Verdict}
 * and the post's {@link abreplay.document.claim.OwnData}, and describes itself to the schema, the
 * reports and the importer. Imports nothing of the project; pure and immutable.
 */
package abreplay.document.claim;
