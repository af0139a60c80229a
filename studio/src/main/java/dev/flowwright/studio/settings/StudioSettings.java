package dev.flowwright.studio.settings;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * What the studio remembers between launches: the decider, headed or headless browser, the theme,
 * window layout and recent files. A properties file written atomically; a missing or unreadable file
 * gives the defaults. Holds no key and no secret.
 */
public final class StudioSettings {
    public static final int MAX_RECENT = 8;

    private final Path file;
    private final Properties props = new Properties();

    private StudioSettings(Path file) {
        this.file = file;
    }

    /** The settings in {@code FLOWWRIGHT_HOME} (default {@code ~/.flowwright}). */
    public static StudioSettings standard() {
        String home = System.getenv("FLOWWRIGHT_HOME");
        Path dir = home == null || home.isBlank() ? Path.of(System.getProperty("user.home"), ".flowwright") : Path.of(home);
        return load(dir.resolve("studio.properties"));
    }

    public static StudioSettings load(Path file) {
        StudioSettings s = new StudioSettings(file);
        if (Files.isRegularFile(file)) {
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                s.props.load(r);
            } catch (IOException | IllegalArgumentException e) {
                System.err.println("flowwright: ignoring unreadable settings " + file + ": " + e.getMessage());
            }
        }
        return s;
    }

    public synchronized void save() {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                props.store(w, "Flowwright studio settings");
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save settings to " + file, e);
        }
    }

    public synchronized DeciderSetting decider() {
        DeciderSetting.Kind kind;
        try {
            kind = DeciderSetting.Kind.valueOf(props.getProperty("decider.kind", "OFFLINE"));
        } catch (IllegalArgumentException e) {
            kind = DeciderSetting.Kind.OFFLINE;
        }
        return new DeciderSetting(kind, props.getProperty("decider.baseUrl"), props.getProperty("decider.model"),
                Boolean.parseBoolean(props.getProperty("decider.fallbackOffline", "false")));
    }

    public synchronized void decider(DeciderSetting d) {
        props.setProperty("decider.kind", d.kind().name());
        props.setProperty("decider.baseUrl", d.baseUrl());
        props.setProperty("decider.model", d.model());
        props.setProperty("decider.fallbackOffline", Boolean.toString(d.fallbackOffline()));
    }

    public synchronized boolean headless() { return Boolean.parseBoolean(props.getProperty("browser.headless", "true")); }

    public synchronized void headless(boolean h) { props.setProperty("browser.headless", Boolean.toString(h)); }

    public synchronized boolean dark() { return Boolean.parseBoolean(props.getProperty("theme.dark", "false")); }

    public synchronized void dark(boolean d) { props.setProperty("theme.dark", Boolean.toString(d)); }

    /** A remembered number (window bounds, divider positions), or {@code fallback}. */
    public synchronized double number(String key, double fallback) {
        try {
            return Double.parseDouble(props.getProperty("layout." + key, Double.toString(fallback)));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public synchronized void remember(String key, double value) { props.setProperty("layout." + key, Double.toString(value)); }

    public synchronized List<Path> recentFiles() {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT; i++) {
            String p = props.getProperty("recent." + i);
            if (p != null) out.add(Path.of(p));
        }
        return out;
    }

    /** Puts {@code file} first in the recent list, dropping duplicates and the oldest past {@link #MAX_RECENT}. */
    public synchronized void remember(Path f) {
        List<Path> list = new ArrayList<>(recentFiles());
        Path abs = f.toAbsolutePath().normalize();
        list.remove(abs);
        list.add(0, abs);
        for (int i = 0; i < MAX_RECENT; i++) {
            if (i < list.size()) props.setProperty("recent." + i, list.get(i).toString());
            else props.remove("recent." + i);
        }
    }

    /**
     * The per-flow permission set in the studio for {@code flowFile} (issue #12 item 11): hard words or
     * control names its runs may press beside the flow's own {@code allow:}; empty for none.
     */
    public synchronized List<String> allow(Path flowFile) {
        String v = props.getProperty(allowKey(flowFile));
        if (v == null || v.isBlank()) return List.of();
        return java.util.Arrays.stream(v.split("\n")).map(String::strip).filter(w -> !w.isEmpty()).distinct().toList();
    }

    /** Sets (or, with an empty list, clears) the per-flow permission of {@code flowFile}. */
    public synchronized void allow(Path flowFile, List<String> words) {
        List<String> clean = words == null ? List.of() : words.stream().map(String::strip).filter(w -> !w.isEmpty()).distinct().toList();
        if (clean.isEmpty()) props.remove(allowKey(flowFile));
        else props.setProperty(allowKey(flowFile), String.join("\n", clean));
    }

    private static String allowKey(Path flowFile) {
        return "allow." + flowFile.toAbsolutePath().normalize();
    }

    /**
     * Where the studio keeps what runs of {@code flowFile} learned (teach mode's answers among them), in
     * the {@code run --memory} format: {@code memory/NAME-HASH.json} beside these settings, NAME the flow
     * file's name and HASH its absolute path's, so two flows of one name in different folders keep apart.
     */
    public Path memoryFile(Path flowFile) {
        Path abs = flowFile.toAbsolutePath().normalize();
        String name = abs.getFileName().toString().replaceFirst("(\\.flow)?\\.(yaml|yml|json)$", "").replaceAll("[^A-Za-z0-9._-]", "_");
        String hash = String.format("%08x", abs.toString().hashCode());
        return file.toAbsolutePath().getParent().resolve("memory").resolve(name + "-" + hash + ".json");
    }

    public Path file() { return file; }
}
