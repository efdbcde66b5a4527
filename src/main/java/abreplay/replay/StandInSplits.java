package abreplay.replay;

import abreplay.plan.LayoutPlanner;
import abreplay.standin.ProcessSplit;
import abreplay.standin.ProfileLoader;
import java.util.Optional;

/**
 * The planner's view of {@link ProcessSplit}: how a stand-in profile runs in some processes on one
 * port, or why it cannot. Reads each profile from targets/ when asked (a broken profile is refused
 * earlier, when the document is read).
 */
public final class StandInSplits {
  private StandInSplits() {}

  public static LayoutPlanner.Splits of(ProfileLoader profiles) {
    return (profile, processes) -> {
      ProcessSplit split = ProcessSplit.of(profiles.load(profile), processes);
      if (split instanceof ProcessSplit.Shares shares) {
        return new LayoutPlanner.Split(shares.describe(), Optional.empty());
      }
      return new LayoutPlanner.Split(
          profile + " in " + processes + " processes",
          Optional.of(((ProcessSplit.Refused) split).reason()));
    };
  }
}
