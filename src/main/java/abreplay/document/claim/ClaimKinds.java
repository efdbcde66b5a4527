package abreplay.document.claim;

import abreplay.document.claim.ClaimKind.AtLeastOnPar;
import abreplay.document.claim.ClaimKind.FailsUnderLoad;
import abreplay.document.claim.ClaimKind.Faster;
import abreplay.document.claim.ClaimKind.OnPar;
import abreplay.document.claim.ClaimKind.RatioKind;
import abreplay.document.claim.ClaimKind.Slower;
import java.util.List;
import java.util.Optional;

/**
 * Every kind of claim, in the order the schema and the importer's hint list them: the one place a
 * new kind is registered (besides its record, nested in {@link ClaimKind}).
 */
public final class ClaimKinds {
  /** Each kind without a number of its own. */
  public static final List<ClaimKind> ALL =
      List.of(
          new Faster(Optional.empty()),
          new Slower(Optional.empty()),
          new OnPar(),
          new AtLeastOnPar(),
          new FailsUnderLoad());

  private ClaimKinds() {}

  /** The kind a conf names, e.g. "on-par". */
  public static Optional<ClaimKind> keyed(String key) {
    return ALL.stream().filter(k -> k.key().equals(key)).findFirst();
  }

  /** The kind a run record names, e.g. "ON_PAR" ({@link ClaimKind#name()}). */
  public static Optional<ClaimKind> named(String name) {
    return ALL.stream().filter(k -> k.name().equals(name)).findFirst();
  }

  /** The kinds judged on a ratio, in order. */
  public static List<RatioKind> ratios() {
    return ALL.stream()
        .flatMap(k -> k.match(r -> Optional.of(r), f -> Optional.<RatioKind>empty()).stream())
        .toList();
  }

  /** The keys of the kinds that take a number of their own: "faster or slower". */
  public static String takingBy() {
    List<String> keys = ALL.stream().filter(ClaimKind::takesBy).map(ClaimKind::key).toList();
    return keys.size() == 1
        ? keys.get(0)
        : String.join(", ", keys.subList(0, keys.size() - 1)) + " or " + keys.get(keys.size() - 1);
  }
}
