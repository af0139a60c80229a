package dev.flowwright.runtime.act;

import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;
import dev.flowwright.runtime.sim.Sim;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A password goes only into a password field, whatever the decider assigned (seen under the chaos
 * decider: the password typed into "Username", where the page shows it and sends it on as a name).
 */
class PasswordFieldTest {
    private static final String PASSWORD = "correct horse 42";

    private static Sim signIn() {
        Sim sim = new Sim("browser", "Sign in");
        sim.textbox("Username").value = "";
        sim.textbox("Password").hint("type", "password").value = "";
        return sim;
    }

    private static RunReport run(Sim sim, WireDecider decider, Map<String, String> slots) {
        try (DecisionMaker maker = new DecisionMaker(decider, null, null, ExchangeLog.NONE, new ModelBudget(Thresholds.MAX_CALLS), 3, true)) {
            return RunSetup.flowRun(new Flow("sign in", sim.app, null, Map.of("username", "ada"), List.of(new Step.Enter(slots))), sim, maker)
                    .secrets(new Secrets(Map.of("password", PASSWORD))).decider("wire").build().run();
        }
    }

    private static Map<String, String> slots() {
        Map<String, String> slots = new LinkedHashMap<>();
        slots.put("password", "${password}");
        return slots;
    }

    @Test
    void aPasswordAssignedToTheUsernameBoxIsNeverTypedThere() {
        Sim sim = signIn();
        RunReport r = run(sim, new WireDecider().pick(Ask.SLOT, "Username"), slots());
        StepReport step = r.step("1").orElseThrow();
        assertThat(step.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step.note()).contains("a password goes only into a password field").doesNotContain(PASSWORD);
        assertThat(sim.fields.getOrDefault("Username", "")).isEmpty();
    }

    @Test
    void aPasswordAssignedToThePasswordFieldIsTyped() {
        Sim sim = signIn();
        RunReport r = run(sim, new WireDecider().pick(Ask.SLOT, "Password"), slots());
        assertThat(r.step("1").orElseThrow().outcome()).isNotEqualTo(Outcome.FAILED);
        assertThat(sim.fields.get("Password")).isEqualTo(PASSWORD);
    }
}
