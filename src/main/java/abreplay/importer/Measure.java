package abreplay.importer;

/**
 * What a figure of a load tool's report measures, whichever tool printed it and in whatever unit:
 * the shared meanings the second half of a replay compares (a rate, a latency percentile, a status
 * count), each figure's own label and qualifier saying the rest.
 */
enum Measure {
  /** Requests the run completed (wrk's "N requests in", hey's status counts summed are not it). */
  REQUESTS("requests completed"),
  /** How long the measured run lasted. */
  DURATION("duration"),
  /** The tool's own requests per second over the run. */
  REQUESTS_PER_SECOND("requests per second"),
  /** Bytes the tool read (or, with its label, sent or counted as headers and data). */
  BYTES("bytes"),
  /** Bytes per second. */
  TRANSFER_RATE("bytes per second"),
  /** Bytes of one response. */
  SIZE_PER_REQUEST("bytes per request"),
  /** A statistic of the latency: its qualifier says which (avg, stdev, max, min, +/- stdev). */
  LATENCY("latency statistic"),
  /** A latency percentile: its qualifier is the percent as printed ("99", "99.990"). */
  LATENCY_PERCENTILE("latency percentile"),
  /** A bucket of a latency histogram: the qualifier is its bound, the quantity its count. */
  LATENCY_HISTOGRAM("latency histogram bucket"),
  /** A statistic of the per-second (or per-thread) request-rate samples. */
  RATE_SAMPLES("request rate samples"),
  /** A statistic of the per-second bytes samples. */
  TRANSFER_SAMPLES("transfer rate samples"),
  /** Responses by status code or class: the qualifier is "200", "2xx", "non 2xx", "others". */
  STATUS("responses by status"),
  /** Errors by kind: the qualifier is the kind (connect, read, write, timeout, or the message). */
  ERRORS("errors"),
  /** Share of requests that succeeded. */
  SUCCESS_RATE("success rate"),
  /**
   * A timing of one phase of a request (hey's and oha's Details, h2load's connect and 1st byte).
   */
  PHASE("request phase timing"),
  /** What else the tool counts: samples, concurrency, calibration, a histogram's own totals. */
  OTHER("other");

  final String shown;

  Measure(String shown) {
    this.shown = shown;
  }
}
