package dev.flowwright.replay;

import dev.flowwright.surfaces.browser.BrowserSurface;
import dev.flowwright.surfaces.browser.TraceRedaction;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * Writing a surface's Playwright trace for {@code --trace}: Playwright writes it beside its final name,
 * every supplied value is taken out of it ({@link TraceRedaction}), and only then is it renamed to
 * {@code trace.zip} — a trace holding a typed secret never sits on disk under the name people open.
 */
public final class TraceFiles {
    public static final String NAME = "trace.zip";

    private TraceFiles() {}

    public static void save(BrowserSurface surface, Path zip, Map<String, String> values) throws IOException {
        Path dir = zip.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path raw = Files.createTempFile(dir, ".trace-", ".zip");
        try {
            surface.stopTrace(raw);
            TraceRedaction.redact(raw, values);
            Files.move(raw, zip, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(raw);
        }
    }
}
