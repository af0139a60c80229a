package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.Expectation;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.LocatorAttempt;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;
import dev.flowwright.runtime.recipe.Target;

import java.util.List;

/** A two-step recipe typing a secret, and a replay of it whose second step failed: what the command line's report tests print. */
final class ReplayFixtures {
    static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 1, 2, 3};
    static final RecipeStep CODE = RecipeStep.act("enter the code <otp> & go", RecipeAction.FILL,
            new Target(List.of(), List.of(Locator.role("textbox", "One-time code"))), "${secrets.otp}");
    static final RecipeStep SEND = RecipeStep.act("send", RecipeAction.CLICK,
            new Target(List.of(), List.of(Locator.role("button", "Send \"now\""), Locator.id("send"))), null);
    static final Recipe RECIPE = new Recipe(1, "sign in", null, "browser", "http://127.0.0.1:1/", List.of(CODE, SEND),
            List.of(Expectation.text("Welcome")));
    static final ReplayReport FAILED = new ReplayReport(ReplayReport.Outcome.FAILED, List.of(
            new StepResult(0, CODE, StepStatus.PASSED, List.of(new LocatorAttempt(CODE.target().locators().get(0), 1)), 0,
                    "typed 493817 into the field", PNG, 420),
            new StepResult(1, SEND, StepStatus.FAILED, List.of(new LocatorAttempt(SEND.target().locators().get(0), 0),
                    new LocatorAttempt(SEND.target().locators().get(1), 2)), -1, "no locator matched exactly one element", PNG, 5100)),
            List.of(), null, 5600);

    private ReplayFixtures() {}
}
