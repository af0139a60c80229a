package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A compound step's intents, each run as a sub-goal of its own at "N.1", "N.2", … reported with the kind
 * {@code sub-goal} (docs/how-a-run-works.md#the-do-loop, "Compound steps"): completion is asked of each, never of the
 * whole sentence; the first that fails (or is gated) ends the step, and nothing after it runs. A sub-goal
 * gets the very intent its step's plan holds ({@link #planned}), not a new reading of its words.
 */
final class SubGoalRuns {
    private SubGoalRuns() {}

    /** The intents handed to sub-goals about to run on this thread, by path and words. */
    private static final ThreadLocal<Map<String, Intent>> PLANNED = ThreadLocal.withInitial(HashMap::new);

    /** The intent the sub-goal at {@code path} with these words was planned as, taken once; null when none was. */
    static Intent planned(String path, String text) {
        return PLANNED.get().remove(key(path, text));
    }

    /** Each intent in order as a sub-goal of the step {@code ctx} runs. */
    static StepOutcome run(List<Intent> intents, StepContext ctx) {
        return run(intents, ctx, i -> java.util.Optional.empty());
    }

    /**
     * As {@link #run(List, StepContext)}, with a check after each sub-goal that went well ({@code after} gets its
     * index from 0): a note it returns fails the step there, and nothing after it runs.
     */
    static StepOutcome run(List<Intent> intents, StepContext ctx, java.util.function.IntFunction<java.util.Optional<String>> after) {
        int n = intents.size();
        StringBuilder plan = new StringBuilder();
        for (int i = 0; i < n; i++) plan.append(i == 0 ? "" : " ").append(i + 1).append(") ").append(ctx.redaction().expand(intents.get(i).source()));
        ctx.remember("step " + ctx.account().path() + " is " + n + " ordered sub-goals: " + plan);
        boolean allAlreadyDone = true;
        for (int i = 0; i < n; i++) {
            Intent intent = intents.get(i);
            String path = ctx.account().path() + "." + (i + 1);
            String key = key(path, intent.source());
            PLANNED.get().put(key, intent);
            StepOutcome o;
            try {
                o = ctx.runSubGoal(intent.source(), path);
            } finally {
                PLANNED.get().remove(key);
            }
            String said = ctx.redaction().expand(intent.source());
            if (o.outcome() == Outcome.FAILED) return StepOutcome.failed("sub-goal " + (i + 1) + " of " + n + " (" + said + "): " + o.note());
            if (o.outcome() == Outcome.GATED) return o;
            if (o.outcome() != Outcome.ALREADY_DONE) allAlreadyDone = false;
            java.util.Optional<String> wrong = after.apply(i);
            if (wrong.isPresent()) return StepOutcome.failed("sub-goal " + (i + 1) + " of " + n + " (" + said + "): " + wrong.get());
            ctx.remember("sub-goal " + (i + 1) + " of " + n + " done: " + said);
        }
        String note = "all " + n + " sub-goals done: " + plan;
        return allAlreadyDone ? StepOutcome.alreadyDone(note) : StepOutcome.done(note);
    }

    private static String key(String path, String text) {
        return path + "\n" + (text == null ? "" : text.strip());
    }
}
