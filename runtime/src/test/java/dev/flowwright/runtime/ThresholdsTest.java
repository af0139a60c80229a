package dev.flowwright.runtime;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link Thresholds} keeps its promise: every constant in it is read by the main code of some module
 * (a number nothing reads promises a rule the runtime does not have) and carries a one-line reason in
 * its Javadoc. Constants are inlined by the compiler, so the check reads the sources, with comments
 * taken out: a constant named only in a comment is not used.
 */
class ThresholdsTest {
    private static final Path REPOSITORY = Path.of("").toAbsolutePath().getParent();
    private static final Path SOURCE = Path.of("src/main/java/dev/flowwright/runtime/Thresholds.java");
    private static final List<String> MODULES = List.of("runtime", "native-bridge", "surfaces", "studio", "samples");

    private static final Pattern CONSTANT = Pattern.compile("public\\s+static\\s+final\\s+[\\w<>\\[\\]]+\\s+([A-Z][A-Z0-9_]*)\\s*=");

    @Test
    void theSourceAndTheClassNameTheSameConstants() throws IOException {
        Set<String> compiled = Arrays.stream(Thresholds.class.getDeclaredFields())
                .filter(f -> Modifier.isPublic(f.getModifiers()) && Modifier.isStatic(f.getModifiers()))
                .map(Field::getName).collect(Collectors.toCollection(TreeSet::new));
        assertThat(reasons(Files.readString(SOURCE)).keySet()).containsExactlyInAnyOrderElementsOf(compiled);
        assertThat(compiled).hasSizeGreaterThan(100);
    }

    @Test
    void everyConstantHasAOneLineReason() throws IOException {
        Map<String, String> reasons = reasons(Files.readString(SOURCE));
        List<String> without = reasons.entrySet().stream().filter(e -> e.getValue().isBlank()).map(Map.Entry::getKey).toList();
        assertThat(without).as("constants in Thresholds with no Javadoc reason").isEmpty();
    }

    @Test
    void everyConstantIsReadByMainCode() throws IOException {
        Map<Path, String> code = mainCode();
        assertThat(code).hasSizeGreaterThan(300);
        List<String> unused = reasons(Files.readString(SOURCE)).keySet().stream()
                .filter(name -> code.values().stream().noneMatch(c -> reads(c, name))).toList();
        assertThat(unused).as("constants in Thresholds no main code reads").isEmpty();
    }

    /** Judgement code compares with, and answers in, named thresholds: no bare probability as a cut-off or an outcome. */
    @Test
    void judgementCodeHasNoBareProbabilityCutOffs() throws IOException {
        for (String judge : JUDGEMENT_CODE) {
            String code = code(Files.readString(Path.of("src/main/java/dev/flowwright/runtime", judge)));
            assertThat(bareProbabilities(code)).as(judge).isEmpty();
        }
    }

    // ---- the checks themselves can fail ----

    @Test
    void aBareProbabilityComparedOrAnsweredIsFound() {
        assertThat(bareProbabilities("if (p >= 0.45) x(); if (0.5 < q) y(); return 0.9; z = a ? 0.1 : 0.85;"))
                .containsExactly(">= 0.45", "0.5 <", "return 0.9;", "? 0.1", ": 0.85;");
        assertThat(bareProbabilities("if (p >= Thresholds.ACT) x(); return clamp(0.5 - 0.3 * c); n >= 1; d >= 1.0;")).isEmpty();
    }


    @Test
    void aConstantWithoutJavadocOrWithAnEmptyOneHasNoReason() {
        String source = """
                final class T {
                    /** Turns a step gets. */
                    public static final int TURNS = 8;
                    // a line comment is no Javadoc
                    public static final double FLOOR = 0.5;
                    /** */
                    public static final int EMPTY = 1;
                    /**
                     * Spread over
                     * two lines.
                     */
                    public static final long WAIT_MS = 100;
                }
                """;
        assertThat(reasons(source)).containsExactly(Map.entry("TURNS", "Turns a step gets."), Map.entry("FLOOR", ""),
                Map.entry("EMPTY", ""), Map.entry("WAIT_MS", "Spread over two lines."));
    }

