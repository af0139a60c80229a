package dev.flowwright.surfaces.browser;

import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One Chromium started on this machine with a DevTools port on loopback, for many replays at once: each
 * worker connects its own Playwright to it ({@link BrowserConnection#connect}), so the browser launches once
 * however many recipes and workers there are, while every Playwright object stays on the one thread that
 * made it. The profile is a fresh temporary folder, removed with the browser.
 */
public final class LocalChromium implements AutoCloseable {
    /** How long Chromium may take to open its DevTools port (a cold start on a busy 2-core machine takes a few seconds). */
    static final long START_TIMEOUT_MS = 30_000;
    private static final String PORT_FILE = "DevToolsActivePort";

    private final Process process;
    private final Path profile;
    private final BrowserEndpoint endpoint;

    private LocalChromium(Process process, Path profile, BrowserEndpoint endpoint) {
        this.process = process;
        this.profile = profile;
        this.endpoint = endpoint;
    }

    /** Starts Chromium (the one {@link ChromiumLocator} finds unless {@code options} names one) and waits for its DevTools port. */
    public static LocalChromium start(BrowserOptions options) {
        ChromiumLocator locator = new ChromiumLocator();
        Path executable;
        try {
            executable = options.executable() != null ? options.executable() : locator.locate().orElse(null);
        } catch (IllegalStateException e) {
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, e.getMessage(), e);
        }
        if (executable == null) {
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, locator.notFoundMessage()
                    + " (many recipes at once share one system Chromium started with a DevTools port)");
        }
        Path profile;
        try {
            profile = Files.createTempDirectory("flowwright-chromium-");
        } catch (IOException e) {
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, "no temporary folder for the browser profile: " + e.getMessage(), e);
        }
        List<String> command = new ArrayList<>(List.of(executable.toString(), "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0", "--user-data-dir=" + profile));
        command.addAll(BrowserSurface.CHROMIUM_ARGS);
        if (options.headless()) command.add("--headless");
        command.add("about:blank");
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            deleteQuietly(profile);
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, "Chromium at " + executable + " could not be started: " + e.getMessage(), e);
        }
        LocalChromium chromium = new LocalChromium(process, profile, null);
        try {
            int port = awaitPort(process, profile.resolve(PORT_FILE));
            return new LocalChromium(process, profile, new BrowserEndpoint(BrowserEndpoint.Kind.DEVTOOLS, "http://127.0.0.1:" + port));
        } catch (RuntimeException e) {
            chromium.close();
            throw e;
        }
    }

    /** Chromium writes its port into the profile once it listens; the first line is the port. */
    private static int awaitPort(Process process, Path portFile) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_TIMEOUT_MS);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new SurfaceException(SurfaceError.LAUNCH_FAILED, "Chromium exited (status " + process.exitValue() + ") before opening its DevTools port");
            }
            try {
                if (Files.isRegularFile(portFile)) {
                    List<String> lines = Files.readAllLines(portFile);
                    if (lines.size() >= 2) return Integer.parseInt(lines.get(0).strip());
                }
                Thread.sleep(50);
            } catch (IOException | NumberFormatException e) {
                // written but not complete yet: read it again
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SurfaceException(SurfaceError.LAUNCH_FAILED, "interrupted while Chromium was starting", e);
            }
        }
        throw new SurfaceException(SurfaceError.LAUNCH_FAILED, "Chromium did not open its DevTools port within " + START_TIMEOUT_MS / 1000 + " s");
    }

    /** Where workers connect: {@code cdp:http://127.0.0.1:PORT}. */
    public BrowserEndpoint endpoint() { return endpoint; }

    /** How the browser ended — "Chromium exited with signal 9", "… with status 1" — or null while it runs. */
    public String exited() {
        if (process.isAlive()) return null;
        return "Chromium " + dev.flowwright.runtime.surface.SurfaceGone.exitedWith(process.exitValue());
    }

    /** The browser's process id (its renderers and helpers are its children). */
    public long pid() { return process.pid(); }

    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        deleteQuietly(profile);
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a profile left in the temporary folder is harmless; the browser itself is gone
        }
    }
}
