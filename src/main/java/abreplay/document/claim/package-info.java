/**
 * The kinds of claim a document makes, one type each ({@link abreplay.document.claim.ClaimKind},
 * listed in {@link abreplay.document.claim.ClaimKinds}): how each reads its own number ({@link
 * abreplay.document.claim.Magnitude}), decides a replayed ratio's {@link
 * abreplay.document.claim.Verdict} and the post's {@link abreplay.document.claim.OwnData}, gives
 * its {@link abreplay.document.claim.Band} at the run's {@link
 * abreplay.document.claim.OnParFactor}, and describes itself to the schema, {@code --check}, the
 * reports and the importer. Part of document (it imports nothing of the project); pure and
 * immutable.
 */
package abreplay.document.claim;
