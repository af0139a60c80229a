package dev.flowwright.samples;

import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SettleKind;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static dev.flowwright.samples.LiveSite.named;

/**
 * Figures for the browser surface (run with {@code mvn -B -o -Pbench -pl samples -am test -Dtest=BrowserBench
 * -Dsurefire.failIfNoSpecifiedTests=false}): look on a generated 5,000-element page (target: median ≤ 150 ms),
 * look on each hard case, and settle overhead per action on the hard cases driven directly.
 */
@Tag("bench")
class BrowserBench {

    static String bigPage(int elements) {
        StringBuilder html = new StringBuilder("<!doctype html><html><head><title>Big</title></head><body><main>");
        int made = 0, section = 0;
        while (made < elements) {
            section++;
            html.append("<section aria-label=\"Section ").append(section).append("\"><h2>Section ").append(section).append("</h2><ul>");
            made += 3;
            for (int i = 0; i < 20 && made < elements; i++) {
                html.append("<li><div class=\"row\"><span>Item ").append(section).append('.').append(i).append("</span> ");
                switch (i % 4) {
                    case 0 -> html.append("<a href=\"#i").append(i).append("\">Open item ").append(i).append("</a>");
                    case 1 -> html.append("<button>Add ").append(i).append("</button>");
                    case 2 -> html.append("<label>Qty <input name=\"q").append(i).append("\"></label>");
                    default -> html.append("<p>Plain text about item ").append(i).append(" with <b>bold</b> words.</p>");
                }
                html.append("</div></li>");
                made += 5;
            }
            html.append("</ul></section>");
        }
        return html.append("</main></body></html>").toString();
    }

    static double metric(LiveSite live, com.microsoft.playwright.CDPSession cdp, String name) {
        var metrics = live.surface.withPage(p -> cdp.send("Performance.getMetrics")).getAsJsonArray("metrics");
        for (var m : metrics) if (m.getAsJsonObject().get("name").getAsString().equals(name)) return m.getAsJsonObject().get("value").getAsDouble();
        return 0;
    }

    /** CPU time of every process this JVM started (the Playwright driver and Chromium's processes). */
    static long childrenCpuMillis() {
        return ProcessHandle.current().descendants()
                .mapToLong(h -> h.info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(0L)).sum();
    }

    static java.util.Map<Long, Long> perProcess() {
        java.util.Map<Long, Long> out = new java.util.HashMap<>();
        ProcessHandle.current().descendants().forEach(h -> out.put(h.pid(), h.info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(0L)));
        return out;
    }

