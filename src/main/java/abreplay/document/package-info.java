/**
 * A published benchmark write-up as data: {@link abreplay.document.DocumentReader} turns a
 * conf/documents/&lt;nnn&gt;-&lt;name&gt;.conf into an immutable {@link
 * abreplay.document.Document}, checking every key and name and saying every problem at once. It
 * knows nothing of targets/ or of how a replay runs: which stand-in profiles exist and the replay
 * block's keys come from its caller.
 */
package abreplay.document;
