package abreplay.result;

/**
 * One measured slice of an interleaved step, as it ran: a closed population of the step's -c
 * against its system alone, in its turn. Immutable.
 *
 * @param row which row of the scenario's turns it ran in, from 0 (the plan's {@code
 *     Slicing.turns}): slices of one row of two systems form a pair
 * @param startEpochMillis when its first request was about to be sent, epoch ms
 * @param seconds from then to its last response, in seconds
 * @param responses the responses it received
 */
public record Slice(int row, long startEpochMillis, double seconds, long responses) {

  /** Its responses per second; 0 for a slice with no time. */
  public double rate() {
    return seconds > 0 ? responses / seconds : 0;
  }
}
