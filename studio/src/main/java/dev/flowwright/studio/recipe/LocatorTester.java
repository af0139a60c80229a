package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.LocatorAttempt;
import dev.flowwright.runtime.recipe.RecipeLocators;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.Target;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The selected step's locators, ranked, with the one that matched last time marked, and "Test this
 * locator" against the screen the live-screen panel shows: the same ladder a replay climbs
 * ({@link RecipeLocators#ladder}), the match count beside the locator, and a unique match outlined on
 * the live screen.
 */
public final class LocatorTester {
    private final ObservableValue<Screen> live;
    private final Consumer<String> highlight;
    private final Supplier<RecipeStep> step;
    private final Supplier<StepResult> lastResult;
    private final ObservableList<LocatorRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final Map<Locator, Integer> tested = new HashMap<>();
    private final StringBinding testBlocked;
    /** The step the shown result is about: another step (or the same one edited) clears it. */
    private RecipeStep resultStep;

    LocatorTester(ObservableValue<Screen> live, Consumer<String> highlight, Supplier<RecipeStep> step, Supplier<StepResult> lastResult) {
        this.live = live;
        this.highlight = highlight;
        this.step = step;
        this.lastResult = lastResult;
        testBlocked = Bindings.createStringBinding(() -> live.getValue() == null
                ? "No live screen yet: Record, Run or Replay to look at the target." : null, live);
        live.addListener((o, was, now) -> {
            tested.clear();
            refresh();
        });
    }

    /** Redraws the rows for the selected step. */
    void refresh() {
        RecipeStep s = step.get();
        if (s != resultStep) {
            resultStep = null;
            result.set("");
        }
        List<LocatorRow> next = new ArrayList<>();
        if (s != null && s.target() != null) {
            StepResult last = lastResult.get();
            int matched = last != null && last.matched() >= 0 ? last.matched() : 0;
            Map<Locator, Integer> replayed = new HashMap<>();
            if (last != null) for (LocatorAttempt a : last.ladder()) replayed.put(a.locator(), a.matches());
            List<Locator> ls = s.target().locators();
            for (int i = 0; i < ls.size(); i++) {
                next.add(new LocatorRow(i, LocatorText.format(ls.get(i)), i == matched, replayed.getOrDefault(ls.get(i), -1),
                        tested.getOrDefault(ls.get(i), -1)));
            }
        }
        rows.setAll(next);
    }

    /** Tries locator {@code index} of the selected step on the live screen; outlines the element when exactly one matches. */
    public void test(int index) {
        RecipeStep s = step.get();
        Screen screen = live.getValue();
        if (screen == null || s == null || s.target() == null || index < 0 || index >= s.target().locators().size()) return;
        Locator l = s.target().locators().get(index);
        Target alone = new Target(s.target().frame(), List.of(l));
        int matches = RecipeLocators.ladder(alone, screen).get(0).matches();
        tested.put(l, matches);
        Optional<Element> hit = matches == 1 ? RecipeLocators.resolve(alone, screen) : Optional.empty();
        highlight.accept(hit.map(Element::ref).orElse(null));
        resultStep = s;
        result.set(LocatorText.format(l) + ": " + words(matches)
                + hit.map(e -> " — " + e.label() + ", outlined on the live screen").orElse(""));
        refresh();
    }

    /** Climbs the whole ladder as a replay would; outlines the element the replay would use. */
    public void testAll() {
        RecipeStep s = step.get();
        Screen screen = live.getValue();
        if (screen == null || s == null || s.target() == null) return;
        List<LocatorAttempt> ladder = RecipeLocators.ladder(s.target(), screen);
        for (LocatorAttempt a : ladder) tested.put(a.locator(), a.matches());
        Optional<Element> hit = RecipeLocators.resolve(s.target(), screen);
        highlight.accept(hit.map(Element::ref).orElse(null));
        int first = -1;
        for (int i = 0; i < ladder.size() && first < 0; i++) if (ladder.get(i).unique()) first = i;
        resultStep = s;
        result.set(first < 0 ? "No locator matches exactly one element: a replay of this step would fail here."
                : "A replay would use locator " + (first + 1) + hit.map(e -> " — " + e.label() + ", outlined on the live screen").orElse(""));
        refresh();
    }

    private static String words(int matches) {
        return matches == 0 ? "no match on the live screen"
                : matches == 1 ? "1 match"
                : matches + " matches: ambiguous, a replay would go on to the next locator";
    }

    public ObservableList<LocatorRow> rows() { return rows; }

    /** What the latest test found, in a sentence. */
    public ReadOnlyStringProperty resultProperty() { return result.getReadOnlyProperty(); }

    /** Why testing is off (no live screen yet), or null. */
    public StringBinding testBlockedProperty() { return testBlocked; }
}
