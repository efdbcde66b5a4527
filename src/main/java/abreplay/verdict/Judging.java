package abreplay.verdict;

import abreplay.document.claim.OnParFactor;

/**
 * What judging a document's claims ({@link Judge}) needs besides the results. Immutable.
 *
 * @param confidence of each interval, e.g. 0.95 (replay.confidence)
 * @param cores this machine's CPUs, for notes on ratios that depend on them
 * @param scale the factor applied to every -n (replay.scale; 1 = the post's own)
 * @param stepDrift a relative standard deviation added between unpaired steps (replay.step-drift)
 * @param together replay.together: only then are overlapping steps judged paired
 */
public record Judging(
    double confidence,
    int cores,
    OnParFactor onPar,
    double scale,
    double stepDrift,
    boolean together) {}
