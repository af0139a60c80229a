package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.StepRunner;

import dev.flowwright.runtime.steps.enter.CalendarPick;

import dev.flowwright.runtime.steps.enter.EditableFields;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.DoLoop;
import dev.flowwright.runtime.act.target.Grounding;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.ActionKind;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.reading.StepWords;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Optional;
import java.util.Set;

/**
 * {@code choose}: find the option and press it (docs/step-kinds.md#choose). An option already selected is AlreadyDone
 * without a press. When grounding finds nothing, a list box named for {@code what} is typed into to
 * filter it, else a short do loop ({@link Thresholds#CHOOSE_REVEAL_TURNS}) shows the option. The press
 * passes the destructive check; then {@link Reflection} checks the screen shows the choice.
 */
public final class ChooseStep implements StepRunner<Step.Choose> {
    private static final Set<String> FILTER_ROLES = Set.of("combobox", "searchbox", "combo box");

    @Override
    public StepOutcome run(Step.Choose step, StepContext ctx) {
        String what = ctx.redaction().expand(step.what());
        String option = ctx.redaction().expand(step.option());
        // the option is a name to find, not words to weigh: quoted, a placeholder such as "Choose a country"
        // that shares the step's verb and its what cannot outrank the option itself
        String goal = "choose \"" + option + "\" in " + what;
        ctx.account().turnBoundary(0);
        Screen screen = ctx.eyes().look(0, "");
        if (alreadyChosen(screen, option)) {
            // a replay from a fresh start must still choose it (a field already filled is recorded where it must have been filled, docs/recipes.md#recording)
            chosen(screen, option).ifPresent(e -> ctx.hands().acted(0, ActionKind.CLICK, e, null, Event.Acted.PREFILLED));
            ctx.account().endTurn(0, option + " is already selected");
            return StepOutcome.alreadyDone(option + " is already selected in " + what);
        }
        boolean filtered = false;
        Optional<Element> target = ground(ctx, 0, screen, goal, option);
        if (target.isEmpty() && CalendarPick.showsCalendar(screen) && CalendarPick.parse(option).isPresent()) {
            // a date is chosen on the calendar, paged forward to its day; the calendar shows the choice itself
            if (CalendarPick.pick(ctx, 0, screen, what, CalendarPick.parse(option).get())) {
                ctx.account().endTurn(ctx.account().turns(), "picked " + option + " on the calendar");
                return StepOutcome.done("chose " + option + " in " + what + " on the calendar");
            }
            return StepOutcome.failed("the calendar did not reach " + option + " for " + what);
        }
        if (target.isEmpty()) {
            Optional<Element> box = filterBox(screen, what);
            if (box.isPresent()) {
                filtered = typeToFilter(ctx, box.get(), option);
            } else {
                ctx.account().usedLoop("reveal");
                DoLoop.run(ctx, "show the option \"" + option + "\" in " + what,
                        DoLoop.Options.turns(Thresholds.CHOOSE_REVEAL_TURNS).until(s -> shows(s, option)));
            }
            screen = ctx.eyes().look(ctx.account().turns(), "");
            if (alreadyChosen(screen, option) && !filtered) return StepOutcome.done(option + " is selected in " + what);
            target = ground(ctx, ctx.account().turns(), screen, goal, option);
        }
        if (target.isEmpty()) return StepOutcome.failed("no option \"" + option + "\" in " + what + " on screen");
        Element e = target.get();
        Optional<String> refusal = DestructiveCheck.refusal(e, screen, ctx);
        if (refusal.isPresent()) return StepOutcome.failed(refusal.get());
        // an option of a list that selects by text (a native <select>, a GTK combo) is chosen through its
        // list, as a person picking from it does: a click on the option itself is what no user can do, and
        // a recording of it would not say which list was used
        Optional<Element> list = screen.listOf(e).filter(l -> l.can(ElementAction.SELECT));
        if (list.isPresent() && selectIn(ctx, list.get(), e.name())) {
            ctx.account().endTurn(ctx.account().turns(), "selected " + e.name() + " in " + list.get().label());
            return Reflection.afterPress(ctx, ctx.account().turns(), new Reflection.Choice(option, what, list.get(), filtered),
                    StepOutcome.done("chose " + option + " in " + what));
        }
        if (selectsWithoutOpening(e, option) && selectIn(ctx, e, option)) {
            ctx.account().endTurn(ctx.account().turns(), "selected " + option + " in " + e.label());
            return Reflection.afterPress(ctx, ctx.account().turns(), new Reflection.Choice(option, what, e, filtered),
                    StepOutcome.done("chose " + option + " in " + what));
        }
        Presses.Result pressed = Presses.click(ctx, ctx.account().turns(), screen, e);
        if (!pressed.ok()) {
            return StepOutcome.failed("the press of " + e.label() + " did not go through"
                    + (pressed.coverNote() == null ? ": " + pressed.error() : "; " + pressed.coverNote()));
        }
        ctx.account().endTurn(ctx.account().turns(), "pressed " + e.label());
        Optional<StepOutcome> onCalendar = calendarOpened(ctx, screen, option, what);
        if (onCalendar.isPresent()) return onCalendar.get();
        if (!isTheOption(e, option)) {
            // what was pressed opened the list (a drawn dropdown, a menu button): the option is pressed next, as a
            // person picks it from the list that opened — an opened list chose nothing
            Optional<StepOutcome> picked = pickFromOpened(ctx, option, what, filtered);
            if (picked.isPresent()) return picked.get();
        }
        return Reflection.afterPress(ctx, ctx.account().turns(), new Reflection.Choice(option, what, e, filtered),
                StepOutcome.done("chose " + option + " in " + what));
    }

