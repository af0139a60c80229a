package dev.flowwright.cli;

import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The instructions MiniWoB++'s task pages show for a range of seeds, read in real Chromium through
 * {@link MiniWobSite}. Reading one page per task and starting its episodes one seed after another in that
 * page ({@code Math.seedrandom(seed)}, {@code core.startEpisodeReal()} — what the site's own script does on a
 * fresh load) is some hundred times quicker than a page load per seed; {@link #inPage} checks it against
 * fresh loads on a few seeds per task and fails when they differ.
 *
 * <p>Run as a benchmark, it writes the test resource {@code miniwob/instructions.tsv} (seeds 0–99 of every
 * task of {@link MiniWobBench#TASKS}) that {@code MiniWobWordingsTest} checks every free-wording template on:
 *
 * <pre>
 * mvn -B -o -Pbench -pl studio -am test-compile surefire:test -Dtest=MiniWobInstructions -Dsurefire.failIfNoSpecifiedTests=false \
 *     [-Dminiwob.seeds=0-99] [-Dminiwob.instructions.out=target/instructions.tsv]
 * </pre>
 */
@Tag("bench")
class MiniWobInstructions {
    /**
     * The resource the unit tests read: {@code task TAB seed TAB instruction [TAB fields]}, one line per episode; the
     * fields (JSON) where the page publishes its sentence's facts as {@code core.currentFields}.
     */
    static final String RESOURCE = "/miniwob/instructions.tsv";
    /** Seeds whose instruction is also read from a fresh page load, to hold the in-page reading to it. */
    static final List<Long> CHECKED_BY_FRESH_LOAD = List.of(0L, 1L, 99L);

    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    /** Each seed's episode started in the page as the site's script starts one; its instruction read at once (genProblem writes it). */
    private static final String START_EACH = """
            (seeds) => seeds.map(seed => {
              Math.seedrandom(seed);
              core.startEpisodeReal();
              const query = document.getElementById('query');
              if (!query || (typeof WOB_TASK_READY !== 'undefined' && WOB_TASK_READY === false)) throw new Error('no instruction for seed ' + seed);
              const fields = typeof core.currentFields === 'object' && core.currentFields !== null ? JSON.stringify(core.currentFields) : '';
              return [query.innerText.replace(/\\s+/g, ' ').trim(), fields];
            })
            """;

    @Test
    void writeSeedsZeroToNinetyNine() throws Exception {
        List<Long> seeds = MiniWobBench.seeds(System.getProperty("miniwob.seeds", "0-99"));
        // -Dminiwob.instructions.out=FILE writes elsewhere (a wider range of development seeds, say), not the test resource
        Path out = Path.of(System.getProperty("miniwob.instructions.out", "src/test/resources" + RESOURCE));
        StringBuilder tsv = new StringBuilder();
        try (MiniWobSite site = MiniWobSite.start();
             BrowserSurface reader = BrowserSurface.launch(BrowserOptions.defaults())) {
            for (String task : MiniWobBench.TASKS) {
                List<MiniWobWordings.Instruction> read = inPage(site, reader, task, seeds);
                for (int i = 0; i < seeds.size(); i++) {
                    MiniWobWordings.Instruction in = read.get(i);
                    tsv.append(task).append('\t').append(seeds.get(i)).append('\t').append(in.text());
                    if (!in.fields().isEmpty()) tsv.append('\t').append(JSON.writeValueAsString(new java.util.TreeMap<>(in.fields())));
                    tsv.append('\n');
                }
                System.out.printf(Locale.ROOT, "MINIWOB instructions %-24s %d seeds%n", task, seeds.size());
            }
        }
        Files.createDirectories(out.getParent());
        Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
        Files.writeString(tmp, tsv.toString(), StandardCharsets.UTF_8);
        Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        System.out.println("MINIWOB instructions written to " + out.toAbsolutePath());
    }

    /**
     * The task's instruction for each seed, all read in one page; fails when one of {@link #CHECKED_BY_FRESH_LOAD}
     * among the seeds reads otherwise from a fresh load of the page (what {@link MiniWobBench#instruction} reads).
     */
    static List<MiniWobWordings.Instruction> inPage(MiniWobSite site, BrowserSurface reader, String task, List<Long> seeds) {
        assertThat(site.has(task)).as("MiniWoB++ task page %s", task).isTrue();
        // the page's own start first; then each seed's episode is started in it
        MiniWobBench.read(reader, site.url(task, seeds.get(0), "query-" + UUID.randomUUID()));
        @SuppressWarnings("unchecked")
        List<List<String>> raw = reader.withPage(page -> (List<List<String>>) page.evaluate(START_EACH, seeds.stream().map(String::valueOf).toList()));
        List<MiniWobWordings.Instruction> read = raw.stream().map(r -> new MiniWobWordings.Instruction(r.get(0), fields(r.get(1)))).toList();
        for (int i = 0; i < seeds.size(); i++) {
            if (!CHECKED_BY_FRESH_LOAD.contains(seeds.get(i))) continue;
            MiniWobWordings.Instruction fresh = MiniWobBench.read(reader, site.url(task, seeds.get(i), "query-" + UUID.randomUUID()));
            assertThat(read.get(i)).as("%s seed %d read in one page against a fresh load", task, seeds.get(i)).isEqualTo(fresh);
        }
        return read;
    }

    /** The fields a page published (JSON of strings), none when it published none. */
    static Map<String, String> fields(String json) {
        if (json == null || json.isBlank()) return Map.of();
        try {
            Map<String, String> out = new LinkedHashMap<>();
            JSON.readTree(json).fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asText()));
            return out;
        } catch (IOException e) {
            throw new IllegalStateException("unreadable fields " + json, e);
        }
    }

    /** The stored instructions, task by task in seed order. */
    static Map<String, List<MiniWobWordings.Instruction>> stored() throws IOException {
        Map<String, List<MiniWobWordings.Instruction>> out = new LinkedHashMap<>();
        try (InputStream in = MiniWobInstructions.class.getResourceAsStream(RESOURCE)) {
            assertThat(in).as("test resource %s (written by MiniWobInstructions)", RESOURCE).isNotNull();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank()) continue;
                String[] cols = line.split("\t", 4);
                out.computeIfAbsent(cols[0], t -> new ArrayList<>()).add(new MiniWobWordings.Instruction(cols[2], fields(cols.length > 3 ? cols[3] : "")));
            }
        }
        return out;
    }
}
