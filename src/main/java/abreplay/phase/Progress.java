package abreplay.phase;

/** A run's progress, one line at a time on stdout, "ab-replay: " first, flushed at once. */
final class Progress {
  private Progress() {}

  static void say(String line) {
    System.out.println("ab-replay: " + line);
    System.out.flush();
  }
}
