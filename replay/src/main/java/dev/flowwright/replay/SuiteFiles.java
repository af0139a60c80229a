package dev.flowwright.replay;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which files a suite replays and where each one's report goes: a folder stands for every recipe under it
 * ({@code *.recipe.yaml}, {@code .yml}, {@code .json}; heal proposals left out), in path order
 * (docs/replay-at-scale.md#many-recipes-at-once).
 */
public final class SuiteFiles {
    private static final Pattern RECIPE_FILE = Pattern.compile(".*\\.recipe\\.(yaml|yml|json)");
    private static final String PROPOSAL = ".proposal.recipe.";

    private SuiteFiles() {}

    /**
     * The recipe files named, each folder standing for the recipes under it (proposals left out) in path order.
     *
     * @throws IllegalArgumentException naming a path that is neither a file nor a folder, or a folder that cannot be read
     */
    public static List<Path> expand(List<Path> given) {
        List<Path> files = new ArrayList<>();
        for (Path p : given) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    walk.filter(Files::isRegularFile).filter(f -> isRecipeName(f.getFileName().toString())).sorted().forEach(files::add);
                } catch (IOException | UncheckedIOException e) {
                    throw new IllegalArgumentException(p + " cannot be read: " + e.getMessage(), e);
                }
            } else if (Files.isRegularFile(p)) {
                files.add(p);
            } else {
                throw new IllegalArgumentException(p + ": no such recipe file or folder");
            }
        }
        return files;
    }

    private static boolean isRecipeName(String name) {
        return RECIPE_FILE.matcher(name).matches() && !name.contains(PROPOSAL);
    }

    /** The recipe's folder under the report: its file name without {@code .recipe.yaml}, made unique among {@code taken}. */
    public static String slug(Path file, Set<String> taken) {
        String name = file.getFileName().toString().replaceFirst("\\.recipe\\.(yaml|yml|json)$", "").replaceAll("[^A-Za-z0-9._-]", "-");
        if (name.isBlank() || name.startsWith(".")) name = "recipe" + name;
        String slug = name;
        for (int n = 2; !taken.add(slug); n++) slug = name + "-" + n;
        return slug;
    }
}