    static String loadAverage() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }

    static double median(List<Double> xs) {
        List<Double> sorted = new ArrayList<>(xs);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    static double time(Runnable r) {
        long t = System.nanoTime();
        r.run();
        return (System.nanoTime() - t) / 1e6;
    }

    @Test
    void lookFigures() throws Exception {
        try (LiveSite live = LiveSite.start()) {
            String html = bigPage(5600);
            live.surface.withPage(p -> { p.setContent(html); return null; });
            int count = live.surface.withPage(p -> ((Number) p.evaluate("() => document.getElementsByTagName('*').length")).intValue());
            for (int i = 0; i < 3; i++) live.surface.look();
            List<Double> times = new ArrayList<>();
            Screen[] last = new Screen[1];
            for (int i = 0; i < 20; i++) times.add(time(() -> last[0] = live.surface.look()));
            System.out.printf("BENCH look on a generated page: %d DOM elements, %d candidates: median %.1f ms, min %.1f, max %.1f (load average %s)%n",
                    count, last[0].elements().size(), median(times), Collections.min(times), Collections.max(times), loadAverage());
            // CPU spent per look, which a loaded machine does not inflate: the renderer's task time and the Java thread's CPU
            com.microsoft.playwright.CDPSession cdp = live.surface.withPage(p -> {
                com.microsoft.playwright.CDPSession c = p.context().newCDPSession(p);
                c.send("Performance.enable");
                return c;
            });
            long thread = live.surface.withPage(p -> Thread.currentThread().getId());
            var mx = java.lang.management.ManagementFactory.getThreadMXBean();
            double task0 = metric(live, cdp, "TaskDuration"), script0 = metric(live, cdp, "ScriptDuration");
            long cpu0 = mx.getThreadCpuTime(thread);
            long children0 = childrenCpuMillis();
            java.util.Map<Long, Long> per0 = perProcess();
            int n = 20;
            for (int i = 0; i < n; i++) live.surface.look();
            java.util.Map<Long, Long> per1 = perProcess();
            per1.forEach((pid, ms) -> {
                long d = ms - per0.getOrDefault(pid, 0L);
                if (d > 20) System.out.printf("BENCH   process %d %s: %.1f ms per look%n", pid,
                        ProcessHandle.of(pid).flatMap(h -> h.info().commandLine()).map(c -> c.length() > 90 ? c.substring(0, 90) : c).orElse("?"), d / (double) n);
            });
            double childrenCpu = (childrenCpuMillis() - children0) / (double) n;
            double task = (metric(live, cdp, "TaskDuration") - task0) * 1000 / n, script = (metric(live, cdp, "ScriptDuration") - script0) * 1000 / n;
            double javaCpu = (mx.getThreadCpuTime(thread) - cpu0) / 1e6 / n;
            System.out.printf("BENCH look cost per look on the generated page: CPU of Chromium + the Playwright driver %.1f ms, "
                    + "CPU of the Java thread %.1f ms (renderer task time %.1f ms, which a loaded machine inflates)%n", childrenCpu, javaCpu, task);
            for (String page : List.of("calendar/", "autocomplete/", "dependent/", "ordered/", "delayed/", "iframe/", "mail/", "flights/", "help/")) {
                live.open(page);
                List<Double> t = new ArrayList<>();
                for (int i = 0; i < 10; i++) t.add(time(() -> live.surface.look()));
                System.out.printf("BENCH look on %s: median %.1f ms%n", page, median(t));
            }
        }
    }

    @Test
    void settleOverheadPerAction() throws Exception {
        try (LiveSite live = LiveSite.start()) {
            List<Double> settles = new ArrayList<>();
            Runnable record = () -> settles.add((double) live.surface.lastSettleMillis());
            long start = System.nanoTime();
            Screen s = live.open("calendar/");
            live.surface.press(named(s, "button", "Open calendar")); live.surface.settle(SettleKind.FULL); record.run();
            s = live.surface.look();
            live.surface.press(named(s, "button", "Next month")); live.surface.settle(SettleKind.FULL); record.run();
            s = live.surface.look();
            live.surface.press(named(s, "button", "15 January 2027")); live.surface.settle(SettleKind.FULL); record.run();
            s = live.surface.look();
            live.surface.press(named(s, "button", "Book appointment")); live.surface.settle(SettleKind.FULL); record.run();
            System.out.printf("BENCH calendar driven directly: %.0f ms wall%n", (System.nanoTime() - start) / 1e6);

            start = System.nanoTime();
            s = live.open("ordered/");
            live.surface.setValue(named(s, "textbox", "Full name"), "Ada Lovelace"); live.surface.settle(SettleKind.FULL); record.run();
            s = live.surface.look();
            live.surface.setValue(named(s, "textbox", "Email"), "ada@example.com"); live.surface.settle(SettleKind.FULL); record.run();
            s = live.surface.look();
            live.surface.setValue(named(s, "textbox", "Phone number"), "020 7946 0000"); live.surface.settle(SettleKind.FULL); record.run();
            s = live.surface.look();
            live.surface.press(named(s, "checkbox", "I accept the terms of use")); live.surface.settle(SettleKind.FULL); record.run();
            s = live.surface.look();
            live.surface.press(named(s, "button", "Register")); live.surface.settle(SettleKind.FULL); record.run();
            System.out.printf("BENCH ordered form driven directly: %.0f ms wall%n", (System.nanoTime() - start) / 1e6);

            start = System.nanoTime();
            s = live.open("newsletter/");
            live.surface.press(named(s, "checkbox", "Send me the monthly digest instead")); live.surface.settle(SettleKind.FULL); record.run();
            System.out.printf("BENCH shadow checkbox press + settle: %.0f ms wall%n", (System.nanoTime() - start) / 1e6);

            System.out.printf("BENCH settle overhead per action: median %.0f ms, max %.0f ms, over %d actions %s%n",
                    median(settles), Collections.max(settles), settles.size(), settles);
        }
    }

    /** Where a big look spends its time in the renderer (a CPU profile of a few looks, by function). */
    @Test
    void lookProfile() throws Exception {
        try (LiveSite live = LiveSite.start()) {
            String html = bigPage(5600);
            live.surface.withPage(p -> { p.setContent(html); return null; });
            for (int i = 0; i < 3; i++) live.surface.look();
            com.microsoft.playwright.CDPSession cdp = live.surface.withPage(p -> {
                com.microsoft.playwright.CDPSession c = p.context().newCDPSession(p);
                c.send("Profiler.enable");
                com.google.gson.JsonObject interval = new com.google.gson.JsonObject();
                interval.addProperty("interval", 100);
                c.send("Profiler.setSamplingInterval", interval);
                c.send("Profiler.start");
                return c;
            });
            for (int i = 0; i < 5; i++) live.surface.look();
            com.google.gson.JsonObject prof = live.surface.withPage(p -> cdp.send("Profiler.stop"));
            java.util.Map<String, Integer> self = new java.util.TreeMap<>();
            int total = 0;
            for (var node : prof.getAsJsonObject("profile").getAsJsonArray("nodes")) {
                var o = node.getAsJsonObject();
                var frame = o.getAsJsonObject("callFrame");
                String fn = frame.get("functionName").getAsString() + ":" + frame.get("lineNumber").getAsInt();
                int hits = o.get("hitCount").getAsInt();
                if (!fn.startsWith("(idle)")) total += hits;
                self.merge(fn, hits, Integer::sum);
            }
            System.out.printf("BENCH profile: %d samples of 0.1 ms outside idle over 5 looks%n", total);
            self.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(25)
                    .forEach(e -> System.out.println("BENCH   " + e.getValue() + " " + e.getKey()));
        }
    }
}
