package abreplay.importer;

import abreplay.config.UrlCheck;
import abreplay.document.LoadTool;
import abreplay.importer.DraftSystem.AbSystem;
import abreplay.importer.Grouping.Groups;
import abreplay.importer.StandInChoice.Choice;
import abreplay.standin.ProfileLoader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A text made a {@link Draft}: its reports paired with their command lines, or its results tables
 * when it has none, grouped into systems and scenarios, each system given its stand-in or a draft
 * profile. Pure but for reading targets/ through the profile loader.
 */
final class Importer {
  /** The text holds no report to replay: why, and its line (0: the whole text). */
  static final class NoReport extends RuntimeException {
    final int line;

    NoReport(int line, String why) {
      super(why, null, false, false);
      this.line = line;
    }
  }

  private Importer() {}

  /** The draft of {@code raw}, {@code source} naming it; throws {@link NoReport}. */
  static Draft draft(String raw, String source, String id, ProfileLoader profiles) {
    Text text = Text.of(raw);
    Scan scan = Scan.of(text);
    List<int[]> skipped = skipped(scan);
    List<Note> warnings = new ArrayList<>();
    Map<Integer, List<Note>> byReport = new LinkedHashMap<>();
    List<Run> runs = Run.all(scan, text, byReport);
    byReport.values().forEach(warnings::addAll);
    List<ToolRun> toolRuns = ToolRun.all(scan);
    // A post's tables are read when it has no report: a table beside reports sums them up.
    List<ToolDrafts.Input> tables = TableRuns.of(scan, text);
    List<Note> noticed = new ArrayList<>(scan.notes());
    if (!runs.isEmpty() || !toolRuns.isEmpty()) {
      for (Table t : scan.tables())
        if (tables.stream()
            .map(in -> in.run().report().start())
            .anyMatch(at -> at >= t.start() && at < t.end()))
          noticed.add(
              new Note(
                  t.firstLine(),
                  "a results table beside the post's reports: its figures are not imported, the"
                      + " reports' are"));
      tables = List.of();
    }
    if (runs.isEmpty() && toolRuns.isEmpty() && tables.isEmpty()) throw noReport(scan);
    List<Optional<PostNames.Named>> named =
        PostNames.each(runs.stream().map(Run::place).toList(), text, skipped);
    Map<Run, Optional<PostNames.Named>> names = new LinkedHashMap<>();
    for (int i = 0; i < runs.size(); i++) names.put(runs.get(i), named.get(i));
    Groups groups = Grouping.of(runs, names);
    Set<String> abNames = groups.systems().stream().map(AbSystem::name).collect(Collectors.toSet());
    ToolDrafts.Part tools = ToolDrafts.of(toolRuns, tables, abNames, text, skipped);
    if (runs.isEmpty() && tools.scenarios().isEmpty())
      throw new NoReport(
          toolRuns.get(0).report().firstLine(),
          tools.notes().get(0).text() + "; nothing was written");
    warnings.addAll(tools.notes());
    for (ToolRun t :
        Stream.concat(toolRuns.stream(), tables.stream().map(ToolDrafts.Input::run)).toList()) {
      List<Note> mine = new ArrayList<>(t.notes());
      mine.sort(Comparator.comparingInt(Note::line));
      byReport.put(t.report().start(), mine);
      warnings.addAll(mine);
    }
    for (Grouping.RunNote n : groups.notes()) {
      byReport.get(n.run().report().start()).add(n.note());
      warnings.add(n.note());
    }
    warnings.sort(Comparator.comparingInt(Note::line));
    StandInChoice chooser = new StandInChoice(profiles);
    Set<String> profileNames = new TreeSet<>(profiles.names());
    Map<String, Choice> choices = new LinkedHashMap<>();
    Map<String, DraftProfile> drafts = new LinkedHashMap<>();
    Map<String, String> headings = new LinkedHashMap<>();
    for (AbSystem system : groups.systems()) {
      Choice choice = chooser.choose(system, text);
      choices.put(system.name(), choice);
      headings.put(system.name(), heading(text, system.runs().get(0), scan));
      if (choice.profile().isEmpty()) {
        String name = Names.free("draft-" + id + "-" + system.name(), profileNames);
        profileNames.add(name);
        drafts.put(system.name(), DraftProfile.of(name, system, id, source, choice.why()));
      }
    }
    boolean loopback =
        groups.systems().stream()
                .allMatch(s -> s.server().host() != null && UrlCheck.loopback(s.server().host()))
            && tools.systems().stream().allMatch(s -> UrlCheck.loopback(s.host()))
            // a table's server without a url is at no host the post gives
            && tables.stream()
                .allMatch(t -> t.run().command().flatMap(ToolCommand::url).isPresent());
    return new Draft(
        id,
        title(text, skipped, source),
        source,
        Stream.<DraftSystem>concat(groups.systems().stream(), tools.systems().stream()).toList(),
        Stream.<DraftScenario>concat(groups.scenarios().stream(), tools.scenarios().stream())
            .toList(),
        choices,
        drafts,
        Sentences.claims(text, skipped),
        Sentences.machine(text, skipped),
        List.copyOf(warnings),
        byReport,
        noticed,
        headings,
        scan.reports().stream().flatMap(r -> r.version().stream()).distinct().toList(),
        loopback,
        runs.stream().anyMatch(r -> r.command().map(AbCommandLine::receiveErrors).orElse(false)),
        runs.stream().anyMatch(r -> r.report().published().failed().orElse(0) > 0));
  }

