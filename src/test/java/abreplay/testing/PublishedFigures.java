package abreplay.testing;

import abreplay.document.Document.Published;
import abreplay.document.ReportDetails;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** A post's ab figures as the tests write them: the ones every document conf has, no more. */
public final class PublishedFigures {
  private PublishedFigures() {}

  /** ab's figures without the rest of its report and without the post's word on completing. */
  public static Published of(
      OptionalDouble requestsPerSecond,
      OptionalDouble timeTaken,
      OptionalLong complete,
      OptionalLong failed,
      OptionalLong keepAlive,
      OptionalLong totalBytes,
      OptionalLong htmlBytes,
      OptionalLong documentLength,
      Map<Integer, Long> percentiles,
      String note) {
    return new Published(
        requestsPerSecond,
        timeTaken,
        complete,
        failed,
        keepAlive,
        totalBytes,
        htmlBytes,
        documentLength,
        percentiles,
        note,
        ReportDetails.NONE,
        Optional.empty(),
        Map.of());
  }
}
