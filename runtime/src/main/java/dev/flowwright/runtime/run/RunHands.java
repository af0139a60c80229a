package dev.flowwright.runtime.run;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.surface.ScrollDirection;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.time.Instant;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One step's {@link Hands}: the only code of a run that calls a surface's actions (the run's first launch
 * included, {@link #launchAtStart}); a recipe's replay is the only other (LayeringTest holds both to it).
 */
final class RunHands implements Hands {
    private static final Pattern REFERENCE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");

    private final RunState run;
    private final StepAccount account;
    private final Redaction redaction;
    private final LoopGuard loopGuard;

    RunHands(RunState run, StepAccount account, Redaction redaction, LoopGuard loopGuard) {
        this.run = run;
        this.account = account;
        this.redaction = redaction;
        this.loopGuard = loopGuard;
    }

    @Override
    public void act(int turn, Action action) {
        Taken t = actThenCheck(turn, action);
        if (t.failure() != null) {
            t.failed(t.failure().getMessage());
            throw t.failure();
        }
        t.ok("");
    }

    @Override
    public Taken actThenCheck(int turn, Action action) {
        admit(action);
        spend();
        try {
            perform(action);
            return taken(turn, action, null);
        } catch (SurfaceException e) {
            return taken(turn, action, e);
        }
    }

    /** The loop guard and the new-items rule, before anything is spent or done. */
    private void admit(Action action) {
        Element target = action.target();
        loopGuard.check(guarded(action)).ifPresent(r -> {
            account.remember(r.note());
            throw new LoopGuard.Stopped(mask(r.note()));
        });
        if (target != null && action.kind().presses() && NewItems.listed(newItemsListed(), target)) {
            String note = "refused to press " + mask(target.label()) + ": it was already listed before the step \""
                    + run.newItems.newStep() + "\" asked for something new, so it is not the new one";
            account.remember(note);
            throw new NewItems.Refused(note);
        }
    }

    /** Spends one action from the run's budget, ending the run ({@link Stop#ACTION_BUDGET}) when none is left. */
    private void spend() {
        run.control.checkStopped();
        if (run.actions.get() >= run.options.maxActions()) throw RunHalt.actionBudget();
        run.actions.incrementAndGet();
    }

    private void perform(Action a) {
        Element t = a.target();
        switch (a.kind()) {
            case CLICK -> run.surface.press(t);
            case EXPAND -> run.surface.expand(t);
            case SELECT -> run.surface.select(t, a.value());
            case KEY -> run.surface.keyCombo(a.value());
            case DISMISS_COVER -> run.surface.dismissCover();
            case SET_VALUE -> run.surface.setValue(t, a.value());
            case TYPE -> run.surface.type(t, a.value());
            case PASTE -> run.surface.paste(t, a.value(), a.replace());
            case SCROLL -> run.surface.scroll(t, ScrollDirection.DOWN);
            case WAIT -> run.surface.awaitChange(Long.parseLong(a.value()));
            case NAVIGATE -> run.surface.navigate(a.value());
            case LAUNCH -> run.surface.launch(a.value());
        }
    }

    private Taken taken(int turn, Action action, SurfaceException failure) {
        return new Taken() {
            private boolean recorded;

            @Override public SurfaceException failure() { return failure; }

            @Override public void ok(String note) { record(true, note); }

            @Override public void failed(String note) { record(false, note); }

            private void record(boolean ok, String note) {
                if (recorded) throw new IllegalStateException("the action " + action + " was recorded already");
                recorded = true;
                RunHands.this.record(turn, action, ok, note);
            }
        };
    }

    /** Records a taken action, publishes it, and hands a replayable one to the recipe. */
    private void record(int turn, Action action, boolean ok, String note) {
        Element target = action.target();
        ActionRecord.Target t = target == null ? null
                : new ActionRecord.Target(target.ref(), target.role(), mask(target.name()));
        ActionRecord a = new ActionRecord(mask(action.words()), t, ok, mask(note));
        if (!action.kind().typesIntoField()) run.lastTyped = null;
        account.record(a);
        if (ok) loopGuard.acted(guarded(action));
        run.bus.on(new Event.Action(Instant.now(), account.path(), turn, a.action(), target == null ? null : target.ref(),
                target == null ? null : mask(target.label()), ok, a.note()));
        if (!ok) return;
        replayable(turn, action);
        if (action.kind().presses()) run.lastPress = target == null ? action.words().replaceFirst("^press ", "") : mask(target.label());
    }

    /**
     * The recipe's side of an action whose kind says what it did: a click or expand of an element, a scroll,
     * a key combo. Fills, selections and addresses carry a value a replay needs in the flow's own words, so
     * their runners call {@link #acted} themselves; waits and pressing a bare cover have no replayable form.
     */
    private void replayable(int turn, Action action) {
        Element target = action.target();
        switch (action.kind()) {
            case CLICK, EXPAND -> { if (target != null) acted(turn, action.kind(), target, null, Event.Acted.FLOW); }
            case SCROLL -> acted(turn, ActionKind.SCROLL, target, "down", Event.Acted.FLOW);
            case KEY -> { if (target == null) acted(turn, ActionKind.KEY, null, action.value(), Event.Acted.FLOW); }
            default -> { }
        }
    }

    @Override
    public void acted(int turn, ActionKind kind, Element target, String rawValue, String origin) {
        String verb = asRecorded(kind.verb, target);
        String value = rawValue;
        String from = origin;
        if (rawValue != null) {
            StringBuilder b = new StringBuilder();
            Matcher m = REFERENCE.matcher(rawValue);
            while (m.find()) {
                String name = m.group(1);
                boolean secret = run.secrets.has(name) && !run.variables.values().containsKey(name);
                if (secret && run.handoff.suppliedByPerson(name)) from = Event.Acted.HANDOFF;
                m.appendReplacement(b, Matcher.quoteReplacement(secret ? "${secrets." + name + "}" : redaction.expand(m.group())));
            }
            m.appendTail(b);
            value = mask(b.toString());
        }
        run.bus.on(new Event.Acted(Instant.now(), account.path(), turn, verb, EventMasking.element(target, run.secrets), value, from));
    }

    /**
     * A press on a checkbox, radio button or switch is recorded as the state it asks for — {@code check}, or
     * {@code uncheck} for a box that was ticked when it was pressed — so a replay sets the box rather than
     * toggling it, and cannot untick a box the page kept ticked (issue #13 item 7). Any other verb stays.
     */
    static String asRecorded(String verb, Element target) {
        if (!verb.equals("click") || target == null || !target.isTickable()) return verb;
        boolean radio = target.role().contains("radio");
        return !radio && target.has(ElementState.CHECKED) ? "uncheck" : "check";
    }

    @Override public void typedInto(Element field) { run.lastTyped = field; }

    @Override public Element lastTypedInto() { return run.lastTyped; }

    @Override public NewItems newItems() { return run.newItems; }

    @Override
    public Set<String> newItemsListed() { return run.newItems.listedFor(account.path(), account.step() instanceof Step.Enter); }

    @Override public LoopGuard loopGuard() { return loopGuard; }

    /** How the loop guard reads an action (null for scrolls and waits), labelled as notes show it. */
    private LoopGuard.Action guarded(Action action) {
        Element target = action.target();
        return LoopGuard.of(action.kind(), action.detail(), target, target == null ? null : mask(target.label()));
    }

    private String mask(String s) { return run.secrets.mask(s); }

    /** The run's first launch (a browser flow's start page, a desktop flow's application) counts as an action. */
    static void launchAtStart(RunState state) {
        if (!state.options.launchAtStart()) return;
        boolean browser = state.flow.isBrowser();
        if (browser && (state.flow.start() == null || state.flow.start().isBlank())) return;
        if (state.actions.get() >= state.options.maxActions()) throw RunHalt.actionBudget();
        state.actions.incrementAndGet();
        String what = browser ? state.flow.start() : state.flow.app();
        try {
            if (browser) state.surface.navigate(what);
            else state.surface.launch(what);
            state.surface.settle(browser ? SettleKind.FULL : SettleKind.BRIEF);
        } catch (SurfaceException e) {
            String first = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
            // it runs but shows nothing to read: the surface's one line says why and what to set (docs/desktop.md#when-a-window-cannot-be-read)
            if (e.code() == SurfaceError.UNREADABLE) throw new RunHalt(Stop.STEP_FAILED, what + " cannot be read: " + first);
            if (first.length() > 200) first = first.substring(0, 200);
            throw new RunHalt(Stop.STEP_FAILED, what + " could not be opened: " + e.code().name() + " (" + first + ")");
        }
    }
}
