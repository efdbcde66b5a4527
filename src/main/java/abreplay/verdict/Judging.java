package abreplay.verdict;

import abreplay.document.claim.OnParFactor;

/**
 * What judging a document's claims ({@link Judge}) needs besides the results. Immutable.
 *
 * @param confidence of each claim's answers, e.g. 0.95 (replay.confidence)
 * @param cores the CPUs this machine has, for notes on ratios that depend on them
 * @param onPar the on-par kinds' factor (replay.on-par)
 * @param scale the factor the run applied to every -n (replay.scale; 1 = the post's own)
 * @param stepDrift how far a ratio of two steps moves beyond their own noise, a relative standard
 *     deviation (replay.step-drift; 0 = none)
 * @param together the run loaded a round's systems at once (replay.together): only then are two
 *     steps whose seconds overlap ({@link PairedNoise#together}) judged paired, on the seconds both
 *     ran; false: every step is one of its own, as in a run one after the other
 */
public record Judging(
    double confidence,
    int cores,
    OnParFactor onPar,
    double scale,
    double stepDrift,
    boolean together) {}