    /** Whether {@code e} is the option itself (named as it), not a list or a button that holds or opens it. */
    static boolean isTheOption(Element e, String option) {
        return Element.comparable(e.name()).equals(Element.comparable(option))
                || (!e.isNamed() && Element.comparable(e.description()).equals(Element.comparable(option)));
    }

    /**
     * After a press that opened a list: the option named as {@code option} among what the look shows now, pressed
     * through the destructive check. Empty when the press chose it already or no such option showed (reflection
     * then says what the screen shows).
     */
    private static Optional<StepOutcome> pickFromOpened(StepContext ctx, String option, String what, boolean filtered) {
        int turn = ctx.account().turns();
        Screen opened = ctx.eyes().look(turn, "");
        if (alreadyChosen(opened, option)) return Optional.empty();
        Grounding.Result r = Grounding.ground(ctx, turn, opened, Grounding.Request.click("choose \"" + option + "\" in " + what,
                x -> isTheOption(x, option) && !x.has(ElementState.DISABLED)));
        if (r.found().isEmpty()) return Optional.empty();
        Element o = r.found().get();
        Optional<String> refusal = DestructiveCheck.refusal(o, opened, ctx);
        if (refusal.isPresent()) return Optional.of(StepOutcome.failed(refusal.get()));
        Presses.Result pressed = Presses.click(ctx, turn, opened, o);
        if (!pressed.ok()) {
            return Optional.of(StepOutcome.failed("the press of " + o.label() + " did not go through"
                    + (pressed.coverNote() == null ? ": " + pressed.error() : "; " + pressed.coverNote())));
        }
        ctx.account().endTurn(turn, "pressed " + o.label() + " in the list that opened");
        return Optional.of(Reflection.afterPress(ctx, ctx.account().turns(), new Reflection.Choice(option, what, o, filtered),
                StepOutcome.done("chose " + option + " in " + what)));
    }

    /**
     * Grounding found the list control rather than the option (a closed combo box, whose options are not
     * on screen until it opens): one that can select by text does it in one action, as a person picking
     * from it would, instead of a press that only opens the list.
     */
    static boolean selectsWithoutOpening(Element e, String option) {
        return e.can(ElementAction.SELECT) && !Element.comparable(e.name()).equals(Element.comparable(option))
                && !"option".equals(e.role()) && !"menuitem".equals(e.role());
    }

