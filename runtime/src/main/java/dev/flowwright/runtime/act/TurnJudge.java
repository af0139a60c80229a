package dev.flowwright.runtime.act;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Screen;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The do loop's one request per turn (docs/how-a-run-works.md#the-do-loop): done, not_done, progress, blocked, move,
 * shortcut and — after a targeted press — helped; and the completion estimate built from them
 * (negation calibration, averaged with the progress score's top level).
 */
final class TurnJudge {
    static final List<String> PROGRESS_LEVELS = List.of(
            "nothing on screen relates to the step", "the screen is in the right area for the step",
            "the step is started", "the step is nearly accomplished", "the step is fully accomplished");

    static final Map<String, String> MOVES = moves();

    /** What one turn's judgement said. Absent answers are null: callers fail closed. */
    record Verdict(double completion, double progress, Double blocked, Double helped,
                   String move, String shortcut, double shortcutP, java.util.Set<String> offered, Ballot ballot) {}

    private TurnJudge() {}

    /**
     * @param sinceBegan what the step's own actions changed since its first look (null before it acted):
     *                   the effect is the best evidence that the step is done
     */
    static Verdict ask(StepContext ctx, int turn, Screen screen, LoopState st, boolean askHelped, String lastLabel,
                       dev.flowwright.runtime.screen.ChangeNote.Change sinceBegan) {
        String step = ctx.mask(st.intent);
        Map<String, Question> q = new LinkedHashMap<>();
        q.put("done", new Question.Noul(Instructions.of(Ask.DONE, "Has this step been fully accomplished?", step)));
        q.put("not_done", new Question.Noul(Instructions.of(Ask.NOT_DONE, "Is this step still NOT fully accomplished?", step)));
        q.put("progress", new Question.Score(Instructions.of(Ask.PROGRESS, "How far along is the screen toward the step?", step), PROGRESS_LEVELS));
        if (ctx.account().loopEnabled(RunOptions.OBSTACLE_LOOP)) {
            q.put("blocked", new Question.Noul(Instructions.of(Ask.BLOCKED,
                    "Is a dialog, alert, sheet, popup, or prompt that is not part of this step in the way?", step)));
        }
        Map<String, String> moves = new LinkedHashMap<>(MOVES);
        if (st.idleWaits >= Thresholds.MAX_IDLE_WAITS) moves.remove("wait");
        if (st.idleScrolls >= Thresholds.MAX_IDLE_SCROLLS) moves.remove("scroll");
        ObjectNode moveIns = Instructions.of(Ask.MOVE, "Which kind of move advances the step?", step);
        q.put("move", NoneOption.choice(moveIns, moves));
        ObjectNode shortcutIns = Instructions.of(Ask.SHORTCUT, "If a standard keyboard shortcut would advance the step, which one?", step);
        q.put("shortcut", NoneOption.choice(shortcutIns, Shortcuts.options()));
        if (askHelped && ctx.account().loopEnabled(RunOptions.UNDO_LOOP)) {
            ObjectNode helped = Instructions.of(Ask.HELPED, "Did the last action (" + ctx.mask(lastLabel) + ") move toward the step?", step);
            helped.put("last_action", ctx.mask(lastLabel));
            q.put("helped", new Question.Noul(helped));
        }
        JsonNode state = ctx.eyes().state(screen, st.intent, sinceBegan);
        Ballot b = ctx.model().ask(turn, "judge", state, q);
        Optional<Answer.ChoiceAnswer> shortcut = b.choice("shortcut");
        return new Verdict(completion(b), progress(b), b.yes("blocked").orElse(null), b.yes("helped").orElse(null),
                b.choice("move").map(Answer.ChoiceAnswer::choice).orElse(null),
                shortcut.map(Answer.ChoiceAnswer::choice).orElse(null),
                shortcut.map(c -> c.p(c.choice())).orElse(0.0), java.util.Set.copyOf(moves.keySet()), b);
    }

    /** Only the completion questions (after the last turn). */
    static double completionOnly(StepContext ctx, int turn, Screen screen, String intent,
                                 dev.flowwright.runtime.screen.ChangeNote.Change sinceBegan) {
        String step = ctx.mask(intent);
        Map<String, Question> q = new LinkedHashMap<>();
        q.put("done", new Question.Noul(Instructions.of(Ask.DONE, "Has this step been fully accomplished?", step)));
        q.put("not_done", new Question.Noul(Instructions.of(Ask.NOT_DONE, "Is this step still NOT fully accomplished?", step)));
        q.put("progress", new Question.Score(Instructions.of(Ask.PROGRESS, "How far along is the screen toward the step?", step), PROGRESS_LEVELS));
        return completion(ctx.model().ask(turn, "judge (last look)", ctx.eyes().state(screen, intent, sinceBegan), q));
    }

    /**
     * mean(P(done), 1 − P(not_done)), averaged again with P(progress at its top level). A missing
     * answer counts against completion: a step is never done for want of an answer.
     */
    static double completion(Ballot b) {
        double done = b.yes("done").orElse(0.0);
        double notDone = b.yes("not_done").orElse(1.0);
        double calibrated = (done + (1 - notDone)) / 2;
        double top = b.score("progress").map(s -> s.p(PROGRESS_LEVELS.size() - 1)).orElse(0.0);
        return (calibrated + top) / 2;
    }

    /** Σ level · p / (levels − 1): 0 nothing relates … 1 fully accomplished; 0 when unanswered. */
    static double progress(Ballot b) {
        Optional<Answer.ScoreAnswer> s = b.score("progress");
        if (s.isEmpty()) return 0;
        double sum = 0;
        for (int level = 0; level < PROGRESS_LEVELS.size(); level++) sum += level * s.get().p(level);
        return sum / (PROGRESS_LEVELS.size() - 1);
    }

    private static Map<String, String> moves() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("activate", "click one element that advances the step");
        m.put("expand", "expand one collapsed element (a menu, a combo box, a tree item)");
        m.put("scroll", "scroll to bring more of the screen into view");
        m.put("shortcut", "press a standard keyboard shortcut");
        m.put("wait", "wait: the application is still loading");
        m.put("finished", "the step is accomplished; nothing more to do");
        m.put("stuck", "nothing on screen and no shortcut can help");
        return java.util.Collections.unmodifiableMap(m);
    }
}
