package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A replay's exit code: 1 failed, 0 passed or unverified, 3 stopped at a manual step (docs/commands/replay.md#exit-codes). */
class ReplayExitCodeTest {
    @Test
    void exitCodesFollowTheArchitecture() {
        assertThat(ReplayCommand.exitCode(ReplayFixtures.FAILED)).isEqualTo(Main.EXIT_FAILED);
        assertThat(ReplayCommand.exitCode(new ReplayReport(ReplayReport.Outcome.UNVERIFIED, List.of(), List.of(), null, 1))).isEqualTo(Main.EXIT_OK);
        StepResult manual = new StepResult(0, RecipeStep.manual(null, "solve the puzzle", null), StepStatus.MANUAL_REQUIRED, List.of(), -1, "", null, 1);
        assertThat(ReplayCommand.exitCode(new ReplayReport(ReplayReport.Outcome.FAILED, List.of(manual), List.of(), null, 1))).isEqualTo(Main.EXIT_HANDOFF);
    }
}
