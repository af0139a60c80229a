package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.level;
import static dev.flowwright.runtime.sim.Answers.noul;
import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * New is new (docs/safety.md#new-is-new, issue #12 item 10), whatever the decider answers: a step
 * that asks for something new never presses an item already listed, and no later step types into an
 * editor that was already open and still holds what it held.
 */
class NewIsNewTest {

    /** The inbox with somebody's draft open in the reading pane: its subject and body hold their words. */
    private static Sim inboxWithAnOpenDraft() {
        Sim sim = SimApps.inbox();
        Quirks.draftInList(sim);
        sim.textbox("Subject").value("Quarterly numbers").path("region \"Draft: Quarterly numbers\"");
        sim.textbox("Body").value("Hi all, the numbers for Q3 are attached.").path("region \"Draft: Quarterly numbers\"");
        return sim;
    }

    private static Step.Enter subject(String text) {
        Map<String, String> slots = new LinkedHashMap<>();
        slots.put("subject", text);
        return new Step.Enter(slots);
    }

    @Test
    void aNewStepNeverPressesTheDraftAlreadyListedEvenWhenTheDeciderWantsIt() {
        Sim sim = inboxWithAnOpenDraft();
        sim.goal(s -> s.window.equals("New Message"));
        SimRun run = SimRun.of(sim);
        // a decider that takes the listed draft for the new message whenever it is offered
        run.oracle.on(Ask.TARGET, (id, q, s) -> ((Question.Choice) q).options().entrySet().stream()
                .filter(o -> String.valueOf(o.getValue()).contains("Draft: (no subject)")).findFirst().map(o -> pick(o.getKey(), 0.97)).orElse(null));
        RunReport r = run.run("start a new email message");
        assertThat(sim.clicks).doesNotContain("link \"Draft: (no subject)\"").contains("button \"New Message\"");
        assertThat(run.oracle.requests).flatMap(req -> req.questions().values()).noneMatch(q -> q instanceof Question.Choice c
                && c.options().values().stream().anyMatch(o -> String.valueOf(o).contains("Draft: (no subject)")));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void theNewMessagesSubjectGoesIntoTheNewMessageNotTheOpenDraft() {
        Sim sim = inboxWithAnOpenDraft();
        Sim.Node draftSubject = sim.find("Subject");
        sim.goal(s -> s.window.equals("New Message"));
        SimRun run = SimRun.of(sim);
        // a slot assignment that always wants the first Subject field on screen: the draft's
        run.oracle.on(Ask.SLOT, (id, q, s) -> ((Question.Choice) q).options().entrySet().stream()
                .filter(o -> String.valueOf(o.getValue()).contains("Subject")).findFirst().map(o -> pick(o.getKey(), 0.97)).orElse(null));
        RunReport r = run.run(new Step.Do("start a new email message"), subject("Lunch on Friday"));
        assertThat(draftSubject.value).isEqualTo("Quarterly numbers");
        assertThat(sim.nodes.stream().filter(n -> n.name.equals("Subject") && n.path.isEmpty()).findFirst().orElseThrow().value)
                .isEqualTo("Lunch on Friday");
        assertThat(r.step("2").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void whenNoNewMessageOpenedTheSubjectIsNeverTypedIntoTheOpenDraft() {
        Sim sim = inboxWithAnOpenDraft();
        sim.find("New Message").onPress(s -> s.context.add("Loading…")); // the compose never comes
        Sim.Node draftSubject = sim.find("Subject");
        SimRun run = SimRun.of(sim);
        // a decider fooled into "done" once anything was pressed
        run.oracle.on(Ask.MOVE, (id, q, s) -> s.clicks.isEmpty() ? pick("activate", 0.9) : pick("finished", 0.9))
                .on(Ask.DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.1 : 0.9))
                .on(Ask.NOT_DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.9 : 0.1))
                .on(Ask.PROGRESS, (id, q, s) -> level(s.clicks.isEmpty() ? 0 : 4));
        RunReport r = run.run(new Step.Do("start a new email message"), subject("Lunch on Friday"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(draftSubject.value).isEqualTo("Quarterly numbers");
        assertThat(sim.fields).isEmpty();
        assertThat(r.step("2").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("2").orElseThrow().note()).contains("already open before the step").contains("start a new email message");
    }

    @Test
    void anEmptyDraftFieldBesideOneThatStillHoldsItsWordsIsTheDraftsToo() {
        Sim sim = SimApps.inbox();
        sim.textbox("Subject").value("").path("region \"New message\"");
        sim.textbox("Body").value("Notes for the board").path("region \"New message\"");
        sim.find("New Message").onPress(s -> s.context.add("Loading…"));
        Sim.Node draftSubject = sim.find("Subject");
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> s.clicks.isEmpty() ? pick("activate", 0.9) : pick("finished", 0.9))
                .on(Ask.DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.1 : 0.9))
                .on(Ask.NOT_DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.9 : 0.1))
                .on(Ask.PROGRESS, (id, q, s) -> level(s.clicks.isEmpty() ? 0 : 4));
        RunReport r = run.run(new Step.Do("compose a message to Grace"), subject("Lunch on Friday"));
        assertThat(draftSubject.value).isEmpty();
        assertThat(r.step("2").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
    }

    @Test
    void aStepThatDoesNotAskForSomethingNewMayTypeIntoTheOpenDraft() {
        Sim sim = inboxWithAnOpenDraft();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(subject("Quarterly numbers, final"));
        assertThat(sim.find("Subject").value).isEqualTo("Quarterly numbers, final");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void anEnterStepAfterANewStepNeverOpensAListedDraftToFindAField() {
        Sim sim = SimApps.inbox();
        Sim.Node row = Quirks.draftInList(sim);
        Sim.Node[] opened = new Sim.Node[1];
        row.onPress(s -> opened[0] = s.textbox("Subject").value("Budget").path("region \"Draft: Budget\""));
        sim.find("New Message").onPress(s -> s.context.add("Loading…")); // the compose never comes
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> s.clicks.isEmpty() ? pick("activate", 0.9) : pick("finished", 0.9))
                .on(Ask.DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.1 : 0.9))
                .on(Ask.NOT_DONE, (id, q, s) -> noul(s.clicks.isEmpty() ? 0.9 : 0.1))
                .on(Ask.PROGRESS, (id, q, s) -> level(s.clicks.isEmpty() ? 0 : 4))
                // a decider that wants the listed draft whenever it is offered, and confirms any opener
                .on(Ask.TARGET, (id, q, s) -> ((Question.Choice) q).options().entrySet().stream()
                        .filter(o -> String.valueOf(o.getValue()).contains("Draft: (no subject)")).findFirst()
                        .map(o -> pick(o.getKey(), 0.97)).orElse(null))
                .on(Ask.OPENER, (id, q, s) -> noul(0.95));
        RunReport r = run.run(new Step.Do("start a new email message"), subject("Lunch on Friday"));
        assertThat(sim.clicks).doesNotContain("link \"Draft: (no subject)\"");
        assertThat(opened[0]).isNull();
        assertThat(r.step("2").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
    }
}
