package dev.flowwright.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code flowwright run --trace on --journal DIR}: the run's Playwright trace in its journal folder, its steps named, no secret in it. */
class RunTraceTest {
    @RegisterExtension
    static final SiteOnChromium chromium = new SiteOnChromium();

    static final String PASSWORD = "tr0ub4dor-and-3";

    @Test
    void aRunsTraceSitsInItsJournalFolderNamesItsStepsAndHoldsNoSecret(@TempDir Path dir) throws Exception {
        Path flow = Files.writeString(dir.resolve("signin.flow.yaml"), """
                name: sign in to the sample bank
                app: browser
                start: %s
                vars:
                  username: ada
                steps:
                  - enter:
                      username: "${username}"
                      password: "${password}"
                  - continue
                """.formatted(chromium.site().url("signin/")));
        RecipeChain.Cli run = flowwright("run", flow.toString(), "--decider", "offline", "--handoff", "none", "--fact", "password=" + PASSWORD,
                "--journal", dir.resolve("runs").toString(), "--trace", "on");
        assertThat(run.out()).as(run.toString()).contains("trace: ");
        Path trace;
        try (Stream<Path> all = Files.walk(dir.resolve("runs"))) {
            trace = all.filter(p -> p.getFileName().toString().equals("trace.zip")).findFirst().orElseThrow();
        }
        Map<String, byte[]> entries = ReplayTraceTest.entries(trace);
        for (Map.Entry<String, byte[]> e : entries.entrySet()) {
            assertThat(ReplayTraceTest.contains(e.getValue(), PASSWORD.getBytes(StandardCharsets.UTF_8))).as(e.getKey() + " holds the password").isFalse();
        }
        List<String> titles = ReplayTraceTest.actionTitles(entries.get("trace.trace"));
        assertThat(titles).anySatisfy(t -> assertThat(t).startsWith("step 1 · enter"));
        assertThat(titles).anySatisfy(t -> assertThat(t).startsWith("step 2 · "));
    }

    @Test
    void aTraceNeedsAJournalFolder(@TempDir Path dir) {
        RecipeChain.Cli run = flowwright("run", "../samples/flows/cookies.flow.yaml", "--trace", "on");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--trace writes trace.zip into the run's journal folder: add --journal DIR");
    }
}
