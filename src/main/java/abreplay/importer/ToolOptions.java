package abreplay.importer;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Each load tool's command-line options as its own parser reads them: the names an option goes by
 * (short and long, as typed), whether it takes a value, and what ab-replay calls it. The table is
 * data, {@code tool-options.txt} beside this class, read once when the class loads; a malformed
 * line there is a build defect and fails the class's loading.
 */
final class ToolOptions {
  /** One option: its key (what the load model reads), its spellings, and whether it has a value. */
  record Option(String key, List<String> names, boolean value, String shown) {}

  private ToolOptions() {}

  /** Whether the tool's parser takes "-c100" for "-c 100" (getopt, minimist, kingpin; not Go's). */
  static boolean glued(Tool tool) {
    return tool != Tool.HEY;
  }

  static List<Option> of(Tool tool) {
    return OPTIONS.get(tool == Tool.WRK2 ? Tool.WRK : tool);
  }

  private static final Map<Tool, List<Option>> OPTIONS = read("tool-options.txt");

  /** "tool | key | value or flag | shown | spellings" lines, '#' lines left out. */
  private static Map<Tool, List<Option>> read(String resource) {
    Map<Tool, List<Option>> options = new EnumMap<>(Tool.class);
    try (InputStream in = ToolOptions.class.getResourceAsStream(resource)) {
      String text = new String(Objects.requireNonNull(in, resource).readAllBytes(), UTF_8);
      for (String line : text.split("\n")) {
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] f = line.split("\\s*\\|\\s*");
        if (f.length != 5 || !f[2].matches("value|flag"))
          throw new IllegalStateException(resource + ": not an option line: " + line);
        options
            .computeIfAbsent(Tool.valueOf(f[0].toUpperCase(Locale.ROOT)), t -> new ArrayList<>())
            .add(new Option(f[1], List.of(f[4].split(" ")), f[2].equals("value"), f[3]));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    options.replaceAll((tool, list) -> List.copyOf(list));
    return options;
  }
}
