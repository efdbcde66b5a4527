package abreplay.gatlingapi;

import io.gatling.javaapi.core.Simulation;

/** The Gatling this run is on, read from its jar's manifest, so that no report has it typed in. */
public final class GatlingVersion {
  private GatlingVersion() {}

  public static String get() {
    String version = Simulation.class.getPackage().getImplementationVersion();
    return version != null ? version : "(unknown version)";
  }
}
