package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 *     [-Dminiwob.seeds=1000-1004] [-Dminiwob.tasks=click-link,enter-*] [-Dminiwob.timeout=60] [-Dminiwob.dir=/work/.miniwob] \
 *     [-Dminiwob.wording=template|free|both] [-Dminiwob.free.per=1]
 * </pre>
 *
 * {@code miniwob.wording} (default {@code template}) says which steps each task and seed runs: the page's own
 * sentence, each of its free wordings ({@link MiniWobWordings}: at least three per instruction, every fact kept,
 * each flow's {@code allow:} from the wording's own words), or both. Prints one {@code MINIWOB} line per episode
 * and the totals per kind of wording side by side, and per task; writes them as JSON to
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
    /** How long reading a task page's instruction may take: its load and its episode's start. */
    private static final double READ_TIMEOUT_MILLIS = 30_000;

    /** Which wordings of each instruction run: the task's own sentence, the free wordings of {@link MiniWobWordings}, or both. */
    enum Wordings {
        TEMPLATE, FREE, BOTH;

        static Wordings of(String spec) {
            for (Wordings w : values()) if (w.name().equalsIgnoreCase(spec.strip())) return w;
            throw new IllegalArgumentException("-Dminiwob.wording=" + spec + ": expected template, free or both");
        }

        boolean template() { return this != FREE; }

        boolean free() { return this != TEMPLATE; }
    }

    /**
     * {@code -Dminiwob.free.per=N}: each seed runs N of a task's free wordings instead of all of them, taken in turn
     * (the k-th seed from wording k·N on), so over as many seeds as a task has wordings each runs once; 0 runs all.
     */
    static <T> List<T> sampled(List<T> all, int seedIndex, int per) {
        if (per <= 0 || per >= all.size()) return all;
        List<T> out = new ArrayList<>();
        for (int j = 0; j < per; j++) out.add(all.get((seedIndex * per + j) % all.size()));
        return out;
    }

    /** The kind of an episode's wording: the task's own sentence, or a free wording. */
    static final String TEMPLATE = "template", FREE = "free";

    /**
     * One episode: the task's instruction for the seed, the step the flow said ({@code step}: the instruction itself,
     * or one of its free wordings), which kind of wording ({@code template} or {@code free}) and its shape.
     */
    record Episode(String task, long seed, String wording, String shape, String instruction, String step, boolean success,
                   Double reward, String outcome, int exit, int actions, int modelCalls, long runMillis, long wallMillis, String note) {
        boolean claimedDone() { return exit == Main.EXIT_OK; }
    }

    @Test
    @Timeout(value = 24, unit = TimeUnit.HOURS) // its size is its length: 1,180 episodes for both wordings on five seeds; the profile's one hour is for the others
    void offlineDeciderOnTheDomTasks() throws Exception {
        List<String> tasks = selected(System.getProperty("miniwob.tasks", ""));
        List<Long> seeds = seeds(System.getProperty("miniwob.seeds", "1000-1004"));
        Wordings wordings = Wordings.of(System.getProperty("miniwob.wording", "template"));
        int timeout = Integer.getInteger("miniwob.timeout", 60);
        int freePer = Integer.getInteger("miniwob.free.per", 0);
        Path work = Files.createTempDirectory("miniwob");
        List<Episode> episodes = new ArrayList<>();
        try (MiniWobSite site = MiniWobSite.start();
             BrowserSurface reader = BrowserSurface.launch(BrowserOptions.defaults())) {
            for (String task : tasks) assertThat(site.has(task)).as("MiniWoB++ task page %s", task).isTrue();
            if (wordings.free()) readAllFirst(site, reader, tasks, seeds);
            for (long seed : seeds) {
                for (String task : tasks) {
                    MiniWobWordings.Instruction instruction = read(reader, site.url(task, seed, "query-" + UUID.randomUUID()));
                    List<String[]> steps = new ArrayList<>(); // kind, shape, step
                    if (wordings.template()) steps.add(new String[]{TEMPLATE, TEMPLATE, instruction.text()});
                    if (wordings.free()) {
                        List<MiniWobWordings.Wording> all = MiniWobWordings.read(task, instruction).wordings();
                        for (MiniWobWordings.Wording w : sampled(all, seeds.indexOf(seed), freePer))
                            steps.add(new String[]{FREE, w.shape().label, w.text()});
                    }
                    for (int i = 0; i < steps.size(); i++) {
                        String[] s = steps.get(i);
                        Episode e = episode(site, work, task, seed, instruction.text(), s[0], s[1], s[2], i, timeout);
                        episodes.add(e);
                        write(wordings, seeds, episodes, false); // the episodes so far, should the run be stopped
                        System.out.printf(Locale.ROOT, "MINIWOB %-24s seed %d %-8s %s reward %s · run %s (exit %d) · %d actions · %d calls · %.1f s run, %.1f s wall · %s · %s%n",
                                task, seed, e.wording(), e.success() ? "SUCCESS" : "fail   ", e.reward() == null ? "none" : String.format(Locale.ROOT, "%.2f", e.reward()),
                                e.outcome(), e.exit(), e.actions(), e.modelCalls(), e.runMillis() / 1000.0, e.wallMillis() / 1000.0,
                                e.step(), e.note());
                    }
                }
            }
        }
        write(wordings, seeds, episodes, true);
        assertThat(episodes).isNotEmpty();
    }

    /**
     * {@code target/miniwob.json}, replaced whole (never half-written): the totals, per task, every episode, and
     * whether the run got to its end ({@code complete}); printed too at the end.
     */
    private static void write(Wordings wordings, List<Long> seeds, List<Episode> episodes, boolean end) throws IOException {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("wording", wordings.name().toLowerCase(Locale.ROOT));
        report.put("seeds", seeds);
        report.put("complete", end);
        report.putAll(totals(episodes, end));
        report.put("episodes", episodes);
        Path out = Path.of("target", "miniwob.json");
        Files.createDirectories(out.getParent());
        Path tmp = out.resolveSibling("miniwob.json.tmp");
        Files.writeString(tmp, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(report));
        Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Every selected instruction read and re-worded before the first episode runs: an instruction of a shape
     * {@link MiniWobWordings} does not know stops the benchmark here, naming it, rather than hours later or never.
     */
    static void readAllFirst(MiniWobSite site, BrowserSurface reader, List<String> tasks, List<Long> seeds) {
        int instructions = 0, wordings = 0;
        for (String task : tasks) {
            for (MiniWobWordings.Instruction in : MiniWobInstructions.inPage(site, reader, task, seeds)) {
                wordings += MiniWobWordings.read(task, in).wordings().size();
                instructions++;
            }
        }
        System.out.printf(Locale.ROOT, "MINIWOB free wording: %d instructions read, %d wordings%n", instructions, wordings);
    }

    static Episode episode(MiniWobSite site, Path work, String task, long seed, String instruction, String kind, String shape,
                           String step, int index, int timeout) throws Exception {
        String ep = UUID.randomUUID().toString();
        String name = task + "-" + seed + (kind.equals(TEMPLATE) ? "" : "-" + kind + "-" + index);
        Path flow = work.resolve(name + ".flow.json");
        Files.writeString(flow, flow(task, seed, step));
        List<String> argList = new ArrayList<>(List.of("run", flow.toString(), "--url", site.url(task, seed, ep), "--json", "--decider", "offline", "--handoff", "none"));
        // -Dminiwob.journal=DIR keeps each episode's journal (DIR/TASK-SEED, DIR/TASK-SEED-free-N) to read why it went as it did
        String journals = System.getProperty("miniwob.journal", "");
        if (!journals.isBlank()) argList.addAll(List.of("--journal", Path.of(journals, name).toString()));
        BenchRun run = BenchRun.of(argList, timeout);
        Optional<MiniWobSite.Reward> reward = site.reward(ep);
        for (int i = 0; i < 10 && reward.isEmpty(); i++) { // a beacon sent as the browser closed may still be on its way
            Thread.sleep(50);
            reward = site.reward(ep);
        }
        return new Episode(task, seed, kind, shape, instruction, step, reward.map(MiniWobSite.Reward::success).orElse(false),
                reward.map(MiniWobSite.Reward::raw).orElse(null), run.outcome(timeout), run.exit(),
                run.actions(), run.modelCalls(), run.runMillis(), run.wallMillis(), run.note());
    }

    /** The task's instruction for this seed, as the page shows it once the episode has started. */
    static String instruction(BrowserSurface reader, String url) {
        return read(reader, url).text();
    }

    /**
     * The task's instruction for this seed, as the page shows it once the episode has started, with the fields
     * the page publishes for it ({@code core.currentFields}; only the natural-language mail tasks do).
     */
    static MiniWobWordings.Instruction read(BrowserSurface reader, String url) {
        return reader.withPage(page -> {
            // a loaded machine (others build beside the benchmark) can take longer than the surface's default timeout to load a page
            page.navigate(url, new com.microsoft.playwright.Page.NavigateOptions().setTimeout(READ_TIMEOUT_MILLIS));
            page.waitForFunction("() => typeof WOB_TASK_READY !== 'undefined' && WOB_TASK_READY !== false && core.EP_TIMER !== null"
                    + " && document.getElementById('query') && document.getElementById('query').innerText.trim().length > 0",
                    null, new com.microsoft.playwright.Page.WaitForFunctionOptions().setTimeout(READ_TIMEOUT_MILLIS));
            String text = (String) page.evaluate("() => document.getElementById('query').innerText");
            String fields = (String) page.evaluate("() => typeof core.currentFields === 'object' && core.currentFields !== null ? JSON.stringify(core.currentFields) : ''");
            return new MiniWobWordings.Instruction(text.replaceAll("\\s+", " ").strip(), MiniWobInstructions.fields(fields));
        });
    }

    /**
     * The one-step flow of an episode: {@code - do: <step>}, with {@code allow:} naming the hard words the step's
     * own words ask to press (a template sentence and a free wording alike).
     */
    static String flow(String task, long seed, String step) throws IOException {
        ObjectNode flow = JSON.createObjectNode();
        flow.put("name", "miniwob " + task + " seed " + seed);
        List<String> allow = allowed(step);
        if (!allow.isEmpty()) allow.forEach(flow.putArray("allow")::add);
        flow.putArray("steps").addObject().put("do", step);
        return JSON.writeValueAsString(flow);
    }

    /** The hard words a step asks to press in its own words: submit, delete, send (a reply or a forward asks to send). */
    static List<String> allowed(String step) {
        String lower = step.toLowerCase(Locale.ROOT);
        List<String> allow = new ArrayList<>(ALLOWED_WHEN_ASKED.stream()
                .filter(w -> Pattern.compile("\\b" + w + "\\b").matcher(lower).find()).toList());
        if (!allow.contains("send") && ASKS_TO_SEND.matcher(lower).find()) allow.add("send");
        return allow;
    }

    /** Totals per kind of wording side by side (template, free, and each shape of free wording), and per task; printed when asked. */
    static Map<String, Object> totals(List<Episode> episodes, boolean print) {
        Map<String, List<Episode>> kinds = new LinkedHashMap<>();
        for (Episode e : episodes) kinds.computeIfAbsent(e.wording(), k -> new ArrayList<>()).add(e);
        for (MiniWobWordings.Shape shape : MiniWobWordings.Shape.values()) {
            List<Episode> of = episodes.stream().filter(e -> e.wording().equals(FREE) && e.shape().equals(shape.label)).toList();
            if (!of.isEmpty()) kinds.put(FREE + ": " + shape.label, of);
        }
        Map<String, Object> totals = new LinkedHashMap<>();
        List<String> cols = new ArrayList<>(kinds.keySet());
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "MINIWOB %-34s", "totals"));
        StringBuilder ok = new StringBuilder(String.format(Locale.ROOT, "MINIWOB %-34s", "succeeded"));
        StringBuilder falseDone = new StringBuilder(String.format(Locale.ROOT, "MINIWOB %-34s", "claimed done but failed"));
        StringBuilder median = new StringBuilder(String.format(Locale.ROOT, "MINIWOB %-34s", "median episode: run / wall"));
        for (String kind : cols) {
            List<Episode> of = kinds.get(kind);
            int n = of.size();
            long success = of.stream().filter(Episode::success).count();
            long claimed = of.stream().filter(e -> e.claimedDone() && !e.success()).count();
            long run = median(of.stream().map(Episode::runMillis).toList()), wall = median(of.stream().map(Episode::wallMillis).toList());
            head.append(String.format(Locale.ROOT, " | %-24s", kind));
            ok.append(String.format(Locale.ROOT, " | %-24s", String.format(Locale.ROOT, "%d/%d (%.1f %%)", success, n, 100.0 * success / n)));
            falseDone.append(String.format(Locale.ROOT, " | %-24s", String.format(Locale.ROOT, "%d (%.1f %%)", claimed, 100.0 * claimed / n)));
            median.append(String.format(Locale.ROOT, " | %-24s", String.format(Locale.ROOT, "%.1f s / %.1f s", run / 1000.0, wall / 1000.0)));
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("episodes", n);
            t.put("succeeded", success);
            t.put("claimedDoneButFailed", claimed);
            t.put("medianRunMillis", run);
            t.put("medianWallMillis", wall);
            totals.put(kind, t);
        }
        if (print) for (StringBuilder line : List.of(head, ok, falseDone, median)) System.out.println(line);
        Map<String, Object> perTask = new LinkedHashMap<>();
        episodes.stream().map(Episode::task).distinct().forEach(task -> {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "MINIWOB task %-24s", task));
            Map<String, Object> byKind = new LinkedHashMap<>();
            for (String kind : List.of(TEMPLATE, FREE)) {
                List<Episode> of = episodes.stream().filter(e -> e.task().equals(task) && e.wording().equals(kind)).toList();
                if (of.isEmpty()) continue;
                long success = of.stream().filter(Episode::success).count();
                long claimed = of.stream().filter(e -> e.claimedDone() && !e.success()).count();
                line.append(String.format(Locale.ROOT, " | %-8s %3d/%-3d%s", kind, success, of.size(), claimed == 0 ? "" : " (" + claimed + " claimed done)"));
                byKind.put(kind, Map.of("episodes", of.size(), "succeeded", success, "claimedDoneButFailed", claimed));
            }
            if (print) System.out.println(line);
            perTask.put(task, byKind);
        });
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("totals", totals);
        report.put("tasks", perTask);
        return report;
    }

    private static long median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
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
