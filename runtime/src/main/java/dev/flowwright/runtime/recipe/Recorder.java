package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.reading.StepWords;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a recipe from a run's events (docs/recipes.md#recording): every action that went through
 * ({@link Event.Acted}) becomes a step with {@code from} (the flow step it served), its action and the
 * target built from the element it acted on. A value arrives masked: a secret fact as
 * {@code ${secrets.name}}, a value a person typed on a handoff likewise, with a {@code from:} note saying
 * what to wire; a takeover (a person acted) becomes a {@code manual} step; a choice found already made
 * is still recorded where the flow made it. {@code expect} is recorded only when the run completed: a
 * heading the final screen shows that the first did not (else a new status line or text, else a field
 * value no step entered, such as a calculator's result), and a heading each passed {@code verify} step
 * saw that shares its words.
 */
public final class Recorder implements RunListener {
    /** At most this many expectations: a recipe checks the outcome, not every line of the last page. */
    static final int MAX_EXPECTATIONS = 3;

    private final String flowFile;
    private String name;
    private String app;
    private String start;
    private final List<RecipeStep> steps = new ArrayList<>();
    private final Map<String, String> stepTexts = new HashMap<>();
    /** What passed verify steps saw, worked out when each passed: a run of hundreds of looks keeps no screens but two. */
    private final Set<Expectation> verified = new LinkedHashSet<>();
    /** Values the run typed or chose (masked as they arrive): shown in a field at the end, they are not an outcome. */
    private final Set<String> entered = new java.util.HashSet<>();
    private String lastLookPath;
    private Screen firstLook;
    private Screen lastLook;
    private boolean completed;

    /**
     * @param flow     the flow being run (name, app, start)
     * @param flowFile the flow file's name as the recipe should mention it, or null
     */
    public Recorder(Flow flow, String flowFile) {
        this.flowFile = flowFile;
        this.name = flow.name();
        this.app = flow.app();
        this.start = flow.isBrowser() ? flow.start() : flow.app();
    }

    @Override
    public synchronized void on(Event event) {
        if (event instanceof Event.RunStarted e) {
            if (e.app() != null) app = e.app();
            if (e.target() != null && "browser".equals(app)) start = e.target();
        } else if (event instanceof Event.StepEvent e) {
            step(e);
        } else if (event instanceof Event.Look e) {
            if (e.screen() == null) return;
            if (firstLook == null) firstLook = e.screen();
            lastLook = e.screen();
            lastLookPath = e.stepPath();
        } else if (event instanceof Event.Acted e) {
            acted(e);
        } else if (event instanceof Event.Handoff e) {
            takeover(e);
        } else if (event instanceof Event.End e) {
            completed = "completed".equals(e.stop());
        }
    }

    private void step(Event.StepEvent e) {
        if (Event.StepEvent.STARTED.equals(e.phase())) {
            stepTexts.put(e.stepPath(), e.text());
        } else if ("verify".equals(e.kind()) && "done".equals(e.outcome()) && e.stepPath().equals(lastLookPath)) {
            expectationOfVerify(lastLook, stepTexts.get(e.stepPath())).ifPresent(verified::add);
        }
    }

    private void acted(Event.Acted e) {
        String from = stepTexts.get(e.stepPath());
        switch (e.verb()) {
            case "click", "check", "uncheck", "expand" -> {
                RecipeAction a = RecipeAction.fromWire(e.verb()).orElseThrow();
                if (e.target() != null) steps.add(RecipeStep.act(from, a, target(e.target()), null));
            }
            case "fill", "select" -> {
                if (e.target() == null) return;
                RecipeAction a = e.verb().equals("fill") ? RecipeAction.FILL : RecipeAction.SELECT;
                if (Event.Acted.HANDOFF.equals(e.origin())) from = handoffNote(e.value(), from);
                if (e.value() != null) entered.add(e.value().strip());
                steps.add(RecipeStep.act(from, a, target(e.target()), e.value()));
            }
            case "press" -> {
                if (e.value() != null) steps.add(RecipeStep.press(from, RecipeKeys.toRecipe(e.value())));
            }
            case "scroll" -> steps.add(RecipeStep.act(from, RecipeAction.SCROLL, e.target() == null ? null : target(e.target()),
                    e.value() == null ? "down" : e.value()));
            case "navigate" -> {
                if (e.value() != null) steps.add(RecipeStep.act(from, RecipeAction.NAVIGATE, null, e.value()));
            }
            default -> { }
        }
    }

    /** A person did something the run could not (a takeover): a manual step, with no bypass until one is wired. */
    private void takeover(Event.Handoff e) {
        if (!"answered".equals(e.phase()) || e.field() != null) return;
        if (!"acted".equals(e.response()) && !"value".equals(e.response())) return;
        // what the person did is what the step asked for; the handoff's reason is why the run could not
        String text = stepTexts.get(e.stepPath());
        String label = text != null && !text.isBlank() ? text
                : e.reason() == null || e.reason().isBlank() ? "a person operated the application here" : e.reason();
        steps.add(RecipeStep.manual("takeover: a person did this during recording; wire a bypass to replay it unattended", label, null));
    }

    private static String handoffNote(String value, String stepText) {
        Set<String> names = new LinkedHashSet<>();
        var m = java.util.regex.Pattern.compile("\\$\\{secrets\\.([A-Za-z_][A-Za-z0-9_]*)}").matcher(value == null ? "" : value);
        while (m.find()) names.add(m.group(1));
        String which = names.isEmpty() ? "this value" : "a secret named " + String.join(", ", names);
        return "handoff: a person typed this value" + (stepText == null ? "" : " for \"" + stepText + "\"")
                + "; supply " + which + " when replaying";
    }

    private static Target target(Element e) {
        return RecipeLocators.targetOf(e);
    }

    /** The recipe so far; {@code expect} only when the run completed. */
    public synchronized Recipe recipe() {
        return new Recipe(Recipe.VERSION, name, flowFile, app, start, steps, completed ? expectations() : List.of());
    }

    /** The heading a passed verify step saw that its condition names, as something a replay can check. */
    private java.util.Optional<Expectation> expectationOfVerify(Screen seen, String condition) {
        if (seen == null || condition == null) return java.util.Optional.empty();
        Set<String> words = StepWords.of(condition);
        return seen.elements().stream().filter(e -> isHeading(e) && checkable(e.name()) && StepWords.overlap(words, e.name()) > 0)
                .findFirst().map(e -> Expectation.visible(Locator.role(e.role(), e.name().strip())));
    }

    private List<Expectation> expectations() {
        Set<Expectation> out = new LinkedHashSet<>(verified);
        if (lastLook != null && lastLook != firstLook) {
            Screen first = firstLook;
            Set<String> before = new LinkedHashSet<>();
            for (Element e : first.elements()) before.add(e.name().strip());
            before.addAll(first.context().stream().map(String::strip).toList());
            // what the run brought about: a new heading, else a new status line or text (only a run that finished records one, docs/recipes.md#recording)
            // else a value a field shows that the run did not type or choose: a calculator's display, a total
            lastLook.elements().stream().filter(e -> isHeading(e) && checkable(e.name()) && !before.contains(e.name().strip()))
                    .findFirst().map(e -> Expectation.visible(Locator.role(e.role(), e.name().strip())))
                    .or(() -> newText(lastLook, before).map(Expectation::text))
                    .or(() -> newValue(lastLook, first, entered).map(Expectation::text))
                    .ifPresent(out::add);
        }
        return List.copyOf(out).subList(0, Math.min(out.size(), MAX_EXPECTATIONS));
    }

    /** The first status or alert message, else static text line, the final screen shows that the first did not. */
    private static java.util.Optional<String> newText(Screen last, Set<String> before) {
        for (Element e : last.elements()) {
            String n = e.name().strip();
            if (("status".equals(e.role()) || "alert".equals(e.role())) && checkable(n) && !n.isEmpty() && !before.contains(n)) {
                return java.util.Optional.of(n);
            }
        }
        for (String line : last.context()) {
            String t = line.strip();
            if (t.length() >= 3 && checkable(t) && !before.contains(t)) return java.util.Optional.of(t);
        }
        return java.util.Optional.empty();
    }

    /** A field value on the final screen that differs from the same field's value on the first and that no step entered. */
    private static java.util.Optional<String> newValue(Screen last, Screen first, Set<String> entered) {
        for (Element e : last.elements()) {
            String v = e.value() == null ? "" : e.value().strip();
            if (v.isEmpty() || !checkable(v) || entered.contains(v)) continue;
            boolean same = first.elements().stream().anyMatch(f -> f.role().equals(e.role()) && f.name().equals(e.name())
                    && f.value() != null && f.value().strip().equals(v));
            if (!same) return java.util.Optional.of(v);
        }
        return java.util.Optional.empty();
    }

    private static boolean isHeading(Element e) {
        return "heading".equals(e.role()) && e.isNamed();
    }

    /** Text worth checking: not masked (a secret's placeholder says nothing about the page), not a paragraph. */
    private static boolean checkable(String s) {
        return !s.contains("${") && s.length() <= 120;
    }
}
