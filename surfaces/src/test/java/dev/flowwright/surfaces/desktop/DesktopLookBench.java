package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.atspi.AtspiBridge;
import dev.flowwright.runtime.screen.Screen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

/**
 * The look on the windows people automate at work (docs/desktop.md#benchmarks): a LibreOffice Calc sheet (read from
 * what shows, docs/desktop.md#spreadsheets-and-large-tables) and GTK 4's widget factory. Per program: the median and
 * p90 of a fresh look (every read forgotten first, as after any event) and of a look on an unchanged window, with the
 * elements the look holds. Run with
 * {@code ./test -Pbench -pl surfaces -am -Dtest=DesktopLookBench -Dsurefire.failIfNoSpecifiedTests=false [-Ddesktop.bench.apps=localc,gtk4-widget-factory]}.
 */
@Tag("bench")
class DesktopLookBench {
    static final int LOOKS = 30;

    @Test
    void lookOnACalcSheetAndTheGtk4WidgetFactory() {
        for (String app : System.getProperty("desktop.bench.apps", "localc,gtk4-widget-factory").split(",")) {
            DesktopSurface surface = LiveDesktop.surface(app.strip());
            try {
                LiveDesktop.openOrWait(surface, surface.open(app.strip()));
                for (int i = 0; i < 5; i++) surface.look();
                AtspiBridge bridge = (AtspiBridge) surface.bridge();
                Screen screen = surface.look();
                List<Double> fresh = new ArrayList<>();
                for (int i = 0; i < LOOKS; i++) {
                    bridge.forgetReads();
                    long t = System.nanoTime();
                    screen = surface.look();
                    fresh.add((System.nanoTime() - t) / 1e6);
                }
                List<Double> unchanged = new ArrayList<>();
                for (int i = 0; i < LOOKS; i++) {
                    long t = System.nanoTime();
                    surface.look();
                    unchanged.add((System.nanoTime() - t) / 1e6);
                }
                long cells = screen.elements().stream().filter(e -> e.hint("cell") != null).count();
                System.out.printf(java.util.Locale.ROOT, "BENCH %s: fresh look median %.0f ms, p90 %.0f ms; unchanged window median %.1f ms, p90 %.1f ms;"
                                + " %d elements (%d cells) in \"%s\"; load average %s%n",
                        app, DesktopBench.median(fresh), DesktopBench.p90(fresh), DesktopBench.median(unchanged), DesktopBench.p90(unchanged), screen.elements().size(), cells, screen.window(), load());
            } finally {
                surface.launchedProcess().ifPresent(p -> {
                    p.descendants().forEach(ProcessHandle::destroy);
                    p.destroy();
                });
                surface.close();
            }
        }
    }

    private static String load() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }
}
