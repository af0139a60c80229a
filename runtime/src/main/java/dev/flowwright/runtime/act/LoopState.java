package dev.flowwright.runtime.act;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Fingerprint;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** One do loop's memory across its turns: bans, counters, strike-offs and what it last did. */
final class LoopState {
    private static final Pattern NEW_OR_CREATE = Pattern.compile("\\b(new|create)\\b", Pattern.CASE_INSENSITIVE);

    final String intent;
    /** "new"/"create" steps cannot finish before acting: an existing draft belongs to someone else. */
    final boolean newOrCreate;
    final Set<String> banned = new HashSet<>();
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
    /** The last action was the step's own press, or a wait straight after one: a dialog arriving now is its answer. */
    boolean awaitingOwnPress;
    boolean dialogAnswerAsked;
    /** The action taken on the previous turn, read back on this one. */
    LastAction last;
    /** Progress (0–1) judged on the screen the last action was taken from; negative when unknown. */
    double progressBefore = -1;
    /** The end of the failure note when a press stayed covered. */
    String coverNote;

    LoopState(String intent) {
        this.intent = intent;
        this.newOrCreate = NEW_OR_CREATE.matcher(intent).find();
        this.siblings = new Siblings(intent);
    }

    /** May grounding offer this element: not banned, not pressed too often, not a struck-off copy. */
    boolean allowed(Element e) {
        if (banned.isEmpty() && presses.isEmpty()) return !siblings.struck(e);
        String sig = Fingerprint.signature(e);
        return !banned.contains(sig)
                && presses.getOrDefault(sig, 0) < Thresholds.MAX_REPEAT_PRESSES
                && !siblings.struck(e);
    }

    void pressed(Element e) { presses.merge(Fingerprint.signature(e), 1, Integer::sum); }

    boolean keyAllowed(String combo) { return keys.getOrDefault(combo, 0) < Thresholds.MAX_REPEAT_PRESSES; }

    void keyPressed(String combo) { keys.merge(combo, 1, Integer::sum); }
}
