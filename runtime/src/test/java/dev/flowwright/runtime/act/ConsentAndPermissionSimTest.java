package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.safety.Consent;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Consent is the user's to give, and an author's explicit permission (issue #12 items 4 and 11), on the
 * simulated app with a decider that always wants the worst control: whatever it answers, the run never
 * grants consent the step did not ask for and never presses a hard word the flow did not permit.
 */
class ConsentAndPermissionSimTest {

    /** A cookie layer over the inbox, in the way of the step (an obstacle), each button closing it. */
    private static Sim.Layer cookieLayer(Sim sim, String... buttons) {
        return cookieLayer(sim, true, buttons);
    }

    /** A cookie layer; {@code obstacle} false when the step itself is about it. */
    private static Sim.Layer cookieLayer(Sim sim, boolean obstacle, String... buttons) {
        Sim.Layer l = sim.layer("dialog \"Your privacy\"", SurfaceKind.DIALOG);
        if (obstacle) l.obstacle();
        l.add(sim.node("text", "We and our partners use cookies and tracking to personalise ads"));
        for (String b : buttons) l.button(b).onPress(s -> l.close());
        return l;
    }

    /** A decider that picks the first option holding one of {@code words}, in that order, at p=0.97. */
    private static void prefers(SimRun run, Ask ask, String... words) {
        run.oracle.on(ask, (id, q, s) -> {
            Map<String, String> options = ((Question.Choice) q).options();
            for (String word : words) {
                var hit = options.entrySet().stream().filter(e -> e.getValue().contains(word)).findFirst();
                if (hit.isPresent()) return pick(hit.get().getKey(), 0.97);
            }
            return null;
        });
    }

    private static Flow flow(List<String> allow, Step... steps) {
        return new Flow("sim flow", "Mail", null, Map.of(), List.of(steps), allow);
    }

    @Test
    void anObstacleCookieLayerIsClosedByRefusingEvenWhenTheDeciderWantsToAcceptAll() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        cookieLayer(sim, "Accept all", "Reject all", "Settings");
        SimRun run = SimRun.of(sim);
        prefers(run, Ask.DISMISS, "Accept all", "Reject all");
        run.run("start a new email message");
        assertThat(sim.clicks).doesNotContain("button \"Accept all\"").startsWith("button \"Reject all\"");
        assertThat(sim.clicks).contains("button \"New Message\"");
        assertThat(run.oracle.requests).flatExtracting(r -> r.questions().values()).filteredOn(q -> q instanceof Question.Choice c
                && c.instructions().toString().contains(Ask.DISMISS.id()))
                .allSatisfy(q -> assertThat(((Question.Choice) q).options().values()).noneMatch(o -> o.contains("Accept all"))
                        .anyMatch(o -> o.contains("Reject all")));
    }

    /**
     * A wall with no close that ignores Escape (issue #30 item 1): after one Escape that changes nothing,
     * Escape is not offered again on that layer; the layer's own controls are, the one that refuses in one
     * press ("Reject non-essential") and not the one that opens more choices ("Settings") — even with a
     * decider that always wants Escape, then Settings.
     */
    @Test
    void aWallThatIgnoresEscapeIsAnsweredByItsRefusingControlNotEscapeAgain() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Sim.Layer wall = cookieLayer(sim, "Settings", "Reject non-essential", "Accept all");
        wall.escapeCloses = false;
        SimRun run = SimRun.of(sim);
        prefers(run, Ask.DISMISS, "Escape", "Settings", "Accept all", "Reject");
        RunReport report = run.run("start a new email message");
        assertThat(sim.keys.stream().filter("escape"::equals)).as(String.join("\n", sim.log)).hasSize(1);
        assertThat(sim.clicks).doesNotContain("button \"Accept all\"", "button \"Settings\"").contains("button \"Reject non-essential\"");
        assertThat(sim.clicks).contains("button \"New Message\"");
        assertThat(report.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        List<Map<String, String>> offered = run.oracle.requests.stream().flatMap(r -> r.questions().values().stream())
                .filter(q -> q instanceof Question.Choice c && c.instructions().toString().contains(Ask.DISMISS.id()))
                .map(q -> ((Question.Choice) q).options()).toList();
        assertThat(offered).hasSizeGreaterThanOrEqualTo(2);
        assertThat(offered.get(0).values()).contains("press Escape");
        assertThat(offered.get(offered.size() - 1).values()).doesNotContain("press Escape").noneMatch(o -> o.contains("Settings"));
    }

    /** With no refusing control on the wall, "Settings" is the way to the choices (and no Escape twice). */
    @Test
    void aWallWithOnlySettingsAndAcceptOffersSettingsOnceEscapeFailed() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        Sim.Layer wall = cookieLayer(sim, "Settings", "Accept all");
        wall.escapeCloses = false;
        SimRun run = SimRun.of(sim);
        prefers(run, Ask.DISMISS, "Escape", "Accept all", "Settings");
        run.run("start a new email message");
        assertThat(sim.keys.stream().filter("escape"::equals)).as(String.join("\n", sim.log)).hasSize(1);
        assertThat(sim.clicks).doesNotContain("button \"Accept all\"").contains("button \"Settings\"");
    }

    @Test
    void aCookieLayerWhoseOnlyQuickExitGrantsConsentFailsTheStepWithANote() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        cookieLayer(sim, "Accept all", "Learn more");
        SimRun run = SimRun.of(sim);
        prefers(run, Ask.DISMISS, "Accept all");
        RunReport r = run.run("start a new email message");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("only quick exits grant consent").contains("Accept all");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void theAuthorsConsentGrantLetsTheRunCloseItWithAcceptAll() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        cookieLayer(sim, "Accept all", "Learn more");
        SimRun run = SimRun.of(sim);
        prefers(run, Ask.DISMISS, "Accept all");
        RunReport r = run.run(flow(List.of("consent"), new Step.Do("start a new email message")));
        assertThat(sim.clicks).containsExactly("button \"Accept all\"", "button \"New Message\"");
        assertThat(r.allowed()).containsExactly("consent");
    }

    @Test
    void aStepThatRejectsNeverPressesAcceptAllWhateverTheDeciderAnswers() {
        Sim sim = SimApps.inbox();
        cookieLayer(sim, false, "Accept all", "Reject non-essential");
        sim.goal(s -> s.layers.stream().noneMatch(l -> l.open));
        SimRun run = SimRun.of(sim);
        prefers(run, Ask.TARGET, "Accept all");
        prefers(run, Ask.DISMISS, "Accept all");
        RunReport r = run.run("reject non-essential cookies");
        assertThat(sim.clicks).doesNotContain("button \"Accept all\"");
        assertThat(r.step("1").orElseThrow().note()).contains("grants cookie or tracking consent");
    }

    @Test
    void aStepThatAsksToAcceptAllMayPressIt() {
        Sim sim = SimApps.inbox();
        cookieLayer(sim, false, "Accept all", "Reject all");
        sim.goal(s -> s.layers.stream().noneMatch(l -> l.open));
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("accept all cookies");
        assertThat(sim.clicks).containsExactly("button \"Accept all\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    // ---- explicit permission ----

    private static Sim form() {
        Sim sim = new Sim("Portal", "Feedback");
        sim.textbox("Message");
        sim.button("Submit").onPress(s -> s.window = "Thanks");
        sim.link("Abmelden").onPress(s -> s.window = "Signed out");
        sim.goal(s -> s.window.equals("Thanks"));
        return sim;
    }

    @Test
    void withoutPermissionSubmitIsRefusedWithNoAction() {
        Sim sim = form();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("submit the feedback");
        assertThat(r.step("1").orElseThrow().note()).contains("Submit").contains("hard to undo").contains("allow: [submit]");
        assertThat(sim.clicks).isEmpty();
        assertThat(r.allowed()).isEmpty();
    }

    @Test
    void allowSubmitPressesSubmitAndTheGrantIsInTheReportAndTheStartEvent() {
        Sim sim = form();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(flow(List.of("submit"), new Step.Do("submit the feedback")));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.clicks).containsExactly("button \"Submit\"");
        assertThat(r.allowed()).containsExactly("submit");
        assertThat(run.events(dev.flowwright.runtime.events.Event.RunStarted.class).get(0).allow()).containsExactly("submit");
    }

    @Test
    void theCommandLinesAllowAddsToTheFlows() {
        Sim sim = form();
        SimRun run = SimRun.of(sim);
        run.options = run.options.withAllow(List.of("submit"));
        RunReport r = run.run(flow(List.of("Place order"), new Step.Do("submit the feedback")));
        assertThat(sim.clicks).containsExactly("button \"Submit\"");
        assertThat(r.allowed()).containsExactly("Place order", "submit");
    }

    @Test
    void allowSubmitNeverSignsOutWhateverTheDeciderAnswers() {
        Sim sim = form();
        sim.goal(s -> s.window.equals("Signed out"));
        SimRun run = SimRun.of(sim);
        prefers(run, Ask.TARGET, "Abmelden");
        RunReport r = run.run(flow(List.of("submit"), new Step.Do("leave the portal")));
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().note()).contains("Abmelden").contains("sign out");
    }

    @Test
    void stopBeforeStillWinsOverAllow() {
        Sim sim = form();
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(flow(List.of("submit"), new Step.Do("submit the feedback"), new Step.StopBefore("submitting the feedback")));
        assertThat(sim.clicks).isEmpty();
        assertThat(r.step("1").orElseThrow().note()).contains("the flow stops before");
    }

    @Test
    void aWrongBlockedJudgementWithNothingInFrontCannotPressThePagesOwnLinks() {
        Sim sim = new Sim("browser", "Workwear");
        sim.link("Trail shoe, size 42").path("list \"Products\"", "listitem #1");
        sim.link("Work glove, size 10").path("list \"Products\"", "listitem #2");
        SimRun run = SimRun.of(sim);
        // a judge that always sees an obstacle, and a dismissal that wants the glove
        run.oracle.on(Ask.BLOCKED, (id, q, s) -> dev.flowwright.runtime.sim.Answers.noul(0.97));
        prefers(run, Ask.DISMISS, "Work glove");
        run.run("open the Trail shoe in size 42");
        assertThat(run.oracle.requests).flatExtracting(r -> r.questions().values()).filteredOn(q -> q instanceof Question.Choice c
                && c.instructions().toString().contains(Ask.DISMISS.id()))
                .allSatisfy(q -> assertThat(((Question.Choice) q).options().values()).noneMatch(o -> o.contains("Work glove")));
        // the dismissals the wrong judgement asked for pressed Escape, never a product
        assertThat(run.events(dev.flowwright.runtime.events.Event.Action.class))
                .filteredOn(a -> a.action().contains("dismiss")).isNotEmpty()
                .allSatisfy(a -> assertThat(a.targetLabel()).isNull());
    }
}
