package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * MiniWoB++ (Farama-Foundation/miniwob-plusplus, MIT) with the offline decider, through the real
 * {@code flowwright run} command on real Chromium. Each episode: the task page with a seed (served by
 * {@link MiniWobSite}), its instruction (the page's {@code #query}) written as a one-step flow
 * {@code - do: <instruction>} — with {@code allow:} naming the hard word the instruction itself asks to
 * press (submit, delete, send; a reply or a forward asks to send) — run as {@code flowwright run FLOW --url PAGE --json --decider offline
 * --handoff none} in this JVM through {@link Main#commandLine()} (its browser is killed after
 * {@code miniwob.timeout} seconds, which ends the run),
 * and judged by the reward the page's own {@code core.endEpisode} reported.
 *
 * <pre>
 * mvn -B -o -Pbench -pl studio -am test-compile surefire:test -Dtest=MiniWobBench -Dsurefire.failIfNoSpecifiedTests=false \
 *     [-Dminiwob.seeds=1000-1004] [-Dminiwob.tasks=click-link,enter-*] [-Dminiwob.timeout=60] [-Dminiwob.dir=/work/.miniwob]
 * </pre>
 *
 * Prints one {@code MINIWOB} line per episode and the totals; writes them as JSON to
 * {@code studio/target/miniwob.json}.
 */
@Tag("bench")
class MiniWobBench {
    /**
     * The DOM tasks: the families, one page per task (the {@code -nodelay} twins, which only skip
     * an animation, and the click-tab-2 / choose-date difficulty variants are left out); no canvas drawing
     * or dragging task.
     */
    static final List<String> TASKS = List.of(
            "click-button", "click-button-sequence", "click-checkboxes", "click-checkboxes-large", "click-checkboxes-soft",
            "click-collapsible", "click-collapsible-2", "click-color", "click-dialog", "click-dialog-2", "click-link",
            "click-menu", "click-menu-2", "click-option", "click-pie", "click-scroll-list", "click-shades", "click-shape",
            "click-tab", "click-tab-2", "click-test", "click-test-2", "click-widget",
            "enter-date", "enter-password", "enter-text", "enter-text-2", "enter-text-dynamic", "enter-time",
            "choose-date", "choose-list", "focus-text", "focus-text-2", "login-user", "login-user-popup",
            "email-inbox", "email-inbox-forward-nl", "email-inbox-nl-turk", "social-media", "social-media-all", "social-media-some",
            "search-engine", "navigate-tree", "use-autocomplete", "use-spinner", "book-flight", "read-table", "read-table-2",
            "form-sequence", "form-sequence-2", "form-sequence-3", "multi-layouts", "multi-orderings",
            "phone-book", "find-word", "copy-paste", "copy-paste-2", "text-transform", "terminal");

    /** Hard-to-undo words an instruction may itself ask to press; the flow's allow: names those it does. */
    static final List<String> ALLOWED_WHEN_ASKED = List.of("submit", "delete", "send");
    /** An instruction to reply or to forward asks to send, as a person writing the flow would permit it. */
    private static final Pattern ASKS_TO_SEND = Pattern.compile("\\b(?:reply|forward|forwarded)\\b");

    private static final ObjectMapper JSON = new ObjectMapper();

    record Episode(String task, long seed, String instruction, boolean success, Double reward, String outcome,
                   int exit, int actions, int modelCalls, long runMillis, long wallMillis, String note) {
        boolean claimedDone() { return exit == Main.EXIT_OK; }
    }

    @Test
    void offlineDeciderOnTheDomTasks() throws Exception {
        List<String> tasks = selected(System.getProperty("miniwob.tasks", ""));
        List<Long> seeds = seeds(System.getProperty("miniwob.seeds", "1000-1004"));
        int timeout = Integer.getInteger("miniwob.timeout", 60);
        Path work = Files.createTempDirectory("miniwob");
        List<Episode> episodes = new ArrayList<>();
        try (MiniWobSite site = MiniWobSite.start();
             BrowserSurface reader = BrowserSurface.launch(BrowserOptions.defaults())) {
            for (String task : tasks) assertThat(site.has(task)).as("MiniWoB++ task page %s", task).isTrue();
            for (long seed : seeds) {
                for (String task : tasks) {
                    Episode e = episode(site, reader, work, task, seed, timeout);
                    episodes.add(e);
                    System.out.printf(Locale.ROOT, "MINIWOB %-24s seed %d %s reward %s · run %s (exit %d) · %d actions · %d calls · %.1f s run, %.1f s wall · %s · %s%n",
                            task, seed, e.success() ? "SUCCESS" : "fail   ", e.reward() == null ? "none" : String.format(Locale.ROOT, "%.2f", e.reward()),
                            e.outcome(), e.exit(), e.actions(), e.modelCalls(), e.runMillis() / 1000.0, e.wallMillis() / 1000.0,
                            e.instruction(), e.note());
                }
            }
        }
        printTotals(episodes);
        Path out = Path.of("target", "miniwob.json");
        Files.createDirectories(out.getParent());
        Files.writeString(out, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(episodes));
        assertThat(episodes).isNotEmpty();
    }

    static Episode episode(MiniWobSite site, BrowserSurface reader, Path work, String task, long seed, int timeout) throws Exception {
        String instruction = instruction(reader, site.url(task, seed, "query-" + UUID.randomUUID()));
        String ep = UUID.randomUUID().toString();
        Path flow = work.resolve(task + "-" + seed + ".flow.json");
        Files.writeString(flow, flow(task, seed, instruction));
        List<String> argList = new ArrayList<>(List.of("run", flow.toString(), "--url", site.url(task, seed, ep), "--json", "--decider", "offline", "--handoff", "none"));
        // -Dminiwob.journal=DIR keeps each episode's journal (DIR/TASK-SEED) to read why it went as it did
        String journals = System.getProperty("miniwob.journal", "");
        if (!journals.isBlank()) argList.addAll(List.of("--journal", Path.of(journals, task + "-" + seed).toString()));
        BenchRun run = BenchRun.of(argList, timeout);
        Optional<MiniWobSite.Reward> reward = site.reward(ep);
        for (int i = 0; i < 10 && reward.isEmpty(); i++) { // a beacon sent as the browser closed may still be on its way
            Thread.sleep(50);
            reward = site.reward(ep);
        }
        return new Episode(task, seed, instruction, reward.map(MiniWobSite.Reward::success).orElse(false),
                reward.map(MiniWobSite.Reward::raw).orElse(null), run.outcome(timeout), run.exit(),
                run.actions(), run.modelCalls(), run.runMillis(), run.wallMillis(), run.note());
    }

    /** The task's instruction for this seed, as the page shows it once the episode has started. */
    static String instruction(BrowserSurface reader, String url) {
        return reader.withPage(page -> {
            page.navigate(url);
            page.waitForFunction("() => typeof WOB_TASK_READY !== 'undefined' && WOB_TASK_READY !== false && core.EP_TIMER !== null"
                    + " && document.getElementById('query') && document.getElementById('query').innerText.trim().length > 0");
            String text = (String) page.evaluate("() => document.getElementById('query').innerText");
            return text.replaceAll("\\s+", " ").strip();
        });
    }

    static String flow(String task, long seed, String instruction) throws IOException {
        ObjectNode flow = JSON.createObjectNode();
        flow.put("name", "miniwob " + task + " seed " + seed);
        String lower = instruction.toLowerCase(Locale.ROOT);
        List<String> allow = new java.util.ArrayList<>(ALLOWED_WHEN_ASKED.stream()
                .filter(w -> Pattern.compile("\\b" + w + "\\b").matcher(lower).find()).toList());
        if (!allow.contains("send") && ASKS_TO_SEND.matcher(lower).find()) allow.add("send");
        if (!allow.isEmpty()) allow.forEach(flow.putArray("allow")::add);
        flow.putArray("steps").addObject().put("do", instruction);
        return JSON.writeValueAsString(flow);
    }

    static void printTotals(List<Episode> episodes) {
        int n = episodes.size();
        long success = episodes.stream().filter(Episode::success).count();
        long falseDone = episodes.stream().filter(e -> e.claimedDone() && !e.success()).count();
        List<Long> run = new ArrayList<>(episodes.stream().map(Episode::runMillis).toList());
        List<Long> wall = new ArrayList<>(episodes.stream().map(Episode::wallMillis).toList());
        Collections.sort(run);
        Collections.sort(wall);
        System.out.printf(Locale.ROOT, "MINIWOB total: %d episodes, %d succeeded (%.1f %%), claimed done but failed %d (%.1f %%),"
                        + " median episode %.1f s (run) / %.1f s (wall, browser start included)%n",
                n, success, 100.0 * success / n, falseDone, 100.0 * falseDone / n,
                run.get(n / 2) / 1000.0, wall.get(n / 2) / 1000.0);
        episodes.stream().map(Episode::task).distinct().forEach(t -> {
            List<Episode> of = episodes.stream().filter(e -> e.task().equals(t)).toList();
            System.out.printf(Locale.ROOT, "MINIWOB task %-24s %d/%d%n", t, of.stream().filter(Episode::success).count(), of.size());
        });
    }

    /** The harness's tasks, or those matching the comma-separated names and globs ({@code enter-*}). */
    static List<String> selected(String filter) {
        if (filter.isBlank()) return TASKS;
        List<String> out = new ArrayList<>();
        for (String f : filter.split(",")) {
            String glob = f.strip();
            Pattern p = Pattern.compile(Pattern.quote(glob).replace("*", "\\E.*\\Q"));
            List<String> matching = TASKS.stream().filter(t -> p.matcher(t).matches()).toList();
            out.addAll(matching.isEmpty() ? List.of(glob) : matching);
        }
        return out.stream().distinct().toList();
    }

    /** "1000-1004" or "0,3,7". */
    static List<Long> seeds(String spec) {
        List<Long> out = new ArrayList<>();
        for (String part : spec.split(",")) {
            String[] range = part.strip().split("-");
            if (range.length == 2) for (long s = Long.parseLong(range[0]); s <= Long.parseLong(range[1]); s++) out.add(s);
            else out.add(Long.parseLong(range[0]));
        }
        return out;
    }
}
