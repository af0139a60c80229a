package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.OrdinalWords;
import dev.flowwright.runtime.reading.StepWords;
import dev.flowwright.runtime.reading.Value;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * "Type the 2nd word in the paragraph into the textbox" ({@link dev.flowwright.runtime.reading.CountedWordReading}):
 * the text to type is a word the screen shows, counted in the block of text the step names. The blocks are
 * the lines of running text on screen ({@link #MIN_PARAGRAPH_WORDS} words or more), a line restating the step
 * and a label that ends in a colon (its value follows it) aside; "the paragraph" is the one such block, "the second paragraph" the second in reading order. Words are
 * counted as a reader counts them, their punctuation dropped. Two or more blocks and no count: which one is
 * the person's to say — asked (teach mode) when someone is there, else the step fails naming how many. No
 * block, or too few words in it, and the step fails: a guess typed and submitted does harm.
 */
final class ShownWords {
    private ShownWords() {}

    /** Fewer words than this is a label or a heading, not running text to count in. */
    static final int MIN_PARAGRAPH_WORDS = 3;

    /** A line ending in a colon with at most this many words is a label introducing a value; longer, it is prose introducing more. */
    static final int MAX_LABEL_WORDS = 5;

    /** The blocks of running text on screen in reading order, a line restating the step aside. */
    static List<String> blocks(Screen screen, String step) {
        Set<String> stepWords = StepWords.of(step);
        List<String> out = new ArrayList<>();
        for (String line : screen.context()) {
            if (StepWords.restates(stepWords, line)) continue; // the page saying the step again
            // a short label whose value follows ("Order total:", "Last 10 average:"), not prose; a long line ending in a colon is
            if (line.strip().endsWith(":") && tokens(line).size() <= MAX_LABEL_WORDS) continue;
            if (tokens(line).size() >= MIN_PARAGRAPH_WORDS && !out.contains(line)) out.add(line);
        }
        return out;
    }

    /** The {@code which}th word (−1: the last) of {@code block}, or empty when it has fewer words. */
    static Optional<String> wordOf(String block, int which) {
        List<String> ws = tokens(block);
        int i = which < 0 ? ws.size() - 1 : which - 1;
        return i >= 0 && i < ws.size() ? Optional.of(ws.get(i)) : Optional.empty();
    }

    static StepOutcome run(Intent.TypeShownWord typing, StepContext ctx) {
        String step = ctx.redaction().expand(typing.source());
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        List<String> blocks = blocks(screen, step);
        Optional<String> block = block(ctx, screen, blocks, typing.in());
        if (block.isEmpty()) {
            ctx.account().endTurn(0, "no one block of text to count in");
            return StepOutcome.failed(blocks.isEmpty() ? "the screen shows no block of text to count that word in"
                    : "could not tell which of the " + blocks.size() + " blocks of text on screen is \"the " + typing.in()
                    + "\" to count in — say which (the first paragraph, the second, …)");
        }
        Optional<String> word = wordOf(block.get(), typing.which());
        if (word.isEmpty() || !ctx.mask(word.get()).equals(word.get())) {
            ctx.account().endTurn(0, "no such word");
            return StepOutcome.failed("the " + typing.in() + " on screen has no word at the place the step counts to");
        }
        ctx.remember("the word the step counts to is \"" + word.get() + "\"");
        return Typing.run(List.of(new Intent.TypeInto(typing.source(), new Value(word.get()), typing.field())), ctx);
    }

    /** The block the step names: the counted one, the only one, or the one a person picks. */
    private static Optional<String> block(StepContext ctx, Screen screen, List<String> blocks, String named) {
        Optional<OrdinalWords.Count> count = OrdinalWords.in(named);
        if (count.isPresent()) {
            int i = count.get().n() < 0 ? blocks.size() - 1 : count.get().n() - 1;
            return i >= 0 && i < blocks.size() ? Optional.of(blocks.get(i)) : Optional.empty();
        }
        if (blocks.size() == 1) return Optional.of(blocks.get(0));
        if (blocks.isEmpty()) return Optional.empty();
        List<String> shown = blocks.stream().map(b -> "\"" + ctx.mask(b.length() > 80 ? b.substring(0, 79) + "…" : b) + "\"").toList();
        HumanHandoff.Which which = ctx.handoff().askWhich(ctx.account().path(), "which of these is the " + named + " to count in?",
                ctx.mask(screen.window()), shown);
        ctx.remember("which block is the " + named + ": " + which.note());
        return which.picked().map(blocks::get);
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
