package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.reading.OrdinalWords;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * "Read the first paragraph", "the last line of the letter", "the 2nd paragraph in the document"
 * (docs/step-kinds.md#read): a counted paragraph or line of the one document on screen — the only multi-line
 * text that holds text (a word processor's page, a text area) — is that paragraph, settled with no question.
 * Where no such text shows, or several do, nothing is settled here and the read asks as it always does.
 */
final class Paragraphs {
    private Paragraphs() {}

    /** What the step reads: a count, "paragraph" or "line", and at most where ("of the document", "in the letter"). */
    private static final Pattern COUNTED = Pattern.compile(
            "^(?:the\\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|[4-9]th|10th)\\s+"
                    + "(?:paragraph|line)(?:\\s+(?:of|in|from)\\s+(?:the\\s+|this\\s+|my\\s+)?[\\p{L}\\s-]+)?$",
            Pattern.CASE_INSENSITIVE);

    /** The counted paragraph {@code what} names, when it names one and one document on screen has it. */
    static Optional<String> counted(Screen screen, String what) {
        String w = OrdinalWords.fold(what);
        if (!COUNTED.matcher(w).matches()) return Optional.empty();
        Optional<OrdinalWords.Count> count = OrdinalWords.in(w);
        if (count.isEmpty()) return Optional.empty();
        List<Element> documents = screen.elements().stream()
                .filter(e -> e.has(ElementState.MULTILINE) && e.value() != null && !e.value().isBlank()).toList();
        if (documents.size() != 1) return Optional.empty();
        List<String> paragraphs = Arrays.stream(documents.get(0).value().split("\\R")).map(String::strip).filter(p -> !p.isEmpty()).toList();
        int n = count.get().n();
        int i = n < 0 ? paragraphs.size() - 1 : n - 1;
        return i >= 0 && i < paragraphs.size() ? Optional.of(paragraphs.get(i)) : Optional.empty();
    }
}
