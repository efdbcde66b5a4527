package abreplay.replay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.config.Schema;
import abreplay.plan.ReplayOptions;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's tables against the code they document: every key of a schema is in its parameter
 * table with the default its conf file gives (or "unset" where the file gives none), no row names a
 * key the schema does not know, and the exit statuses are config/ExitCode's.
 */
class ReadmeTablesTest {
  private static final Path HOME = Home.dir();
  private static final Pattern QUOTED = Pattern.compile("`([^`]+)`");

  @Test
  void theAbTableHoldsEveryAbKeyWithItsDefaultFromConfAbConf() throws IOException {
    assertMatches(
        table("`conf/ab.conf` (AbSimulation):"),
        AbCommand.keys(Schema.builder(HOME)).build(),
        conf("conf/ab.conf"));
  }

  @Test
  void theReplayTableHoldsEveryReplayKeyWithItsDefaultFromReferenceConf() throws IOException {
    assertMatches(
        table("the defaults every run shares, in `src/main/resources/reference.conf`:"),
        ReplayOptions.keys(Schema.builder(HOME)).build(),
        conf("src/main/resources/reference.conf"));
  }

  @Test
  void theExitStatusesAreExitCodes() throws IOException {
    Map<String, String> listed = new LinkedHashMap<>();
    for (Row row : table("| status | name | when |"))
      listed.put(unquoted(row.cell("name")), row.cell("status"));
    Map<String, String> codes = new LinkedHashMap<>();
    for (ExitCode code : ExitCode.values()) codes.put(code.name(), Integer.toString(code.status()));
    assertThat(listed).containsExactlyEntriesOf(codes);
  }

  private static void assertMatches(List<Row> rows, Schema schema, Config conf) {
    List<String> problems = new ArrayList<>();
    TreeSet<String> documented = new TreeSet<>();
    for (Row row : rows) {
      List<String> keys = quoted(row.cell("key"));
      String[] defaults = row.cell("default").split(", ");
      for (int i = 0; i < keys.size(); i++) {
        String key = keys.get(i);
        String documentedDefault =
            defaults.length == keys.size() ? defaults[i] : row.cell("default");
        if (key.contains("<name>")) {
          // The per-system keys are read raw from -D, not by the schema.
          if (!ReplayOptions.rawKey(key.replace("<name>", "nginx")))
            problems.add(key + ": not a known key");
          if (!documentedDefault.startsWith("unset"))
            problems.add(key + ": default " + documentedDefault + ", not unset");
          continue;
        }
        documented.add(key);
        if (!schema.keys().contains(key)) {
          problems.add(key + ": in the README, not a key of the schema");
        } else if (!conf.hasPath(key)) {
          if (!documentedDefault.startsWith("unset")) {
            problems.add(
                key
                    + ": the README's default is "
                    + documentedDefault
                    + ", the conf file sets none (unset)");
          }
        } else if (!sameValue(conf, key, documentedDefault)) {
          problems.add(
              key
                  + ": the README's default is "
                  + documentedDefault
                  + ", the conf file's "
                  + conf.getValue(key).unwrapped());
        }
      }
    }
    TreeSet<String> missing = new TreeSet<>(schema.keys());
    missing.removeAll(documented);
    missing.forEach(key -> problems.add(key + ": a key of the schema, not in the README's table"));
    assertThat(problems).isEmpty();
  }

  private static boolean sameValue(Config conf, String key, String documented) {
    if (conf.getValue(key).valueType() == ConfigValueType.NUMBER) {
      try {
        return Double.parseDouble(documented) == conf.getDouble(key);
      } catch (NumberFormatException e) {
        return false;
      }
    }
    return documented.equals(String.valueOf(conf.getValue(key).unwrapped()));
  }

  private static Config conf(String file) {
    return ConfigFactory.parseFile(HOME.resolve(file).toFile());
  }

  /** One row of a markdown table, by column header. */
  private record Row(Map<String, String> cells) {
    String cell(String header) {
      assertThat(cells).as("a column %s", header).containsKey(header);
      return cells.get(header);
    }
  }

  /** The table that starts on the line {@code heading} or right after it. */
  private static List<Row> table(String heading) throws IOException {
    List<String> lines = Files.readAllLines(HOME.resolve("README.md"));
    int at = lines.indexOf(heading);
    assertThat(at).as("README.md has the line %s", heading).isNotNegative();
    while (!lines.get(at).startsWith("|")) at++;
    List<String> headers = cells(lines.get(at));
    List<Row> rows = new ArrayList<>();
    for (int i = at + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
      List<String> cells = cells(lines.get(i));
      Map<String, String> row = new LinkedHashMap<>();
      for (int c = 0; c < headers.size(); c++)
        row.put(headers.get(c), c < cells.size() ? cells.get(c) : "");
      rows.add(new Row(row));
    }
    assertThat(rows).as("rows under %s", heading).isNotEmpty();
    return rows;
  }

  private static List<String> cells(String line) {
    String inner = line.trim().substring(1, line.trim().length() - 1);
    return Arrays.stream(inner.split("\\|", -1)).map(String::trim).toList();
  }

  private static List<String> quoted(String cell) {
    List<String> found = new ArrayList<>();
    Matcher m = QUOTED.matcher(cell);
    while (m.find()) found.add(m.group(1));
    return found;
  }

  private static String unquoted(String cell) {
    return cell.replace("`", "");
  }
}
