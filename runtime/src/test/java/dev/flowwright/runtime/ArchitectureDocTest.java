package dev.flowwright.runtime;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/architecture.md#the-modules names code as it is: every class it puts in backticks ({@code DoLoop},
 * {@code Readings.ORDER}, {@code Intent.PressKey}, {@code Hands#act}) is a source file of some module, and
 * what follows the class name — a nested type, a field or a method — is declared in that file.
 */
class ArchitectureDocTest {
    /** A backticked class reference: a capitalised name, then any {@code .Member} / {@code #member}, then an optional call. */
    private static final Pattern REFERENCE = Pattern.compile("`([A-Z][A-Za-z0-9]*)((?:[.#][A-Za-z_][A-Za-z0-9_]*)*)(?:\\([^`]*\\))?`");

    @Test
    void everyClassTheArchitecturePageNamesExists() {
        Path root = RepositoryText.root();
        Map<String, List<Path>> java = RepositoryText.javaFiles(root);
        List<String> lines = RepositoryText.lines(root.resolve("docs/architecture.md"));
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = REFERENCE.matcher(lines.get(i));
            while (m.find()) {
                checked++;
                String where = "docs/architecture.md:" + (i + 1) + ": " + m.group();
                List<Path> files = java.get(m.group(1));
                if (files == null) {
                    missing.add(where + " — no " + m.group(1) + ".java in any module");
                    continue;
                }
                for (String member : m.group(2).split("[.#]")) {
                    if (member.isEmpty()) continue;
                    Pattern declared = Character.isUpperCase(member.charAt(0)) && !member.equals(member.toUpperCase())
                            ? Pattern.compile("\\b(class|interface|record|enum)\\s+" + member + "\\b")
                            : Pattern.compile("\\b" + member + "\\b");
                    if (files.stream().noneMatch(f -> declared.matcher(RepositoryText.text(f)).find())) {
                        missing.add(where + " — " + member + " is not declared in " + m.group(1) + ".java");
                    }
                }
            }
        }
        assertTrue(checked > 100, "the page names only " + checked + " classes: the pattern no longer finds them");
        assertTrue(missing.isEmpty(), "names on the architecture page that the code does not have:\n" + String.join("\n", missing));
    }
}
