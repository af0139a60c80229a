package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code replay --trace}: a Playwright trace per recipe beside the report, naming its steps and holding no typed secret. */
class ReplayTraceTest {
    @RegisterExtension
    static final SiteOnChromium chromium = new SiteOnChromium();

    static final String USER = "ada-7f3k9q";
    static final String PASSWORD = "correct \"horse\" battery & staple";

    @Test
    void aRetainedTraceOfAFailingRecipeNamesTheFailingStepAndHoldsNoSecret(@TempDir Path dir) throws Exception {
        Path suite = dir.resolve("suite");
        SuiteRecipes.signInThatFailsAfterTypingSecrets(chromium.site(), suite);
        SuiteRecipes.passing(chromium.site(), suite, 1);
        Path report = dir.resolve("report");

        RecipeChain.Cli cli = flowwright("replay", suite.toString(), "--workers", "2", "--trace", "retain-on-failure", "--report", report.toString(),
                "--fact", "user=" + USER, "--fact", "password=" + PASSWORD);

        assertThat(cli.exit()).as(cli.toString()).isEqualTo(1);
        assertThat(cli.out()).contains("replayed 2 recipes: 1 passed, 1 failed").doesNotContain(USER).doesNotContain("battery");
        Path trace = report.resolve("signin-broken/trace.zip");
        assertThat(trace).as(cli.toString()).isRegularFile();
        assertThat(report.resolve("01-calendar/trace.zip")).as("a passing recipe's trace is not retained").doesNotExist();
        assertThat(Files.readString(report.resolve("report.html"))).contains("href=\"signin-broken/trace.zip\"");

        Map<String, byte[]> entries = entries(trace);
        assertThat(entries).containsKey("trace.trace");
        for (Map.Entry<String, byte[]> e : entries.entrySet()) {
            for (String secret : List.of(USER, PASSWORD, "7f3k9q", "battery", "staple")) {
                assertThat(contains(e.getValue(), secret.getBytes(StandardCharsets.UTF_8))).as(e.getKey() + " holds " + secret).isFalse();
            }
        }
        List<String> titles = actionTitles(entries.get("trace.trace"));
        assertThat(titles).anySatisfy(t -> assertThat(t).startsWith("step 4/4 failed").contains("Open statements"));
        assertThat(titles).anySatisfy(t -> assertThat(t).startsWith("step 1/4 · fill").contains("${secrets.user}"));
        // the fill really was recorded, with its value masked
        assertThat(new String(entries.get("trace.trace"), StandardCharsets.UTF_8)).contains("${user}");
    }

    @Test
    void aSingleRecipeWritesItsTraceBesideItsReport(@TempDir Path dir) throws Exception {
        Path recipe = SuiteRecipes.passing(chromium.site(), dir, 1).get(0);
        Path report = dir.resolve("report");
        RecipeChain.Cli cli = flowwright("replay", recipe.toString(), "--trace", "on", "--report", report.toString());
        assertThat(cli.exit()).as(cli.toString()).isEqualTo(0);
        assertThat(cli.out()).contains("trace: " + report.resolve("trace.zip"));
        assertThat(actionTitles(entries(report.resolve("trace.zip")).get("trace.trace")))
                .anySatisfy(t -> assertThat(t).startsWith("step 4/4 · click"));
    }

    @Test
    void traceNeedsAReportToSitBeside(@TempDir Path dir) throws Exception {
        Path recipe = SuiteRecipes.passing(chromium.site(), dir, 1).get(0);
        RecipeChain.Cli cli = flowwright("replay", recipe.toString(), "--trace", "on");
        assertThat(cli.exit()).isEqualTo(2);
        assertThat(cli.err()).contains("--trace writes trace.zip beside the report: add --report DIR");
    }

    /** Every entry of the zip, read whole. */
    static Map<String, byte[]> entries(Path zip) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) entries.put(e.getName(), in.readAllBytes());
        }
        return entries;
    }

    /** The titles of the trace's action list: every call and group the trace viewer shows. */
    static List<String> actionTitles(byte[] traceFile) throws IOException {
        List<String> titles = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String line : new String(traceFile, StandardCharsets.UTF_8).split("\n")) {
            if (line.isBlank()) continue;
            JsonNode event = json.readTree(line);
            if ("before".equals(event.path("type").asText()) && event.hasNonNull("title")) titles.add(event.path("title").asText());
        }
        return titles;
    }

    static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) if (haystack[i + j] != needle[j]) continue outer;
            return true;
        }
        return false;
    }
}
