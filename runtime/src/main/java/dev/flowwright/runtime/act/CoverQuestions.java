package dev.flowwright.runtime.act;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.safety.Consent;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.safety.FrontLayer;
import dev.flowwright.runtime.act.target.Grounding;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.ScreenPlace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Asking the author about what covers their answer (docs/how-a-run-works.md#when-a-person-is-needed): the
 * control they chose lies under a layer in front — a consent wall with no close, a dialog — so its press
 * cannot land. The run says so ({@code "Sign me up" is covered by the dialog "We care about your privacy" —
 * answer the dialog first}) and asks which of the layer's own controls answers it, those that refuse or
 * limit consent first ({@link Consent}), none the destructive or consent check would refuse. The answer is
 * pressed through those checks; then the step's own question comes again on the next turn. Bounded like
 * every handoff, and at most {@link Thresholds#MAX_COVER_QUESTIONS} times a step.
 */
final class CoverQuestions {
    private CoverQuestions() {}

    /** The layer in front in words ({@code the dialog "We care about your privacy"}); empty when nothing is in front. */
    static Optional<String> cover(Screen screen) {
        if (FrontLayer.elements(screen).isEmpty()) return Optional.empty();
        return Optional.of("the " + roleWord(FrontLayer.label(screen)) + labelTail(FrontLayer.label(screen)));
    }

    /** What covers the page: the layer in front, when something of the page lies under it (a wall, a modal dialog). */
    static Optional<String> covering(Screen screen) {
        if (screen.elements().stream().noneMatch(e -> e.has(ElementState.COVERED))) return Optional.empty();
        return cover(screen);
    }

    /** Whether the author can be asked about the layer in front: there is one, it has a control to answer it with, and asking is not used up. */
    static boolean canAsk(StepContext ctx, LoopState st, Screen screen) {
        return st.coverQuestions < Thresholds.MAX_COVER_QUESTIONS && cover(screen).isPresent() && !controls(ctx, screen).isEmpty()
                && ctx.handoff().available();
    }

    /**
     * The front layer's controls a press may answer it with, in the order they are offered: those that refuse
     * consent in one press ("Reject non-essential"), those that limit it ("Settings"), closers ("×", "Not
     * now"), then the rest; never one the destructive or consent check refuses ("Accept all" without
     * {@code allow: [consent]}), a disabled, covered or unnamed one. At most {@link Thresholds#CAP}.
     */
    static List<Element> controls(StepContext ctx, Screen screen) {
        List<Element> refusing = new ArrayList<>();
        List<Element> limiting = new ArrayList<>();
        List<Element> closers = new ArrayList<>();
        List<Element> rest = new ArrayList<>();
        for (Element e : FrontLayer.elements(screen)) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED) || e.has(ElementState.COVERED) || !Grounding.named(e)) continue;
            if (DestructiveCheck.refusal(e, screen, ctx).isPresent()) continue;
            if (Consent.refuses(e, screen)) refusing.add(e);
            else if (Consent.limits(e, screen)) limiting.add(e);
            else if (FrontLayer.isCloser(e)) closers.add(e);
            else rest.add(e);
        }
        List<Element> out = new ArrayList<>(refusing);
        out.addAll(limiting);
        out.addAll(closers);
        out.addAll(rest);
        return out.size() > Thresholds.CAP ? out.subList(0, Thresholds.CAP) : out;
    }

    /**
     * Asks the author which control answers the layer in front — because {@code covered} (the element they
     * chose, null when they asked to answer the cover first) lies under it — and presses their answer.
     * Empty when it was pressed (the loop looks again, and the step's own question comes again); a failed
     * step when they said none, did not answer, or chose a control the checks refuse. Call only when
     * {@link #canAsk} says so.
     */
    static Optional<StepOutcome> ask(StepContext ctx, LoopState st, int turn, Screen screen, Element covered) {
        st.coverQuestions++;
        ctx.account().usedLoop("handoff");
        String cover = ctx.mask(cover(screen).orElseThrow());
        String role = roleWord(FrontLayer.label(screen));
        String question = covered == null
                ? "answer " + cover + " first: which of its controls?"
                : "\"" + ctx.mask(covered.name()) + "\" is covered by " + cover + " — answer the " + role + " first";
        ctx.remember(question);
        List<Element> controls = controls(ctx, screen);
        List<HumanHandoff.Candidate> asked = controls.stream()
                .map(e -> new HumanHandoff.Candidate(ScreenPlace.line(e, screen), e.ref(), Double.NaN)).toList();
        String purpose = "answer " + cover;
        HumanHandoff.Which which = ctx.handoff().askWhich(ctx.account().path(), turn, purpose, question, ctx.mask(screen.window()), asked);
        Element chosen;
        if (which.acted()) {
            ctx.remember("the author answered " + cover + " in the application");
            st.last = new LastAction(LastAction.Kind.HUMAN, null, null, screen.surface(), null);
            st.acted = true;
            unban(st, covered);
            return Optional.empty();
        }
        if (which.picked().isPresent()) {
            chosen = controls.get(which.picked().get());
        } else if (which.pointed().isPresent()) {
            Optional<Element> pointed = screen.byRef(which.pointed().get());
            if (pointed.isPresent() && pointed.get().has(ElementState.COVERED) && canAsk(ctx, st, screen)) {
                // the covered control again: the cover still has to be answered first
                return ask(ctx, st, turn, screen, pointed.get());
            }
            if (pointed.isEmpty() || !pointed.get().can(ElementAction.CLICK)) {
                return Optional.of(StepOutcome.failed(question + "; asked the author, who pointed at an element that cannot be pressed"));
            }
            chosen = pointed.get();
            ctx.handoff().answered(ctx.account().path(), turn, purpose, question, asked, ScreenPlace.line(chosen, screen));
        } else {
            return Optional.of(StepOutcome.failed(question + "; asked the author: " + which.note()));
        }
        Optional<String> refusal = DestructiveCheck.refusal(chosen, screen, ctx);
        if (refusal.isPresent()) return Optional.of(StepOutcome.failed(refusal.get()));
        Presses.Result r = Presses.click(ctx, turn, screen, chosen);
        if (!r.ok()) {
            return Optional.of(StepOutcome.failed(question + "; the author's answer " + chosen.label() + " could not be pressed: "
                    + (r.coverNote() != null ? r.coverNote() : r.error())));
        }
        ctx.remember("the author answered " + cover + " with " + chosen.label() + "; the step's own question comes again");
        st.last = new LastAction(LastAction.Kind.HOUSEKEEPING, chosen, Fingerprint.signature(chosen), screen.surface(), null);
        st.acted = true;
        unban(st, covered);
        return Optional.empty();
    }

    /** The covered control's press was refused because of the cover, not because it is wrong: it may be chosen again. */
    private static void unban(LoopState st, Element covered) {
        if (covered != null) st.banned.remove(Fingerprint.signature(covered));
        st.coverNote = null;
    }

    /** "dialog" for a path entry {@code dialog "…"} (an alert dialog is a dialog too). */
    static String roleWord(String pathEntry) {
        int space = pathEntry.indexOf(' ');
        String role = (space < 0 ? pathEntry : pathEntry.substring(0, space)).toLowerCase(Locale.ROOT);
        return switch (role) {
            case "alertdialog", "banner-dialog" -> "dialog";
            default -> role;
        };
    }

    /** {@code  "We care about your privacy"} of a path entry, or nothing when the layer has no name. */
    private static String labelTail(String pathEntry) {
        int space = pathEntry.indexOf(' ');
        return space < 0 ? "" : pathEntry.substring(space);
    }
}
