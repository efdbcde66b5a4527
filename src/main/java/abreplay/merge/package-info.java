/**
 * {@code ./ab-replay --merge}'s work without Gatling: injector folders (one step's shares, from one
 * machine or several) checked and joined into one run folder with its record and reports ({@link
 * abreplay.merge.InjectorMerge}). The one Gatling package imports it for the command's main class.
 */
package abreplay.merge;
