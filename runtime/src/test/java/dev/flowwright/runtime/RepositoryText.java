package dev.flowwright.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The repository's text as the docs tests read it: the root (found from the runtime module's directory),
 * every source file of every module, and the headings of a Markdown file as GitHub anchors them.
 */
final class RepositoryText {
    private RepositoryText() {}

    /** The file kinds under {@code src/} whose text a reader of the repository reads. */
    private static final Set<String> TEXT = Set.of("java", "js", "txt", "css", "properties", "html", "yaml", "yml", "json", "md");

    /** The repository's root: the nearest directory up from here that holds {@code docs/} and a {@code pom.xml}. */
    static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null) {
            if (Files.isDirectory(p.resolve("docs")) && Files.isRegularFile(p.resolve("pom.xml"))) return p;
            p = p.getParent();
        }
        throw new IllegalStateException("no repository root (a directory with docs/ and pom.xml) above " + Path.of("").toAbsolutePath());
    }

    /** Every text file under a module's {@code src/} (main and test, code and resources), for every module. */
    static List<Path> sources(Path root) {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.filter(m -> Files.isDirectory(m.resolve("src")) && Files.isRegularFile(m.resolve("pom.xml"))).sorted().toList()) {
                try (Stream<Path> files = Files.walk(module.resolve("src"))) {
                    files.filter(Files::isRegularFile).filter(f -> TEXT.contains(extension(f))).sorted().forEach(out::add);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (out.isEmpty()) throw new IllegalStateException("no module sources under " + root);
        return out;
    }

    /** The README and every page under {@code docs/}. */
    static List<Path> pages(Path root) {
        List<Path> out = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> files = Files.walk(root.resolve("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** Simple name → the source files declaring a top-level type of that name ({@code Plan} → {@code …/reading/Plan.java}). */
    static Map<String, List<Path>> javaFiles(Path root) {
        Map<String, List<Path>> out = new HashMap<>();
        for (Path f : sources(root)) {
            String name = f.getFileName().toString();
            if (name.endsWith(".java")) out.computeIfAbsent(name.substring(0, name.length() - ".java".length()), k -> new ArrayList<>()).add(f);
        }
        return out;
    }

    static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(Path file) {
        return String.join("\n", lines(file));
    }

    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");

    /** The anchors of a Markdown file's headings, as GitHub makes them ("## `allow` — explicit permission" → "allow--explicit-permission"). */
    static Set<String> anchors(Path markdown) {
        Set<String> out = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : lines(markdown)) {
            if (line.startsWith("```")) fenced = !fenced;
            if (fenced) continue;
            Matcher m = HEADING.matcher(line);
            if (!m.matches()) continue;
            String slug = slug(m.group(1));
            int n = seen.merge(slug, 1, Integer::sum);
            out.add(n == 1 ? slug : slug + "-" + (n - 1));
        }
        return out;
    }

    /** GitHub's anchor for a heading: lower case, markup and punctuation dropped, each space a hyphen. */
    static String slug(String heading) {
        String plain = heading.replaceAll("\\[([^]]*)]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
        StringBuilder b = new StringBuilder();
        plain.codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') b.appendCodePoint(c);
            else if (c == ' ') b.append('-');
        });
        return b.toString();
    }

    private static String extension(Path f) {
        String n = f.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(dot + 1);
    }
}
