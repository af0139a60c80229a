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

        java.util.Map<String, String> browsers = new java.util.concurrent.ConcurrentHashMap<>();
        // browsers an earlier test in this JVM left open (a studio's live screen stays open after its run) are not the suite's
        Set<Long> before = new HashSet<>();
        ProcessHandle.current().descendants().filter(ReplaySuiteTest::isChromiumBrowserProcess).forEach(p -> before.add(p.pid()));
        AtomicBoolean replaying = new AtomicBoolean(true);
        java.util.concurrent.atomic.AtomicReference<Throwable> watchFailed = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicInteger polls = new java.util.concurrent.atomic.AtomicInteger();
        Thread watcher = new Thread(() -> {
            try {
                while (replaying.get()) {
                    ProcessHandle.current().descendants().filter(ReplaySuiteTest::isChromiumBrowserProcess)
                            .filter(p -> !before.contains(p.pid()))
                            .forEach(p -> browsers.putIfAbsent(browserOf(p), String.join(" ", commandLine(p.pid())) + " (parent " + p.parent().map(ProcessHandle::pid).orElse(-1L) + ")"));
                    polls.incrementAndGet();
                    Thread.sleep(100);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Throwable t) {
                // a watcher that died quietly would read as "no browser started"
                watchFailed.set(t);
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
        assertThat(watchFailed.get()).as("the process watcher").isNull();
        assertThat(polls.get()).as("the process watcher's looks during the replay").isGreaterThan(2);
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
     * helper whose parent is gone, which then looks like a browser of its own for a moment. Read from
     * {@code /proc} itself: {@code ProcessHandle.Info} reads the executable through {@code /proc/PID/exe},
     * which a process that made itself non-dumpable hides from a user without ptrace rights, and then
     * answers "no command" for the browser.
     */
    static boolean isChromiumBrowserProcess(ProcessHandle p) {
        List<String> args = commandLine(p.pid());
        if (args.isEmpty() || !isChromium(args.get(0))) return false;
        // LocalChromium's browser shows the profile folder it was started with; a helper carries --type=, or
        // shows an empty command line once it has rewritten it, or none at all while it exits. A browser
        // Playwright's driver started shows no arguments either: it is the Chromium whose parent is the driver
        boolean helper = args.stream().anyMatch(a -> a.startsWith("--type="));
        if (!helper && args.stream().anyMatch(a -> a.startsWith("--user-data-dir="))) return true;
        return !helper && p.parent().map(parent -> commandLine(parent.pid())).filter(c -> !c.isEmpty())
                .map(c -> c.get(0).endsWith("/node")).orElse(false);
    }

    /**
     * Which browser a browser-like process belongs to: its profile folder. Helpers of one Chromium that rewrote
     * their titles can lose their {@code --type=} off the end of the shortened title and look like browsers;
     * they still name the browser's profile. A browser with no arguments (Playwright's driver started it) is its pid.
     */
    static String browserOf(ProcessHandle p) {
        return commandLine(p.pid()).stream().filter(a -> a.startsWith("--user-data-dir=")).findFirst()
                .orElse("pid " + p.pid());
    }

    /** A process's command line as {@code /proc/PID/cmdline} holds it (empty when it is gone or unreadable). */
    static List<String> commandLine(long pid) {
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline"));
            List<String> args = new java.util.ArrayList<>();
            int start = 0;
            for (int i = 0; i <= raw.length; i++) {
                if (i == raw.length || raw[i] == 0) {
                    if (i > start) args.add(new String(raw, start, i - start, java.nio.charset.StandardCharsets.UTF_8));
                    start = i + 1;
                }
            }
            // a helper that rewrote its title shows one string with spaces: its first word is the program
            if (args.size() == 1 && args.get(0).contains(" ")) args = List.of(args.get(0).split(" "));
            return args;
        } catch (java.io.IOException | RuntimeException e) {
            return List.of();
        }
    }

    private static boolean isChromium(String program) {
        String command = Path.of(program).getFileName() + "";
        return Set.of("chromium", "chrome", "chromium-browser", "chrome-headless-shell", "headless_shell").contains(command);
    }
}
