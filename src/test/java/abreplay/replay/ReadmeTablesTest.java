package abreplay.replay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.config.Schema;
import abreplay.plan.ReplayOptions;
import abreplay.testing.Markdown;
import abreplay.testing.Markdown.Row;
import abreplay.testing.Markdown.Table;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The documentation's tables against the code they document, wherever they are in README.md and
 * docs/*.md. A parameter table is any table with a "key" and a "default" column: every key of a
 * schema is in one row, with the default its conf file gives (or "unset" where the file gives
 * none), and no row names a key the schema does not know (ab.* keys are AbCommand's and
 * conf/ab.conf's, replay.* keys ReplayOptions' and src/main/resources/reference.conf's). The exit
 * statuses, in the table headed "| status | name | when |", are config/ExitCode's. A table that
 * moves to another section or file still counts; one whose key column is renamed no longer does,
 * and its keys go missing.
 */
class ReadmeTablesTest {
  private static final Path HOME = Home.dir();
  private static final Pattern QUOTED = Pattern.compile("`([^`]+)`");

  @Test
  void theParameterTablesHoldEveryAbKeyWithItsDefaultFromConfAbConf() {
    assertMatches("ab.", AbCommand.keys(Schema.builder(HOME)).build(), conf("conf/ab.conf"));
  }

  @Test
  void theParameterTablesHoldEveryReplayKeyWithItsDefaultFromReferenceConf() {
    assertMatches(
        "replay.",
        ReplayOptions.keys(Schema.builder(HOME)).build(),
        conf("src/main/resources/reference.conf"));
  }

  @Test
  void everyKeyOfAParameterTableIsOfANamespaceTheTestsKnow() {
    List<String> problems = new ArrayList<>();
    for (Row row : parameterRows()) {
      for (String key : quoted(row.cell("key"))) {
        if (!key.startsWith("ab.") && !key.startsWith("replay."))
          problems.add(row.where() + ": " + key + ": neither an ab.* nor a replay.* key");
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void theExitStatusesAreExitCodes() {
    List<Table> tables =
        Markdown.tables(HOME).stream()
            .filter(t -> t.headers().equals(List.of("status", "name", "when")))
            .toList();
    assertThat(tables)
        .as("one table headed | status | name | when | in README.md and docs/*.md")
        .hasSize(1);
    Map<String, String> listed = new LinkedHashMap<>();
    for (Row row : tables.get(0).rows()) listed.put(unquoted(row.cell("name")), row.cell("status"));
    Map<String, String> codes = new LinkedHashMap<>();
    for (ExitCode code : ExitCode.values()) codes.put(code.name(), Integer.toString(code.status()));
    assertThat(listed).as(tables.get(0).where()).containsExactlyEntriesOf(codes);
  }

  /** Every row of every parameter table: a table with a key and a default column. */
  private static List<Row> parameterRows() {
    List<Row> rows = new ArrayList<>();
    for (Table table : Markdown.tables(HOME))
      if (table.has("key") && table.has("default")) rows.addAll(table.rows());
    assertThat(rows)
        .as("parameter tables (columns key and default) in README.md and docs/*.md")
        .isNotEmpty();
    return rows;
  }

  /** The rows' keys of one namespace ("ab.") against its schema and conf file. */
  private static void assertMatches(String namespace, Schema schema, Config conf) {
    List<String> problems = new ArrayList<>();
    Map<String, String> documented = new TreeMap<>();
    for (Row row : parameterRows()) {
      List<String> keys = quoted(row.cell("key"));
      String[] defaults = row.cell("default").split(", ");
      for (int i = 0; i < keys.size(); i++) {
        String key = keys.get(i);
        if (!key.startsWith(namespace)) continue;
        String documentedDefault =
            defaults.length == keys.size() ? defaults[i] : row.cell("default");
        String at = row.where() + ": " + key;
        String before = documented.put(key, row.where());
        if (before != null) problems.add(at + ": documented twice, also at " + before);
        if (key.contains("<name>")) {
          // The per-system keys are read raw from -D, not by the schema.
          if (!ReplayOptions.rawKey(key.replace("<name>", "nginx")))
            problems.add(at + ": not a known key");
          if (!documentedDefault.startsWith("unset"))
            problems.add(at + ": default " + documentedDefault + ", not unset");
          continue;
        }
        if (!schema.keys().contains(key)) {
          problems.add(at + ": documented, not a key of the schema");
        } else if (!conf.hasPath(key)) {
          if (!documentedDefault.startsWith("unset")) {
            problems.add(
                at
                    + ": the documented default is "
                    + documentedDefault
                    + ", the conf file sets none (unset)");
          }
        } else if (!sameValue(conf, key, documentedDefault)) {
          problems.add(
              at
                  + ": the documented default is "
                  + documentedDefault
                  + ", the conf file's "
                  + conf.getValue(key).unwrapped());
        }
      }
    }
    TreeSet<String> missing = new TreeSet<>(schema.keys());
    missing.removeAll(documented.keySet());
    missing.forEach(
        key ->
            problems.add(
                key
                    + ": a key of the schema, in no parameter table (a table with a key and a"
                    + " default column) of README.md or docs/*.md"));
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
