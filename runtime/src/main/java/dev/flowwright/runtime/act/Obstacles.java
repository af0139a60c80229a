package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.target.Grounding;

import dev.flowwright.runtime.act.safety.FrontLayer;

import dev.flowwright.runtime.act.safety.Consent;

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
import dev.flowwright.runtime.run.NewItems;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Clearing an obstacle (docs/how-a-run-works.md#the-do-loop): a separate Choice over the visible, non-destructive,
 * clickable controls (front layer first, at most {@link Thresholds#CAP}) or Escape. A control the
 * destructive check refuses ("Delete Draft", "Accept all" on a cookie layer) is never offered; while a
 * consent layer offers controls that refuse or limit consent ("Reject all", "Necessary only", "×"), only
 * those are offered (issue #12 item 4), and of those the ones that refuse in one press ("Reject
 * non-essential") before the ones that open the choices ("Settings"). Escape is offered once per layer:
 * a layer that ignored it (a wall with no close) is answered by its own controls (issue #30 item 1).
 */
final class Obstacles {
    static final String ESCAPE_KEY = "escape";

    private Obstacles() {}

    /** Asks which control closes the obstacle and presses it; returns what was done, if anything. */
    static Optional<LastAction> dismiss(StepContext ctx, int turn, Screen screen, LoopState st) {
        // an item listed before a step that asks for something new is no closer either
        List<Element> offered = new ArrayList<>(offered(ctx, screen));
        offered.removeIf(e -> NewItems.listed(st.listedItems, e));
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < offered.size(); i++) options.put(Integer.toString(i + 1), Grounding.optionLine(ctx, offered.get(i)));
        // Escape once; on a layer that ignored it, the layer's own controls are the only way past
        boolean escape = !st.escapeIgnoredBy.contains(FrontLayer.label(screen));
        if (escape) options.put(ESCAPE_KEY, "press Escape");
        if (options.isEmpty()) {
            ctx.remember("an obstacle is in the way; it ignores Escape and offers no control that closes it without harm");
            return Optional.empty();
        }
        ObjectNode ins = Instructions.of(Ask.DISMISS, "Something that is not part of this step is in the way. Which control closes it"
                + (escape ? " (or press Escape)?" : "?"), ctx.mask(st.intent));
        Map<String, Question> q = Map.of("dismiss", NoneOption.choice(ins, options));
        Answer.ChoiceAnswer pick;
        if (ctx.model().gated()) {
            // only abstaining matters here: a dismissal is housekeeping, any clear winner may close it
            GatedBallot g = ctx.model().askGated(turn, "dismiss obstacle", ctx.eyes().state(screen, st.intent), q,
                    Map.of("dismiss", EvidenceGate.Bar.choice(0.0)));
            pick = g.ballot().choice("dismiss").orElse(null);
            if (pick != null && g.verdict("dismiss") == EvidenceGate.Verdict.ABSTAIN) {
                ctx.remember("an obstacle is in the way, but no answer clearly said how to close it (the evidence gate abstained)");
                return Optional.empty();
            }
        } else {
            pick = ctx.model().ask(turn, "dismiss obstacle", ctx.eyes().state(screen, st.intent), q).choice("dismiss").orElse(null);
        }
        if (pick == null || Framing.NONE.equals(pick.choice())) {
            ctx.remember("an obstacle is in the way, but no answer said how to close it" + (pick == null ? "" : " (the answer was: none of these)"));
            return Optional.empty();
        }
        if (ESCAPE_KEY.equals(pick.choice())) {
            try {
                ctx.hands().act(turn, Action.key(Shortcuts.ESCAPE).because("dismiss"));
                ctx.eyes().settle(SettleKind.BRIEF);
            } catch (SurfaceException e) {
                return Optional.empty();
            }
            ctx.remember("pressed escape to close something in the way");
            return Optional.of(new LastAction(LastAction.Kind.HOUSEKEEPING, null, null, screen.surface(), Shortcuts.ESCAPE));
        }
        Element closer = keyed(offered, pick.choice());
        if (closer == null) {
            ctx.remember("ignored the dismissal answer \"" + ctx.mask(pick.choice()) + "\": not one of the offered controls");
            return Optional.empty();
        }
        Presses.Result r = Presses.click(ctx, turn, screen, closer);
        if (!r.ok()) return Optional.empty();
        ctx.remember("closed something in the way with " + closer.label());
        return Optional.of(new LastAction(LastAction.Kind.HOUSEKEEPING, closer, Fingerprint.signature(closer), screen.surface(), null));
    }

    /**
     * Clickable, enabled, named, not covered, not refused by the destructive check; a consent layer's
     * refusing and limiting controls alone when there are any, else the front layer first.
     */
    static List<Element> offered(StepContext ctx, Screen screen) {
        List<Element> limiting = new ArrayList<>();
        List<Element> front = new ArrayList<>();
        List<Element> rest = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED) || e.has(ElementState.COVERED)) continue;
            if (!Grounding.named(e)) continue;
            if (DestructiveCheck.refusal(e, screen, ctx).isPresent()) continue;
            if (Consent.limits(e, screen)) limiting.add(e);
            (FrontLayer.contains(e) ? front : rest).add(e);
        }
        // a wall's refusing control gets past it in one press; "Settings" only opens more choices
        List<Element> refusing = limiting.stream().filter(e -> Consent.refuses(e, screen)).toList();
        if (!refusing.isEmpty()) limiting = refusing;
        if (!limiting.isEmpty()) return limiting.size() > Thresholds.CAP ? limiting.subList(0, Thresholds.CAP) : limiting;
        // With nothing in front, what is "in the way" can only be closed by a closer (×, Close, No thanks):
        // offering the page's own links would let a wrong "blocked" judgement press anything (under chaos a
        // dismissal opened a work glove in a shoe shop).
        if (front.isEmpty()) rest.removeIf(e -> !FrontLayer.isCloser(e));
        front.addAll(rest);
        return front.size() > Thresholds.CAP ? front.subList(0, Thresholds.CAP) : front;
    }

    private static Element keyed(List<Element> offered, String key) {
        try {
            int i = Integer.parseInt(key) - 1;
            return i >= 0 && i < offered.size() ? offered.get(i) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