    @Test
    void aConstantNamedOnlyInACommentOrAStringOrOfAnotherClassIsNotRead() {
        assertThat(reads("int n = Thresholds.DO_TURNS;", "DO_TURNS")).isTrue();
        assertThat(reads("import static dev.flowwright.runtime.Thresholds.DO_TURNS;\nint n = DO_TURNS;", "DO_TURNS")).isTrue();
        assertThat(reads(code("/** at most {@link Thresholds#DO_TURNS} */ int n = 8;"), "DO_TURNS")).isFalse();
        assertThat(reads(code("int n = 8; // Thresholds.DO_TURNS"), "DO_TURNS")).isFalse();
        assertThat(reads(code("String s = \"Thresholds.DO_TURNS\";"), "DO_TURNS")).isFalse();
        assertThat(reads(code("int n = Other.DO_TURNS;"), "DO_TURNS")).isFalse();
        assertThat(reads(code("String url = \"http://x\"; int n = Thresholds.DO_TURNS;"), "DO_TURNS")).isTrue();
    }

    private static final List<String> JUDGEMENT_CODE = List.of("decide/offline/ScreenJudge.java", "decide/offline/Relevance.java",
            "act/target/Grounding.java");
    private static final Pattern PROBABILITY = Pattern.compile("0?\\.\\d*[1-9]\\d*");
    private static final Pattern BARE = Pattern.compile("[<>]=?\\s*(?:P)(?![\\w.])|(?<![\\w.])(?:P)\\s*[<>]=?|return\\s+(?:P)\\s*;|\\?\\s*(?:P)(?=\\s*:)|:\\s*(?:P)\\s*;"
            .replace("P", PROBABILITY.pattern()));

    /** Probabilities (between 0 and 1, written as literals) that code compares with, returns or picks between. */
    static List<String> bareProbabilities(String code) {
        Matcher m = BARE.matcher(code);
        List<String> out = new java.util.ArrayList<>();
        while (m.find()) out.add(m.group());
        return out;
    }

    /** Each public constant of the source with its Javadoc's text ("" when it has none), in source order. */
    static Map<String, String> reasons(String source) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = CONSTANT.matcher(source);
        while (m.find()) {
            String before = source.substring(0, m.start()).stripTrailing();
            String reason = "";
            if (before.endsWith("*/")) {
                int open = before.lastIndexOf("/*");
                if (open >= 0 && before.startsWith("/**", open)) {
                    reason = before.substring(open + 3, before.length() - 2).lines()
                            .map(l -> l.strip().replaceFirst("^\\*\\s?", "").strip())
                            .filter(l -> !l.isEmpty()).collect(Collectors.joining(" "));
                }
            }
            out.put(m.group(1), reason);
        }
        return out;
    }

    /** Whether code (comments and strings already taken out) reads Thresholds' {@code name}. */
    static boolean reads(String code, String name) {
        if (Pattern.compile("\\bThresholds\\s*\\.\\s*" + name + "\\b").matcher(code).find()) return true;
        boolean imported = Pattern.compile("import\\s+static\\s+dev\\.flowwright\\.runtime\\.Thresholds\\.(\\*|" + name + ")\\s*;").matcher(code).find();
        return imported && Pattern.compile("(?<![.\\w])" + name + "\\b").matcher(code.replaceAll("import[^;]*;", "")).find();
    }

    /** Every main source of every module but Thresholds itself, with comments and literals taken out. */
    private static Map<Path, String> mainCode() throws IOException {
        Map<Path, String> out = new LinkedHashMap<>();
        for (String module : MODULES) {
            Path root = REPOSITORY.resolve(module).resolve("src/main/java");
            if (!Files.isDirectory(root)) continue;
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    if (f.endsWith(SOURCE)) continue;
                    try {
                        out.put(f, code(Files.readString(f)));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            }
        }
        return out;
    }

    /** Java source with its comments, string, text-block and char literals blanked (a literal becomes ""). */
    static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (source.startsWith("//", i)) {
                while (i < n && source.charAt(i) != '\n') i++;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                while (end > 0 && source.charAt(end - 1) == '\\') end = source.indexOf("\"\"\"", end + 1);
                i = end < 0 ? n : end + 3;
                out.append("\"\"");
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') j += source.charAt(j) == '\\' ? 2 : 1;
                i = Math.min(n, j + 1);
                out.append(c).append(c);
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}
