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
            System.out.printf("BENCH look on a generated page: %d DOM elements, %d candidates: median %.1f ms, min %.1f, max %.1f%n",
                    count, last[0].elements().size(), median(times), Collections.min(times), Collections.max(times));
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
}
