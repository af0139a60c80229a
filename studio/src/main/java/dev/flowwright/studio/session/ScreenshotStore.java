package dev.flowwright.studio.session;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * Keeps a session's screenshots on disk so hundreds of turns cost no heap: each PNG is written once
 * (temp file + rename) and the views load it back by path. The directory is removed on {@link #clear}.
 */
public final class ScreenshotStore {
    private final Path dir;
    private final AtomicLong counter = new AtomicLong();

    public ScreenshotStore(Path dir) {
        this.dir = dir;
    }

    public static ScreenshotStore temporary() {
        try {
            Path d = Files.createTempDirectory("flowwright-studio-screens");
            d.toFile().deleteOnExit();
            return new ScreenshotStore(d);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a directory for screenshots", e);
        }
    }

    /** Writes a PNG and returns its path; null bytes give null. */
    public Path put(byte[] png) {
        if (png == null || png.length == 0) return null;
        try {
            Files.createDirectories(dir);
            Path target = dir.resolve(String.format("shot-%06d.png", counter.incrementAndGet()));
            Path tmp = dir.resolve(target.getFileName() + ".tmp");
            Files.write(tmp, png);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            target.toFile().deleteOnExit();
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep a screenshot in " + dir, e);
        }
    }

    /** Writes a text file (a screen as JSON) beside the screenshots and returns its path. */
    public Path putText(String prefix, String text) {
        try {
            Files.createDirectories(dir);
            Path target = dir.resolve(String.format("%s-%06d.json", prefix, counter.incrementAndGet()));
            Path tmp = dir.resolve(target.getFileName() + ".tmp");
            Files.writeString(tmp, text);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            target.toFile().deleteOnExit();
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep a screen in " + dir, e);
        }
    }

    public Path dir() { return dir; }

    /** Deletes every screenshot of the previous run. */
    public void clear() {
        if (!Files.isDirectory(dir)) return;
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).filter(p -> !p.equals(dir)).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot clear " + dir, e);
        }
    }
}
