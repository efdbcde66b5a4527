package abreplay.document;

import abreplay.config.Schema;
import abreplay.document.Document.Claim;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import com.typesafe.config.Config;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a document's claims and checks each against the document: its systems and scenarios exist,
 * its number reads as a magnitude, and every scenario it is about has the published figures it is
 * judged on (both rates for a comparison, the post's word for failing under load) unless the claim
 * lists it under {@code unpublished}. One line per problem, naming the key and the fix.
 */
final class ClaimReader {
  private final Path home;

  ClaimReader(Path home) {
    this.home = home;
  }

  /**
   * @param published the figures read so far; when {@code publishedOk} is false, checks of a
   *     claim's figures are left out (the figures' own problems were said already)
   */
  List<Claim> read(
      Config c,
      String label,
      Schema schema,
      List<String> systems,
      List<String> scenarioIds,
      Map<String, Map<String, Document.Published>> published,
      boolean publishedOk,
      List<String> problems) {
    List<Claim> claims = new ArrayList<>();
    Schema claimSchema = DocumentSchema.claim(home);
    for (Config k : c.hasPath("claims") ? c.getConfigList("claims") : List.<Config>of()) {
      List<String> bad = new ArrayList<>(claimSchema.validate(k, label));
      if (!bad.isEmpty()) {
        problems.addAll(bad);
        continue;
      }
      ClaimKind kind = ClaimKinds.keyed(k.getString("kind")).orElseThrow();
      String text = k.getString("text");
      String system = k.getString("system");
      Optional<String> over =
          k.hasPath("over") ? Optional.of(k.getString("over")) : Optional.empty();
      List<String> scenarios = Schema.strings(k, "scenarios");
      List<String> unpublished =
          k.hasPath("unpublished") ? Schema.strings(k, "unpublished") : List.of();
      int before = bad.size();
      names(k, label, schema, system, over, systems, scenarios, unpublished, scenarioIds, bad);
      kind = withBy(k, label, schema, kind, bad);
      if (kind.compares() && over.isEmpty()) {
        bad.add(
            schema.where(k, "kind", label)
                + ": claim \""
                + text
                + "\" is "
                + kind.key()
                + ": name the system it is compared with, over = <system>");
      }
      if (!kind.compares() && over.isPresent()) {
        bad.add(
            schema.where(k, "over", label)
                + ": claim \""
                + text
                + "\" is "
                + kind.key()
                + ", about one system:"
                + " remove over = "
                + over.get());
      }
      if (over.isPresent() && over.get().equals(system)) {
        bad.add(
            schema.where(k, "over", label)
                + ": claim \""
                + text
                + "\" compares "
                + system
                + " with itself: over must name another system");
      }
      if (bad.size() == before && publishedOk) {
        figures(k, label, schema, text, kind, system, over, scenarios, unpublished, published, bad);
      }
      problems.addAll(bad);
      if (bad.isEmpty()) claims.add(new Claim(text, kind, system, over, scenarios, unpublished));
    }
    return claims;
  }

  private static void names(
      Config k,
      String label,
      Schema schema,
      String system,
      Optional<String> over,
      List<String> systems,
      List<String> scenarios,
      List<String> unpublished,
      List<String> scenarioIds,
      List<String> bad) {
    if (!systems.contains(system)) {
      bad.add(
          DocumentNames.unknownName(
              schema.where(k, "system", label), "claim system", system, systems));
    }
    over.filter(o -> !systems.contains(o))
        .ifPresent(
            o ->
                bad.add(
                    DocumentNames.unknownName(
                        schema.where(k, "over", label), "claim over", o, systems)));
    for (String id : scenarios) {
      if (!scenarioIds.contains(id)) {
        bad.add(
            DocumentNames.unknownName(
                schema.where(k, "scenarios", label), "claim scenario", id, scenarioIds));
      }
    }
    for (String id : unpublished) {
      if (!scenarios.contains(id)) {
        bad.add(
            DocumentNames.unknownName(
                    schema.where(k, "unpublished", label), "unpublished scenario", id, scenarios)
                + ": unpublished lists scenarios of the claim's own");
      }
    }
  }

  /** The kind with the claim's own number, when it gives one (and the kind takes one). */
  private static ClaimKind withBy(
      Config k, String label, Schema schema, ClaimKind kind, List<String> bad) {
    if (!k.hasPath("by")) return kind;
    String by = k.getString("by");
    if (!kind.takesBy()) {
      String taking = ClaimKinds.takingBy();
      bad.add(
          schema.where(k, "by", label)
              + ": by goes with kind = "
              + taking
              + " only (a claim that one system is "
              + taking
              + " by that much): remove by = \""
              + by
              + "\", or make the claim "
              + taking);
      return kind;
    }
    Optional<ClaimKind> withBy = kind.withBy(by);
    if (withBy.isEmpty()) bad.add(schema.where(k, "by", label) + ": " + kind.byProblem(by));
    return withBy.orElse(kind);
  }

  /** Every scenario of the claim has what it is judged on, or is listed as unpublished. */
  private static void figures(
      Config k,
      String label,
      Schema schema,
      String text,
      ClaimKind kind,
      String system,
      Optional<String> over,
      List<String> scenarios,
      List<String> unpublished,
      Map<String, Map<String, Document.Published>> published,
      List<String> bad) {
    for (String id : scenarios) {
      if (unpublished.contains(id)) continue;
      Map<String, Document.Published> bySystem = published.getOrDefault(id, Map.of());
      List<String> missing = new ArrayList<>();
      if (kind.compares()) {
        for (String s : List.of(system, over.orElseThrow())) {
          Document.Published p = bySystem.get(s);
          if (p == null || p.requestsPerSecond().isEmpty())
            missing.add(s + "'s requests-per-second");
        }
      } else {
        Document.Published p = bySystem.get(system);
        if (p == null || p.failedUnderLoad().isEmpty()) {
          missing.add(system + "'s completed = false (or its failed requests)");
        }
      }
      if (!missing.isEmpty()) {
        bad.add(
            schema.where(k, "scenarios", label)
                + ": claim \""
                + text
                + "\" is about "
                + id
                + ", where the"
                + " document publishes no "
                + String.join(" and no ", missing)
                + ": add the figure under scenarios["
                + id
                + "].published, drop "
                + id
                + " from the claim, or list it in unpublished = [\""
                + id
                + "\"] (the claim"
                + " then rests on its text there)");
      }
    }
  }
}
