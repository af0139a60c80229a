package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.StepWords;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a recipe from a run's events (seed 002, seed 001): every action that went through
 * ({@link Event.Acted}) becomes a step with {@code from} (the flow step it served), its action and the
 * target built from the element it acted on. A value arrives masked: a secret fact as
 * {@code ${secrets.name}}, a value a person typed on a handoff likewise, with a {@code from:} note saying
 * what to wire; a takeover (a person acted) becomes a {@code manual} step; a choice found already made
 * is still recorded where the flow made it. {@code expect} is recorded only when the run completed: a
 * heading the final screen shows that the first did not, and what each passed {@code verify} step saw.
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
    private final Map<String, Screen> lastLookOfStep = new HashMap<>();
    private final List<String> passedVerifies = new ArrayList<>();
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
            lastLookOfStep.put(e.stepPath(), e.screen());
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
        } else if ("verify".equals(e.kind()) && "done".equals(e.outcome())) {
            passedVerifies.add(e.stepPath());
        }
    }

    private void acted(Event.Acted e) {
        String from = stepTexts.get(e.stepPath());
        switch (e.verb()) {
            case "click" -> {
                if (e.target() != null) steps.add(RecipeStep.act(from, RecipeAction.CLICK, target(e.target()), null));
            }
            case "fill", "select" -> {
                if (e.target() == null) return;
                RecipeAction a = e.verb().equals("fill") ? RecipeAction.FILL : RecipeAction.SELECT;
                if (Event.Acted.HANDOFF.equals(e.origin())) from = handoffNote(e.value(), from);
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

    private List<Expectation> expectations() {
        Set<Expectation> out = new LinkedHashSet<>();
        for (String path : passedVerifies) {
            Screen seen = lastLookOfStep.get(path);
            String condition = stepTexts.get(path);
            if (seen == null || condition == null) continue;
            Set<String> words = StepWords.of(condition);
            for (Element e : seen.elements()) {
                if (isHeading(e) && checkable(e.name()) && StepWords.overlap(words, e.name()) > 0) {
                    out.add(Expectation.visible(Locator.role(e.role(), e.name().strip())));
                    break;
                }
            }
        }
        if (lastLook != null && lastLook != firstLook) {
            Set<String> before = new LinkedHashSet<>();
            if (firstLook != null) for (Element e : firstLook.elements()) if (isHeading(e)) before.add(e.name());
            for (Element e : lastLook.elements()) {
                if (out.size() >= MAX_EXPECTATIONS) break;
                if (isHeading(e) && checkable(e.name()) && !before.contains(e.name())) {
                    out.add(Expectation.visible(Locator.role(e.role(), e.name().strip())));
                    break;
                }
            }
        }
        return List.copyOf(out).subList(0, Math.min(out.size(), MAX_EXPECTATIONS));
    }

    private static boolean isHeading(Element e) {
        return "heading".equals(e.role()) && e.isNamed();
    }

    /** Text worth checking: not masked (a secret's placeholder says nothing about the page), not a paragraph. */
    private static boolean checkable(String s) {
        return !s.contains("${") && s.length() <= 120;
    }
}
