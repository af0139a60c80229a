package dev.flowwright.runtime.steps.enter;


import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.ActionKind;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A dropdown slot of an enter step (issue #13 item 7): the field matched for the slot is a list that
 * selects by text (a native {@code <select>}, a GTK combo) rather than a box that takes typing, so its
 * text is picked as an option, the way {@code choose} picks one — never typed, and never a reason to strike
 * every combo box off the step. The option is the one whose text equals the slot's (case and spacing
 * folded), else the only one containing it; anything else fails the step naming the options the list
 * had. A private value (a secret's) is matched exactly only, and its note lists no option: an option
 * that merely contains a secret would show part of it. The option passes the destructive check like any
 * press; the choice is recorded as a {@code select} of the list, settled (a dependent list may load), and
 * read back.
 */
final class SelectSlot {
    private SelectSlot() {}

    sealed interface Result {
        /** The option is selected; {@code verified} when the list read back as showing it. */
        record Chosen(String option, boolean verified) implements Result {}

        /** Nothing was selected, or the list did not take it. */
        record Failed(String note) implements Result {}
    }

    /** A list that selects by option text and takes no typing: its slot is chosen, not typed. */
    static boolean picks(Element field) {
        return field.can(ElementAction.SELECT) && !field.can(ElementAction.SET_VALUE) && !field.can(ElementAction.TYPE_TEXT)
                && !Screen.ITEM_ROLES.contains(field.role());
    }

    /**
     * Chooses {@code text} (already expanded for typing) in {@code list} for {@code slot}. {@code raw} is the
     * slot's text as the flow wrote it (what a recipe of a private value records); {@code secret} says whether
     * it holds a fact's value.
     */
    static Result choose(StepContext ctx, int turn, Screen screen, String slot, Element list, String raw, String text, boolean secret) {
        List<Element> options = optionsOf(screen, list);
        Match m = match(options, text, secret);
        boolean cutShort = options.size() >= Thresholds.MAX_LIST_OPTIONS && m.chosen() == null && m.containing().isEmpty();
        Element option;
        if (options.isEmpty() || cutShort) {
            // the look lists no option (a desktop combo) or may have cut a long list short: the list is asked for
            // the text itself, and the read-back below says whether it took it
            option = synthetic(list, text);
        } else if (m.chosen() == null) {
            return new Result.Failed(ctx.mask(unmatched(slot, list, text, options, m, secret)));
        } else {
            option = m.chosen();
        }
        Optional<String> refusal = DestructiveCheck.refusal(option, screen, ctx);
        if (refusal.isPresent()) return new Result.Failed(ctx.mask(refusal.get()));
        if (secret) ctx.redaction().secrets().typing(text, list.role(), list.name(), list.hints());
        String name = option.name();
        try {
            ctx.hands().act(turn, Action.select(list, name, slot));
        } catch (SurfaceException e) {
            return new Result.Failed(ctx.mask("could not select an option for \"" + slot + "\" in " + list.label() + ": " + e.getMessage()));
        }
        // a recipe replays the option the list holds (a secret stays its placeholder)
        ctx.hands().acted(turn, ActionKind.SELECT, list, secret ? raw : name, Event.Acted.FLOW);
        // a choice in one list may load the next one from the server (a dependent dropdown)
        ctx.eyes().settle(SettleKind.FULL);
        Optional<String> shown;
        try {
            shown = ctx.eyes().readValue(list);
        } catch (SurfaceException e) {
            shown = Optional.empty();
        }
        if (shown.isEmpty() || shown.get().isBlank()) return new Result.Chosen(name, false);
        String got = Element.comparable(shown.get());
        String want = Element.comparable(name);
        boolean holds = secret ? got.equals(want) : got.equals(want) || got.contains(want);
        if (!holds) {
            return new Result.Failed(ctx.mask(list.label() + " did not show the option chosen for \"" + slot + "\" after it was selected"
                    + (secret ? "" : " (it shows \"" + shown.get().strip() + "\")")));
        }
        return new Result.Chosen(name, true);
    }

    /** The options the look listed under {@code list} (a native list's are listed, closed, inside its box). */
    static List<Element> optionsOf(Screen screen, Element list) {
        List<Element> out = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!Screen.ITEM_ROLES.contains(e.role()) || !e.isNamed()) continue;
            if (screen.listOf(e).map(l -> l.ref().equals(list.ref())).orElse(false)) out.add(e);
        }
        return out;
    }

    /** The option chosen, or why none: {@code containing} holds the options that contain the text when several do. */
    record Match(Element chosen, List<Element> containing) {}

    static Match match(List<Element> options, String text, boolean exactOnly) {
        String want = Element.comparable(text);
        for (Element o : options) if (Element.comparable(o.name()).equals(want)) return new Match(o, List.of());
        if (exactOnly || want.isEmpty()) return new Match(null, List.of());
        List<Element> containing = options.stream().filter(o -> Element.comparable(o.name()).contains(want)).toList();
        return containing.size() == 1 ? new Match(containing.get(0), List.of()) : new Match(null, containing);
    }

    private static String unmatched(String slot, Element list, String text, List<Element> options, Match m, boolean secret) {
        if (secret) {
            return "no option of " + list.label() + " is exactly the private value for \"" + slot + "\" (a private value is matched"
                    + " exactly only, and its list's options are not named: one containing it would show part of it)";
        }
        if (m.containing().size() > 1) {
            return "\"" + text + "\" for \"" + slot + "\" is in " + m.containing().size() + " options of " + list.label()
                    + ", not one: " + names(m.containing()) + "; the step names the option exactly to choose one";
        }
        return "no option of " + list.label() + " is \"" + text + "\" for \"" + slot + "\"; its options: " + names(options);
    }

    private static String names(List<Element> options) {
        return String.join(", ", options.stream().map(o -> "\"" + o.name() + "\"").toList());
    }

    /** An option the look did not list, as the destructive check sees it: the text, inside its list. */
    private static Element synthetic(Element list, String text) {
        List<String> path = new ArrayList<>(list.path());
        path.add(list.label());
        return new Element(list.ref(), "option", text, "", null, null, Set.of(ElementAction.CLICK), list.bounds(), path, null);
    }
}
