package dev.flowwright.surfaces.browser;

import com.microsoft.playwright.Frame;
import dev.flowwright.runtime.Thresholds;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a look on a big page spends its time (docs/benchmarks.md#the-look-on-a-big-page): the look script's own
 * time in the page, the evaluate round trip that carries its result to Java, and the Java side (parsing,
 * elements). Run with {@code mvn -B -o -Pbench -pl surfaces -am test -Dtest=LookBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("bench")
class LookBench {

    /** The page BrowserBench generates: sections of list items with links, buttons, fields and text. */
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

    static String load() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }

    @Test
    void whereALookSpendsItsTime() {
        BrowserSurface surface = LiveChromium.launch();
        try {
            String html = bigPage(5600);
            surface.withPage(p -> { p.setContent(html); return null; });
            for (int i = 0; i < 3; i++) surface.look();
            List<Double> look = new ArrayList<>(), evaluate = new ArrayList<>(), script = new ArrayList<>(), java = new ArrayList<>();
            int[] size = new int[2];
            for (int i = 0; i < 15; i++) {
                long t0 = System.nanoTime();
                var screen = surface.look();
                look.add((System.nanoTime() - t0) / 1e6);
                size[0] = screen.elements().size();
                surface.withPage(p -> {
                    Frame main = p.mainFrame();
                    Map<String, Object> arg = new LinkedHashMap<>();
                    arg.put("token", "bench-" + System.nanoTime());
                    arg.put("offsetX", 0.0);
                    arg.put("offsetY", 0.0);
                    arg.put("mainWidth", 1e9);
                    arg.put("mainHeight", 1e9);
                    arg.put("layerCovers", Thresholds.LAYER_COVERS);
                    arg.put("maxOptions", Thresholds.MAX_LIST_OPTIONS);
                    arg.put("main", true);
                    long t1 = System.nanoTime();
                    Object result = main.evaluate(Scripts.LOOK, arg);
                    long t2 = System.nanoTime();
                    evaluate.add((t2 - t1) / 1e6);
                    String json = PageReader.parse(String.valueOf(result)).toString();
                    size[1] = json.length();
                    script.add(PageReader.parse(String.valueOf(result)).path("jsMillis").asDouble());
                    long t3 = System.nanoTime();
                    new PageReader().read(p);
                    java.add((System.nanoTime() - t3) / 1e6);
                    return null;
                });
            }
            System.out.printf("BENCH look on %d elements (%d chars of JSON): look median %.1f ms · the look script in the page %.1f ms · "
                            + "evaluate round trip %.1f ms · PageReader.read (evaluate and Java) %.1f ms (load %s)%n",
                    size[0], size[1], median(look), median(script), median(evaluate), median(java), load());
        } finally {
            LiveChromium.close(surface);
        }
    }
}
