package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code flowwright replay DIR --workers 4} on real Chromium: many recipes, one browser, one combined report. */
class ReplaySuiteTest {
    @RegisterExtension
    static final SiteOnChromium chromium = new SiteOnChromium();

    @Test
    // 21 live replays: minutes on a shared 2-core machine, more than the 5-minute default for one test
    @Timeout(value = 15, unit = TimeUnit.MINUTES)
    void twentyRecipesOnFourWorkersPassOnOneBrowserAndTheBrokenOneFailsAlone(@TempDir Path dir) throws Exception {
        Path suite = dir.resolve("suite");
        List<Path> passing = SuiteRecipes.passing(chromium.site(), suite, 20);
        Path broken = SuiteRecipes.broken(chromium.site(), suite);
        Path report = dir.resolve("report");

        java.util.Map<Long, String> browsers = new java.util.concurrent.ConcurrentHashMap<>();
        // browsers an earlier test in this JVM left open (a studio's live screen stays open after its run) are not the suite's
        Set<Long> before = new HashSet<>();
        ProcessHandle.current().descendants().filter(ReplaySuiteTest::isChromiumBrowserProcess).forEach(p -> before.add(p.pid()));
        AtomicBoolean replaying = new AtomicBoolean(true);
        Thread watcher = new Thread(() -> {
            while (replaying.get()) {
                ProcessHandle.current().descendants().filter(ReplaySuiteTest::isChromiumBrowserProcess)
                        .filter(p -> !before.contains(p.pid()))
                        .forEach(p -> browsers.putIfAbsent(p.pid(), p.info().commandLine().orElse("?") + " (parent " + p.parent().map(ProcessHandle::pid).orElse(-1L) + ")"));
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        watcher.start();
        RecipeChain.Cli cli;
        try {
            cli = flowwright("replay", suite.toString(), "--workers", "4", "--report", report.toString());
        } finally {
            replaying.set(false);
            watcher.join();
        }

        assertThat(cli.exit()).as(cli.toString()).isEqualTo(1);
        assertThat(cli.out()).as(cli.toString()).contains("replaying 21 recipes, 4 at a time, on one Chromium started here")
                .containsPattern("replayed 21 recipes: 20 passed, 1 failed, 0 unverified in \\d");
        // a line per recipe as it finishes (the output is not a terminal)
        for (Path p : passing) assertThat(cli.out()).containsPattern("(?m)^passed +" + java.util.regex.Pattern.quote(p.toString()) + " · ");
        assertThat(cli.out()).containsPattern("(?m)^failed +" + java.util.regex.Pattern.quote(broken.toString()) + " · 4 steps · .* · step 4/4 failed: no locator found exactly one element");
        assertThat(browsers.values()).as("Chromium browser processes started for the suite").hasSize(1);

        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(report.resolve("junit.xml").toFile());
        Element root = xml.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("testsuites");
        NodeList suites = root.getElementsByTagName("testsuite");
        assertThat(suites.getLength()).isEqualTo(21);
        int failedSuites = 0;
        for (int i = 0; i < suites.getLength(); i++) {
            Element s = (Element) suites.item(i);
            int cases = s.getElementsByTagName("testcase").getLength();
            assertThat(Integer.parseInt(s.getAttribute("tests"))).isEqualTo(cases).isGreaterThan(1);
            if (!"0".equals(s.getAttribute("failures"))) {
                failedSuites++;
                assertThat(property(s, "file")).isEqualTo(broken.toString());
                assertThat(property(s, "outcome")).isEqualTo("failed");
            } else {
                assertThat(property(s, "outcome")).isEqualTo("passed");
            }
        }
        assertThat(failedSuites).isEqualTo(1);
        assertThat(root.getAttribute("failures")).isNotEqualTo("0");

        JsonNode json = new ObjectMapper().readTree(report.resolve("report.json").toFile());
        assertThat(json.path("recipes")).hasSize(21);
        for (JsonNode r : json.path("recipes")) {
            assertThat(Files.readString(report.resolve(r.path("report").asText()))).contains("data:image/png;base64,");
        }
        String html = Files.readString(report.resolve("report.html"));
        assertThat(html.split("<tr>", -1)).hasSize(23); // the heading row and one per recipe
        assertThat(html).contains("broken-calendar/report.html");
    }

    private static String property(Element suite, String name) {
        NodeList props = suite.getElementsByTagName("property");
        for (int i = 0; i < props.getLength(); i++) {
            Element p = (Element) props.item(i);
            if (name.equals(p.getAttribute("name"))) return p.getAttribute("value");
        }
        return null;
    }

    /**
     * A Chromium browser process, not one of its helpers: helpers run with {@code --type=…} (renderer, zygote,
     * GPU, utility). Going by the parent alone is not enough: a browser an earlier test is closing can leave a
     * helper whose parent is gone, which then looks like a browser of its own for a moment.
     */
    static boolean isChromiumBrowserProcess(ProcessHandle p) {
        if (!isChromium(p)) return false;
        // LocalChromium's browser shows the profile folder it was started with; a helper carries --type=, or
        // shows an empty command line once it has rewritten it, or none at all while it exits. A browser
        // Playwright's driver started shows no arguments either: it is the Chromium whose parent is the driver
        String args = p.info().arguments().map(a -> String.join(" ", a)).orElse("");
        if (args.contains("--user-data-dir=") && !args.contains("--type=")) return true;
        return p.parent().flatMap(parent -> parent.info().command()).map(c -> c.endsWith("/node")).orElse(false);
    }

    private static boolean isChromium(ProcessHandle p) {
        String command = java.nio.file.Path.of(p.info().command().orElse("/")).getFileName() + "";
        return Set.of("chromium", "chrome", "chromium-browser", "chrome-headless-shell", "headless_shell").contains(command);
    }
}
