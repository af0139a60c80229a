package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.run.EventMasking;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.ScrollDirection;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Replays a recipe with no decider (docs/recipes.md#replaying): per step, look; the first locator matching exactly one
 * element wins (none or several → the next, every count in the step's ladder); when none does, wait by
 * condition — re-look each time the screen changes, up to {@link Thresholds#REPLAY_FIND_MS}, or until it
 * has held still for {@link Thresholds#REPLAY_QUIET_MS} — then hand
 * the step to the {@link Healer} if there is one, else fail it. Act through the surface, settle, and
 * at the end check {@code expect}. The first failed step stops the replay; the rest are skipped.
 *
 * <p>A {@code manual} step is {@link StepStatus#MANUAL_REQUIRED}: it stops the replay as failed, unless the
 * step names a {@code bypass} and the values say it is in effect ({@link #BYPASS_IN_EFFECT} = {@code true}),
 * when the replay carries on and the expectations decide.
 */
public final class RecipeReplayer {
    /** The value that tells a replay the manual steps' bypasses are wired (e.g. a test build's flag). */
    public static final String BYPASS_IN_EFFECT = "manual.bypassed";

    private final Surface surface;
    private final ReplayOptions options;
    private ReplayValues values;
    /** Old target → the target a heal gave it in this replay: a later step with the same old target reuses it, unasked. */
    private final Map<Target, Target> healedTargets = new java.util.HashMap<>();

    public RecipeReplayer(Surface surface, ReplayOptions options) {
        this.surface = surface;
        this.options = options == null ? ReplayOptions.plain() : options;
    }

    /** The {@code ${name}} / {@code ${secrets.name}} placeholders the recipe uses that {@code values} lacks, as written. */
    public static List<String> missingValues(Recipe recipe, Map<String, String> values) {
        return ReplayValues.missing(recipe, values == null ? Map.of() : values);
    }

    public ReplayReport replay(Recipe recipe) {
        long t0 = System.nanoTime();
        values = new ReplayValues(recipe, options.values());
        healedTargets.clear();
        List<StepResult> results = new ArrayList<>();
        List<String> missing = missingValues(recipe, options.values());
        String stopNote = missing.isEmpty() ? null : "not run: no value for " + String.join(", ", missing)
                + " (supply each as a fact or a secret before replaying)";
        if (stopNote == null) stopNote = open(recipe);
        List<RecipeStep> proposal = new ArrayList<>(recipe.steps());
        boolean healed = false;
        boolean failed = stopNote != null;
        for (int i = 0; i < recipe.steps().size(); i++) {
            RecipeStep step = recipe.steps().get(i);
            if (failed) {
                results.add(new StepResult(i, step, StepStatus.SKIPPED, List.of(), -1, stopNote == null ? "" : stopNote, null, 0));
                stopNote = null;
                continue;
            }
            publish(new Event.StepEvent(Instant.now(), path(i), Event.StepEvent.STARTED, step.action().wire(), describe(step), null, null));
            StepResult r = runStep(i, step);
            results.add(r);
            publish(new Event.StepEvent(Instant.now(), path(i), Event.StepEvent.ENDED, step.action().wire(), describe(step), r.status().word(), r.note()));
            if (r.status() == StepStatus.HEALED) {
                proposal.set(i, r.step());
                healed = true;
            }
            if (r.status() == StepStatus.FAILED || (r.status() == StepStatus.MANUAL_REQUIRED && !bypassed(step))) failed = true;
        }
        List<ExpectationResult> checked = failed ? List.of() : new ExpectationCheck(surface).check(recipe.expect());
        ReplayReport.Outcome outcome = failed || checked.stream().anyMatch(c -> !c.met()) ? ReplayReport.Outcome.FAILED
                : checked.isEmpty() ? ReplayReport.Outcome.UNVERIFIED : ReplayReport.Outcome.PASSED;
        return new ReplayReport(outcome, results, checked, healed ? recipe.withSteps(proposal) : null, (System.nanoTime() - t0) / 1_000_000L);
    }

    /** Opens the recipe's start (an address, or a desktop application); the note when it cannot. */
    private String open(Recipe recipe) {
        if (recipe.start() == null || recipe.start().isBlank()) return null;
        try {
            if (recipe.isBrowser()) surface.navigate(values.expand(recipe.start()));
            else surface.launch(recipe.start());
            surface.settle(recipe.isBrowser() ? SettleKind.QUICK : SettleKind.BRIEF);
            return null;
        } catch (SurfaceException e) {
            return "not run: " + recipe.start() + " could not be opened: " + e.code().name() + " (" + values.mask(firstLine(e.getMessage())) + ")";
        }
    }

    private StepResult runStep(int i, RecipeStep step) {
        long t0 = System.nanoTime();
        try {
            Outcome o = act(i, step);
            byte[] png = options.screenshots() ? screenshot() : null;
            return new StepResult(i, o.step, o.status, o.ladder, o.matched, values.mask(o.note), png, millis(t0));
        } catch (SurfaceException e) {
            byte[] png = options.screenshots() ? screenshot() : null;
            return new StepResult(i, step, StepStatus.FAILED, List.of(), -1,
                    values.mask(e.code().name() + ": " + firstLine(e.getMessage())), png, millis(t0));
        }
    }

    private record Outcome(RecipeStep step, StepStatus status, List<LocatorAttempt> ladder, int matched, String note) {
        static Outcome passed(RecipeStep step, String note) { return new Outcome(step, StepStatus.PASSED, List.of(), -1, note); }
    }

    private Outcome act(int i, RecipeStep step) {
        switch (step.action()) {
            case MANUAL -> {
                String note = "a person must " + step.label() + (step.bypass() == null ? "; no bypass is wired"
                        : bypassed(step) ? "; bypass in effect: " + step.bypass() : "; to replay unattended: " + step.bypass());
                return new Outcome(step, StepStatus.MANUAL_REQUIRED, List.of(), -1, note);
            }
            case NAVIGATE -> {
                surface.navigate(values.expand(step.value()));
                surface.settle(SettleKind.QUICK);
                action(i, "navigate", null);
                return Outcome.passed(step, "opened " + step.value());
            }
            case PRESS -> {
                surface.keyCombo(RecipeKeys.toSurface(step.keys()));
                surface.settle(SettleKind.QUICK);
                action(i, "press " + step.keys(), null);
                return Outcome.passed(step, "pressed " + step.keys());
            }
            case SCROLL -> {
                if (step.target() == null) {
                    surface.scroll(null, direction(step.value()));
                    surface.settle(SettleKind.BRIEF);
                    action(i, "scroll", null);
                    return Outcome.passed(step, "scrolled the page " + direction(step.value()).name().toLowerCase(Locale.ROOT));
                }
            }
            case WAIT -> {
                if (step.target() == null) {
                    surface.settle(SettleKind.FULL);
                    return Outcome.passed(step, "waited for the screen to settle");
                }
            }
            default -> { }
        }
        return onTarget(i, step);
    }

    /** A step on an element: find it (waiting by condition), heal it if every locator misses, then act. */
    private Outcome onTarget(int i, RecipeStep step) {
        if (step.target() == null || step.target().locators().isEmpty()) {
            return new Outcome(step, StepStatus.FAILED, List.of(), -1, "a " + step.action().wire() + " step needs a target with at least one locator");
        }
        Target known = healedTargets.get(step.target());
        if (known != null) {
            // this page version already missed that target once; the heal's answer is tried first
            Found again = find(i, known);
            if (again.element != null) {
                String note = perform(step.withTarget(known), again.element);
                action(i, step.action().wire(), again.element);
                surface.settle(SettleKind.QUICK);
                return new Outcome(step.withTarget(known), StepStatus.HEALED, again.ladder, again.matched,
                        note + " (healed as an earlier step with the same target was, by " + known.locators().get(again.matched).describe() + ")");
            }
        }
        Found found = find(i, step.target());
        if (found.element == null) {
            String ladder = describe(found.ladder);
            if (options.healer() == null) {
                return new Outcome(step, StepStatus.FAILED, found.ladder, -1, "no locator found exactly one element: " + ladder);
            }
            Optional<Target> healed = options.healer().heal(step, surface, options.values());
            if (healed.isEmpty()) {
                return new Outcome(step, StepStatus.FAILED, found.ladder, -1, "no locator found exactly one element (" + ladder + "); the heal found nothing to act on either");
            }
            surface.settle(SettleKind.QUICK);
            healedTargets.put(step.target(), healed.get());
            RecipeStep repaired = step.withTarget(healed.get());
            return new Outcome(repaired, StepStatus.HEALED, found.ladder, -1, "healed: every old locator missed (" + ladder
                    + "); acted on " + healed.get().locators().get(0).describe());
        }
        Element e = found.element;
        String note;
        try {
            note = perform(step, e);
        } catch (SurfaceException covered) {
            if (covered.code() != SurfaceError.NOT_ACTIONABLE || !covered.emptyLayer()) throw covered;
            // an empty backdrop left over a page (a cover, docs/how-a-run-works.md#the-do-loop): press it away, as the run did, and retry once
            surface.dismissCover();
            surface.settle(SettleKind.BRIEF);
            found = find(i, step.target());
            if (found.element == null) throw covered;
            e = found.element;
            note = perform(step, e) + "; an empty layer covered it and was pressed away first";
        }
        action(i, step.action().wire(), e);
        surface.settle(SettleKind.QUICK);
        String by = step.target().locators().get(found.matched).describe();
        return new Outcome(step, StepStatus.PASSED, found.ladder, found.matched, note + " (by " + by + ")");
    }

    private String perform(RecipeStep step, Element e) {
        switch (step.action()) {
            case CLICK -> {
                surface.press(e);
                return "clicked " + e.label();
            }
            case FILL -> {
                String typed = values.expand(step.value());
                values.secrets().typing(typed, e.role(), e.name(), e.hints()); // masked by field from now on
                return Delivery.fill(surface, e, typed, step.value());
            }
            case SELECT -> {
                surface.select(e, values.expand(step.value()));
                return "chose " + step.value() + " in " + e.label();
            }
            case CHECK, UNCHECK -> {
                boolean want = step.action() == RecipeAction.CHECK;
                boolean is = e.has(dev.flowwright.runtime.screen.ElementState.CHECKED);
                if (is == want) return e.label() + " was already " + (want ? "checked" : "unchecked");
                surface.press(e);
                return (want ? "checked " : "unchecked ") + e.label();
            }
            case EXPAND -> {
                if (e.has(dev.flowwright.runtime.screen.ElementState.EXPANDED)) return e.label() + " was already expanded";
                surface.expand(e);
                return "expanded " + e.label();
            }
            case SCROLL -> {
                surface.scroll(e, direction(step.value()));
                return "scrolled " + e.label();
            }
            default -> {
                return "found " + e.label(); // wait with a target: it is on screen
            }
        }
    }

    private record Found(Element element, List<LocatorAttempt> ladder, int matched) {}

    /** Looks until a locator finds exactly one element, re-looking only when the screen changed, within the bound. */
    private Found find(int i, Target target) {
        long deadline = System.nanoTime() + Thresholds.REPLAY_FIND_MS * 1_000_000L;
        boolean lastLook = false;
        while (true) {
            Screen screen = look(i);
            List<LocatorAttempt> ladder = RecipeLocators.ladder(target, screen);
            int at = RecipeLocators.firstUnique(ladder);
            if (at >= 0) {
                Element e = RecipeLocators.matches(target, target.locators().get(at), screen).get(0);
                return new Found(e, ladder, at);
            }
            if (lastLook) return new Found(null, ladder, -1);
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            // a change that came between the look and the wait is not one the wait sees (a dialog that showed
            // just then): when the wait says nothing changed, one more look before giving up
            if (left <= 0 || !surface.awaitChange(Math.min(left, Thresholds.REPLAY_QUIET_MS))) lastLook = true;
            else surface.settle(SettleKind.QUICK);
        }
    }

    private Screen look(int i) {
        Screen s = surface.look();
        publish(new Event.Look(Instant.now(), path(i), 0, EventMasking.screen(s, values.secrets()), "", null));
        return s;
    }

    private void action(int i, String what, Element target) {
        publish(new Event.Action(Instant.now(), path(i), 0, what, target == null ? null : target.ref(),
                target == null ? null : values.mask(target.label()), true, ""));
    }

    private boolean bypassed(RecipeStep step) {
        return step.action() == RecipeAction.MANUAL && step.bypass() != null && "true".equalsIgnoreCase(options.values().get(BYPASS_IN_EFFECT));
    }

    /** The screen after a step, with every element and line of text that shows a secret painted over by the surface. */
    private byte[] screenshot() {
        try {
            List<Element> secret = EventMasking.showingSecrets(surface.look(), values.secrets());
            byte[] png = surface.screenshot(secret, values.secrets().textTest());
            return png == null || png.length == 0 ? null : png;
        } catch (SurfaceException e) {
            return null;
        }
    }

    private void publish(Event e) {
        try {
            options.listener().on(e);
        } catch (RuntimeException ex) {
            System.err.println("flowwright: a replay listener failed: " + ex);
        }
    }

    private static ScrollDirection direction(String value) {
        if (value == null) return ScrollDirection.DOWN;
        return ScrollDirection.valueOf(value.toUpperCase(Locale.ROOT));
    }

    /** How a report names a step: {@code fill role=textbox name="From"}, {@code press Enter}. */
    static String describe(RecipeStep s) {
        if (s.action() == RecipeAction.PRESS) return "press " + s.keys();
        if (s.action() == RecipeAction.MANUAL) return "manual: " + s.label();
        if (s.action() == RecipeAction.NAVIGATE) return "navigate " + s.value();
        String target = s.target() == null || s.target().locators().isEmpty() ? "" : " " + s.target().locators().get(0).describe();
        return s.action().wire() + target + (s.value() == null ? "" : " = " + s.value());
    }

    static String describe(List<LocatorAttempt> ladder) {
        List<String> parts = new ArrayList<>();
        for (LocatorAttempt a : ladder) parts.add(a.describe());
        return String.join("; ", parts);
    }

    private static String path(int i) { return "r" + (i + 1); }

    private static long millis(long t0) { return (System.nanoTime() - t0) / 1_000_000L; }

    private static String firstLine(String s) {
        return s == null ? "" : s.lines().findFirst().orElse("");
    }
}
