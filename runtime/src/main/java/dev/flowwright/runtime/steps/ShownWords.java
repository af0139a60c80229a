package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.steps.enter.EnterStep;

import dev.flowwright.runtime.act.target.Ordinals;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.StepWords;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Type the 2nd word in the paragraph into the textbox": a typing step whose text is a word the screen
 * shows at a place the step counts to (issue #13). The paragraph is the one block of running text on
 * screen — the longest line with that many words, a line restating the step itself aside; words are
 * counted as a reader counts them, their punctuation dropped. No such paragraph, or two of the same
 * length, and the step fails saying so: a guess typed and submitted does harm.
 */
final class ShownWords {
    private ShownWords() {}

    private static final Pattern STEP = Pattern.compile(
            "^(?:type|enter|write|put|input|paste|fill\\s+in)\\s+the\\s+(?<which>\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|last)\\s+word\\s+"
                    + "(?:in|of|from)\\s+the\\s+(?:paragraph|text|passage|sentence)\\s+(?:into|in|to)\\s+(?<field>.+?)[.!]?$",
            Pattern.CASE_INSENSITIVE);

    /** Fewer words than this is a label or a heading, not running text to count in. */
    static final int MIN_PARAGRAPH_WORDS = 3;

    /** Which word (1-based; -1 for the last) and the field to type it into. */
    record Typing(int which, String field) {}

    static Optional<Typing> parse(String step) {
        if (step == null) return Optional.empty();
        Matcher m = STEP.matcher(step.strip());
        if (!m.matches()) return Optional.empty();
        String which = m.group("which").toLowerCase(Locale.ROOT);
        Integer n = which.equals("last") ? Integer.valueOf(-1) : Ordinals.count(which);
        return n == null ? Optional.empty() : Optional.of(new Typing(n, m.group("field")));
    }

    /** The word, or empty when the screen holds no one paragraph with that many words. */
    static Optional<String> wordOf(Screen screen, int which, String step) {
        Set<String> stepWords = StepWords.of(step);
        String paragraph = null;
        int longest = 0;
        boolean tie = false;
        for (String line : screen.context()) {
            if (StepWords.restates(stepWords, line)) continue; // the page saying the step again
            List<String> ws = tokens(line);
            if (ws.size() > longest) {
                longest = ws.size();
                paragraph = line;
                tie = false;
            } else if (ws.size() == longest) {
                tie = true;
            }
        }
        if (paragraph == null || tie || longest < MIN_PARAGRAPH_WORDS) return Optional.empty();
        List<String> ws = tokens(paragraph);
        int i = which < 0 ? ws.size() - 1 : which - 1;
        return i >= 0 && i < ws.size() ? Optional.of(ws.get(i)) : Optional.empty();
    }

    static StepOutcome run(Typing typing, String step, StepContext ctx) {
        ctx.turnBoundary(0);
        Screen screen = ctx.look(0, "");
        Optional<String> word = wordOf(screen, typing.which(), step);
        if (word.isEmpty() || !ctx.mask(word.get()).equals(word.get())) {
            ctx.endTurn(0, "no one paragraph with that word");
            return StepOutcome.failed("the screen shows no one paragraph to count that word in");
        }
        ctx.remember("the word the step counts to is \"" + word.get() + "\"");
        return new EnterStep().run(new Step.Enter(Map.of(TypingParser.slotName(typing.field()), word.get())), ctx);
    }

    /** The words of a line as a reader counts them: split at spaces, punctuation dropped, empty ones skipped. */
    private static List<String> tokens(String line) {
        List<String> out = new ArrayList<>();
        for (String raw : line.strip().split("\\s+")) {
            String w = raw.replaceAll("[^\\p{L}\\p{N}]", "");
            if (!w.isEmpty()) out.add(w);
        }
        return out;
    }
}
