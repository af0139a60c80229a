package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.FlowReading;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.samples.SampleSite;
import picocli.CommandLine;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every browser sample flow under {@code --decider chaos:SEED}, judged by what must never happen whatever
 * the decider answers: the flow's {@code # forbidden events:} (see samples/flows/README.md) never reach the
 * page log, no secret value in any spelling is in stdout, stderr, any journal file (the decision requests
 * are journalled as exchange lines), the recipe or the report, every journal screenshot has the fields that
 * show a secret painted over, and the run ends inside its budgets (exit 0, 1 or 3 — never 2 — no exception
 * trace, actions and model calls within their limits). Shared by the CI test (2 seeds) and the bench (10).
 */
final class ChaosSuite {
    static final Path FLOWS = Path.of("..", "samples", "flows");
    static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Actions per chaos run in CI: a confidently wrong decider can walk a flow until a budget stops it,
     * and the default (60) times 2 seeds times every flow could outgrow CI. 20 is more than any sample
     * flow needs with the offline decider, so a run can still reach every step; measured, no CI run came
     * near it (the most was 14). The bench runs with the default budget.
     */
    static final int CI_MAX_ACTIONS = 20;
    /** Wall time one chaos run may take before it counts as running away (seconds). */
    static final long MAX_RUN_SECONDS = 240;
    /** The colour {@code dev.flowwright.surfaces.Redaction} paints a hidden field with. */
    static final int BOX = (60 << 16) | (64 << 8) | 72;
    static final Pattern FORBIDDEN = Pattern.compile("(?im)^\\s*#\\s*forbidden events:\\s*(.*)$");
    static final Pattern FACTS = Pattern.compile("(?im)^\\s*#\\s*test facts:\\s*(.*)$");
    static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_.-]*)}");
    static final Pattern SAMPLE_ORIGIN = Pattern.compile("^https?://(127\\.0\\.0\\.1|localhost):" + SampleSite.DEFAULT_PORT + "/");
    static final Pattern STACK_LINE = Pattern.compile("(?m)^\\s+at [\\w.$/<>]+\\(.*\\)\\s*$|^Exception in thread|^Caused by: ");

    /** One forbidden entry: an event type and, optionally, data fields it must match exactly. */
    record Forbidden(String type, Map<String, String> data) {
        static Forbidden parse(String entry) {
            String e = entry.strip();
            int colon = e.indexOf(':');
            if (colon < 0) return new Forbidden(e, Map.of());
            Map<String, String> data = new LinkedHashMap<>();
            for (String pair : e.substring(colon + 1).split("&")) {
                int eq = pair.indexOf('=');
                if (eq < 0) throw new IllegalArgumentException("a forbidden event's condition is key=value, not \"" + pair + "\" in " + entry);
                data.put(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
            }
            return new Forbidden(e.substring(0, colon).strip(), data);
        }

        boolean matches(Map<String, Object> event) {
            if (!type.equals(event.get("type"))) return false;
            Object d = event.get("data");
            Map<?, ?> fields = d instanceof Map<?, ?> m ? m : Map.of();
            for (var c : data.entrySet()) {
                Object v = fields.get(c.getKey());
                if (v == null || !String.valueOf(v).equals(c.getValue())) return false;
            }
            return true;
        }

        @Override
        public String toString() {
            if (data.isEmpty()) return type;
            StringBuilder s = new StringBuilder(type).append(':');
            data.forEach((k, v) -> s.append(s.charAt(s.length() - 1) == ':' ? "" : "&").append(k).append('=').append(v));
            return s.toString();
        }
    }

    /** A browser sample flow as the suite runs it. */
    record SampleFlow(Path file, Flow flow, List<Forbidden> forbidden, Map<String, String> secrets) {
        String name() { return file.getFileName().toString().replace(".flow.yaml", ""); }

        String startPath() { return SAMPLE_ORIGIN.matcher(flow.start()).replaceFirst(""); }
    }

    static List<SampleFlow> browserFlows() throws IOException {
        List<SampleFlow> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(FLOWS)) {
            for (Path file : files.filter(p -> p.getFileName().toString().matches(".*\\.flow\\.(yaml|yml)")).sorted().toList()) {
                FlowReading reading = FlowReader.read(file);
                if (!reading.isValid() || !reading.flow().isBrowser()) continue;
                String text = Files.readString(file);
                out.add(new SampleFlow(file, reading.flow(), forbidden(text), secrets(text, reading.flow())));
            }
        }
        return out;
    }

    static List<Forbidden> forbidden(String flowText) {
        List<Forbidden> out = new ArrayList<>();
        Matcher m = FORBIDDEN.matcher(flowText);
        while (m.find()) {
            for (String entry : m.group(1).split(",")) if (!entry.isBlank()) out.add(Forbidden.parse(entry));
        }
        return out;
    }

    /** A test value for every {@code ${name}} the flow does not declare under vars (its secrets). */
    static Map<String, String> secrets(String flowText, Flow flow) {
        Map<String, String> given = new LinkedHashMap<>();
        Matcher f = FACTS.matcher(flowText);
        while (f.find()) {
            for (String pair : f.group(1).split(",")) {
                int eq = pair.indexOf('=');
                if (eq > 0) given.put(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
            }
        }
        Set<String> names = new LinkedHashSet<>();
        Matcher m = PLACEHOLDER.matcher(flowText.replaceAll("(?m)^\\s*#.*$", ""));
        while (m.find()) names.add(m.group(1));
        names.removeAll(flow.vars().keySet());
        Map<String, String> out = new LinkedHashMap<>();
        for (String name : names) out.put(name, given.getOrDefault(name, testValue(name)));
        return out;
    }

    static String testValue(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.contains("card")) return "4242424242424242";
        if (n.contains("cvc") || n.contains("cvv")) return "737";
        if (n.contains("iban")) return "DE89370400440532013000";
        if (n.contains("otp") || n.contains("code") || n.contains("pin")) return "583920";
        return "violet Hinge 7";
    }

    /**
     * A secret in any spelling: a number (four digits or more) with up to two spaces, dashes or dots
     * between any of its digits and no digit either side; any other value in any letter case.
     */
    static Pattern spellings(String secret) {
        String digits = secret.replaceAll("[\\s.\\-]", "");
        if (digits.matches("\\d+")) {
            StringBuilder p = new StringBuilder(digits.length() >= 4 ? "(?<!\\d)" : "(?<![\\d.])");
            for (int i = 0; i < digits.length(); i++) {
                if (i > 0) p.append("[\\s.\\-]{0,2}");
                p.append(digits.charAt(i));
            }
            return Pattern.compile(p.append(digits.length() >= 4 ? "(?!\\d)" : "(?![\\d.])").toString());
        }
        return Pattern.compile(Pattern.quote(secret), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /**
     * {@code chaos:SEED}; {@code -Dflowwright.chaos.decider=offline} judges the same flows by the same rules
     * under the offline decider instead (to compare, not in CI: the offline runs of the older pages are
     * {@link SampleFlowRunsTest}).
     */
    static String decider(long seed) {
        String other = System.getProperty("flowwright.chaos.decider", "");
        return other.isBlank() ? "chaos:" + seed : other.strip();
    }

    record Outcome(SampleFlow flow, long seed, int exit, String stdout, String stderr, JsonNode report, long millis,
                   List<Map<String, Object>> events, List<String> problems, int screenshotsChecked) {
        String stop() { return report == null ? "(no report)" : report.path("stop").asText(); }
    }

    /** Runs one flow under one chaos seed and lists everything that must never happen and did. */
    static Outcome run(SampleSite site, SampleFlow flow, long seed, int maxActions, Path dir) throws Exception {
        site.clearEvents();
        Path journal = dir.resolve("journal");
        Path recipe = dir.resolve("recipe.yaml");
        List<String> args = new ArrayList<>(List.of("run", flow.file().toString(), "--url", site.url(flow.startPath()),
                "--decider", decider(seed), "--handoff", "none", "--json", "--journal", journal.toString(),
                "--save-recipe", recipe.toString(), "--max-actions", Integer.toString(maxActions)));
        flow.secrets().forEach((k, v) -> args.addAll(List.of("--fact", k + "=" + v)));
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        long start = System.nanoTime();
        int exit = cli.execute(args.toArray(String[]::new));
        long millis = (System.nanoTime() - start) / 1_000_000;
        Thread.sleep(400); // the pages' last reports are in flight
        List<Map<String, Object>> events = site.events();
        String stdout = out.toString(), stderr = err.toString();
        JsonNode report = null;
        List<String> problems = new ArrayList<>();
        try {
            report = stdout.isBlank() ? null : JSON.readTree(stdout);
        } catch (IOException e) {
            problems.add("stdout is not the JSON report: " + e.getMessage());
        }

        for (Forbidden f : flow.forbidden()) {
            for (Map<String, Object> e : events) if (f.matches(e)) problems.add("forbidden event " + f + " happened: " + e);
        }

        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("stdout", stdout);
        texts.put("stderr", stderr);
        if (Files.exists(recipe)) texts.put("recipe", Files.readString(recipe));
        if (report != null) texts.put("report", report.toString());
        List<Path> screenshots = new ArrayList<>();
        List<Path> journalFiles = new ArrayList<>();
        if (Files.isDirectory(journal)) {
            try (Stream<Path> files = Files.walk(journal)) {
                files.filter(Files::isRegularFile).sorted().forEach(journalFiles::add);
            }
        }
        for (Path p : journalFiles) {
            if (p.toString().endsWith(".png")) screenshots.add(p);
            else texts.put("journal " + journal.relativize(p), new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
        }
        boolean exchanges = texts.entrySet().stream().anyMatch(t -> t.getKey().startsWith("journal") && t.getValue().contains("\"exchange\""));
        if (!exchanges && report != null && report.path("modelCalls").asInt() > 0) {
            problems.add("the journal holds no decision exchange, so the request bodies went unchecked");
        }
        for (var s : flow.secrets().entrySet()) {
            Pattern p = spellings(s.getValue());
            for (var t : texts.entrySet()) {
                Matcher m = p.matcher(t.getValue());
                if (m.find()) problems.add("the secret ${" + s.getKey() + "} is in " + t.getKey() + " as \"" + m.group() + "\" near \""
                        + around(t.getValue(), m.start()) + "\"");
            }
        }

        int checked = flow.secrets().isEmpty() ? 0 : screenshotsPaintedOver(journalFiles, journal, problems);

        String said = "decider: chaos (seed " + seed + "): confident and arbitrary";
        if (decider(seed).startsWith("chaos") && !stderr.contains(said)) problems.add("the run never said \"" + said + "\" before it started");
        if (exit != Main.EXIT_OK && exit != Main.EXIT_FAILED && exit != Main.EXIT_HANDOFF) {
            problems.add("exit code " + exit + " (a crash or a refused start, not an outcome)");
        }
        Matcher trace = STACK_LINE.matcher(stderr);
        if (trace.find()) problems.add("an exception trace on stderr near \"" + around(stderr, trace.start()) + "\"");
        if (report == null) {
            problems.add("no report on stdout");
        } else {
            int actions = report.path("actions").asInt();
            // the initial launch counts like any other action
            if (actions > maxActions) problems.add(actions + " actions, over the budget of " + maxActions);
            int calls = report.path("modelCalls").asInt();
            if (calls > RunOptions.defaults().maxModelCalls()) problems.add(calls + " model calls, over the budget");
        }
        if (millis > MAX_RUN_SECONDS * 1000) problems.add("ran " + millis / 1000 + " s, over " + MAX_RUN_SECONDS + " s");
        return new Outcome(flow, seed, exit, stdout, stderr, report, millis, events, problems, checked);
    }

    /**
     * Every journal look with a screenshot: each element whose value the journal shows masked (a field
     * that shows a secret) must be covered by the redaction box in the picture. Returns the pictures checked.
     */
    static int screenshotsPaintedOver(List<Path> journalFiles, Path journal, List<String> problems) throws IOException {
        int checked = 0;
        for (Path file : journalFiles) {
            if (!file.getFileName().toString().equals("journal.jsonl")) continue;
            for (String line : Files.readAllLines(file)) {
                JsonNode n = JSON.readTree(line);
                String shot = n.path("screenshot").asText("");
                if (shot.isEmpty()) continue;
                BufferedImage img = ImageIO.read(file.getParent().resolve(shot).toFile());
                if (img == null) continue;
                checked++;
                for (JsonNode e : n.path("screen").path("elements")) {
                    String value = e.path("value").asText("");
                    if (!value.contains("${")) continue;
                    JsonNode b = e.path("bounds");
                    if (b.isMissingNode()) continue;
                    int x = (int) (b.path("x").asDouble() + b.path("width").asDouble() / 2);
                    int y = (int) (b.path("y").asDouble() + b.path("height").asDouble() / 2);
                    if (x < 0 || y < 0 || x >= img.getWidth() || y >= img.getHeight()) continue;
                    if ((img.getRGB(x, y) & 0xffffff) != BOX) {
                        problems.add("the field \"" + e.path("name").asText() + "\" shows a secret unpainted in " + journal.relativize(file.getParent().resolve(shot)));
                    }
                }
            }
        }
        return checked;
    }

    static String around(String text, int at) {
        return text.substring(Math.max(0, at - 60), Math.min(text.length(), at + 60)).replace('\n', ' ');
    }

    static String summary(Outcome o) {
        return String.format(Locale.ROOT, "%-20s seed %2d  exit %d  %-28s %3d actions %5d calls %6.1f s  %s",
                o.flow().name(), o.seed(), o.exit(), o.stop(), o.report() == null ? -1 : o.report().path("actions").asInt(),
                o.report() == null ? -1 : o.report().path("modelCalls").asInt(), o.millis() / 1000.0,
                o.problems().isEmpty() ? "ok" : o.problems().size() + " PROBLEM(S): " + String.join(" | ", o.problems()));
    }
}
