package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The X clipboard through {@code xclip}, for the paste fallback: read what a person had there, put the
 * text in, and put theirs back afterwards.
 */
final class Clipboard {
    private static final long SECONDS = 5;

    private Clipboard() {}

    /** What the clipboard holds now; empty when it holds nothing (or no text). */
    static Optional<String> read() {
        try {
            Process p = new ProcessBuilder("xclip", "-selection", "clipboard", "-o")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return Optional.empty();
            }
            return p.exitValue() == 0 ? Optional.of(new String(out, StandardCharsets.UTF_8)) : Optional.empty();
        } catch (IOException e) {
            throw unavailable(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    static void write(String text) {
        try {
            // xclip stays behind to serve the selection: give it no pipes to hold open
            Process p = new ProcessBuilder("xclip", "-selection", "clipboard", "-i")
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            try (OutputStream in = p.getOutputStream()) {
                in.write(text.getBytes(StandardCharsets.UTF_8));
            }
            if (!p.waitFor(SECONDS, TimeUnit.SECONDS)) throw new SurfaceException(SurfaceError.TIMEOUT, "xclip did not take the text in time");
            if (p.exitValue() != 0) throw new SurfaceException(SurfaceError.INTERNAL, "xclip refused the text (exit " + p.exitValue() + ")");
        } catch (IOException e) {
            throw unavailable(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SurfaceException(SurfaceError.INTERNAL, "interrupted while setting the clipboard", e);
        }
    }

    private static SurfaceException unavailable(IOException e) {
        return new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, "pasting needs xclip, which could not be run: " + e.getMessage(), e);
    }
}
