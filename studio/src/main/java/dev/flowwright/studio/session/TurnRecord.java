package dev.flowwright.studio.session;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.screen.PictureOrigin;
import dev.flowwright.runtime.screen.Screen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What one turn looked at, judged and did: the state time travel restores. Immutable; the session
 * replaces a record as the turn's events arrive. The screenshot lives on disk, never in memory.
 *
 * @param key        "stepPath#turn", unique within a run
 * @param screen     the last look of the turn, may be null before the first look
 * @param screenshot the PNG on disk, may be null
 * @param decision   the latest decision of the turn, may be null
 * @param actions    the moves the turn made, in order
 * @param summary    the runtime's one-line summary once the turn ended, else empty
 * @param screenFile where the screen was moved to disk once the turn grew old (screen is then null)
 * @param origin     where the screenshot lies in the coordinates of the screen's element bounds
 */
public record TurnRecord(String key, String stepPath, int turn, Screen screen, Path screenshot, String changeNote,
                         Event.Decision decision, List<Event.Action> actions, String summary, Path screenFile, PictureOrigin origin) {

    public TurnRecord {
        actions = List.copyOf(actions);
        changeNote = changeNote == null ? "" : changeNote;
        summary = summary == null ? "" : summary;
        origin = origin == null ? PictureOrigin.NONE : origin;
    }

    public static String keyOf(String stepPath, int turn) { return stepPath + "#" + turn; }

    public static TurnRecord start(String stepPath, int turn) {
        return new TurnRecord(keyOf(stepPath, turn), stepPath, turn, null, null, "", null, List.of(), "", null, null);
    }

    public TurnRecord withLook(Screen s, Path shot, String note) { return withLook(s, shot, note, null); }

    /** A look with its picture and where that lies in the look's coordinates (a look without one keeps the turn's last picture). */
    public TurnRecord withLook(Screen s, Path shot, String note, PictureOrigin at) {
        return new TurnRecord(key, stepPath, turn, s, shot == null ? screenshot : shot, note, decision, actions, summary, null,
                shot == null ? origin : at);
    }

    /** The same look shown by a newer picture of the application (taken while a question waits). */
    public TurnRecord withPicture(Path shot, PictureOrigin at) {
        return new TurnRecord(key, stepPath, turn, screen, shot, changeNote, decision, actions, summary, screenFile, at);
    }

    public TurnRecord withDecision(Event.Decision d) {
        return new TurnRecord(key, stepPath, turn, screen, screenshot, changeNote, d, actions, summary, screenFile, origin);
    }

    public TurnRecord withAction(Event.Action a) {
        List<Event.Action> more = new ArrayList<>(actions);
        more.add(a);
        return new TurnRecord(key, stepPath, turn, screen, screenshot, changeNote, decision, more, summary, screenFile, origin);
    }

    public TurnRecord withSummary(String s) {
        return new TurnRecord(key, stepPath, turn, screen, screenshot, changeNote, decision, actions, s, screenFile, origin);
    }

    /** This record with its screen kept in {@code file} instead of memory. */
    public TurnRecord spilled(Path file) {
        return new TurnRecord(key, stepPath, turn, null, screenshot, changeNote, decision, actions, summary, file, origin);
    }

    /** This record with its screen read back from disk. */
    public TurnRecord restored(Screen s) {
        return new TurnRecord(key, stepPath, turn, s, screenshot, changeNote, decision, actions, summary, screenFile, origin);
    }

    /** The move that followed the decision, in words ("click button \"Search\""), or empty. */
    public String move() {
        if (actions.isEmpty()) return "";
        Event.Action a = actions.get(actions.size() - 1);
        String target = a.targetLabel() == null || a.targetLabel().isBlank() ? "" : " " + a.targetLabel();
        return a.action() + target + (a.ok() ? "" : " (failed" + (a.note() == null || a.note().isBlank() ? "" : ": " + a.note()) + ")");
    }

    /** The element the turn acted on or decided about, or null. */
    public String targetRef() {
        if (!actions.isEmpty()) {
            String ref = actions.get(actions.size() - 1).targetRef();
            if (ref != null && !ref.isBlank()) return ref;
        }
        return decision == null ? null : Verdicts.target(decision.verdict());
    }
}
