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

    /**
     * Issue #12 item 6: the field a secret was typed into shows it reformatted in a spelling no text rule
     * knows (first six and last four digits), in every later look with fresh refs; the field is known by
     * its hints and its value masked in every request, event and the report.
     */
    @Test
    void theFieldASecretWasTypedIntoIsMaskedInEveryLaterLookWhateverThePageMakesOfIt() {
        String card = "4111111111111111";
        String shown = "4111 11•• •••• 1111";
        Sim sim = SimApps.inbox().goal(s -> true);
        Sim.Node field = sim.textbox("Card number").hint("tag", "input").hint("nameAttr", "cardnumber");
        field.onType((s, typed) -> field.value(shown));
        field.readsAs = v -> card; // the field gives back what was typed; only its display is reformatted
        SimRun run = SimRun.of(sim);
        run.secrets.put("card", card);
        RunReport r = run.run(new dev.flowwright.runtime.flow.Step.Enter(java.util.Map.of("card number", "${card}")),
                new dev.flowwright.runtime.flow.Step.Do("open the drafts"));
        assertThat(sim.fields).containsEntry("Card number", card);
        var looks = run.events(dev.flowwright.runtime.events.Event.Look.class);
        var cardFields = looks.stream().flatMap(l -> l.screen().elements().stream())
                .filter(e -> "cardnumber".equals(e.hint("nameAttr")) && e.value() != null && !e.value().isEmpty()).toList();
        assertThat(cardFields.stream().map(e -> e.ref()).distinct().count()).as("refs change from look to look").isGreaterThan(1);
        assertThat(cardFields).allSatisfy(e -> assertThat(e.value()).isEqualTo("${card}"));
        // the card in either spelling; event timestamps and durations are numbers that may hold "4111" by chance
        for (String text : java.util.List.of(run.oracle.allRequestText(), run.events.toString(), r.toJson())) {
            assertThat(text).doesNotContain(card).doesNotContain("4111 11").doesNotContain("•••• 1111");
        }
    }

    @Test
    void aPasswordFieldIsMaskedEvenWithNoSecretTypedIntoIt() {
        Sim sim = SimApps.inbox().goal(s -> true);
        sim.textbox("Password").hint("type", "password").value("letmein-typed-by-hand");
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("open the drafts");
        assertThat(run.oracle.allRequestText()).doesNotContain("letmein").contains(dev.flowwright.runtime.flow.Secrets.PASSWORD_MASK);
        assertThat(run.events.toString()).doesNotContain("letmein");
        assertThat(r.toJson()).doesNotContain("letmein");
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
