package abreplay.gatling;

import io.gatling.javaapi.core.Simulation;

/** The Gatling this run is on, read from its jar's manifest, so that no report has it typed in. */
final class GatlingVersion {
  private GatlingVersion() {}

  static String get() {
    String version = Simulation.class.getPackage().getImplementationVersion();
    return version != null ? version : "(unknown version)";
  }
}
