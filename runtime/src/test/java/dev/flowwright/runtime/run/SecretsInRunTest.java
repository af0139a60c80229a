package dev.flowwright.runtime.run;

import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Behaviour 2: no request, event or report ever holds a secret's value, even when the page echoes it. */
class SecretsInRunTest {
    private static final String PASSWORD = "hunter2-correct-horse";

    @Test
    void aSecretEchoedByThePageIsMaskedEverywhere() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        sim.context.add("Signed in with password " + PASSWORD);
        sim.textbox("Password").value(PASSWORD);
        sim.button("Show " + PASSWORD);
        SimRun run = SimRun.of(sim);
        run.secrets.put("password", PASSWORD);
        RunReport r = run.run("start a new email message");
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(run.oracle.allRequestText()).doesNotContain(PASSWORD).contains("${password}");
        assertThat(run.events.toString()).doesNotContain(PASSWORD);
        assertThat(r.toJson()).doesNotContain(PASSWORD);
    }

    @Test
    void aSecretReferenceInAStepIsNeverExpandedIntoModelVisibleText() {
        Sim sim = SimApps.inbox().goal(s -> true);
        SimRun run = SimRun.of(sim);
        run.secrets.put("otp", "991122");
        RunReport r = run.run("check the code ${otp}");
        assertThat(run.oracle.allRequestText()).doesNotContain("991122").contains("${otp}");
        assertThat(r.step("1").orElseThrow().text()).isEqualTo("check the code ${otp}");
    }
}
