package abreplay.gatling;

import abreplay.gatlingapi.ResponseRecording;
import abreplay.recording.IntervalClock;
import abreplay.recording.Recorder;
import io.gatling.http.response.NoResponseBody;
import io.gatling.http.response.Response;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponseStatus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What recording costs per response, measured where it runs: ResponseRecording.apply on a response
 * as the hello stand-in sends it, from two threads at once (Gatling's two event loops here), while
 * the run's interval clock flips the recorder once a second. A load test on this machine is too
 * noisy to show a few percent; this is not.
 *
 * <p>Usage: java ... abreplay.gatling.RecordingCost [replayed req/s] [load generator cores]
 */
public final class RecordingCost {
  private static final int THREADS = 2;
  private static final int CALLS = 5_000_000;

  public static void main(String[] args) throws Exception {
    double rate = args.length > 0 ? Double.parseDouble(args[0]) : 0;
    double cores = args.length > 1 ? Double.parseDouble(args[1]) : 1.5;
    HttpHeaders headers =
        new DefaultHttpHeaders()
            .add("Server", "ab-replay-hello")
            .add("Date", "Sun, 29 Nov 2026 23:00:00 GMT")
            .add("Content-Type", "text/html")
            .add("Content-Length", "12");
    Response response =
        new Response(
            null,
            0L,
            1L,
            HttpResponseStatus.OK,
            headers,
            NoResponseBody.apply(12),
            scala.collection.immutable.Map$.MODULE$.empty(),
            false);
    Recorder recorder = new Recorder("bench");
    IntervalClock clock = new IntervalClock();
    clock.add(recorder);
    ResponseRecording recording = new ResponseRecording(recorder);
    run(recording, response, CALLS); // the JIT's turn
    List<Double> nanos = new ArrayList<>();
    for (int round = 0; round < 5; round++) nanos.add(run(recording, response, CALLS));
    double[] sorted = nanos.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    double median = sorted[sorted.length / 2];
    clock.close();
    System.out.printf(
        "recording: %.1f ns per response (median of %s, %d threads x %,d calls)%n",
        median,
        Arrays.toString(nanos.stream().map(n -> String.format("%.1f", n)).toArray()),
        THREADS,
        CALLS);
    if (rate > 0) {
      double budget = cores * 1e9 / rate;
      System.out.printf(
          "at %.0f req/s on %.1f cores the load generator spends %.0f ns per request: recording is"
              + " %.2f%% of it (goal < 3%%)%n",
          rate, cores, budget, 100 * median / budget);
    }
  }

  /** Nanoseconds per call, each thread calling {@code calls} times. */
  private static double run(ResponseRecording recording, Response response, int calls)
      throws InterruptedException {
    Thread[] threads = new Thread[THREADS];
    long start = System.nanoTime();
    for (int t = 0; t < THREADS; t++) {
      threads[t] =
          new Thread(
              () -> {
                for (int i = 0; i < calls; i++) recording.apply(response, null);
              });
      threads[t].start();
    }
    for (Thread t : threads) t.join();
    return (double) (System.nanoTime() - start) / calls;
  }
}
