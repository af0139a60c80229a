package dev.flowwright.runtime;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a comment cites, a reader of the repository can open (docs/architecture.md#house-rules): a source
 * file of any module cites sections of {@code docs/}, never the design notes and seed documents the
 * project was started from, which are not in the repository; and every {@code docs/<file>.md#<anchor>} or
 * {@code docs/<file>.md, "<Heading>"} it cites names a file of {@code docs/} and a heading in it.
 */
class DocCitesTest {
    /** Cites of documents outside the repository, each with what to cite instead. */
    private static final Map<Pattern, String> UNOPENABLE = Map.of(
            Pattern.compile("\\b(ARCHITECTURE|FORMATS|STYLE)\\.md\\b"), "a design note outside the repository",
            Pattern.compile("\\b[Ss]eeds? 0\\d\\d\\b"), "a seed document outside the repository",
            Pattern.compile("\\b[Tt]he seeds?'"), "a seed document outside the repository",
            Pattern.compile("\\b[Rr]eference('s)? (price notes )?\\(?\u00a7"), "a reference note outside the repository",
            Pattern.compile("\\b(systemone-api|runtime-reference|recorder-reference|studio-anchors)\\b"), "a reference note outside the repository");

    /** {@code docs/how-a-run-works.md#the-do-loop}, {@code docs/safety.md, "Keys go through the same check"}, or the file alone. */
    private static final Pattern DOCS_CITE = Pattern.compile("\\bdocs/((?:[\\w-]+/)*[\\w.-]+\\.md)(?:#([\\w-]+)|,? \"([^\"]+)\")?");

    private final Path root = RepositoryText.root();

    @Test
    void noSourceCitesADocumentOutsideTheRepository() {
        List<Path> sources = RepositoryText.sources(root).stream()
                .filter(f -> !f.getFileName().toString().equals(getClass().getSimpleName() + ".java")).toList();
        List<String> found = unopenable(sources);
        assertTrue(found.isEmpty(), "cite a section of docs/ instead (docs/<file>.md#<heading>), or say the rule in words:\n"
                + String.join("\n", found));
    }

    /** Each line of {@code files} that cites a document outside the repository, as {@code file:line: "cite" cites …}. */
    private List<String> unopenable(List<Path> files) {
        List<String> found = new ArrayList<>();
        for (Path file : files) {
            List<String> lines = RepositoryText.lines(file);
            for (int i = 0; i < lines.size(); i++) {
                for (Map.Entry<Pattern, String> u : UNOPENABLE.entrySet()) {
                    Matcher m = u.getKey().matcher(lines.get(i));
                    if (m.find()) found.add(root.relativize(file) + ":" + (i + 1) + ": \"" + m.group() + "\" cites " + u.getValue());
                }
            }
        }
        return found;
    }

    @Test
    void everyDocsCiteNamesAFileAndAHeadingOfDocs() {
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        int cites = 0;
        for (Path file : RepositoryText.sources(root)) {
            List<String> lines = RepositoryText.lines(file);
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = DOCS_CITE.matcher(lines.get(i));
                while (m.find()) {
                    cites++;
                    String where = root.relativize(file) + ":" + (i + 1) + ": " + m.group();
                    Path doc = root.resolve("docs").resolve(m.group(1)).normalize();
                    if (!Files.isRegularFile(doc)) {
                        broken.add(where + " — no such file");
                        continue;
                    }
                    String anchor = m.group(2) != null ? m.group(2) : m.group(3) != null ? RepositoryText.slug(m.group(3)) : null;
                    if (anchor != null && !anchors.computeIfAbsent(doc, RepositoryText::anchors).contains(anchor)) {
                        broken.add(where + " — " + m.group(1) + " has no heading #" + anchor);
                    }
                }
            }
        }
        assertTrue(cites > 0, "the sources cite no section of docs/ at all: the pattern no longer finds them");
        assertTrue(broken.isEmpty(), "cites of docs/ that a reader cannot follow:\n" + String.join("\n", broken));
    }

    @Test
    void theDocsCiteNothingOutsideTheRepositoryEither() {
        List<String> found = unopenable(RepositoryText.pages(root));
        assertTrue(found.isEmpty(), "say it in words, or link a page of docs/:\n" + String.join("\n", found));
    }

    /** A Markdown link to a page of the repository, with an optional heading: {@code [safety](safety.md#loop-guards)}, {@code [below](#limits)}. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]*)(?:#([^)\\s]+))?\\)");

    @Test
    void everyLinkBetweenPagesLandsOnAFileAndAHeading() {
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        for (Path page : RepositoryText.pages(root)) {
            List<String> lines = RepositoryText.lines(page);
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = LINK.matcher(lines.get(i));
                while (m.find()) {
                    String target = m.group(1);
                    if (target.contains(":")) continue; // https:, mailto:
                    Path to = target.isEmpty() ? page : page.getParent().resolve(target).normalize();
                    String where = root.relativize(page) + ":" + (i + 1) + ": " + m.group();
                    if (!Files.exists(to)) {
                        broken.add(where + " — no such file");
                    } else if (m.group(2) != null && to.toString().endsWith(".md")
                            && !anchors.computeIfAbsent(to, RepositoryText::anchors).contains(m.group(2))) {
                        broken.add(where + " — " + root.relativize(to) + " has no heading #" + m.group(2));
                    }
                }
            }
        }
        assertTrue(broken.isEmpty(), "links that land nowhere:\n" + String.join("\n", broken));
    }

    @Test
    void headingsAnchorAsGitHubAnchorsThem() {
        assertTrue(RepositoryText.slug("`allow` — explicit permission").equals("allow--explicit-permission"));
        assertTrue(RepositoryText.slug("A run's life, from flow file to journal").equals("a-runs-life-from-flow-file-to-journal"));
        assertTrue(RepositoryText.slug("The recipe file (`*.recipe.yaml`)").equals("the-recipe-file-recipeyaml"));
    }
}
