package abreplay.testing;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.Document.Published;
import abreplay.document.Scenario;
import abreplay.document.SystemSpec;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKind.FailsUnderLoad;
import abreplay.document.claim.ClaimKind.Faster;
import abreplay.document.claim.ClaimKind.Slower;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * A {@link Document} for a test: systems (stand-ins of the hello profile unless given a url),
 * scenarios, published rates, claims.
 */
public final class DocumentBuilder {
  private final Map<String, SystemSpec> systems = new LinkedHashMap<>();
  private final List<Scenario> scenarios = new ArrayList<>();
  private final Map<String, Map<String, Published>> published = new LinkedHashMap<>();
  private final List<Claim> claims = new ArrayList<>();
  private String baseline;

  public static DocumentBuilder document() {
    return new DocumentBuilder();
  }

  /** A stand-in system; the first one is the baseline unless {@link #baseline} says otherwise. */
  public DocumentBuilder system(String name, String label) {
    systems.put(
        name,
        new SystemSpec(name, label, Optional.of("hello"), Optional.empty(), Optional.empty()));
    if (baseline == null) baseline = name;
    return this;
  }

  public DocumentBuilder realSystem(String name, String label, String url) {
    systems.put(
        name,
        new SystemSpec(
            name, label, Optional.empty(), Optional.of(URI.create(url)), Optional.empty()));
    if (baseline == null) baseline = name;
    return this;
  }

  public DocumentBuilder baseline(String name) {
    baseline = name;
    return this;
  }

  public DocumentBuilder scenario(String id, long requests, int concurrency, boolean keepAlive) {
    scenarios.add(new Scenario(id, requests, concurrency, keepAlive, "/"));
    published.put(id, new LinkedHashMap<>());
    return this;
  }

  /** The document's req/s for {@code system} in {@code scenario}. */
  public DocumentBuilder published(String scenario, String system, double requestsPerSecond) {
    return published(
        scenario,
        system,
        PublishedFigures.of(
            OptionalDouble.of(requestsPerSecond),
            OptionalDouble.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            Map.of(),
            ""));
  }

  public DocumentBuilder published(String scenario, String system, Published figures) {
    published.get(scenario).put(system, figures);
    return this;
  }

  public DocumentBuilder claim(
      String text, ClaimKind kind, String system, String over, String... scenarioIds) {
    claims.add(Claim.comparing(text, kind, system, over, List.of(scenarioIds)));
    return this;
  }

  /** A "faster" claim with its own number as its text writes it, e.g. "75%" for "75% faster". */
  public DocumentBuilder fasterBy(
      String text, String by, String system, String over, String... scenarioIds) {
    claims.add(
        Claim.comparing(
            text,
            new Faster(Optional.empty()).withBy(by).orElseThrow(),
            system,
            over,
            List.of(scenarioIds)));
    return this;
  }

  /** A "slower" claim with its own number as its text writes it, e.g. "40%" for "40% slower". */
  public DocumentBuilder slowerBy(
      String text, String by, String system, String over, String... scenarioIds) {
    claims.add(
        Claim.comparing(
            text,
            new Slower(Optional.empty()).withBy(by).orElseThrow(),
            system,
            over,
            List.of(scenarioIds)));
    return this;
  }

  /** "{@code system} could not take the load" in {@code scenarioIds}. */
  public DocumentBuilder failsUnderLoad(String text, String system, String... scenarioIds) {
    claims.add(
        new Claim(
            text, new FailsUnderLoad(), system, Optional.empty(), List.of(scenarioIds), List.of()));
    return this;
  }

  /** The document says {@code system}'s run of {@code scenario} did not complete (no figures). */
  public DocumentBuilder didNotComplete(String scenario, String system) {
    return published(
        scenario,
        system,
        new Published(
            OptionalDouble.empty(),
            OptionalDouble.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            Map.of(),
            "could not take the load",
            abreplay.document.ReportDetails.NONE,
            Optional.of(false),
            Map.of()));
  }

  public Document build() {
    return new Document(
        "x",
        "t",
        "s",
        new Document.PublishedMachine("1", "c", "m", "o", "ab"),
        baseline,
        "",
        new LinkedHashMap<>(systems),
        List.copyOf(scenarios),
        new LinkedHashMap<>(published),
        List.copyOf(claims));
  }
}
