package abreplay.realserver;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.document.Document;
import abreplay.replay.DocumentReplay;
import abreplay.targets.RealServers;
import abreplay.testing.GatlingRun;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real servers of targets/real/ as a document's plan sees them: which plays which system, the
 * reference, and, on a machine without their software, what is missing and which package installs
 * it.
 */
class CatalogTest {
  private static final String PATH_WITH_EVERYTHING = System.getenv("PATH");

  private static Document document(String conf) {
    return DocumentReplay.read(Home.dir(), conf, new Properties()).document();
  }

  @Test
  void everyShippedRealServerLoads() {
    RealServerLoader loader = new RealServerLoader(Home.dir());

    assertThat(loader.names())
        .containsExactly(
            "go-hello",
            "go-net-http",
            "laravel-fpm",
            "nginx-static",
            "node-http",
            "php-builtin",
            "swoole-1.7-base",
            "swoole-4-hello",
            "swoole-4-static",
            "swoole-debug-empty",
            "vertx-web",
            "woo-fasthttp");
    assertThat(loader.names())
        .allSatisfy(name -> assertThat(loader.load(name).fidelity().text()).isNotBlank());
  }

  @Test
  void mapsEachDocumentSystemToTheRealServerThatPlaysIt() {
    Software software = new Software(PATH_WITH_EVERYTHING);

    assertThat(
            Catalog.of(
                    Home.dir(),
                    document("conf/documents/000-swoole-vs-nginx-and-go.conf"),
                    software)
                .bySystem())
        .hasEntrySatisfying("nginx", e -> assertThat(e.name()).isEqualTo("nginx-static"))
        .hasEntrySatisfying("go", e -> assertThat(e.name()).isEqualTo("go-net-http"))
        .hasEntrySatisfying("swoole", e -> assertThat(e.name()).isEqualTo("swoole-1.7-base"));
    assertThat(
            Catalog.of(Home.dir(), document("conf/documents/001-swoole-vs-node.conf"), software)
                .bySystem())
        .containsOnlyKeys("node", "swoole");
    assertThat(
            Catalog.of(Home.dir(), document("conf/documents/002-octane-vs-fpm.conf"), software)
                .bySystem())
        .hasEntrySatisfying("fpm", e -> assertThat(e.name()).isEqualTo("laravel-fpm"))
        .as("Laravel Octane has no real server: Octane is no package here")
        .containsOnlyKeys("fpm");
    assertThat(
            Catalog.of(
                    Home.dir(), document("conf/documents/003-swoole-vs-go-ladder.conf"), software)
                .bySystem())
        .containsOnlyKeys("go", "swoole");
    RealServers woo =
        Catalog.of(Home.dir(), document("conf/documents/004-woo-vs-php.conf"), software);
    assertThat(woo.bySystem()).containsOnlyKeys("woo", "php", "swoole");
    assertThat(woo.bySystem().get("woo").name()).isEqualTo("woo-fasthttp");
    assertThat(woo.reference())
        .hasValueSatisfying(r -> assertThat(r.name()).isEqualTo("vertx-web"));
    assertThat(woo.reference().orElseThrow().missing()).as("the JVM is always there").isEmpty();
  }

  @Test
  void saysWhatAMachineWithoutTheSoftwareLacksAndWhichPackageInstallsIt(@TempDir Path dir) {
    // A project folder whose target/ holds no build yet, on a PATH with nothing on it.
    Path home = GatlingRun.copyOfHome(dir);
    RealServers none =
        Catalog.of(
            home,
            document("conf/documents/000-swoole-vs-nginx-and-go.conf"),
            new Software("/nonexistent"));

    assertThat(none.bySystem().get("nginx").missing())
        .hasValueSatisfying(
            why ->
                assertThat(why)
                    .startsWith("needs nginx, which is not on PATH (apt-get install nginx-light"));
    assertThat(none.bySystem().get("go").missing())
        .hasValue("needs go to build it, which is not on PATH (apt-get install golang-go)");
  }

  @Test
  void pointsAtSbinWhenADaemonIsInstalledButNotOnPath() {
    RealServer.Requirement nginx =
        RealServer.Requirement.program("nginx", java.util.List.of("nginx"), "nginx-light");
    org.junit.jupiter.api.Assumptions.assumeTrue(
        java.nio.file.Files.isExecutable(Path.of("/usr/sbin/nginx")));

    assertThat(new Software("/usr/bin:/bin").missing(nginx, java.util.Map.of("nginx", nginx), ""))
        .hasValue(
            "needs nginx, which is not on PATH"
                + " (apt-get install nginx-light; /usr/sbin/nginx exists: add /usr/sbin to PATH)");
    assertThat(new Software("/usr/sbin").missing(nginx, java.util.Map.of("nginx", nginx), ""))
        .isEmpty();
  }
}
