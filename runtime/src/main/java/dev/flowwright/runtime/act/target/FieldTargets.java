package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.reading.FocusReading;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A step that puts the cursor in a field ({@link FocusReading}: "Focus into the textbox.", "click into the
 * search field", "put the cursor in the 2nd input"): a click is how a person focuses a field, so for such a
 * step the editable fields are clickable candidates although a field offers no click of its own. When the
 * step names only a kind of field ("the textbox", "the text field", "the input") and exactly one such
 * field is on offer, it is that one without asking — an unlabelled field has nothing a description could
 * match; with more than one, "the 2nd …" is counted by {@link Ordinals} and anything else is asked.
 */
public final class FieldTargets {
    private FieldTargets() {}

    /** True when the step asks for the cursor to be put in a field. */
    static boolean focusing(String goal) { return FocusReading.asks(goal); }

    /** True for an element a person types into. */
    static boolean editable(Element e) {
        return e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT);
    }

    /**
     * For a step that puts the cursor in a field the rules here or {@link Ordinals} pick out ("the textbox",
     * "the 2nd input"): a test of a look that holds once that very field has the focus — the click's effect
     * read off the field, as {@link Ordinals#chosen} reads a choice. Empty for any other step.
     */
    public static Optional<java.util.function.Predicate<Screen>> focused(String goal) {
        if (!focusing(goal)) return Optional.empty();
        Grounding.Request request = Grounding.Request.click(goal, e -> true);
        return Optional.of(screen -> resolve(screen, request).or(() -> Ordinals.resolve(screen, request))
                .flatMap(Grounding.Result::found)
                .map(e -> e.has(ElementState.FOCUSED))
                .orElse(false));
    }

    /** The only field on offer when the step names nothing but a kind of field; empty otherwise. */
    static Optional<Grounding.Result> resolve(Screen screen, Grounding.Request request) {
        if (request.needed() != ElementAction.CLICK || !FocusReading.onlyAKind(request.goal())) {
            return Optional.empty();
        }
        List<Element> fields = screen.elements().stream()
                .filter(e -> editable(e) && request.offers(e) && !e.has(ElementState.DISABLED) && request.allowed().test(e))
                .toList();
        if (fields.size() != 1) return Optional.empty();
        return Optional.of(new Grounding.Result.Found(fields.get(0), 1.0, "the only field"));
    }
}
