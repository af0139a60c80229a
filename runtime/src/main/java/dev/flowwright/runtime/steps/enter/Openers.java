package dev.flowwright.runtime.steps.enter;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * When a slot's field does not show, a link or button whose name holds a word of the slot's name (four
 * letters or more, never a word that only names a kind of control) may show it (docs/step-kinds.md#enter): a store's
 * search link for the slot "search". Of several, the first after ranking is offered — on screen before
 * scrolled away, then holding more of the slot's words, then holding its first word, then wrapping no
 * other match — and it is pressed only once Jev agrees at {@link Thresholds#OPENER_FLOOR} that it shows
 * the slot's box: a shared word alone is no reason ("Email us" shares "email").
 */
public final class Openers {
    private Openers() {}

    private static final Set<String> CONTROL_WORDS = Set.of(
            "box", "field", "input", "textbox", "text", "button", "link", "control", "dropdown", "menu", "list",
            "select", "option", "area", "entry");
    private static final Set<String> OPENER_ROLES = Set.of("link", "button", "tab", "menuitem", "page tab", "push button");

    /** The slot's own words, lower case, in order: four letters or more, control words left out. */
    public static List<String> slotWords(String slot) {
        List<String> out = new ArrayList<>();
        for (String w : slot.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (w.length() >= 4 && !CONTROL_WORDS.contains(w) && !out.contains(w)) out.add(w);
        }
        return out;
    }

    /** The candidates holding a slot word, best first. */
    public static List<Element> ranked(Screen screen, String slot) {
        List<String> words = slotWords(slot);
        if (words.isEmpty()) return List.of();
        List<Element> matches = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED) || EditableFields.isField(e)) continue;
            if (!OPENER_ROLES.contains(e.role()) || held(e, words) == 0) continue;
            matches.add(e);
        }
        List<Element> sorted = new ArrayList<>(matches);
        sorted.sort(Comparator
                .comparingInt((Element e) -> e.has(ElementState.OFFSCREEN) ? 1 : 0)
                .thenComparingInt(e -> -held(e, words))
                .thenComparingInt(e -> nameWords(e).contains(words.get(0)) ? 0 : 1)
                .thenComparingInt(e -> wrapsAnother(e, matches) ? 1 : 0));
        return sorted;
    }

    /**
     * Offers the best-ranked candidate not tried yet; presses it when confirmed. True when a press went
     * through (the caller looks again).
     */
    static boolean tryOpen(StepContext ctx, int turn, Screen screen, String slot, String stepText, Set<String> tried) {
        // an item listed before a step asked for something new is no opener: it opens somebody else's item
        Set<String> listed = ctx.hands().newItemsListed();
        Optional<Element> first = ranked(screen, slot).stream().filter(e -> !tried.contains(EditableFields.key(e)))
                .filter(e -> !dev.flowwright.runtime.run.NewItems.listed(listed, e)).findFirst();
        if (first.isEmpty()) return false;
        Element e = first.get();
        tried.add(EditableFields.key(e));
        ObjectNode ins = Instructions.of(Ask.OPENER, "Would pressing " + ctx.mask(e.label()) + " show the box for \""
                + ctx.mask(slot) + "\"? A shared word alone is no reason.", stepText);
        ins.put("slot", ctx.mask(slot));
        ins.put("element", FieldList.line(ctx, e));
        double p = ctx.model().ask(turn, "opener for " + slot, ctx.eyes().state(screen, stepText), Map.of("opener", new Question.Noul(ins)))
                .yes("opener").orElse(0.0);
        if (p < Thresholds.OPENER_FLOOR) {
            ctx.remember(String.format("did not press %s: it may not show the box for \"%s\" (%.2f)", e.label(), slot, p));
            return false;
        }
        Optional<String> refusal = DestructiveCheck.refusal(e, screen, ctx);
        if (refusal.isPresent()) {
            ctx.remember(refusal.get());
            return false;
        }
        ctx.account().usedLoop("opener");
        Presses.Result r = Presses.click(ctx, turn, screen, e);
        if (r.ok()) ctx.remember("pressed " + e.label() + " to show the box for \"" + slot + "\"");
        return r.ok();
    }

    private static int held(Element e, List<String> words) {
        Set<String> names = nameWords(e);
        int n = 0;
        for (String w : words) if (names.contains(w)) n++;
        return n;
    }

    private static Set<String> nameWords(Element e) {
        String name = (e.isNamed() ? e.name() : e.description()).toLowerCase(Locale.ROOT);
        return Set.of(java.util.Arrays.stream(name.split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty()).distinct().toArray(String[]::new));
    }

    /** A control whose name holds another match's whole name: a button wrapping the form, pressed at its centre. */
    private static boolean wrapsAnother(Element e, List<Element> matches) {
        String name = e.name().toLowerCase(Locale.ROOT);
        for (Element other : matches) {
            if (other == e || !other.isNamed()) continue;
            String o = other.name().toLowerCase(Locale.ROOT);
            if (!o.equals(name) && name.contains(o)) return true;
        }
        return false;
    }
}
