package dev.flowwright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.replay.ReplayReports;
import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.replay.TraceFiles;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A suite's report under {@code --report DIR}: a folder per recipe holding that recipe's own three files
 * ({@link ReplayReports}) and its trace, and at the top one {@code junit.xml} (a {@code <testsuite>} per
 * recipe, a test case per step, for CI), {@code report.json} and {@code report.html} (a row per recipe
 * with its last screenshot, linking its page of screenshots and its trace). Every file is written
 * atomically and every text masked.
 */
final class SuiteReports {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final List<SuiteReplay.Finished> results;
    private final Map<String, String> values;
    private final long millis;
    private final String browser;
    private final int workers;

    SuiteReports(List<SuiteReplay.Finished> results, Map<String, String> values, long millis, String browser, int workers) {
        this.results = results;
        this.values = values;
        this.millis = millis;
        this.browser = browser;
        this.workers = workers;
    }

    void writeAll(Path dir) throws IOException {
        for (SuiteReplay.Finished f : results) new ReplayReports(f.job().recipe(), f.report(), values).writeAll(dir.resolve(f.job().slug()));
        AtomicFiles.write(dir.resolve(ReplayReports.JUNIT), junit());
        AtomicFiles.write(dir.resolve(ReplayReports.JSON), json());
        AtomicFiles.write(dir.resolve(ReplayReports.HTML), html());
    }

    String junit() {
        int tests = 0, failures = 0;
        StringBuilder suites = new StringBuilder();
        for (SuiteReplay.Finished f : results) {
            tests += f.report().steps().size() + f.report().expectations().size();
            ReplayReports one = new ReplayReports(f.job().recipe(), f.report(), values);
            String suite = one.junitSuite(f.job().file().toString());
            failures += count(suite, "<failure ");
            suites.append(suite);
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + String.format(Locale.ROOT, "<testsuites name=\"flowwright replay\" tests=\"%d\" failures=\"%d\" errors=\"0\" time=\"%.3f\">%n",
                tests, failures, millis / 1000.0)
                + suites + "</testsuites>\n";
    }

    String json() throws IOException {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("summary", SuiteProgress.summary(results, millis));
        root.put("millis", millis);
        root.put("browser", mask(browser));
        root.put("workers", workers);
        ArrayNode recipes = root.putArray("recipes");
        for (SuiteReplay.Finished f : results) {
            ObjectNode n = recipes.addObject();
            n.put("file", mask(f.job().file().toString()));
            n.put("name", mask(f.job().recipe().name()));
            n.put("outcome", f.report().outcome().word());
            n.put("steps", f.report().steps().size());
            n.put("millis", f.report().millis());
            n.put("attempts", f.attempts());
            n.put("note", mask(f.note()));
            n.put("report", f.job().slug() + "/" + ReplayReports.HTML);
            if (f.trace() != null) n.put("trace", f.job().slug() + "/" + TraceFiles.NAME);
        }
        return MAPPER.writeValueAsString(root) + "\n";
    }

    String html() {
        StringBuilder h = new StringBuilder("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Replay · ")
                .append(results.size()).append(" recipes</title>\n<style>\n")
                .append("body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2330}")
                .append(".outcome{display:inline-block;padding:2px 10px;border-radius:10px;color:#fff}")
                .append(".passed{background:#1d7a46}.failed{background:#b3261e}.unverified{background:#7a6a1d}")
                .append("table{border-collapse:collapse}td,th{padding:6px 12px 6px 0;text-align:left;vertical-align:top;border-bottom:1px solid #d9dde5}")
                .append("img{width:220px;border:1px solid #d9dde5}.muted{color:#5b6475}\n</style></head><body>\n");
        h.append("<h1>").append(ReplayReports.xml(SuiteProgress.summary(results, millis))).append("</h1>\n");
        h.append("<p class=\"muted\">").append(workers).append(" workers · browser ").append(ReplayReports.xml(mask(browser))).append("</p>\n");
        h.append("<table><tr><th>recipe</th><th>outcome</th><th>steps</th><th>time</th><th>details</th><th>last screen</th></tr>\n");
        for (SuiteReplay.Finished f : results) {
            ReplayReport r = f.report();
            String slug = ReplayReports.xml(f.job().slug());
            h.append("<tr><td>").append(ReplayReports.xml(mask(f.job().recipe().name()))).append("<div class=\"muted\">")
                    .append(ReplayReports.xml(mask(f.job().file().toString()))).append("</div>");
            if (!f.note().isBlank()) h.append("<div>").append(ReplayReports.xml(mask(f.note()))).append("</div>");
            h.append("</td><td><span class=\"outcome ").append(r.outcome().word()).append("\">").append(r.outcome().word()).append("</span></td>")
                    .append("<td>").append(r.steps().size()).append("</td>")
                    .append(String.format(Locale.ROOT, "<td>%.2f s</td>", r.millis() / 1000.0))
                    .append("<td><a href=\"").append(slug).append('/').append(ReplayReports.HTML).append("\">every step</a>");
            if (f.trace() != null) {
                h.append("<br><a href=\"").append(slug).append('/').append(TraceFiles.NAME).append("\">trace</a> <span class=\"muted\">(npx playwright show-trace)</span>");
            }
            h.append("</td><td>");
            byte[] last = lastScreenshot(r);
            if (last != null) h.append("<img alt=\"the last screen\" src=\"data:image/png;base64,").append(Base64.getEncoder().encodeToString(last)).append("\">");
            h.append("</td></tr>\n");
        }
        return h.append("</table></body></html>\n").toString();
    }

    private static byte[] lastScreenshot(ReplayReport r) {
        byte[] last = null;
        for (StepResult s : r.steps()) if (s.screenshot() != null && s.screenshot().length > 0) last = s.screenshot();
        return last;
    }

    private String mask(String text) {
        return ReplayReports.mask(text, values);
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) n++;
        return n;
    }
}
