package dev.flowwright.runtime.act;

import dev.flowwright.runtime.reading.ActionVerbs;
import dev.flowwright.runtime.reading.UntickReading;

import dev.flowwright.runtime.act.target.Grounding;

import dev.flowwright.runtime.act.safety.FrontLayer;

import dev.flowwright.runtime.act.safety.DestructiveCheck;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.EvidenceGate;
import dev.flowwright.runtime.decide.Framing;
import dev.flowwright.runtime.decide.GatedBallot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.run.LoopGuard;
import dev.flowwright.runtime.run.NewItems;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.ActionKind;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.ScreenPlace;
import dev.flowwright.runtime.surface.ScrollDirection;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Making the chosen move (docs/how-a-run-works.md#the-do-loop): activate / expand / scroll ground one element,
 * pass the destructive check and press it; shortcut presses a listed key; wait waits; stuck fails; any
 * other answer is noted and nothing is done — a malformed or injected answer fails closed, never a click.
 */
final class Moves {
    private static final Pattern CLOSING = Pattern.compile("\\b(close|dismiss|cancel|exit|hide)\\b", Pattern.CASE_INSENSITIVE);
    /** A control of the task's dialog that commits is never pressed to answer it. */
    private static final Pattern COMMITS = Pattern.compile("\\b(yes|ok|okay|confirm|pay|book|buy|send|delete)\\b", Pattern.CASE_INSENSITIVE);

    static final String STUCK_NOTE = "stuck: nothing on screen and no shortcut can help";
    /** The moves that act on the application: the ones an abstaining gate holds back. */
    private static final java.util.Set<String> ACTING_MOVES = java.util.Set.of("activate", "expand", "scroll", "shortcut");

    /** Where a refused repeat goes: the do loop's stall question (is the result already showing?). */
    interface Stall {
        StepOutcome at(int turn, Screen screen, String note);
    }

    private final StepContext ctx;
    private final LoopState st;
    private final Stall stall;

    Moves(StepContext ctx, LoopState st, Stall stall) {
        this.ctx = ctx;
        this.st = st;
        this.stall = stall;
    }

    /**
     * The loop guard (docs/safety.md#loop-guards) on the move about to be made: the same action that changed nothing twice
     * goes to the stall question (a result already showing ends the loop well); otherwise, and for an
     * A,B,A,B alternation, the whole step stops — thrown, so a loop a step runs for part of its work (a
     * choose step's repair, an enter step's reveal) cannot swallow it. Either way the action is not taken.
     */
    private Optional<StepOutcome> loopGuard(int turn, Screen screen, LoopGuard.Action next) {
        Optional<LoopGuard.Refusal> r = ctx.hands().loopGuard().check(next);
        if (r.isEmpty()) return Optional.empty();
        ctx.account().usedLoop("loop_guard");
        ctx.remember(r.get().note());
        if (r.get().repeat()) {
            StepOutcome o = stall.at(turn, screen, r.get().note());
            if (!o.failed()) return Optional.of(o);
        }
        throw new LoopGuard.Stopped(r.get().note());
    }

    Optional<StepOutcome> make(int turn, Screen screen, String move, TurnJudge.Verdict v) {
        if (move != null && TurnJudge.MOVES.containsKey(move) && !v.offered().contains(move)) {
            ctx.remember("ignored the move answer \"" + move + "\": it was withdrawn in this step; nothing was pressed");
            return Optional.empty();
        }
        if (abstains(v, move)) {
            ctx.remember("the move answer \"" + ctx.mask(move) + "\" was too uncertain to act on (the evidence gate abstained); nothing was pressed");
            return Optional.empty();
        }
        switch (move == null ? "" : move) {
            case "activate":
                return ground(turn, screen, ElementAction.CLICK, ActionKind.CLICK);
            case "expand":
                return ground(turn, screen, ElementAction.EXPAND, ActionKind.EXPAND);
            case "scroll":
                return scroll(turn, screen);
            case "shortcut":
                return shortcut(turn, screen, v);
            case "wait":
                waitMove(turn);
                return Optional.empty();
            case "stuck":
                return stuck(turn, screen);
            case Framing.NONE:
                ctx.remember("no kind of move clearly advances the step (the answer was: none of these); nothing was pressed");
                return Optional.empty();
            default:
                ctx.remember("ignored the move answer \"" + ctx.mask(String.valueOf(move)) + "\": not a move this runtime knows; nothing was pressed");
                return Optional.empty();
        }
    }

    private Optional<StepOutcome> ground(int turn, Screen screen, ElementAction needed, ActionKind kind) {
        Grounding.Request request = new Grounding.Request(st.intent, kind.verb + " to accomplish: " + st.intent, needed, allowed());
        Grounding.Result r = Grounding.ground(ctx, turn, screen, request);
        if (r instanceof Grounding.Result.NothingFits nothing) {
            // teach mode: a person who can answer is asked which candidate it is, rather than left to
            // do the step themselves; their answer becomes a recorded step and the run's memory
            if (nothing.ambiguous() || (ctx.handoff().available() && !nothing.candidates().isEmpty())) {
                return whichOrStop(turn, screen, nothing, request, kind);
            }
            Optional<StepOutcome> behind = lookBehindFolds(turn, screen, request, kind);
            if (behind != null) return behind;
            Optional<StepOutcome> paged = lookOnNextPages(turn, screen);
            if (paged != null) return paged;
            // abstaining twice on a screen that did not change is an answer, not bad luck: stop cleanly
            // rather than ask the same question until the turns run out
            String fingerprint = Fingerprint.of(screen);
            boolean again = fingerprint.equals(st.nothingFitOn);
            st.nothingFitOn = fingerprint;
            if (again && !ctx.handoff().available()) {
                return Optional.of(StepOutcome.failed(nothing.note() + "; asked again on the unchanged screen, nothing fits still"));
            }
            nothingFits(turn, screen, nothing.note());
            return Optional.empty();
        }
        return pressTarget(turn, screen, ((Grounding.Result.Found) r).element(), request.purpose(), kind);
    }

    /**
     * The quoted name the step asks for may be behind a tab or a collapsed section ({@link Folds}): open
     * them in reading order, looking after each, until the name shows — then ground and press it in this
     * move. Null when there is nothing to look behind (the caller goes on as before); empty when the folds
     * were opened and the name did not show, or it showed and its press was made or refused.
     */
    private Optional<StepOutcome> lookBehindFolds(int turn, Screen screen, Grounding.Request request, ActionKind kind) {
        java.util.Set<String> quoted = dev.flowwright.runtime.reading.QuotedNames.in(st.intent);
        Screen now = screen;
        boolean opened = false;
        st.foldsOpened.addAll(Folds.open(screen));
        for (int i = 0; i < Folds.MAX_FOLDS; i++) {
            Optional<Element> fold = Folds.next(now, st.intent, st.foldsOpened);
            if (fold.isEmpty()) break;
            Element f = fold.get();
            st.foldsOpened.add(Folds.key(f));
            if (DestructiveCheck.refusal(f, now, ctx).isPresent()) continue;
            ctx.account().usedLoop("look_behind");
            ctx.remember("\"" + ctx.mask(String.join("\", \"", quoted)) + "\" is not on screen; looking behind " + ctx.mask(f.label()));
            if (!Presses.press(ctx, turn, now, f, ActionKind.CLICK).ok()) continue;
            opened = true;
            st.acted = true;
            now = ctx.eyes().look(turn, "opened " + ctx.mask(f.label()) + " to look for " + ctx.mask(String.join(", ", quoted)));
            if (!Folds.shows(now, quoted)) continue;
            // what showed is the step's own target, pressed as such (the move that looked may have been "expand")
            Grounding.Request press = new Grounding.Request(st.intent, "click to accomplish: " + st.intent, ElementAction.CLICK, allowed());
            Grounding.Result found = Grounding.ground(ctx, turn, now, press);
            if (found instanceof Grounding.Result.Found f2) {
                return pressTarget(turn, now, f2.element(), press.purpose(), ActionKind.CLICK);
            }
            return Optional.empty();
        }
        return opened ? Optional.empty() : null;
    }

    /**
     * The name the step looks for may be on a later page ({@link Pages}): turn the pages with the one "next"
     * control, looking after each, until the name shows — the next turn then finds it on screen. Null when
     * there is nothing to turn (the caller goes on as before); empty when pages were turned.
     */
    private Optional<StepOutcome> lookOnNextPages(int turn, Screen screen) {
        java.util.List<String> names = Pages.names(st.intent);
        if (names.isEmpty() || Pages.shows(screen, names, st.intent)) return null;
        Screen now = screen;
        boolean turned = false;
        while (st.pagesTurned < Pages.MAX_PAGES) {
            Optional<Element> next = Pages.next(now);
            if (next.isEmpty() || DestructiveCheck.refusal(next.get(), now, ctx).isPresent()) break;
            st.pagesTurned++;
            ctx.account().usedLoop("next_page");
            ctx.remember("\"" + ctx.mask(String.join("\", \"", names)) + "\" is not on this page; turning to the next with " + ctx.mask(next.get().label()));
            if (!Presses.press(ctx, turn, now, next.get(), ActionKind.CLICK).ok()) break;
            turned = true;
            st.acted = true;
            now = ctx.eyes().look(turn, "turned the page to look for " + ctx.mask(String.join(", ", names)));
            if (Pages.shows(now, names, st.intent)) break;
        }
        return turned ? Optional.empty() : null;
    }

    /**
     * Look-alikes, rivals nobody can tell apart, or candidates none of which cleared the bar: a person who
     * can answer is asked "which of these is …?" (teach mode) and answers with a candidate or by pointing
     * at another element of the screen; their choice still goes through the destructive check and
     * stop_before like any press. Otherwise — or when they say none, or do not answer in time — the step
     * stops with the note naming the candidates and their probabilities.
     */
    private Optional<StepOutcome> whichOrStop(int turn, Screen screen, Grounding.Result.NothingFits nothing, Grounding.Request request,
                                              ActionKind kind) {
        ctx.remember(nothing.note());
        List<Element> candidates = nothing.candidates().stream().map(Grounding.Candidate::element).toList();
        if (candidates.isEmpty() || !ctx.handoff().available()) return Optional.of(StepOutcome.failed(nothing.note()));
        ctx.account().usedLoop("handoff");
        List<HumanHandoff.Candidate> asked = nothing.candidates().stream()
                .map(c -> new HumanHandoff.Candidate(ScreenPlace.line(c.element(), screen), c.element().ref(), c.p())).toList();
        String question = "which of these is the control to " + ctx.mask(st.intent) + "?";
        // a layer in front covering the page: the author may answer it first (the console's "c")
        String cover = CoverQuestions.canAsk(ctx, st, screen) ? CoverQuestions.covering(screen).orElse(null) : null;
        var which = ctx.handoff().askWhich(ctx.account().path(), turn, request.purpose(), question, screenSummary(screen), asked, cover);
        if (which.answersCover()) return CoverQuestions.ask(ctx, st, turn, screen, null);
        Element chosen;
        if (which.acted()) {
            st.takeovers++;
            tookOver(screen, question); // the person did it in the application: look again
            return Optional.empty();
        }
        if (which.picked().isPresent()) {
            chosen = candidates.get(which.picked().get());
        } else if (which.pointed().isPresent()) {
            // the author pointed at another element of the screen: it must be one this move can act on
            Optional<Element> pointed = screen.byRef(which.pointed().get()).filter(request::offers);
            if (pointed.isEmpty()) {
                return Optional.of(StepOutcome.failed(nothing.note() + "; asked a person, who pointed at an element that cannot be used to "
                        + ctx.mask(request.purpose())));
            }
            chosen = pointed.get();
            ctx.handoff().answered(ctx.account().path(), turn, request.purpose(), question, asked, ScreenPlace.line(chosen, screen));
        } else {
            return Optional.of(StepOutcome.failed(nothing.note() + "; asked a person: " + which.note()));
        }
        ctx.remember("the author said which control it is: " + chosen.label());
        // under a layer in front, the author's answer cannot be pressed: ask about the layer, not the loop
        if (chosen.has(ElementState.COVERED) && CoverQuestions.canAsk(ctx, st, screen)) return CoverQuestions.ask(ctx, st, turn, screen, chosen);
        String coverBefore = st.coverNote;
        st.coverNote = null;
        Optional<StepOutcome> pressed = pressTarget(turn, screen, chosen, request.purpose(), kind);
        if (pressed.isEmpty() && st.coverNote != null) {
            // refused because something lies over it (the look did not say so): a move that already failed is not
            // tried again; the author is asked about what covers it, on the screen as it is now
            Screen now = ctx.eyes().look(turn, "the author's answer " + ctx.mask(chosen.label()) + " is covered");
            if (CoverQuestions.canAsk(ctx, st, now)) return CoverQuestions.ask(ctx, st, turn, now, chosen);
        }
        if (st.coverNote == null) st.coverNote = coverBefore;
        return pressed;
    }

    /** A confident click target overrides a scroll (a press scrolls to its target anyway; scrolling first spent steps getting there); else scroll what grounding picks. */
    private Optional<StepOutcome> scroll(int turn, Screen screen) {
        Grounding.Result click = Grounding.ground(ctx, turn, screen,
                new Grounding.Request(st.intent, "click to accomplish: " + st.intent, ElementAction.CLICK, allowed()));
        if (click instanceof Grounding.Result.Found f && "target".equals(f.how()) && f.confidence() >= Thresholds.ACT) {
            ctx.remember("a confident target overrides the scroll: " + f.element().label());
            return pressTarget(turn, screen, f.element(), "click to accomplish: " + st.intent, ActionKind.CLICK);
        }
        Element target = null;
        if (screen.elements().stream().anyMatch(e -> e.can(ElementAction.SCROLL))) {
            target = Grounding.ground(ctx, turn, screen,
                    new Grounding.Request(st.intent, "scroll to accomplish: " + st.intent, ElementAction.SCROLL, allowed()))
                    .found().orElse(null);
        }
        Element t = target;
        try {
            ctx.hands().act(turn, Action.scroll(t));
            ctx.eyes().settle(SettleKind.FULL);
        } catch (SurfaceException e) {
            ctx.remember("the scroll failed: " + e.getMessage());
            return Optional.empty();
        }
        st.acted = true;
        st.wentThrough++;
        st.last = new LastAction(LastAction.Kind.SCROLL, t, t == null ? null : Fingerprint.signature(t), screen.surface(), null);
        return Optional.empty();
    }

    /** The destructive check, then the press (covers handled); a refusal fails the step with no action. */
    private Optional<StepOutcome> pressTarget(int turn, Screen screen, Element target, String purpose, ActionKind kind) {
        Optional<String> refusal = DestructiveCheck.refusal(target, screen, ctx);
        if (refusal.isPresent()) return Optional.of(StepOutcome.failed(refusal.get()));
        if (NewItems.listed(st.listedItems, target)) {
            // grounding never offers these; an answer that names one anyway is not pressed
            ctx.remember("did not press " + ctx.mask(target.label()) + ": it was already listed before this step, so it is not the new one the step asks for");
            return Optional.empty();
        }
        Optional<StepOutcome> loop = loopGuard(turn, screen, LoopGuard.press(target, ctx.mask(target.label())));
        if (loop.isPresent()) return loop;
        boolean insideTaskDialog = ctx.taskDialog().isOpen() && FrontLayer.contains(target);
        st.pressed(target);
        st.acted = true;
        Presses.Result r = Presses.press(ctx, turn, screen, target, kind);
        String sig = Fingerprint.signature(target);
        if (r.ok()) {
            st.wentThrough++;
            if (insideTaskDialog) ctx.taskDialog().served();
            st.last = new LastAction(LastAction.Kind.PRESS, target, sig, screen.surface(), null);
            st.lastPurpose = purpose;
        } else if (r.coverNote() != null) {
            st.coverNote = r.coverNote();
            st.banned.add(sig);
        } else {
            ctx.remember("the " + kind.verb + " of " + target.label() + " failed: " + r.error());
            st.banned.add(sig);
        }
        return Optional.empty();
    }

    /**
     * Nothing clearly fits. With the task's own dialog in front, ask once which of its controls answers it
     * (never one that commits); else, when a person can answer, hand over; else note it and go on.
     */
    private void nothingFits(int turn, Screen screen, String note) {
        ctx.remember(note);
        if (ctx.taskDialog().isOpen() && !st.dialogAnswerAsked && !"desktop".equals(ctx.eyes().surfaceKind())) {
            st.dialogAnswerAsked = true;
            answerTaskDialog(turn, screen);
            return;
        }
        if (ctx.handoff().available() && st.takeovers < Thresholds.MAX_TAKEOVERS) {
            takeover(screen, "no control on screen clearly fits \"" + st.intent + "\"; please do it in the application, then say so");
        }
    }

    /**
     * The model says nothing on screen and no shortcut can help. A person who can answer is asked to do
     * the step (at most {@link Thresholds#MAX_TAKEOVERS} times a step); with nobody there the step fails
     * with a note saying nothing on screen can help.
     */
    private Optional<StepOutcome> stuck(int turn, Screen screen) {
        if (ctx.handoff().available() && st.takeovers < Thresholds.MAX_TAKEOVERS) {
            takeover(screen, "the automation is stuck on \"" + st.intent + "\": nothing on screen and no shortcut can help; please do it in the application, then say so");
            return Optional.empty();
        }
        return Optional.of(StepOutcome.failed(STUCK_NOTE));
    }

    /** Hands the application to a person; returns when they say they did it (a cancel or no answer ends the run). */
    void takeover(Screen screen, String reason) {
        ctx.account().usedLoop("handoff");
        st.takeovers++;
        ctx.handoff().askTakeover(ctx.account().path(), reason, screenSummary(screen));
        tookOver(screen, reason);
    }

    private void tookOver(Screen screen, String reason) {
        ctx.remember("a person did it in the application: " + reason);
        st.acted = true;
        st.wentThrough++;
        st.last = new LastAction(LastAction.Kind.HUMAN, null, null, screen.surface(), null);
    }

    /**
     * With deliberation on, a move the evidence gate abstains on (won by {@code none}, or weak and split
     * across framings) is not made: only the moves that act are held to this, never finished or stuck.
     */
    private boolean abstains(TurnJudge.Verdict v, String move) {
        if (!ctx.model().gated() || move == null || v.ballot() == null || !ACTING_MOVES.contains(move)) return false;
        return EvidenceGate.gateChoice(v.ballot(), "move", 0.0) == EvidenceGate.Verdict.ABSTAIN;
    }

    private void answerTaskDialog(int turn, Screen screen) {
        List<Element> offered = new ArrayList<>();
        for (Element e : FrontLayer.elements(screen)) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED) || !Grounding.named(e)) continue;
            if (COMMITS.matcher(e.name()).find() || DestructiveCheck.refusal(e, screen, ctx).isPresent()) continue;
            if (FrontLayer.isCloser(e) && !CLOSING.matcher(st.intent).find()) continue;
            offered.add(e);
        }
        if (offered.isEmpty()) return;
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < offered.size(); i++) options.put(Integer.toString(i + 1), Grounding.optionLine(ctx, offered.get(i)));
        ObjectNode ins = Instructions.of(Ask.DIALOG_ANSWER,
                "The step's own action opened this dialog. Which of its controls answers it the way the step wants?", ctx.mask(st.intent));
        Map<String, Question> q = Map.of("dialog_answer", NoneOption.choice(ins, options));
        Optional<Answer.ChoiceAnswer> a;
        if (ctx.model().gated()) {
            GatedBallot g = ctx.model().askGated(turn, "answer the task's dialog", ctx.eyes().state(screen, st.intent), q,
                    Map.of("dialog_answer", EvidenceGate.Bar.choice(Thresholds.DIALOG_ANSWER_FLOOR)));
            a = g.chosen("dialog_answer").map(key -> new Answer.ChoiceAnswer(key, Map.of(key, 1.0), 1.0));
        } else {
            a = NoneOption.picked(ctx.model().ask(turn, "answer the task's dialog", ctx.eyes().state(screen, st.intent), q).choice("dialog_answer"));
        }
        if (a.isEmpty() || a.get().p(a.get().choice()) < Thresholds.DIALOG_ANSWER_FLOOR) return;
        int i;
        try {
            i = Integer.parseInt(a.get().choice()) - 1;
        } catch (NumberFormatException e) {
            return;
        }
        if (i < 0 || i >= offered.size()) return;
        Element answer = offered.get(i);
        st.acted = true;
        Presses.Result r = Presses.click(ctx, turn, screen, answer);
        if (r.ok()) {
            st.wentThrough++;
            ctx.taskDialog().served();
            ctx.remember("answered the task's dialog with " + answer.label());
            st.last = new LastAction(LastAction.Kind.HOUSEKEEPING, answer, Fingerprint.signature(answer), screen.surface(), null);
        }
    }

    private Optional<StepOutcome> shortcut(int turn, Screen screen, TurnJudge.Verdict v) {
        String combo = v.shortcut() == null ? null : Shortcuts.COMBOS.get(v.shortcut());
        if (combo == null || v.shortcutP() < Thresholds.SHORTCUT_FLOOR) {
            ctx.remember("no standard shortcut was likely enough to press");
            return Optional.empty();
        }
        if (!st.keyAllowed(combo)) {
            ctx.remember(combo + " was pressed " + Thresholds.MAX_REPEAT_PRESSES + " times in this step; not again");
            return Optional.empty();
        }
        Optional<String> refusal = Shortcuts.refusal(combo, screen, ctx.hands().lastTypedInto());
        if (refusal.isPresent()) {
            ctx.remember(refusal.get());
            return Optional.empty();
        }
        Optional<StepOutcome> loop = loopGuard(turn, screen, LoopGuard.key(combo));
        if (loop.isPresent()) return loop;
        try {
            ctx.hands().act(turn, Action.key(combo));
            ctx.eyes().settle(Shortcuts.ESCAPE.equals(combo) ? SettleKind.BRIEF : SettleKind.FULL);
        } catch (SurfaceException e) {
            ctx.remember("pressing " + combo + " failed: " + e.getMessage());
            return Optional.empty();
        }
        st.keyPressed(combo);
        st.acted = true;
        st.wentThrough++;
        st.last = new LastAction(LastAction.Kind.KEY, null, null, screen.surface(), combo);
        return Optional.empty();
    }

    private void waitMove(int turn) {
        if (st.idleWaits >= Thresholds.MAX_IDLE_WAITS) {
            ctx.remember("not waiting again: the last waits changed nothing");
            return;
        }
        ctx.hands().act(turn, Action.waitForChange(Thresholds.WAIT_MOVE_MS));
        st.last = new LastAction(LastAction.Kind.WAIT, null, null, null, null);
    }

    /**
     * What grounding may offer: allowed by the loop's memory; with the task's dialog in front, not a
     * covered control behind it, and its close control only for a step that asks to close something.
     */
    private Predicate<Element> allowed() {
        boolean dialog = ctx.taskDialog().isOpen();
        boolean closing = CLOSING.matcher(st.intent).find();
        boolean ticking = ActionVerbs.ticks(st.intent);
        boolean unticking = UntickReading.asks(st.intent);
        boolean expanding = Expansion.asked(st.intent);
        return e -> {
            if (!st.allowed(e)) return false;
            // a step that ticks never presses a box already ticked: the press would untick it
            if (ticking && e.isTickable() && e.has(ElementState.CHECKED)) return false;
            // and one that clears never presses a box already clear: the press would tick it
            if (unticking && e.isTickable() && !e.has(ElementState.CHECKED)) return false;
            // a step that expands never presses what is already expanded: the press would fold it again
            if (expanding && e.has(ElementState.EXPANDED)) return false;
            if (!dialog) return true;
            boolean inside = FrontLayer.contains(e);
            if (!inside && e.has(ElementState.COVERED)) return false;
            return !(inside && FrontLayer.isCloser(e) && !closing);
        };
    }

    private String screenSummary(Screen s) {
        String labels = String.join(", ", s.elements().stream().limit(8).map(Element::label).toList());
        return ctx.mask(s.window() + " (" + s.surface().word() + "): " + labels);
    }
}
