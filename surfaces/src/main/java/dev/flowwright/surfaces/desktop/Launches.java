package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The processes a desktop surface started. Their output goes to files (a full pipe would stall the
 * application); they get the accessibility variables GTK and Qt need; they are ended when the surface
 * closes, so a run or a test leaves no application behind.
 */
final class Launches implements AutoCloseable {
    private final List<Launched> started = new ArrayList<>();

    /** @param note how it was started, when that matters for reading it ("started with SAL_USE_VCLPLUGIN=gtk3, …") */
    record Launched(Process process, Path stdout, Path stderr, String note) {
        String output() { return readQuietly(stdout); }

        /** The first line of what the process said on failure, else its exit code. */
        String failureLine() {
            String err = readQuietly(stderr).strip();
            if (!err.isEmpty()) return err.lines().findFirst().orElse(err);
            return "exited with code " + (process.isAlive() ? "?" : process.exitValue());
        }
    }

    Launched start(List<String> command) {
        try {
            Path out = Files.createTempFile("flowwright-app-", ".out");
            Path err = Files.createTempFile("flowwright-app-", ".err");
            ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            Map<String, String> env = pb.environment();
            Map<String, String> set = Toolkits.launchEnvironment(command.get(0), env);
            env.putAll(set);
            Launched launched = new Launched(pb.start(), out, err, Toolkits.launchNote(command.get(0), set).orElse(""));
            started.add(launched);
            return launched;
        } catch (IOException e) {
            throw new SurfaceException(SurfaceError.LAUNCH_FAILED, e.getMessage(), e);
        }
    }

    Optional<Launched> current() {
        return started.isEmpty() ? Optional.empty() : Optional.of(started.get(started.size() - 1));
    }

    @Override
    public void close() {
        for (Launched l : started) {
            l.process.descendants().forEach(ProcessHandle::destroy);
            l.process.destroy();
        }
        started.clear();
    }

    private static String readQuietly(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
