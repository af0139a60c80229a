package dev.flowwright.runtime.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.flow.Variables;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.StateText;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceException;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Everything a step runner gets: the surface, the asker (budgeted), secrets, variables, the event bus,
 * run control, the flow's stop_before phrases, the run's history lines, the handoff — and the step's
 * own account (actions, turns, loops) that becomes its {@link StepReport}. One per step; a child step
 * (inside if / repeat_until) gets its own through {@link #runChild}.
 */
public final class StepContext {
    private final RunState run;
    private final String path;
    private final Step step;
    private final String text;
    private final String kind;
    private final List<ActionRecord> actions = new ArrayList<>();
    private final List<String> loops = new ArrayList<>();
    private final LoopGuard loopGuard = new LoopGuard();
    private final int callsAtStart;
    private int turns;
    private Double confidence;
    // the last rendered state: one look is asked about several times in a turn (judge, grounding)
    private Screen stateScreen;
    private String stateStep;
    private int stateHistory = -1;
    private JsonNode stateCache;
    private dev.flowwright.runtime.screen.ChangeNote.Change stateChange;

    StepContext(RunState run, String path, Step step, String text, String kind) {
        this.run = run;
        this.path = path;
        this.step = step;
        this.kind = kind;
        this.text = run.secrets.mask(text);
        this.callsAtStart = run.modelCalls.get();
    }

    // ---- the run's wiring ----

    public Surface surface() { return run.surface; }

    public Secrets secrets() { return run.secrets; }

    public RunOptions options() { return run.options; }

    public HumanHandoff handoff() { return run.handoff; }

    /** The flow's application: "browser" or a desktop application name. */
    private String app() { return run.flow.app(); }

    /** Every stop_before phrase anywhere in the flow (expanded, masked): the destructive check reads them. */
    public List<String> stopBefore() { return List.copyOf(run.stopBefore); }

    /** The run's explicit permission ({@code allow:} and {@code --allow}), each entry stripped, no repeats. */
    public List<String> allowed() { return run.allow; }

    /** The dialog the task itself opened, shared across steps. */
    public TaskDialog taskDialog() { return run.taskDialog; }

    // ---- variables ----

    /** The run's variables now (never secrets): values read by earlier steps are here. */
    public Variables variables() { return run.variables; }

    /** Keeps a value a step read ({@code into}) for later steps. */
    public void setVariable(String name, String value) { run.variables = run.variables.with(name, value); }

    /** Only for text about to be typed into a field: secrets revealed too. Never log, send or show the result. */
    public String expandForTyping(String s) { return run.variables.expandForTyping(s); }

    /**
     * Substitutes ordinary variables into model-visible text. A secret (or an unknown name) stays as
     * {@code ${name}}: secrets are never expanded into text a model or a log sees.
     */
    public String expand(String s) { return s == null ? null : StepTexts.expand(s, run); }

    public String mask(String s) { return run.secrets.mask(s); }

    // ---- history and pending ----

    /** The run's recent history lines, newest last (at most RECENT_ACTIONS), masked. */
    public List<String> history() {
        List<String> h = run.history;
        int n = dev.flowwright.runtime.Thresholds.RECENT_ACTIONS;
        return List.copyOf(h.subList(Math.max(0, h.size() - n), h.size()));
    }

    /** Adds a line to the run's history ("after the last action: …", "that made things worse; undid it"). */
    public void remember(String line) { run.history.add(mask(line)); }

    /** What a stop_before held back, in the flow's words. */
    public void addPending(String what) { run.pending.add(mask(what)); }

    // ---- the step ----

    public String path() { return path; }

    public Step step() { return step; }

    /** The step's text as written, expanded and masked. */
    public String text() { return text; }

    /** Turns counted so far in this step. */
    public int turns() { return turns; }

    /** The boundary before turn {@code turn}: run control holds or stops the run here. */
    public void turnBoundary(int turn) { run.control.atTurn(path, turn); }

    /** A turn ended: counts it and publishes a one-line summary. */
    public void endTurn(int turn, String summary) {
        turns++;
        run.bus.on(new Event.Turn(Instant.now(), path, turn, mask(summary)));
    }

    /** Looks at the application and publishes the look (masked) with the change note. */
    public Screen look(int turn, String changeNote) {
        run.control.checkStopped();
        Screen s = run.surface.look();
        publishLook(turn, s, changeNote);
        if (s.surface() == dev.flowwright.runtime.screen.SurfaceKind.NONE) s = unlessGone(turn, s);
        return s;
    }

    /**
     * A blank look after a press: the application gets {@link dev.flowwright.runtime.Thresholds#APP_GONE_GRACE_MS}
     * to show a window again; still blank, it is gone (it quit after that press) and the run stops here
     * (issue #12 item 9) — no turn is spent on an application that is not there.
     */
    public Screen unlessGone(int turn, Screen blank) {
        if (blank.surface() != dev.flowwright.runtime.screen.SurfaceKind.NONE || run.lastPress == null) return blank;
        run.surface.awaitChange(dev.flowwright.runtime.Thresholds.APP_GONE_GRACE_MS);
        Screen again = run.surface.look();
        if (again.surface() != dev.flowwright.runtime.screen.SurfaceKind.NONE) {
            publishLook(turn, again, "");
            return again;
        }
        String app = blank.app().isBlank() ? app() : blank.app();
        throw new RunHalt(Stop.STEP_FAILED, "the application " + app + " is gone (it quit after pressing " + run.lastPress
                + "): its window could not be read again; the run stops here");
    }

    public void publishLook(int turn, Screen s, String changeNote) {
        publishLook(turn, s, changeNote, dev.flowwright.runtime.screen.Fingerprint.of(s));
    }

    /** {@link #publishLook(int, Screen, String)} with the look's fingerprint already taken; the loop guard sees it. */
    public void publishLook(int turn, Screen s, String changeNote, String fingerprint) {
        loopGuard.looked(fingerprint);
        run.bus.on(new Event.Look(Instant.now(), path, turn, EventMasking.screen(s, run.secrets), mask(changeNote), null));
    }

    /**
     * Asks through the run's asker, charged to the model budget. A spent budget ends the run
     * ({@link Stop#MODEL_BUDGET}), and so does a failed decision service ({@link Stop#DECIDER_FAILED}): its
     * failure is never an answer. Any other failure is an empty ballot, so callers fail closed.
     */
    public Ballot ask(int turn, String purpose, JsonNode state, Map<String, Question> questions) {
        run.control.checkStopped();
        if (run.modelCalls.get() >= run.options.maxModelCalls()) throw modelBudget();
        int before = run.modelCalls.get();
        try {
            Ballot b = run.asker.ask(new AskContext(path, turn, mask(purpose)), state, questions);
            if (run.modelCalls.get() == before) run.modelCalls.incrementAndGet();
            return b == null ? Ballot.empty() : b;
        } catch (DecisionException e) {
            if (e.code() == DecisionException.Code.BUDGET) throw modelBudget();
            if (e.code() == DecisionException.Code.INTERRUPTED) run.control.checkStopped();
            if (e.deciderFailure()) throw RunHalt.deciderFailed(mask(e.getMessage()));
            remember("a decision could not be had (" + e.code().name().toLowerCase() + "): " + e.getMessage());
            return Ballot.empty();
        }
    }

    /**
     * Asks like {@link #ask}, and holds each question with a bar to the evidence gate (widened and
     * duelled first when the asker deliberates). A failed decision is an empty ballot whose questions
     * all deliberate, so a caller that acts only on an accepted verdict fails closed.
     */
    public GatedBallot askGated(int turn, String purpose, JsonNode state, Map<String, Question> questions,
                                Map<String, EvidenceGate.Bar> bars) {
        run.control.checkStopped();
        if (run.modelCalls.get() >= run.options.maxModelCalls()) throw modelBudget();
        int before = run.modelCalls.get();
        try {
            GatedBallot g = run.asker.askGated(new AskContext(path, turn, mask(purpose)), state, questions, bars);
            if (run.modelCalls.get() == before) run.modelCalls.incrementAndGet();
            return g == null ? new GatedBallot(Ballot.empty(), Map.of(), Map.of()) : g;
        } catch (DecisionException e) {
            if (e.code() == DecisionException.Code.BUDGET) throw modelBudget();
            if (e.code() == DecisionException.Code.INTERRUPTED) run.control.checkStopped();
            if (e.deciderFailure()) throw RunHalt.deciderFailed(mask(e.getMessage()));
            remember("a decision could not be had (" + e.code().name().toLowerCase() + "): " + e.getMessage());
            return new GatedBallot(Ballot.empty(), Map.of(), Map.of());
        }
    }

    /** Whether the evidence gate decides (deliberation on, the default) rather than the single-number bars. */
    public boolean gated() { return run.options.deliberation(); }

    /** The hints earlier runs gave this run for {@code purpose} in this flow's application. */
    public List<GroundingHint> memory(String purpose) {
        List<GroundingHint> out = new ArrayList<>();
        for (GroundingHint h : run.options.memory()) if (h.isFor(app(), purpose)) out.add(h);
        return out;
    }

    /** Learns that {@code e} served {@code purpose}: the report hands it to later runs (masked). */
    public void learn(String purpose, Element e) {
        if (e == null || !e.isNamed()) return;
        String name = mask(e.name());
        if (!name.equals(e.name())) return; // a control named by a secret is not remembered
        run.learned.remove(purpose);
        run.learned.put(purpose, new GroundingHint(app(), mask(purpose), e.role(), name, e.path().stream().map(this::mask).toList()));
    }

    /** Forgets what was learned for {@code purpose} when it was {@code e} (its press was undone). */
    public void unlearn(String purpose, Element e) {
        GroundingHint h = run.learned.get(purpose);
        if (h != null && e != null && h.matches(e)) run.learned.remove(purpose);
    }

    /** The state text a request carries for this screen and step (masked; screen text wrapped as data). */
    public JsonNode state(Screen screen, String stepText) { return state(screen, stepText, null); }

    /** The state with what the step's own actions changed since it began (null: nothing to tell yet). */
    public JsonNode state(Screen screen, String stepText, dev.flowwright.runtime.screen.ChangeNote.Change sinceStepBegan) {
        int historySize = run.history.size();
        if (screen == stateScreen && java.util.Objects.equals(stepText, stateStep) && historySize == stateHistory
                && sinceStepBegan == stateChange) return stateCache;
        JsonNode state = StateText.render(screen, StateText.Options.forStep(mask(stepText))
                .withRecentActions(history()).withSecrets(run.secrets).withSinceStepBegan(sinceStepBegan));
        stateScreen = screen;
        stateStep = stepText;
        stateHistory = historySize;
        stateChange = sinceStepBegan;
        stateCache = state;
        return state;
    }

    /** Spends one action from the run's budget, ending the run ({@link Stop#ACTION_BUDGET}) when none is left. */
    public void spendAction() {
        run.control.checkStopped();
        if (run.actions.get() >= run.options.maxActions()) {
            throw RunHalt.actionBudget();
        }
        run.actions.incrementAndGet();
    }

    /**
     * Does one action: spends it from the budget, runs it, records it (ok or not) and publishes it.
     * A {@link SurfaceException} is recorded as a failed action and rethrown.
     */
    public void act(int turn, String action, Element target, Runnable operation) {
        loopGuard.check(guarded(action, target)).ifPresent(r -> {
            remember(r.note());
            throw new LoopGuard.Stopped(mask(r.note()));
        });
        if (target != null && pressing(action) && NewItems.listed(newItemsListed(), target)) {
            String note = "refused to press " + mask(target.label()) + ": it was already listed before the step \""
                    + run.newItems.newStep() + "\" asked for something new, so it is not the new one";
            remember(note);
            throw new NewItems.Refused(note);
        }
        spendAction();
        try {
            operation.run();
        } catch (SurfaceException e) {
            record(turn, action, target, false, e.getMessage());
            throw e;
        }
        record(turn, action, target, true, "");
    }

    /** Records an action (already spent) and publishes it. */
    public void record(int turn, String action, Element target, boolean ok, String note) {
        ActionRecord.Target t = target == null ? null
                : new ActionRecord.Target(target.ref(), target.role(), mask(target.name()));
        ActionRecord a = new ActionRecord(mask(action), t, ok, mask(note));
        if (!action.startsWith("fill") && !action.startsWith("type")) run.lastTyped = null;
        actions.add(a);
        if (ok) loopGuard.acted(guarded(action, target));
        run.bus.on(new Event.Action(Instant.now(), path, turn, a.action(), target == null ? null : target.ref(),
                target == null ? null : mask(target.label()), ok, a.note()));
        if (ok) replayable(turn, action, target);
        if (ok && (action.startsWith("click") || action.startsWith("expand") || action.startsWith("press")))
            run.lastPress = target == null ? action.replaceFirst("^press ", "") : mask(target.label());
    }

    /**
     * The recipe's side of a recorded action whose words say what it did: a click or expand of an element,
     * a scroll, a key combo ("press return", "press escape (undo)"). Fills, selections and addresses carry a
     * value the words do not, so their runners call {@link #acted} themselves; waits and pressing a bare
     * cover have no replayable form.
     */
    private void replayable(int turn, String action, Element target) {
        String verb = action.split(" ", 2)[0];
        if ((verb.equals("click") || verb.equals("expand")) && target != null) {
            acted(turn, verb, target, null, Event.Acted.FLOW);
        } else if (verb.equals("scroll")) {
            acted(turn, "scroll", target, "down", Event.Acted.FLOW);
        } else if (verb.equals("press") && target == null && !action.startsWith("press the cover")) {
            String combo = action.substring("press ".length()).replaceAll(" \\(.*\\)$", "");
            acted(turn, "press", null, combo, Event.Acted.FLOW);
        }
    }

    /**
     * Publishes what a recipe needs from an action that went through (the recorder's input): the element
     * masked, {@code rawValue} as written in the flow with each secret as {@code ${secrets.name}} (never its
     * value) and ordinary variables expanded. A value holding a secret a person typed on a handoff is
     * marked {@link Event.Acted#HANDOFF} whatever {@code origin} says.
     */
    public void acted(int turn, String verb, Element target, String rawValue, String origin) {
        verb = asRecorded(verb, target);
        String value = rawValue;
        String from = origin;
        if (rawValue != null) {
            StringBuilder b = new StringBuilder();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}").matcher(rawValue);
            while (m.find()) {
                String name = m.group(1);
                boolean secret = run.secrets.has(name) && !run.variables.values().containsKey(name);
                if (secret && run.handoff.suppliedByPerson(name)) from = Event.Acted.HANDOFF;
                m.appendReplacement(b, java.util.regex.Matcher.quoteReplacement(secret ? "${secrets." + name + "}" : expand(m.group())));
            }
            m.appendTail(b);
            value = mask(b.toString());
        }
        run.bus.on(new Event.Acted(Instant.now(), path, turn, verb, EventMasking.element(target, run.secrets), value, from));
    }

    /**
     * A press on a checkbox, radio button or switch is recorded as the state it asks for — {@code check}, or
     * {@code uncheck} for a box that was ticked when it was pressed — so a replay sets the box rather than
     * toggling it, and cannot untick a box the page kept ticked (issue #13 item 7). Any other verb stays.
     */
    static String asRecorded(String verb, Element target) {
        if (!verb.equals("click") || target == null || !target.isTickable()) return verb;
        boolean radio = target.role().contains("radio");
        return !radio && target.has(dev.flowwright.runtime.screen.ElementState.CHECKED) ? "uncheck" : "check";
    }

    /**
     * Tells the run its last action typed into {@code field} (the enter step calls this after a delivery):
     * Return may then run a search even over a sheet. Any other recorded action clears it.
     */
    public void typedInto(Element field) { run.lastTyped = field; }

    /** The field the run's last action typed into, or null when its last action was not typing. */
    public Element lastTypedInto() { return run.lastTyped; }

    /** What was already open or listed when a step of this run asked for something new. */
    public NewItems newItems() { return run.newItems; }

    /** The listed items this step's presses are held to (see {@link NewItems#listedFor}). */
    public java.util.Set<String> newItemsListed() {
        return run.newItems.listedFor(path, step instanceof dev.flowwright.runtime.flow.Step.Enter);
    }

    private static boolean pressing(String action) {
        String verb = action.split(" ", 2)[0];
        return verb.equals("click") || verb.equals("expand") || verb.equals("press");
    }

    /** Publishes what a reflection after a choice saw (seed 003): whether the screen holds the choice, and how sure. */
    public void reflected(boolean held, String attempt, boolean contradicted, double confidence) {
        run.bus.on(new Event.Reflect(Instant.now(), path, held, attempt, contradicted, confidence));
    }

    /** The step's loop guard (seed 001): every loop of this step records into and asks the same one. */
    public LoopGuard loopGuard() { return loopGuard; }

    /** How the loop guard reads an action (null for scrolls and waits), labelled as notes show it. */
    private LoopGuard.Action guarded(String action, Element target) {
        return LoopGuard.of(action, target, target == null ? null : mask(target.label()));
    }

    /** Actions this step has taken so far. */
    public List<ActionRecord> actions() { return List.copyOf(actions); }

    /** Marks a named loop as used by this step ("obstacle", "undo", "stall", "reflection", …). */
    public void usedLoop(String name) { if (!loops.contains(name)) loops.add(name); }

    public boolean loopEnabled(String name) { return run.options.loopEnabled(name); }

    /** The one number that decided the step, when one did. */
    public void confidence(double c) { confidence = c; }

    /** Runs a child step (of an if or repeat_until) at {@code childPath}, with its own report. */
    public StepOutcome runChild(Step child, String childPath) { return run.executor.run(child, childPath, child.kind()); }

    /** Runs one sub-goal of a compound do step at {@code childPath}: a do step of its own, reported as a "sub-goal". */
    public StepOutcome runSubGoal(String goal, String childPath) {
        return run.executor.run(new Step.Do(goal), childPath, SUB_GOAL);
    }

    /** What events and reports call a compound step's sub-goal. */
    public static final String SUB_GOAL = "sub-goal";

    // ---- for FlowRun ----

    StepReport report(Outcome outcome, String note) {
        return new StepReport(path, kind, text, outcome, turns, run.modelCalls.get() - callsAtStart,
                actions, loops, confidence, mask(note));
    }

    private RunHalt modelBudget() { return RunHalt.modelBudget(); }
}
