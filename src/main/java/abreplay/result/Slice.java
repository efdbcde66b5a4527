package abreplay.result;

/**
 * One measured slice of an interleaved step: a closed population of the step's -c against its
 * system alone, in its turn. Immutable.
 *
 * @param row the row of the scenario's turns ({@code Slicing.turns}), from 0: slices of one row of
 *     two systems form a pair
 * @param startEpochMillis when its first request was about to be sent
 * @param seconds from then to its last response
 */
public record Slice(int row, long startEpochMillis, double seconds, long responses) {

  /** Its responses per second; 0 for a slice with no time. */
  public double rate() {
    return seconds > 0 ? responses / seconds : 0;
  }
}
