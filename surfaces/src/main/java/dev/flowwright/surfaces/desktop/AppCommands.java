package dev.flowwright.surfaces.desktop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Turns an application name into a command: an executable on the PATH ("gnome-calculator"), else a
 * {@code .desktop} entry found by file name ("org.gnome.Calculator"), by its last dotted part
 * ("calculator"), or by its {@code Name=} ("Calculator"), whose {@code Exec=} line is run without its
 * field codes.
 */
final class AppCommands {
    private AppCommands() {}

    /** The command that starts {@code app}, or empty when nothing by that name can be found. */
    static Optional<List<String>> resolve(String app) {
        String name = app.strip();
        if (name.isEmpty()) return Optional.empty();
        if (name.contains("/")) return Files.isExecutable(Path.of(name)) ? Optional.of(List.of(name)) : Optional.empty();
        Optional<Path> exe = onPath(name);
        if (exe.isPresent()) return Optional.of(List.of(exe.get().toString()));
        Optional<List<String>> entry = desktopEntry(name);
        if (entry.isPresent()) return entry;
        return onPath(name.toLowerCase(Locale.ROOT).replace(' ', '-')).map(p -> List.of(p.toString()));
    }

    static Optional<Path> onPath(String name) {
        String path = System.getenv().getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (dir.isBlank()) continue;
            Path p = Path.of(dir, name);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) return Optional.of(p);
        }
        return Optional.empty();
    }

    static Optional<List<String>> desktopEntry(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        for (Path dir : applicationDirs()) {
            if (!Files.isDirectory(dir)) continue;
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".desktop")).sorted().toList()) {
                    String base = file.getFileName().toString();
                    base = base.substring(0, base.length() - ".desktop".length()).toLowerCase(Locale.ROOT);
                    List<String> lines = Files.readAllLines(file);
                    String displayName = field(lines, "Name").orElse("").toLowerCase(Locale.ROOT);
                    if (base.equals(wanted) || base.endsWith("." + wanted) || displayName.equals(wanted)) {
                        Optional<String> exec = field(lines, "Exec");
                        if (exec.isPresent()) return Optional.of(execCommand(exec.get()));
                    }
                }
            } catch (IOException e) {
                // an unreadable applications folder is skipped like a missing one
            }
        }
        return Optional.empty();
    }

    private static Set<Path> applicationDirs() {
        Set<Path> dirs = new LinkedHashSet<>();
        String home = System.getProperty("user.home");
        String dataHome = System.getenv().getOrDefault("XDG_DATA_HOME", home + "/.local/share");
        dirs.add(Path.of(dataHome, "applications"));
        String dataDirs = System.getenv().getOrDefault("XDG_DATA_DIRS", "/usr/local/share:/usr/share");
        for (String d : dataDirs.split(":")) if (!d.isBlank()) dirs.add(Path.of(d, "applications"));
        return dirs;
    }

    /** A key of the [Desktop Entry] group (the first group). */
    private static Optional<String> field(List<String> lines, String key) {
        boolean inEntry = false;
        for (String line : lines) {
            String l = line.strip();
            if (l.startsWith("[")) {
                if (inEntry) break;
                inEntry = l.equals("[Desktop Entry]");
                continue;
            }
            if (inEntry && l.startsWith(key + "=")) return Optional.of(l.substring(key.length() + 1).strip());
        }
        return Optional.empty();
    }

    /** Splits an Exec= value into arguments, honouring double quotes and dropping %f/%U-style field codes. */
    static List<String> execCommand(String exec) {
        List<String> args = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < exec.length(); i++) {
            char c = exec.charAt(i);
            if (c == '"') { quoted = !quoted; any = true; continue; }
            if (c == '\\' && quoted && i + 1 < exec.length()) { cur.append(exec.charAt(++i)); continue; }
            if (Character.isWhitespace(c) && !quoted) {
                if (any) args.add(cur.toString());
                cur.setLength(0);
                any = false;
                continue;
            }
            cur.append(c);
            any = true;
        }
        if (any) args.add(cur.toString());
        args.removeIf(a -> a.matches("%[fFuUdDnNickvm]"));
        return args.stream().map(a -> a.replace("%%", "%")).toList();
    }
}
