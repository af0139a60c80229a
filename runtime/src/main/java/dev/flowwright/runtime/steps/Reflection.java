package dev.flowwright.runtime.steps;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.DoLoop;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * After a choose step ends Done having pressed something, look again before moving on (docs/step-kinds.md#choose). The
 * screen settles it without asking when a tab, radio or option named exactly like the option is not
 * selected while a sibling of its kind is (the Emirates case), or when an option picked from a filtered
 * list still sits there unselected. Otherwise {@code reflects} and {@code strays} are asked and
 * calibrated. Under {@link Thresholds#REFLECT_FLOOR}: one repair loop of {@link Thresholds#REPAIR_TURNS},
 * one second look, and that is final. No answer at all leaves the step standing.
 */
public final class Reflection {
    private Reflection() {}

    static final String FIRST = "first";
    static final String AFTER_REPAIR = "after_repair";

    private static final Set<String> SELECTABLE = Set.of(
            "tab", "page tab", "radio", "radio button", "option", "menuitemradio", "list item", "listitem", "treeitem");

    /** Roles of what an open list offers. */
    private static final Set<String> OFFERED = Set.of("option", "menuitem", "menuitemradio", "list item", "listitem", "treeitem");

    /** What the step chose, and how. */
    record Choice(String option, String what, Element pressed, boolean filtered) {
        String shown() { return option + " in " + what; }
    }

    private record Look(boolean held, double confidence, boolean contradicted, boolean answered) {}

    static StepOutcome afterPress(StepContext ctx, int turn, Choice choice, StepOutcome done) {
        ctx.account().usedLoop("reflection");
        Look first = look(ctx, turn, choice, FIRST);
        if (first.held()) {
            if (first.answered()) ctx.account().confidence(first.confidence());
            return done;
        }
        ctx.remember(first.contradicted()
                ? "reflection: the screen contradicts the choice (" + choice.shown() + " is not the selected one)"
                : String.format("reflection: the screen does not show %s (confidence %.2f)", choice.shown(), first.confidence()));
        String intent = "correct the previous step so the screen shows: " + choice.shown()
                + "; undo anything it changed that was not asked for";
        DoLoop.run(ctx, intent, DoLoop.Options.turns(Thresholds.REPAIR_TURNS));
        Look second = look(ctx, ctx.account().turns(), choice, AFTER_REPAIR);
        ctx.account().confidence(second.confidence());
        if (second.held()) return StepOutcome.done("chose " + choice.shown() + " after one repair");
        return StepOutcome.failed(String.format("reflection: the screen still does not show %s (confidence %.2f)",
                choice.shown(), second.confidence()));
    }

    private static Look look(StepContext ctx, int turn, Choice choice, String attempt) {
        Screen screen = ctx.eyes().look(turn, "");
        Look l = contradiction(screen, choice).isPresent()
                ? new Look(false, 0.0, true, true)
                : ask(ctx, turn, screen, choice);
        ctx.account().reflected(l.held(), attempt, l.contradicted(), l.confidence());
        return l;
    }

    /** The element showing the screen contradicts the choice, without asking anyone. */
    static Optional<Element> contradiction(Screen screen, Choice choice) {
        String want = Element.comparable(choice.option());
        for (Element e : screen.elements()) {
            if (!SELECTABLE.contains(e.role()) || !Element.comparable(e.name()).equals(want) || chosen(e)) continue;
            for (Element sib : screen.elements()) {
                if (sib != e && sib.role().equals(e.role()) && sib.path().equals(e.path()) && chosen(sib)) return Optional.of(e);
            }
        }
        // the option still offered, unchosen, in a list that stayed open after a press of something else (its
        // opener), and no list showing it as its value: the list was opened, nothing was chosen
        Element pressed = choice.pressed();
        boolean listHoldsIt = screen.elements().stream().anyMatch(e -> e.value() != null && Element.comparable(e.value()).equals(want)
                && !OFFERED.contains(e.role()));
        if (pressed != null && !listHoldsIt && !ChooseStep.isTheOption(pressed, choice.option())) {
            for (Element e : screen.elements()) {
                if (OFFERED.contains(e.role()) && Element.comparable(e.name()).equals(want) && !chosen(e)
                        && !e.has(ElementState.OFFSCREEN) && !e.actions().isEmpty()) return Optional.of(e);
            }
        }
        if (choice.filtered() && choice.pressed() != null) {
            Element p = choice.pressed();
            for (Element e : screen.elements()) {
                if (e.role().equals(p.role()) && e.name().equals(p.name()) && e.path().equals(p.path()) && !chosen(e)) return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    private static Look ask(StepContext ctx, int turn, Screen screen, Choice choice) {
        String shown = ctx.mask(choice.shown());
        Map<String, Question> qs = new LinkedHashMap<>();
        ObjectNode reflects = Instructions.of(Ask.REFLECTS, "Does the screen now show this step's choice made, exactly as the step asked: "
                + shown + "?", ctx.account().text());
        ObjectNode strays = Instructions.of(Ask.STRAYS, "Does the screen show a different choice than the step asked (" + shown
                + "), or a change the step never asked for at all, such as a different count, date, or name?", ctx.account().text());
        for (ObjectNode n : new ObjectNode[]{reflects, strays}) {
            n.put("option", ctx.mask(choice.option()));
            n.put("what", ctx.mask(choice.what()));
        }
        qs.put("reflects", new Question.Noul(reflects));
        qs.put("strays", new Question.Noul(strays));
        Ballot b = ctx.model().ask(turn, "reflection", ctx.eyes().state(screen, "choose " + choice.shown()), qs);
        Optional<Double> yes = b.yes("reflects");
        Optional<Double> no = b.yes("strays");
        if (yes.isEmpty() && no.isEmpty()) return new Look(true, 0.0, false, false); // no answer: left standing
        double c = yes.isPresent() && no.isPresent() ? (yes.get() + 1 - no.get()) / 2
                : yes.orElseGet(() -> 1 - no.get());
        return new Look(c >= Thresholds.REFLECT_FLOOR, c, false, true);
    }

    private static boolean chosen(Element e) { return e.has(ElementState.SELECTED) || e.has(ElementState.CHECKED); }

}
