package dev.flowwright.surfaces.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the Chromium the browser surface drives, in one place: the {@code FLOWWRIGHT_CHROMIUM}
 * variable, else a system Chromium or Chrome on the PATH, else Playwright's own download (an empty
 * answer lets Playwright use what it installed). A variable that names a missing file is an error,
 * not a silent fallback: the user asked for that browser.
 */
public final class ChromiumLocator {

    public static final String VARIABLE = "FLOWWRIGHT_CHROMIUM";

    /** Names tried on the PATH, most specific first. */
    static final List<String> PATH_NAMES = List.of(
            "chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome", "chrome.exe", "msedge");

    private final Map<String, String> env;

    public ChromiumLocator() { this(System.getenv()); }

    ChromiumLocator(Map<String, String> env) { this.env = env; }

    /**
     * The executable to launch, or empty when Playwright's own download should be used.
     *
     * @throws IllegalStateException when {@code FLOWWRIGHT_CHROMIUM} names something that is not an executable file
     */
    public Optional<Path> locate() {
        String named = env.get(VARIABLE);
        if (named != null && !named.isBlank()) {
            Path p = Path.of(named.trim());
            if (!Files.isRegularFile(p) || !Files.isExecutable(p)) {
                throw new IllegalStateException(VARIABLE + " is set to " + p + ", which is not an executable file; "
                        + "point it at a Chromium or Chrome binary, or unset it to use the one on the PATH");
            }
            return Optional.of(p);
        }
        return onPath();
    }

    /** A Chromium or Chrome found on the PATH, if any. */
    public Optional<Path> onPath() {
        String path = env.getOrDefault("PATH", "");
        for (String name : PATH_NAMES) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                if (dir.isBlank()) continue;
                Path candidate = Path.of(dir, name);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether any Chromium exists at all: the variable, the PATH, or a browser Playwright downloaded.
     * Tests skip (with {@link #notFoundMessage()}) only when this is false.
     */
    public boolean anyChromium() {
        try {
            if (locate().isPresent()) return true;
        } catch (IllegalStateException e) {
            return true; // a variable naming a missing file is an error to report, not a reason to skip
        }
        String cache = env.getOrDefault("PLAYWRIGHT_BROWSERS_PATH",
                Path.of(System.getProperty("user.home"), ".cache", "ms-playwright").toString());
        try (var dirs = Files.list(Path.of(cache))) {
            return dirs.anyMatch(d -> d.getFileName().toString().startsWith("chromium"));
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** Every place looked, for the error a user sees when no browser can be started. */
    public String searched() {
        List<String> where = new ArrayList<>();
        where.add("$" + VARIABLE + (env.containsKey(VARIABLE) ? " (" + env.get(VARIABLE) + ")" : " (unset)"));
        where.add("the PATH (" + String.join(", ", PATH_NAMES) + ")");
        where.add("Playwright's own browser download");
        return String.join("; ", where);
    }

    /** The sentence shown when no Chromium could be launched at all. */
    public String notFoundMessage() {
        return "no Chromium or Chrome found; looked in " + searched()
                + ". Install one (apt-get install chromium) or set " + VARIABLE + " to its path.";
    }
}
