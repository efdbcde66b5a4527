/**
 * A published benchmark write-up as data: {@link abreplay.document.DocumentReader} turns a
 * conf/documents/&lt;nnn&gt;-&lt;name&gt;.conf into a {@link abreplay.document.Document} (its
 * machine, systems, scenarios in order with the figures it printed, and its claims), checking every
 * key and every name a claim or figure uses, and saying every problem at once. It knows nothing of
 * targets/ or of how a replay runs: whether a stand-in profile exists is asked of its caller, and
 * so are the keys of the file's replay block. Imports config, format and request; immutable
 * results.
 */
package abreplay.document;
