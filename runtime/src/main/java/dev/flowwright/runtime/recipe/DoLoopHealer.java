package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Asker;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.Surface;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;

/**
 * Heals one step by running it as a one-step flow through the do loop (docs/recipes.md#healing): asked in the
 * imperative with the old label named as possibly changed ({@code Click the button that was labelled
 * "Gonder"}; {@code Enter "${otp}" in the field that was labelled "From"} — the recorded value goes with
 * it, a secret only as its placeholder), and stopped after {@link Thresholds#HEAL_ACTIONS} action: left
 * to run, it would finish the job and the replay would then do it again. The element it acted on gives
 * the new target; the old locators that still fit that element follow the new ones.
 */
public final class DoLoopHealer implements Healer {
    private final Asker asker;
    private final RunListener listener;
    private final List<String> allow;
    private final AtomicInteger decisions = new AtomicInteger();

    /** @param asker how the heal asks (a {@code DecisionMaker} over the chosen decider) */
    public DoLoopHealer(Asker asker) {
        this(asker, e -> { });
    }

    /** @param listener receives the heal's own events (looks, decisions, the one action) */
    public DoLoopHealer(Asker asker, RunListener listener) {
        this(asker, listener, List.of());
    }

    /** @param allow the explicit permission a heal's one action has ({@code replay --heal --allow WORD}); empty for none */
    public DoLoopHealer(Asker asker, RunListener listener, List<String> allow) {
        this.asker = asker;
        this.listener = listener == null ? e -> { } : listener;
        this.allow = allow == null ? List.of() : List.copyOf(allow);
    }

    @Override
    public Optional<Target> heal(RecipeStep step, Surface surface) {
        return heal(step, surface, Map.of());
    }

    @Override
    public Optional<Target> heal(RecipeStep step, Surface surface, Map<String, String> values) {
        if (step.target() == null) return Optional.empty();
        Secrets secrets = new Secrets();
        Map<String, String> vars = new LinkedHashMap<>();
        String value = step.value() == null ? null : asFlowText(step.value(), values, secrets, vars);
        Step healStep = new Step.Do(instruction(step, value));
        String app = "browser".equals(surface.kind()) ? "browser" : surface.kind();
        Flow flow = new Flow("heal", app, null, vars, List.of(healStep), allow);
        AtomicReference<Element> acted = new AtomicReference<>();
        AtomicReference<Screen> seen = new AtomicReference<>();
        RunReport report = RunSetup.flowRun(flow, surface, asker)
                .secrets(secrets)
                .options(RunOptions.defaults().withMaxActions(Thresholds.HEAL_ACTIONS).withLaunchAtStart(false))
                .listener(e -> {
                    if (e instanceof Event.Acted a && a.target() != null) {
                        acted.set(a.target());
                        listOf(a.target(), seen.get()).ifPresent(acted::set);
                    }
                    if (e instanceof Event.Look l && l.screen() != null) seen.set(l.screen());
                })
                .listener(listener)
                .decider("heal")
                .build().run();
        decisions.addAndGet(report.modelCalls());
        Element e = acted.get();
        if (e == null) return Optional.empty();
        // an option is not the list: a select step whose list could not be found from its option is not healed
        if (step.action() == RecipeAction.SELECT && Screen.ITEM_ROLES.contains(e.role())) return Optional.empty();
        return Optional.of(merge(RecipeLocators.targetOf(e), step.target(), e));
    }

    @Override
    public int decisions() { return decisions.get(); }

    /**
     * The list an option belongs to, on the screen the option was seen on: a heal that picked "Germany"
     * in the country list repairs the list's locators, not the option's.
     */
    static Optional<Element> listOf(Element option, Screen screen) {
        return screen == null ? Optional.empty() : screen.listOf(option);
    }

    /** The imperative the do loop is given, naming the old label as possibly changed. */
    static String instruction(RecipeStep step, String value) {
        String thing = thing(step.target());
        String label = oldLabel(step.target());
        String was = label == null ? "the " + thing + " it used" : "the " + thing + " that was labelled \"" + label + "\"";
        return switch (step.action()) {
            case FILL -> "Enter " + quoted(value == null ? "" : value) + " in " + was;
            case SELECT -> "Choose " + quoted(value == null ? "" : value) + " in " + was;
            case CHECK -> "Tick " + was;
            case UNCHECK -> "Untick " + was;
            case EXPAND -> "Expand " + was;
            default -> "Click " + was;
        };
    }

    /** The recipe value in flow spelling: {@code ${secrets.otp}} → {@code ${otp}} kept secret; {@code ${city}} a variable. */
    private static String asFlowText(String value, Map<String, String> values, Secrets secrets, Map<String, String> vars) {
        Matcher m = RecipeReader.PLACEHOLDER.matcher(value);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String name = m.group(2);
            String v = values.get(name);
            if (v != null) {
                if (m.group(1) != null) secrets.put(name, v);
                else vars.put(name, v);
            }
            m.appendReplacement(b, Matcher.quoteReplacement("${" + name + "}"));
        }
        m.appendTail(b);
        return b.toString();
    }

    /** The new locators first, then every old one that still fits the element the heal acted on. */
    static Target merge(Target fresh, Target old, Element acted) {
        List<Locator> out = new ArrayList<>(fresh.locators());
        for (Locator l : old.locators()) if (!out.contains(l) && RecipeLocators.matches(l, acted)) out.add(l);
        return new Target(fresh.frame(), out);
    }

    /** What the step's element was called: its role's name, label, text, placeholder or id — the first there is. */
    static String oldLabel(Target t) {
        for (String kind : List.of(Locator.ROLE, Locator.LABEL, Locator.TEXT, Locator.NAME, Locator.PLACEHOLDER, Locator.FIELD, Locator.TEST_ID, Locator.ID)) {
            for (Locator l : t.locators()) if (l.kind().equals(kind) && l.value() != null && !l.value().isBlank()) return l.value();
        }
        return null;
    }

    /** "button", "link", "field", "checkbox": what a person calls the element, from its recorded role. */
    private static String thing(Target t) {
        String role = t.locators().stream().filter(l -> l.kind().equals(Locator.ROLE)).map(Locator::role).findFirst().orElse("");
        return switch (role) {
            case "textbox", "searchbox", "combobox", "spinbutton", "text" -> "field";
            case "" -> "control";
            default -> role;
        };
    }

    private static String quoted(String s) {
        return s.contains("\"") ? "'" + s + "'" : "\"" + s + "\"";
    }
}
