package dev.flowwright.runtime.act;

import dev.flowwright.runtime.reading.ActionVerbs;

import dev.flowwright.runtime.act.safety.FrontLayer;

import dev.flowwright.runtime.act.safety.HumanOnly;

import dev.flowwright.runtime.act.safety.Grant;

import dev.flowwright.runtime.act.safety.ClosingCheck;

import dev.flowwright.runtime.act.safety.Consent;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.NewItems;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.ChangeNote;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The do loop (docs/how-a-run-works.md#the-do-loop): up to N turns of look → note what the last action changed →
 * judge → done? → clear an obstacle / undo a regression → make the chosen move. The step kinds that need a few
 * turns of free-form work (revealing fields, repairing a choice) call {@link #run} with their own intent.
 */
public final class DoLoop {
    public static final String STALL_NOTE = "the last three actions changed nothing on screen";

    /**
     * @param maxTurns turns before the last look
     * @param until    ends the loop Done as soon as a look satisfies it (null: only the judge ends it)
     * @param theStep  the loop is the step itself (a do step), not a loop a step runs for a part of its work:
     *                 a step that asks for something new records what was already there (see {@link NewItems})
     */
    public record Options(int maxTurns, Predicate<Screen> until, boolean theStep) {
        public static Options turns(int maxTurns) { return new Options(maxTurns, null, false); }

        public Options until(Predicate<Screen> condition) { return new Options(maxTurns, condition, theStep); }

        public Options asTheStep() { return new Options(maxTurns, until, true); }
    }

    private final StepContext ctx;
    private final Options options;
    private final LoopState st;
    private final Moves moves;
    private Screen prev;
    private String prevFingerprint;
    /** The step's first readable look: what its actions changed is measured from here. */
    private Screen first;
    private String firstFingerprint;

    private DoLoop(StepContext ctx, String intent, Options options) {
        this.ctx = ctx;
        this.options = options;
        this.st = new LoopState(intent);
        this.moves = new Moves(ctx, st, this::stall);
    }

    /** Runs the loop for {@code intent}; the outcome is done, already_done or failed with a note saying why. */
    /**
     * Clears something that appeared in the way of a step that is not the do loop's (a form filling whose
     * field went disabled under a popup): the obstacle Choice, as a turn of the loop asks it — never a
     * control the destructive check refuses. True when something was pressed.
     */
    public static boolean clearObstacle(StepContext ctx, int turn, Screen screen, String intent) {
        if (!ctx.account().loopEnabled(RunOptions.OBSTACLE_LOOP)) return false;
        Optional<String> consentOnly = Consent.onlyGrants(screen, new Grant(ctx.allowed()), ctx.account().text());
        if (consentOnly.isPresent()) return false;
        ctx.account().usedLoop("obstacle");
        return Obstacles.dismiss(ctx, turn, screen, new LoopState(intent)).isPresent();
    }

    public static StepOutcome run(StepContext ctx, String intent, Options options) {
        return new DoLoop(ctx, intent, options).run();
    }

    private StepOutcome run() {
        for (int turn = 0; turn < options.maxTurns(); turn++) {
            ctx.account().turnBoundary(turn);
            Screen screen = ctx.eyes().glance();
            String fingerprint = Fingerprint.of(screen);
            // equal fingerprints mean nothing changed: no need to diff the two looks
            String change = prev != null && fingerprint.equals(prevFingerprint) ? ChangeNote.NOTHING_CHANGED : ChangeNote.between(prev, screen, ctx.redaction().secrets());
            ctx.eyes().publishLook(turn, screen, change, fingerprint);
            Optional<StepOutcome> end = turn(turn, screen, fingerprint, change);
            if (end.isPresent()) return learned(withCoverNote(end.get()));
        }
        return learned(withCoverNote(lastLook(options.maxTurns())));
    }

    /** A step that ended well teaches the run which control served each purpose it pressed for. */
    private StepOutcome learned(StepOutcome o) {
        if (o.succeeded()) st.served.forEach(ctx.model()::learn);
        return o;
    }

    /**
     * A dialog that is gone right after the step pressed one of its buttons was answered: pressing OK on
     * a form that is the whole application ends it, and that is the step's effect, not a failure to read.
     */
    private static boolean closedByItsPress(LastAction last) {
        return last != null && last.targeted()
                && (last.surfaceBefore() == SurfaceKind.DIALOG || last.surfaceBefore() == SurfaceKind.ALERT);
    }

    private Optional<StepOutcome> turn(int turn, Screen screen, String fingerprint, String change) {
        if (screen.surface() == SurfaceKind.NONE) {
            if (closedByItsPress(st.last)) {
                ctx.account().endTurn(turn, "the dialog closed");
                return Optional.of(StepOutcome.done("the dialog closed after pressing " + st.last.target().label()));
            }
            if (st.last != null && st.last.targeted() && ClosingCheck.asksToClose(st.intent)) {
                ctx.account().endTurn(turn, "the application closed");
                return Optional.of(StepOutcome.done("the application closed after pressing " + st.last.target().label() + ", as the step asked"));
            }
            // an application that stays unreadable after a press is gone: the run stops (issue #12 item 9)
            ctx.eyes().unlessGone(turn, screen);
            st.blindLooks++;
            st.last = null;
            ctx.remember("the application could not be read");
            ctx.account().endTurn(turn, "blank look");
            if (st.blindLooks >= Thresholds.MAX_BLIND_LOOKS) {
                return Optional.of(StepOutcome.failed("the application could not be read (" + st.blindLooks + " blank looks in a row)"));
            }
            return Optional.empty();
        }
        st.blindLooks = 0;
        if (first == null) {
            first = screen;
            firstFingerprint = fingerprint;
            // new is new: what is open or listed now was not made by this step
            if (options.theStep() && st.newOrCreate) ctx.hands().newItems().before(ctx.account().path(), ctx.account().text(), screen);
            st.listedItems = ctx.hands().newItemsListed();
        }
        LastAction last = st.last;
        st.last = null;
        if (last != null) {
            readBack(last, screen, fingerprint, change);
            // "click on the link "sed."": the press the step names went through, and nothing waits in front
            if (options.theStep() && last.kind() == LastAction.Kind.PRESS && last.targeted()
                    && screen.surface() == first.surface() && PurePress.is(st.intent, last.target())
                    && !PurePress.complains(first, screen)) {
                ctx.account().endTurn(turn, "pressed " + last.target().label());
                return Optional.of(StepOutcome.done("pressed " + last.target().label() + ", which is all the step asks"));
            }
            if (st.unchanged >= Thresholds.STALL_TURNS) return Optional.of(stall(turn, screen, STALL_NOTE));
        }
        if (options.until() != null && options.until().test(screen)) {
            return Optional.of(st.wentThrough == 0 && options.theStep()
                    ? StepOutcome.alreadyDone("the screen already shows what the step asks for")
                    : StepOutcome.done("the screen shows what the loop was for"));
        }
        if (Dismissals.ended(last, prev, screen, st.intent)) {
            return Optional.of(StepOutcome.done("dismissed: the application's own window is back"));
        }
        Optional<String> personOnly = HumanOnly.check(screen);
        if (personOnly.isPresent()) return humanOnly(turn, screen, fingerprint, personOnly.get());
        String lastLabel = last != null && last.targeted() ? "pressing " + last.target().label() : null;
        TurnJudge.Verdict v = TurnJudge.ask(ctx, turn, screen, st, lastLabel != null, lastLabel, sinceBegan(screen));
        String move = v.move();
        // fresh: none of the step's own actions went through yet (a refused press, a wait or a cleared obstacle is none)
        boolean fresh = st.wentThrough == 0;
        boolean cannotFinishYet = st.newOrCreate && fresh;
        boolean finishing = false;
        if ("finished".equals(move)) {
            if (cannotFinishYet) {
                move = Shortcuts.COMBOS.containsKey(String.valueOf(v.shortcut())) && v.shortcutP() >= Thresholds.SHORTCUT_FLOOR
                        ? "shortcut" : "activate";
                ctx.remember("a step that makes something new is not finished before it acts; " + move + " instead");
            } else if (v.completion() < (fresh ? Thresholds.ALREADY_DONE : Thresholds.LEANS_DONE)) {
                move = "activate";
                ctx.remember(String.format("finished was overruled (completion %.2f); activate instead", v.completion()));
            } else {
                finishing = true;
            }
        }
        if (!cannotFinishYet && v.completion() >= (fresh ? Thresholds.ALREADY_DONE : Thresholds.DONE)) finishing = true;
        if (finishing) {
            Optional<StepOutcome> end = finish(turn, screen, fingerprint, fresh, v.completion());
            if (end.isPresent()) return end;
            if ("finished".equals(move)) move = "activate";
        }
        Optional<StepOutcome> end = recoverOrMove(turn, screen, v, move, last);
        prev = screen;
        prevFingerprint = fingerprint;
        st.progressBefore = v.progress();
        ctx.account().endTurn(turn, String.format("completion %.2f, progress %.2f, move %s%s", v.completion(), v.progress(), move,
                st.last == null ? "" : " → " + describe(st.last)));
        return end;
    }

    private Optional<StepOutcome> recoverOrMove(int turn, Screen screen, TurnJudge.Verdict v, String move, LastAction last) {
        boolean dialogInFront = ctx.taskDialog().isOpen();
        if (!dialogInFront && v.blocked() != null && v.blocked() >= Thresholds.BLOCKED
                && st.obstacles < Thresholds.MAX_OBSTACLES && ctx.account().loopEnabled(RunOptions.OBSTACLE_LOOP)) {
            st.obstacles++;
            ctx.account().usedLoop("obstacle");
            Optional<String> consentOnly = Consent.onlyGrants(screen, new Grant(ctx.allowed()), ctx.account().text());
            if (consentOnly.isPresent()) return Optional.of(StepOutcome.failed(consentOnly.get()));
            Obstacles.dismiss(ctx, turn, screen, st).ifPresent(a -> {
                st.last = a;
                st.acted = true;
            });
            return Optional.empty();
        }
        if (!dialogInFront && last != null && last.targeted() && st.undos < Thresholds.MAX_UNDOS && ctx.account().loopEnabled(RunOptions.UNDO_LOOP)) {
            boolean regressed = st.progressBefore >= 0 && st.progressBefore - v.progress() >= Thresholds.REGRESSION;
            boolean unhelpful = v.helped() != null && v.helped() < Thresholds.UNHELPFUL;
            if (regressed || unhelpful) {
                undo(turn, screen, last);
                return Optional.empty();
            }
        }
        return moves.make(turn, screen, move, v);
    }

    /**
     * The screen asks for a check only a person may do: hand the application to a person (with nobody
     * there the run ends needs_human), at most {@link Thresholds#MAX_TAKEOVERS} times a step; the
     * runtime never tries to solve it itself.
     */
    private Optional<StepOutcome> humanOnly(int turn, Screen screen, String fingerprint, String words) {
        if (st.takeovers >= Thresholds.MAX_TAKEOVERS) {
            return Optional.of(StepOutcome.failed("the page still asks for a check only a person may do (" + words + ")"));
        }
        moves.takeover(screen, "the page asks for a check only a person may do (" + words + "); please do it in the application, then say so");
        prev = screen;
        prevFingerprint = fingerprint;
        ctx.account().endTurn(turn, "handed over: a check only a person may do");
        return Optional.empty();
    }

    /** Escape, ban the element that caused it, lift its strike-offs; at most MAX_UNDOS per step. */
    private void undo(int turn, Screen screen, LastAction last) {
        st.undos++;
        ctx.account().usedLoop("undo");
        try {
            ctx.hands().act(turn, Action.key(Shortcuts.ESCAPE).because("undo"));
            ctx.eyes().settle(SettleKind.BRIEF);
        } catch (SurfaceException e) {
            ctx.remember("the undo could not press escape: " + e.getMessage());
        }
        st.banned.add(last.signature());
        st.siblings.lift(last.signature());
        st.served.values().removeIf(e -> Fingerprint.signature(e).equals(last.signature()));
        ctx.remember("that made things worse; undid it");
        st.last = new LastAction(LastAction.Kind.HOUSEKEEPING, null, null, screen.surface(), Shortcuts.ESCAPE);
    }

    /** What the last action did, read from this look: bans, idle counters, strike-offs, the task's dialog. */
    private void readBack(LastAction last, Screen screen, String fingerprint, String change) {
        boolean unchanged = fingerprint.equals(prevFingerprint);
        switch (last.kind()) {
            case WAIT -> {
                if (unchanged) st.idleWaits++;
                else st.idleWaits = 0;
                if (unchanged) ctx.remember("waited; the page settled and nothing changed");
            }
            case SCROLL -> {
                if (unchanged) st.idleScrolls++;
            }
            case PRESS, KEY -> {
                if (unchanged) {
                    st.unchanged++;
                    if (last.signature() != null) st.banned.add(last.signature());
                } else {
                    st.unchanged = 0;
                    st.idleWaits = 0;
                    if (last.target() != null) st.siblings.pressChangedScreen(last.target(), last.signature());
                    if (last.targeted() && st.lastPurpose != null) st.served.put(st.lastPurpose, last.target());
                }
            }
            case HOUSEKEEPING, HUMAN -> {
                if (!unchanged) st.unchanged = 0;
                else if (Shortcuts.ESCAPE.equals(last.combo()) && prev != null) {
                    st.escapeIgnoredBy.add(FrontLayer.label(prev));
                    ctx.remember("Escape changed nothing: " + FrontLayer.label(prev) + " ignores it, so its own controls are the way past it");
                }
            }
        }
        // a wait right after the step's own press (or after such waits) still awaits that press's answer:
        // a dialog that arrives late (the application checked something first) is the press's, not an obstacle
        boolean ownPress = last.mayOpenTaskDialog() || (last.kind() == LastAction.Kind.WAIT && st.awaitingOwnPress);
        st.awaitingOwnPress = ownPress;
        if (!unchanged && ownPress && prev != null && opensDialog(prev, screen)) {
            ctx.taskDialog().opened(FrontLayer.label(screen));
            ctx.remember("the step's own action opened " + FrontLayer.label(screen) + ": it is the task's next stage");
        } else if (ctx.taskDialog().isOpen() && screen.surface() == SurfaceKind.WINDOW && FrontLayer.elements(screen).isEmpty()) {
            ctx.taskDialog().forget();
        }
        ctx.remember("after the last action: " + change);
    }

    /** A dialog came to the front, or on the same surface a layer now covers LAYER_COVERS more controls. */
    private static boolean opensDialog(Screen before, Screen after) {
        if (before.surface() == SurfaceKind.WINDOW && after.surface() != SurfaceKind.WINDOW && after.surface() != SurfaceKind.NONE) return true;
        return covered(after) - covered(before) >= Thresholds.LAYER_COVERS && !FrontLayer.elements(after).isEmpty();
    }

    private static long covered(Screen s) {
        return s.elements().stream().filter(e -> e.has(dev.flowwright.runtime.screen.ElementState.COVERED)).count();
    }

    /**
     * Three unchanged turns, or the loop guard refusing the same action that changed nothing twice: one
     * question whether the result is already showing (unless that loop is off); else the step fails with {@code note}.
     */
    private StepOutcome stall(int turn, Screen screen, String note) {
        ctx.account().usedLoop("stall");
        if (!ctx.account().loopEnabled(RunOptions.COMPLETION_LOOP)) return StepOutcome.failed(note);
        double p = alreadyDone(turn, screen);
        if (p >= Thresholds.DONE) {
            ctx.account().confidence(p);
            return StepOutcome.alreadyDone("the screen already shows the step's result");
        }
        return StepOutcome.failed(note);
    }

    /** After the last turn: one more look; a dismissal that landed counts, else completion must reach DONE. */
    private StepOutcome lastLook(int turns) {
        ctx.account().turnBoundary(turns);
        Screen screen = ctx.eyes().glance();
        ctx.eyes().publishLook(turns, screen, ChangeNote.between(prev, screen, ctx.redaction().secrets()));
        if (Dismissals.ended(st.last, prev, screen, st.intent)) return StepOutcome.done("dismissed: the application's own window is back");
        if (options.until() != null && options.until().test(screen)) return StepOutcome.done("the screen shows what the loop was for");
        double completion = TurnJudge.completionOnly(ctx, turns, screen, st.intent, sinceBegan(screen));
        if (completion < Thresholds.DONE) return StepOutcome.failed("not accomplished after " + turns + " turns");
        // done at the last look needs evidence of the step's own: an action that went through and a screen
        // that is not the one the step began on; without it only an explicit already-done judgement ends it well
        boolean evidence = st.wentThrough > 0 && first != null && !Fingerprint.of(screen).equals(firstFingerprint);
        if (options.theStep() && !evidence) {
            double p = alreadyDone(turns, screen);
            if (p >= Thresholds.ALREADY_DONE) {
                ctx.account().confidence(p);
                return StepOutcome.alreadyDone(String.format("already done: the screen already shows the step's result (%.2f)", p));
            }
            return StepOutcome.failed(String.format("not accomplished after %d turns: %s (completion %.2f, already done %.2f)", turns,
                    st.wentThrough == 0 ? "no action of the step went through" : "nothing on screen changed since the step began", completion, p));
        }
        ctx.account().confidence(completion);
        return StepOutcome.done(String.format("done at the last look (completion %.2f)", completion));
    }

    /**
     * The step would end with none of its own actions gone through. A step that names an action ("click",
     * "select", "enter", "expand", "open", …) ends so only when the explicit already-done question says the
     * screen already shows its result (issue #13 item 4); asked once per screen, a no means act instead.
     */
    private Optional<StepOutcome> finish(int turn, Screen screen, String fingerprint, boolean fresh, double completion) {
        if (fresh && mustAct()) {
            if (fingerprint.equals(st.notAlreadyDoneOn)) return Optional.empty();
            double p = alreadyDone(turn, screen);
            if (p < Thresholds.ALREADY_DONE) {
                st.notAlreadyDoneOn = fingerprint;
                ctx.remember(String.format("the step asks for an action and none was taken; the screen does not clearly show its result already (%.2f): act instead", p));
                return Optional.empty();
            }
            ctx.account().confidence(p);
            return Optional.of(StepOutcome.alreadyDone(String.format("already done: the screen already shows the step's result (%.2f)", p)));
        }
        ctx.account().confidence(completion);
        return Optional.of(ended(fresh, completion));
    }

    /** The loop is a do step whose words ask for an action: it may not end done with none unless explicitly already done. */
    private boolean mustAct() {
        return options.theStep() && ActionVerbs.namesAnAction(st.intent);
    }

    /** The explicit question of "no false done" (docs/how-a-run-works.md#the-do-loop): does the screen already show the result this step is meant to bring about? */
    private double alreadyDone(int turn, Screen screen) {
        var ins = Instructions.of(Ask.ALREADY_DONE,
                "Does the screen already show the result this step is meant to bring about?", ctx.mask(st.intent));
        return ctx.model().ask(turn, "already done?", ctx.eyes().state(screen, st.intent, sinceBegan(screen)), Map.of("already_done", new Question.Noul(ins)))
                .yes("already_done").orElse(0.0);
    }

    /** What the step's own actions changed since its first look; null before it acted (nothing of its own to show). */
    private ChangeNote.Change sinceBegan(Screen screen) {
        return st.acted && first != null && screen.surface() != SurfaceKind.NONE ? ChangeNote.of(first, screen, ctx.redaction().secrets()) : null;
    }

    private StepOutcome ended(boolean fresh, double completion) {
        return fresh ? StepOutcome.alreadyDone(String.format("already done (completion %.2f)", completion))
                : StepOutcome.done(String.format("done (completion %.2f)", completion));
    }

    private StepOutcome withCoverNote(StepOutcome o) {
        if (!o.failed() || st.coverNote == null || o.note().endsWith(st.coverNote)) return o;
        return StepOutcome.failed(o.note() + "; " + st.coverNote);
    }

    private static String describe(LastAction a) {
        return a.kind().name().toLowerCase() + (a.target() != null ? " " + a.target().label() : a.combo() != null ? " " + a.combo() : "");
    }
}
