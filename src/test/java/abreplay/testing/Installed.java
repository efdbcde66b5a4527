package abreplay.testing;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.realserver.Software;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/**
 * A test that needs a real server's program: skipped on a machine without it, failed in CI
 * (CI=true), where .ci/run installs every one.
 */
public final class Installed {
  private Installed() {}

  /** @param binary e.g. "nginx"; @param debianPackage e.g. "nginx-light" */
  public static void require(String binary, String debianPackage) {
    boolean found = Software.fromEnvironment().find(List.of(binary)).isPresent();
    String why = binary + " is not on PATH (apt-get install " + debianPackage + ")";
    if (System.getenv("CI") != null) assertThat(found).as(why).isTrue();
    Assumptions.assumeTrue(found, why);
  }
}
