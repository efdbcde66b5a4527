package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import abreplay.config.ConfigError;
import abreplay.config.Home;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * calibrated-from: a profile says its cost per request came from a post's own rates, and its
 * capacity carries that to the judge; it is refused where there is no cost to have calibrated.
 */
class CalibratedFromTest {
  @TempDir Path home;

  @Test
  void document002sStandInsSayTheirCostCameFromItsRatesAndTheirCapacityCarriesIt() {
    ProfileLoader profiles = ProfileLoader.standard();

    for (String name : new String[] {"laravel-fpm", "laravel-octane"}) {
      assertThat(profiles.load(name).capacity().calibratedFrom())
          .as(name)
          .contains("document 002's published rates");
    }
    assertThat(profiles.load("php-builtin").capacity().calibratedFrom())
        .as("a cost of its own")
        .isEmpty();
    assertThat(profiles.load("hello").capacity().calibratedFrom()).isEmpty();
  }

  @Test
  void aCalibrationWithoutACostPerRequestIsRefusedNamingItsLineAndTheFix() throws IOException {
    String hello = Files.readString(Home.dir().resolve("targets/hello.conf"));
    Files.createDirectories(home.resolve("targets"));
    Files.writeString(
        home.resolve("targets/calibrated.conf"),
        hello + "calibrated-from = \"document 002's published rates\"\n");
    int line = (int) hello.lines().count() + 1;

    Throwable thrown = catchThrowable(() -> new ProfileLoader(home).load("calibrated"));

    assertThat(thrown).isInstanceOf(ConfigError.class);
    assertThat(((ConfigError) thrown).problems())
        .containsExactly(
            "targets/calibrated.conf:"
                + line
                + ": calibrated-from names where a cost per request came from, and this profile"
                + " models none: add service.cpu (e.g. service { cpu = 8.6ms }) or remove"
                + " calibrated-from");
  }

  @Test
  void anEmptyCalibrationIsRefused() throws IOException {
    String fpm = Files.readString(Home.dir().resolve("targets/laravel-fpm.conf"));
    Files.createDirectories(home.resolve("targets"));
    Files.writeString(
        home.resolve("targets/blank.conf"),
        fpm.replace(
            "calibrated-from = \"document 002's published rates\"", "calibrated-from = \" \""));

    Throwable thrown = catchThrowable(() -> new ProfileLoader(home).load("blank"));

    assertThat(((ConfigError) thrown).problems())
        .singleElement()
        .asString()
        .endsWith(
            ": calibrated-from is empty: say where service.cpu was derived from, e.g. \"document"
                + " 002's published rates\", or remove it");
  }
}
