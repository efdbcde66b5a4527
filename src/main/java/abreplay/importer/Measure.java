package abreplay.importer;

/**
 * What a figure of a load tool's report measures, whichever tool printed it and in whatever unit;
 * each figure's own label and qualifier say the rest.
 */
enum Measure {
  /** Requests the run completed. */
  REQUESTS,
  DURATION,
  REQUESTS_PER_SECOND,
  /** Bytes the tool read (or, with its label, sent or counted as headers and data). */
  BYTES,
  TRANSFER_RATE,
  SIZE_PER_REQUEST,
  /** A statistic of the latency: its qualifier says which (avg, stdev, max, min, +/- stdev). */
  LATENCY,
  /** A latency percentile: its qualifier is the percent as printed ("99", "99.990"). */
  LATENCY_PERCENTILE,
  /** A bucket of a latency histogram: the qualifier is its bound, the figure its count. */
  LATENCY_HISTOGRAM,
  /** A statistic of the per-second (or per-thread) request-rate or bytes samples. */
  RATE_SAMPLES,
  TRANSFER_SAMPLES,
  /** Responses by status code or class: the qualifier is "200", "2xx", "non 2xx", "others". */
  STATUS,
  /** Errors by kind: the qualifier is the kind (connect, read, write, timeout, or the message). */
  ERRORS,
  SUCCESS_RATE,
  /** A timing of one phase of a request (hey's and oha's Details, h2load's connect). */
  PHASE,
  /** What else the tool counts: samples, concurrency, calibration, a histogram's own totals. */
  OTHER
}