  /** Where the reports, command lines and tables are: not prose. */
  private static List<int[]> skipped(Scan scan) {
    List<int[]> skipped = new ArrayList<>();
    for (AbReport r : scan.reports()) skipped.add(new int[] {r.start(), r.end()});
    for (ToolReport r : scan.toolReports()) skipped.add(new int[] {r.start(), r.end()});
    for (CommandLine c : scan.commands()) skipped.add(new int[] {c.start(), c.end()});
    for (CommandLine c : scan.toolCommands()) skipped.add(new int[] {c.start(), c.end()});
    for (Table t : scan.tables()) skipped.add(new int[] {t.start(), t.end()});
    return skipped;
  }

  private static NoReport noReport(Scan scan) {
    if (!scan.reports().isEmpty())
      return new NoReport(
          scan.reports().get(0).firstLine(),
          "no ab report to replay: "
              + (scan.reports().size() == 1
                  ? "the only one"
                  : "each of the " + scan.reports().size())
              + " found lacks its Concurrency Level or its Complete requests (cut short); paste"
              + " ab's whole output, from \"Server Software:\" to the percentile table");
    List<CommandLine> lines =
        Stream.<CommandLine>concat(scan.commands().stream(), scan.toolCommands().stream()).toList();
    int commands = lines.size();
    int first = lines.stream().mapToInt(CommandLine::line).min().orElse(0);
    String found =
        commands == 0
            ? scan.notes().isEmpty()
                ? scan.tables().isEmpty()
                    ? ""
                    : " (a table on line "
                        + scan.tables().get(0).firstLine()
                        + ", but no column of requests per second in it)"
                : " (only figures quoted outside a report, on line "
                    + scan.notes().stream()
                        .map(n -> Integer.toString(n.line()))
                        .collect(Collectors.joining(", "))
                    + ")"
            : " (it has %s load tool command line%s, on line %s, but no report under it)"
                .formatted(commands, commands == 1 ? "" : "s", first);
    return new NoReport(0, "no load tool's report found" + found + ": " + GIVE);
  }

  /** What a text must hold to be imported, as the refusals say it. */
  static final String GIVE =
      "give a text with what "
          + String.join(", ", List.of(LoadTool.keys()).subList(0, LoadTool.keys().length - 1))
          + " or "
          + LoadTool.keys()[LoadTool.keys().length - 1]
          + " printed pasted in it (ab's from \"Server Software:\" to its percentile table), or a"
          + " results table whose header says requests per second (req/s, RPS)";

  /** The first line of prose: the post's title, as far as a text can tell. */
  private static String title(Text text, List<int[]> skipped, String source) {
    for (String line : text.text().split("\n")) {
      String t = line.strip().replaceAll("\\s+", " ");
      int offset = text.text().indexOf(line);
      boolean inReport = skipped.stream().anyMatch(s -> offset >= s[0] && offset < s[1]);
      if (!t.isEmpty() && !inReport && !t.startsWith("This is ApacheBench") && t.length() >= 3)
        return t.length() > 120 ? t.substring(0, 117) + "..." : t;
    }
    return "ab reports imported from " + source;
  }

  /** The last line of prose above a run's report, commands and prompts left out: 80 chars. */
  private static String heading(Text text, Run run, Scan scan) {
    int start = run.report().start();
    int from =
        scan.reports().stream().mapToInt(AbReport::end).filter(e -> e <= start).max().orElse(0);
    char[] region = text.text().substring(from, start).toCharArray();
    for (AbCommandLine c : scan.commands())
      for (int i = Math.max(c.start(), from); i < Math.min(c.end(), start); i++)
        region[i - from] = ' ';
    String[] lines = new String(region).replace('`', ' ').split("\n");
    for (int i = lines.length - 1; i >= 0; i--) {
      String line = lines[i].strip().replaceAll("\\s+", " ");
      if (line.isEmpty() || PROMPT.matcher(line).matches()) continue;
      return line.length() <= 80 ? line : "..." + line.substring(line.length() - 77);
    }
    return "";
  }

  /** A shell's prompt left on the line of a command: "user@host:~/dir$", "~mysql|?", "C:\\>". */
  private static final Pattern PROMPT = Pattern.compile(".*[$#>?%]|\\S*[@~]\\S*|\\W*");
}