    private static boolean selectIn(StepContext ctx, Element list, String option) {
        try {
            ctx.hands().act(ctx.account().turns(), Action.select(list, option, option));
            ctx.hands().acted(ctx.account().turns(), ActionKind.SELECT, list, option, Event.Acted.FLOW);
            // a choice in one list may load the next one from the server (a dependent dropdown):
            // settled like a press, network quiet included
            ctx.eyes().settle(SettleKind.FULL);
            return true;
        } catch (SurfaceException e) {
            ctx.remember("could not select " + option + " in " + list.label() + ": " + e.getMessage());
            return false;
        }
    }

    /**
     * A press that brought a calendar up for a date option opened the picker; it chose nothing (docs/step-kinds.md#enter:
     * a date with nothing to type into is picked on the calendar). The day is picked there, paged to.
     */
    private static Optional<StepOutcome> calendarOpened(StepContext ctx, Screen before, String option, String what) {
        var date = CalendarPick.parse(option);
        if (date.isEmpty() || CalendarPick.showsCalendar(before)) return Optional.empty();
        Screen after = ctx.eyes().look(ctx.account().turns(), "");
        if (!CalendarPick.showsCalendar(after) || alreadyChosen(after, option)) return Optional.empty();
        ctx.remember("the press opened a calendar: the day is picked on it");
        if (CalendarPick.pick(ctx, ctx.account().turns(), after, what, date.get())) {
            ctx.account().endTurn(ctx.account().turns(), "picked " + option + " on the calendar");
            return Optional.of(StepOutcome.done("chose " + option + " in " + what + " on the calendar"));
        }
        return Optional.of(StepOutcome.failed("the calendar did not reach " + option + " for " + what));
    }

    /**
     * The option itself, or a control that opens or holds it. Another option is never a candidate: a
     * placeholder such as "Choose a country" shares the step's verb, and choosing it instead of "Munich"
     * undoes an earlier choice.
     */
    private static Optional<Element> ground(StepContext ctx, int turn, Screen screen, String goal, String option) {
        Grounding.Result r = Grounding.ground(ctx, turn, screen, Grounding.Request.click(goal, e -> mayHold(e, option)));
        return r.found();
    }

    static boolean mayHold(Element e, String option) {
        if (!Screen.ITEM_ROLES.contains(e.role())) return true;
        // a menu item that opens a submenu holds options of its own
        if (e.can(ElementAction.EXPAND) || e.has(ElementState.COLLAPSED) || e.has(ElementState.EXPANDED)) return true;
        String name = Element.comparable(e.name());
        String want = Element.comparable(option);
        return !want.isEmpty() && (name.contains(want) || (name.length() >= 3 && want.contains(name)));
    }

    /** An element named exactly like the option that shows itself selected or checked. */
    static boolean alreadyChosen(Screen screen, String option) {
        return chosen(screen, option).isPresent();
    }

    private static Optional<Element> chosen(Screen screen, String option) {
        String want = Element.comparable(option);
        return screen.elements().stream().filter(e -> Element.comparable(e.name()).equals(want)
                && (e.has(ElementState.SELECTED) || e.has(ElementState.CHECKED))).findFirst();
    }

    private static boolean shows(Screen s, String option) {
        String want = Element.comparable(option);
        return s.elements().stream().anyMatch(e -> Element.comparable(e.name()).contains(want));
    }

    /** A list box named for what is chosen (sharing a word with it): typing filters its list. */
    private static Optional<Element> filterBox(Screen screen, String what) {
        Set<String> words = StepWords.of(what);
        return screen.elements().stream()
                .filter(e -> FILTER_ROLES.contains(e.role()) && EditableFields.isField(e))
                .filter(e -> StepWords.overlap(words, e.name() + " " + e.description()) > 0)
                .findFirst();
    }

    private static boolean typeToFilter(StepContext ctx, Element box, String option) {
        ctx.account().usedLoop("filter");
        try {
            ctx.hands().act(ctx.account().turns(), Action.type(box, option, "type to filter"));
            ctx.hands().acted(ctx.account().turns(), ActionKind.TYPE, box, option, Event.Acted.FLOW);
            ctx.hands().typedInto(box);
            ctx.eyes().settle(SettleKind.FULL);
            return true;
        } catch (SurfaceException e) {
            ctx.remember("could not type into " + box.label() + " to filter it: " + e.getMessage());
            return false;
        }
    }
}
