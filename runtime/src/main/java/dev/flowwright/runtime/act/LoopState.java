package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.safety.FrontLayer;
import dev.flowwright.runtime.act.target.Siblings;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.run.NewItems;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Fingerprint;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** One do loop's memory across its turns: bans, counters, strike-offs and what it last did. */
final class LoopState {
    final String intent;
    /** "new"/"create"/"compose" steps cannot finish before acting: an existing draft belongs to someone else. */
    final boolean newOrCreate;
    final Set<String> banned = new HashSet<>();
    /** Tabs and folds opened to look for a quoted name the screen did not show ({@link Folds}). */
    final Set<String> foldsOpened = new HashSet<>();
    /** Pages turned to look for a name the screen did not show ({@link Pages}). */
    int pagesTurned;
    /** In the loop of a step that asks for something new: the items listed at its first look, never pressed (they are not new). */
    Set<String> listedItems = Set.of();
    final Map<String, Integer> presses = new HashMap<>();
    final Map<String, Integer> keys = new HashMap<>();
    final Siblings siblings;
    int unchanged;
    int idleWaits;
    int idleScrolls;
    int obstacles;
    int undos;
    int blindLooks;
    boolean acted;
    /**
     * Actions of the step's own moves that went through (a press, a key, a scroll, a person's takeover) —
     * not waits, refused presses, dismissed obstacles or undos: a step that names an action is never done
     * with none of these unless an explicit already-done judgement says so (issue #13 item 4).
     */
    int wentThrough;
    /** The last action was the step's own press, or a wait straight after one: a dialog arriving now is its answer. */
    boolean awaitingOwnPress;
    boolean dialogAnswerAsked;
    /** The action taken on the previous turn, read back on this one. */
    LastAction last;
    /** Progress (0–1) judged on the screen the last action was taken from; negative when unknown. */
    double progressBefore = -1;
    /** The grounding purpose of the last press, so what it did can be learned. */
    String lastPurpose;
    /** Purposes whose press changed the screen and was not undone: learned if the step ends well. */
    final Map<String, Element> served = new java.util.LinkedHashMap<>();
    /** Takeovers a person was asked for in this step (a human-only check, a stuck step). */
    int takeovers;
    /** Times the author was asked about what covers their answer in this step ({@link CoverQuestions}). */
    int coverQuestions;
    /** The fingerprint of the screen on which grounding last found nothing that fits (abstained). */
    String nothingFitOn;
    /** The fingerprint of the screen on which the explicit already-done question said no. */
    String notAlreadyDoneOn;
    /**
     * The layers ({@link FrontLayer#label}) on which Escape was pressed to clear an obstacle and nothing
     * changed: the layer ignores Escape, so it is not offered again there — its own controls are.
     */
    final Set<String> escapeIgnoredBy = new HashSet<>();
    /** The end of the failure note when a press stayed covered. */
    String coverNote;

    LoopState(String intent) {
        this.intent = intent;
        this.newOrCreate = NewItems.asksForNew(intent);
        this.siblings = new Siblings(intent);
    }

    /** May grounding offer this element: not banned, not pressed too often, not a struck-off copy. */
    boolean allowed(Element e) {
        if (NewItems.listed(listedItems, e)) return false;
        if (banned.isEmpty() && presses.isEmpty()) return !siblings.struck(e);
        // a signature starts "role:name:": an element whose role and name start no kept signature is
        // neither banned nor pressed, and most of a big screen is told so without building its own
        if (!startsAny(banned, e) && !startsAny(presses.keySet(), e)) return !siblings.struck(e);
        String sig = Fingerprint.signature(e);
        return !banned.contains(sig)
                && presses.getOrDefault(sig, 0) < Thresholds.MAX_REPEAT_PRESSES
                && !siblings.struck(e);
    }

    private static boolean startsAny(Set<String> signatures, Element e) {
        String role = e.role();
        String name = e.name();
        int nameAt = role.length() + 1;
        int end = nameAt + name.length();
        for (String sig : signatures) {
            if (sig.length() > end && sig.startsWith(role) && sig.charAt(role.length()) == ':'
                    && sig.startsWith(name, nameAt) && sig.charAt(end) == ':') return true;
        }
        return false;
    }

    void pressed(Element e) { presses.merge(Fingerprint.signature(e), 1, Integer::sum); }

    boolean keyAllowed(String combo) { return keys.getOrDefault(combo, 0) < Thresholds.MAX_REPEAT_PRESSES; }

    void keyPressed(String combo) { keys.merge(combo, 1, Integer::sum); }
}
