package dev.flowwright.replay;

import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.engine.DeciderChoice;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.recipe.DoLoopHealer;
import dev.flowwright.runtime.recipe.Healer;
import dev.flowwright.runtime.run.RunOptions;

import java.util.List;
import java.util.Map;

/**
 * Healing through the do loop with a chosen decider (docs/recipes.md#healing), one decider and one
 * decision pipeline per recipe: the same heal {@code flowwright replay --heal} does, for a suite.
 */
public final class DeciderHealing implements SuiteReplay.Healing {
    private final DeciderChoice choice;
    private final List<String> allow;

    /** @param allow the hard-to-undo words a heal's one action may press ({@code --allow}); empty for none */
    public DeciderHealing(DeciderChoice choice, List<String> allow) {
        this.choice = choice;
        this.allow = List.copyOf(allow);
    }

    /** Which decider heals, in words ("the offline decider", "System One at …"), for the lines that say so. */
    public String describe() {
        try (Decider opened = choice.open(OfflineDecider::new, ExchangeLog.NONE)) {
            return opened.describe();
        }
    }

    @Override
    public SuiteReplay.Heal open(SuiteReplay.Job job, Map<String, String> values, RunListener events) {
        Decider decider = choice.open(OfflineDecider::new, ExchangeLog.NONE);
        DecisionMaker asker = RunSetup.asker(decider, new Secrets(values), events, RunOptions.defaults().withAllow(allow));
        DoLoopHealer healer = new DoLoopHealer(asker, events, allow);
        return new SuiteReplay.Heal() {
            @Override
            public Healer healer() { return healer; }

            @Override
            public void close() {
                asker.close();
                decider.close();
            }
        };
    }
}
