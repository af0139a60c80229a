package dev.flowwright.replay;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.flow.FlowWriter;
import dev.flowwright.runtime.recipe.ExpectationResult;
import dev.flowwright.runtime.recipe.LocatorAttempt;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A replay's report in the three files {@code --report DIR} writes, each atomically: {@code junit.xml}
 * (one test case per step and per expectation, for CI), {@code report.json} (everything, for tools) and
 * {@code report.html} (self-contained: a screenshot per step inline, the locator ladder of a failed
 * step). Every text goes through {@link #mask}: a value supplied for a secret never reaches a file,
 * even if some note quoted it.
 */
public final class ReplayReports {
    public static final String JUNIT = "junit.xml";
    public static final String JSON = "report.json";
    public static final String HTML = "report.html";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Recipe recipe;
    private final ReplayReport report;
    private final Map<String, String> values;

    /** @param values the facts and secrets the replay was given, to mask wherever they might appear */
    public ReplayReports(Recipe recipe, ReplayReport report, Map<String, String> values) {
        this.recipe = recipe;
        this.report = report;
        this.values = values;
    }

    /** Writes the three files into {@code dir} (created if missing). */
    public void writeAll(Path dir) throws IOException {
        FlowWriter.writeAtomically(junit(), dir.resolve(JUNIT));
        FlowWriter.writeAtomically(json(), dir.resolve(JSON));
        FlowWriter.writeAtomically(html(), dir.resolve(HTML));
    }

    /** Replaces every supplied value (longest first) by its {@code ${name}} placeholder. */
    public String mask(String text) {
        return mask(text, values);
    }

    /** {@code text} with every value of {@code values} (longest first) replaced by its {@code ${name}} placeholder. */
    public static String mask(String text, Map<String, String> values) {
        if (text == null) return "";
        String masked = text;
        List<Map.Entry<String, String>> byLength = values.entrySet().stream()
                .filter(e -> e.getValue() != null && e.getValue().length() >= 2)
                .sorted(Comparator.comparingInt((Map.Entry<String, String> e) -> e.getValue().length()).reversed()).toList();
        for (Map.Entry<String, String> e : byLength) masked = masked.replace(e.getValue(), "${" + e.getKey() + "}");
        return masked;
    }

    /** How a step reads in every report: {@code fill label="From" · Istanbul}. */
    public String title(StepResult s) {
        RecipeStep step = s.step();
        StringBuilder t = new StringBuilder(step.action().wire());
        if (step.target() != null && !step.target().locators().isEmpty()) {
            int used = s.matched() >= 0 && s.matched() < step.target().locators().size() ? s.matched() : 0;
            t.append(' ').append(step.target().locators().get(used).describe());
        }
        if (step.value() != null) t.append(" · ").append(step.value());
        if (step.keys() != null) t.append(" · ").append(step.keys());
        if (step.label() != null) t.append(" · ").append(step.label());
        return mask(t.toString());
    }

    public String junit() {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + junitSuite(null);
    }

    /** The {@code <testsuite>} element alone, for a combined file; {@code file} (may be null) becomes a property naming the recipe file. */
    public String junitSuite(String file) {
        int failures = 0, skipped = 0, tests = report.steps().size() + report.expectations().size();
        for (StepResult s : report.steps()) {
            if (s.status() == StepStatus.FAILED || s.status() == StepStatus.MANUAL_REQUIRED) failures++;
            if (s.status() == StepStatus.SKIPPED) skipped++;
        }
        for (ExpectationResult e : report.expectations()) if (!e.met()) failures++;
        StringBuilder x = new StringBuilder();
        String suite = xml(recipe.name());
        x.append(String.format(Locale.ROOT, "<testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"%d\" time=\"%.3f\">%n",
                suite, tests, failures, skipped, report.millis() / 1000.0));
        x.append("  <properties><property name=\"outcome\" value=\"").append(report.outcome().word()).append("\"/>");
        if (file != null) x.append("<property name=\"file\" value=\"").append(xml(file)).append("\"/>");
        x.append("</properties>\n");
        for (StepResult s : report.steps()) {
            x.append(String.format(Locale.ROOT, "  <testcase classname=\"%s\" name=\"%s\" time=\"%.3f\"",
                    suite, xml(String.format(Locale.ROOT, "step %02d: %s", s.index() + 1, title(s))), s.millis() / 1000.0));
            switch (s.status()) {
                case PASSED -> x.append("/>\n");
                case HEALED -> x.append("><system-out>").append(xml("healed: " + mask(s.note()))).append("</system-out></testcase>\n");
                case SKIPPED -> x.append("><skipped message=\"").append(xml(mask(s.note()))).append("\"/></testcase>\n");
                case FAILED, MANUAL_REQUIRED -> x.append("><failure message=\"").append(xml(s.status().word() + ": " + mask(s.note())))
                        .append("\">").append(xml(ladderText(s))).append("</failure></testcase>\n");
            }
        }
        for (ExpectationResult e : report.expectations()) {
            x.append("  <testcase classname=\"").append(suite).append("\" name=\"").append(xml("expect: " + expectation(e))).append("\" time=\"0\"");
            if (e.met()) x.append("/>\n");
            else x.append("><failure message=\"").append(xml(mask(e.note()))).append("\"/></testcase>\n");
        }
        x.append("</testsuite>\n");
        return x.toString();
    }

    public String json() throws IOException {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("recipe", mask(recipe.name()));
        root.put("outcome", report.outcome().word());
        root.put("millis", report.millis());
        root.put("healed", report.healed());
        ArrayNode steps = root.putArray("steps");
        for (StepResult s : report.steps()) {
            ObjectNode n = steps.addObject();
            n.put("index", s.index() + 1);
            n.put("action", s.step().action().wire());
            n.put("title", title(s));
            if (s.step().from() != null) n.put("from", mask(s.step().from()));
            n.put("status", s.status().word());
            n.put("matched", s.matched());
            n.put("note", mask(s.note()));
            n.put("millis", s.millis());
            ArrayNode ladder = n.putArray("ladder");
            for (LocatorAttempt a : s.ladder()) {
                ObjectNode l = ladder.addObject();
                l.put("locator", mask(a.locator().describe()));
                l.put("matches", a.matches());
            }
            n.put("screenshot", s.screenshot() != null);
        }
        ArrayNode expect = root.putArray("expectations");
        for (ExpectationResult e : report.expectations()) {
            ObjectNode n = expect.addObject();
            n.put("expect", expectation(e));
            n.put("met", e.met());
            n.put("note", mask(e.note()));
        }
        return MAPPER.writeValueAsString(root) + "\n";
    }

    public String html() {
        StringBuilder h = new StringBuilder("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">");
        h.append("<title>Replay · ").append(xml(recipe.name())).append("</title>\n<style>\n")
                .append("body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2330;max-width:1100px}")
                .append("h1{font-size:20px}.outcome{display:inline-block;padding:2px 10px;border-radius:10px;color:#fff}")
                .append(".passed,.healed{background:#1d7a46}.failed,.manual-required{background:#b3261e}.skipped,.unverified{background:#7a6a1d}")
                .append("section{border:1px solid #d9dde5;border-radius:8px;margin:14px 0;padding:10px 14px}")
                .append("section h2{font-size:15px;margin:0 0 6px}.muted{color:#5b6475}")
                .append("table{border-collapse:collapse}td,th{padding:2px 10px 2px 0;text-align:left}")
                .append("img{max-width:100%;border:1px solid #d9dde5;margin-top:6px}code{background:#f1f3f7;padding:0 3px}\n")
                .append("</style></head><body>\n");
        h.append("<h1>").append(xml(recipe.name())).append(" <span class=\"outcome ").append(report.outcome().word()).append("\">")
                .append(report.outcome().word()).append("</span></h1>\n");
        h.append(String.format(Locale.ROOT, "<p class=\"muted\">%d steps · %.1f s · start %s</p>%n",
                report.steps().size(), report.millis() / 1000.0, xml(mask(recipe.start() == null ? recipe.app() : recipe.start()))));
        for (StepResult s : report.steps()) {
            h.append("<section><h2>").append(s.index() + 1).append(". <code>").append(xml(title(s))).append("</code> <span class=\"outcome ")
                    .append(s.status().word()).append("\">").append(s.status().word()).append("</span></h2>\n");
            if (s.step().from() != null) h.append("<div class=\"muted\">from: ").append(xml(mask(s.step().from()))).append("</div>\n");
            if (!s.note().isBlank()) h.append("<div>").append(xml(mask(s.note()))).append("</div>\n");
            h.append(String.format(Locale.ROOT, "<div class=\"muted\">%.2f s</div>%n", s.millis() / 1000.0));
            if (s.status() == StepStatus.FAILED || s.status() == StepStatus.HEALED) {
                h.append("<table><tr><th>locator tried</th><th>matches</th></tr>\n");
                for (LocatorAttempt a : s.ladder()) {
                    h.append("<tr><td><code>").append(xml(mask(a.locator().describe()))).append("</code></td><td>")
                            .append(a.matches()).append(a.unique() ? " (used)" : a.matches() == 0 ? " (none)" : " (ambiguous)").append("</td></tr>\n");
                }
                h.append("</table>\n");
            }
            if (s.screenshot() != null) {
                h.append("<img alt=\"the screen after step ").append(s.index() + 1).append("\" src=\"data:image/png;base64,")
                        .append(Base64.getEncoder().encodeToString(s.screenshot())).append("\">\n");
            }
            h.append("</section>\n");
        }
        if (!report.expectations().isEmpty()) {
            h.append("<section><h2>Expected at the end</h2><table>\n");
            for (ExpectationResult e : report.expectations()) {
                h.append("<tr><td>").append(xml(expectation(e))).append("</td><td><span class=\"outcome ")
                        .append(e.met() ? "passed\">met" : "failed\">not met").append("</span></td><td>").append(xml(mask(e.note()))).append("</td></tr>\n");
            }
            h.append("</table></section>\n");
        } else if (report.outcome() == ReplayReport.Outcome.UNVERIFIED) {
            h.append("<p>The recipe has no <code>expect</code>, so the replay cannot say it reached the right place.</p>\n");
        }
        return h.append("</body></html>\n").toString();
    }

    private String ladderText(StepResult s) {
        StringBuilder t = new StringBuilder();
        for (LocatorAttempt a : s.ladder()) t.append(mask(a.describe())).append('\n');
        return t.toString();
    }

    private String expectation(ExpectationResult e) {
        if (e.expectation().visible() != null) return mask("visible " + e.expectation().visible().describe());
        return mask("text contains \"" + e.expectation().textContains() + "\"");
    }

    /** Text safe inside XML and HTML elements and attribute values; characters XML 1.0 forbids are dropped. */
    public static String xml(String s) {
        if (s == null) return "";
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    if (c >= 0x20 || c == '\n' || c == '\t') out.append(c);
                }
            }
        }
        return out.toString();
    }
}
