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
                // Calc on a sheet of its own, with a profile of its own: a user profile may open on "Document Recovery" instead
                LiveDesktop.openOrWait(surface, app.strip().equals("localc") ? surface.openCommand("localc", calcOnASheet())
                        : surface.open(app.strip()));
                // until the sheet shows its cells (Calc draws the document a moment after its first window)
                for (int i = 0; i < 40 && app.strip().equals("localc") && surface.look().elements().stream().noneMatch(e -> e.hint("cell") != null); i++)
                    DesktopSurface.sleep(500);
                for (int i = 0; i < 5; i++) surface.look();
                AtspiBridge bridge = (AtspiBridge) surface.bridge();
                Screen screen = surface.look();
                List<Double> fresh = new ArrayList<>();
                // what a fresh look costs, load aside: D-Bus requests, and CPU here and in the program (which answers them one at a time)
                long requestsBefore = bridge.bulkRequests();
                long oursBefore = cpuMillis(ProcessHandle.current());
                long programBefore = programCpuMillis(surface);
                long busBefore = busCpuMillis();
                for (int i = 0; i < LOOKS; i++) {
                    bridge.forgetReads();
                    long t = System.nanoTime();
                    screen = surface.look();
                    fresh.add((System.nanoTime() - t) / 1e6);
                }
                long requests = (bridge.bulkRequests() - requestsBefore) / LOOKS;
                long ours = (cpuMillis(ProcessHandle.current()) - oursBefore) / LOOKS;
                long program = (programCpuMillis(surface) - programBefore) / LOOKS;
                long bus = (busCpuMillis() - busBefore) / LOOKS;
                List<Double> unchanged = new ArrayList<>();
                for (int i = 0; i < LOOKS; i++) {
                    long t = System.nanoTime();
                    surface.look();
                    unchanged.add((System.nanoTime() - t) / 1e6);
                }
                long cells = screen.elements().stream().filter(e -> e.hint("cell") != null).count();
                System.out.printf(java.util.Locale.ROOT, "BENCH %s: fresh look median %.0f ms, p90 %.0f ms; unchanged window median %.1f ms, p90 %.1f ms;"
                                + " %d elements (%d cells) in \"%s\"; per fresh look %d requests, CPU %d ms here, %d ms in the program and %d ms in the accessibility bus; load average %s%n",
                        app, DesktopBench.median(fresh), DesktopBench.p90(fresh), DesktopBench.median(unchanged), DesktopBench.p90(unchanged), screen.elements().size(), cells, screen.window(),
                        requests, ours, program, bus, load());
            } finally {
                surface.launchedProcess().ifPresent(p -> {
                    p.descendants().forEach(ProcessHandle::destroy);
                    p.destroy();
                });
                surface.close();
            }
        }
    }

    /** Rows × columns of the sheet Calc opens: a table a person works in, more than one screen of it. */
    static final int SHEET_ROWS = 200;
    static final int SHEET_COLUMNS = 12;

    /** {@code localc} on a fresh profile and a generated sheet of {@link #SHEET_ROWS} × {@link #SHEET_COLUMNS} cells. */
    private static List<String> calcOnASheet() {
        try {
            java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("look-bench");
            StringBuilder rows = new StringBuilder();
            for (int r = 0; r < SHEET_ROWS; r++) {
                rows.append("<table:table-row>");
                for (int c = 0; c < SHEET_COLUMNS; c++) {
                    String v = r == 0 ? "Column " + (c + 1) : Integer.toString(r * 100 + c);
                    rows.append(r == 0 ? "<table:table-cell office:value-type=\"string\"><text:p>" + v + "</text:p></table:table-cell>"
                            : "<table:table-cell office:value-type=\"float\" office:value=\"" + v + "\"><text:p>" + v + "</text:p></table:table-cell>");
                }
                rows.append("</table:table-row>\n");
            }
            java.nio.file.Path sheet = dir.resolve("sheet.fods");
            java.nio.file.Files.writeString(sheet, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<office:document"
                    + " xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\""
                    + " xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" office:version=\"1.2\""
                    + " office:mimetype=\"application/vnd.oasis.opendocument.spreadsheet\"><office:body><office:spreadsheet>"
                    + "<table:table table:name=\"Data\">\n" + rows + "</table:table></office:spreadsheet></office:body></office:document>\n");
            return List.of("localc", "--norestore", "--nologo", "-env:UserInstallation=" + dir.resolve("profile").toUri(), sheet.toString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static long cpuMillis(ProcessHandle p) {
        return p.info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(0L);
    }

    /** CPU time of the program the surface started, its children included (localc runs soffice.bin). */
    private static long programCpuMillis(DesktopSurface surface) {
        return surface.launchedProcess().map(p -> cpuMillis(p.toHandle()) + p.descendants().mapToLong(DesktopLookBench::cpuMillis).sum()).orElse(0L);
    }

    /**
     * CPU time of the accessibility buses' daemons (at-spi's {@code dbus-daemon} with its own configuration): every request
     * sent through the bus costs it a read and a write each way. Other sessions' buses idle while the bench runs.
     */
    private static long busCpuMillis() {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().map(c -> c.contains("dbus-daemon") && c.contains("at-spi2")).orElse(false))
                .mapToLong(DesktopLookBench::cpuMillis).sum();
    }

    private static String load() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }
}
