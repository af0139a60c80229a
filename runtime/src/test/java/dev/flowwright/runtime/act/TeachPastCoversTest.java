package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.handoff.HandoffRequest;
import dev.flowwright.runtime.handoff.HandoffResponse;
import dev.flowwright.runtime.handoff.Responder;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Teach mode past what covers the page (issue #30 items 3 and 4): a privacy wall with no close and a dead
 * Escape sits over a newsletter form, and the decider neither sees the wall nor can tell which control signs
 * up, so the author is asked. The author's answer under the wall is not pressed into it: the run says what
 * covers it and asks which of the wall's controls answers it (refusing ones first, never "Accept all"),
 * presses that through the same checks, and the step's own question comes again — never Escape twice or the
 * loop guard. The console's {@code c} answers the wall first.
 */
class TeachPastCoversTest {
    private static final String WALL = "dialog \"We care about your privacy\"";
    private final List<HandoffRequest> asked = new ArrayList<>();

    /** The news page: a sign-up form and two links, under a wall that ignores Escape; each wall button takes it away. */
    private static Sim newsPage(boolean wallUp) {
        Sim sim = new Sim("browser", "Coastline Courier");
        sim.textbox("Email").at(10, 300);
        sim.button("Sign me up").at(10, 340).onPress(s -> s.text("You are subscribed"));
        sim.link("Past briefings").at(10, 400);
        sim.link("About us").at(200, 400);
        Sim.Layer wall = sim.layer(WALL, SurfaceKind.DIALOG).covering(WALL);
        wall.escapeCloses = false;
        wall.open = wallUp;
        wall.add(sim.node("text", "We and our partners store and read information on your device to show you personalised ads"));
        for (String b : new String[]{"Settings", "Reject non-essential", "Accept all"}) wall.button(b).at(500, 200).onPress(s -> wall.close());
        return sim.goal(s -> s.clicked("Sign me up"));
    }

    /**
     * A decider that does not see the wall (never "blocked") and cannot tell which control signs up while the
     * wall is up (every option alike: the evidence gate abstains); once it is gone, the oracle's own reading.
     */
    private SimRun run(Sim sim, Function<HandoffRequest, HandoffResponse> person) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.BLOCKED, (id, q, s) -> new Answer.NoulAnswer(0.05));
        run.oracle.on(Ask.TARGET, (id, q, s) -> s.layers.get(0).open ? alike((Question.Choice) q) : null);
        run.responder = new Responder() {
            @Override
            public HandoffResponse respond(HandoffRequest request) {
                asked.add(request);
                return person.apply(request);
            }
        };
        return run;
    }

    private static Answer alike(Question.Choice c) {
        Map<String, Double> p = new LinkedHashMap<>();
        List<String> keys = c.options().keySet().stream().filter(k -> !k.equals("none")).toList();
        for (String k : keys) p.put(k, 1.0 / (keys.size() + 1));
        p.put("none", 1.0 / (keys.size() + 1));
        return new Answer.ChoiceAnswer(keys.get(0), p, 0.2);
    }

    /** The ref the latest look gave {@code name}: what a click on the studio's live screen sends. */
    private static String refOf(SimRun run, String name) {
        List<Event.Look> looks = run.events(Event.Look.class);
        return looks.get(looks.size() - 1).screen().elements().stream().filter(e -> e.name().equals(name)).map(Element::ref)
                .findFirst().orElseThrow();
    }

    private static int indexOf(HandoffRequest r, String name) {
        for (int i = 0; i < r.choices().size(); i++) if (r.choices().get(i).startsWith("button \"" + name + "\"")) return i;
        throw new AssertionError(name + " is not offered: " + r.choices());
    }

    private static List<String> answeredByTheAuthor(SimRun run) {
        return run.events(Event.Decision.class).stream().filter(d -> d.verdict().startsWith(HumanHandoff.ANSWERED_BY_AUTHOR))
                .map(Event.Decision::verdict).toList();
    }

    @Test
    void aClickOnTheCoveredControlIsAnsweredWithTheWallsControlsThenTheStepsOwnQuestionComesAgain() {
        Sim sim = newsPage(true);
        SimRun[] self = new SimRun[1];
        self[0] = run(sim, r -> r.reason().startsWith("which of these")
                ? new HandoffResponse.Pointed(refOf(self[0], "Sign me up"))
                : new HandoffResponse.Picked(indexOf(r, "Reject non-essential")));

        RunReport report = self[0].run("sign up for the newsletter");

        assertThat(asked).extracting(HandoffRequest::reason).containsExactly(
                "which of these is the control to sign up for the newsletter?",
                "\"Sign me up\" is covered by the dialog \"We care about your privacy\" — answer the dialog first");
        assertThat(asked.get(0).cover()).as("the wall is named while the first question waits").isEqualTo("the " + WALL);
        HandoffRequest cover = asked.get(1);
        assertThat(cover.choices().get(0)).as("the refusing control first").startsWith("button \"Reject non-essential\"");
        assertThat(cover.choices()).as("a granting control is never offered").noneMatch(c -> c.contains("Accept all"))
                .anyMatch(c -> c.startsWith("button \"Settings\""));
        assertThat(cover.canPoint()).as("the wall's controls are outlined on the live screen").isTrue();
        assertThat(sim.clicks).containsExactly("button \"Reject non-essential\"", "button \"Sign me up\"");
        assertThat(sim.keys).as("the covered press was never tried, so nothing pressed Escape into the wall").isEmpty();
        StepReport step = report.step("1").orElseThrow();
        assertThat(step.outcome()).as(String.join("\n", sim.log)).isEqualTo(Outcome.DONE);
        assertThat(answeredByTheAuthor(self[0])).as("the journal records both answers").hasSize(2)
                .anySatisfy(v -> assertThat(v).startsWith("answered by the author: button \"Sign me up\""))
                .anySatisfy(v -> assertThat(v).startsWith("answered by the author: button \"Reject non-essential\""));
    }

    /** The wall arrives while the question waits: the look said nothing covers the answer, its press is refused, and the author is asked about the wall. */
    @Test
    void anAnswerRefusedBecauseSomethingNowCoversItAsksAboutTheCoverNotTheLoop() {
        Sim sim = newsPage(false);
        SimRun[] self = new SimRun[1];
        self[0] = run(sim, r -> {
            if (r.reason().startsWith("which of these")) {
                String ref = refOf(self[0], "Sign me up");
                sim.layers.get(0).open = true;
                return new HandoffResponse.Pointed(ref);
            }
            return new HandoffResponse.Picked(indexOf(r, "Reject non-essential"));
        });
        self[0].oracle.on(Ask.TARGET, (id, q, s) -> asked.isEmpty() || s.layers.get(0).open ? alike((Question.Choice) q) : null);

        RunReport report = self[0].run("sign up for the newsletter");

        assertThat(asked).extracting(HandoffRequest::reason).containsExactly(
                "which of these is the control to sign up for the newsletter?",
                "\"Sign me up\" is covered by the dialog \"We care about your privacy\" — answer the dialog first");
        assertThat(asked.get(0).cover()).as("nothing covered the page when it was asked").isNull();
        assertThat(sim.log).containsSubsequence("refused click button \"Sign me up\"", "click button \"Reject non-essential\"",
                "click button \"Sign me up\"");
        assertThat(report.step("1").orElseThrow().outcome()).as(String.join("\n", sim.log)).isEqualTo(Outcome.DONE);
    }

    /** The console's "c": the wall first, then the step's own question again, answered with its control. */
    @Test
    void answeringTheCoverFirstAsksWhichOfItsControlsThenTheStepsQuestionAgain() {
        Sim sim = newsPage(true);
        SimRun[] self = new SimRun[1];
        self[0] = run(sim, r -> {
            if (r.hasCover()) return new HandoffResponse.AnswerCover();
            if (r.reason().startsWith("answer the dialog")) return new HandoffResponse.Picked(indexOf(r, "Reject non-essential"));
            return new HandoffResponse.Pointed(refOf(self[0], "Sign me up"));
        });
        // the decider cannot tell even once the wall is gone: the author answers the step's question too
        self[0].oracle.on(Ask.TARGET, (id, q, s) -> alike((Question.Choice) q));

        RunReport report = self[0].run("sign up for the newsletter");

        assertThat(asked).extracting(HandoffRequest::reason).containsExactly(
                "which of these is the control to sign up for the newsletter?",
                "answer the dialog \"We care about your privacy\" first: which of its controls?",
                "which of these is the control to sign up for the newsletter?");
        assertThat(asked.get(2).hasCover()).as("nothing covers the page any more").isFalse();
        assertThat(sim.clicks).containsExactly("button \"Reject non-essential\"", "button \"Sign me up\"");
        assertThat(report.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void pointingAtTheWallsGrantingControlIsRefusedByTheConsentCheck() {
        Sim sim = newsPage(true);
        SimRun[] self = new SimRun[1];
        self[0] = run(sim, r -> new HandoffResponse.Pointed(refOf(self[0], r.reason().startsWith("which of these") ? "Sign me up" : "Accept all")));

        RunReport report = self[0].run("sign up for the newsletter");

        assertThat(sim.clicks).isEmpty();
        assertThat(report.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(report.step("1").orElseThrow().note()).startsWith("refused to press button \"Accept all\"");
    }

    @Test
    void sayingNoneToTheWallFailsTheStepCleanlyNamingIt() {
        Sim sim = newsPage(true);
        SimRun[] self = new SimRun[1];
        self[0] = run(sim, r -> r.reason().startsWith("which of these")
                ? new HandoffResponse.Pointed(refOf(self[0], "Sign me up")) : new HandoffResponse.NoneOfThese());

        RunReport report = self[0].run("sign up for the newsletter");

        assertThat(sim.clicks).isEmpty();
        assertThat(report.step("1").orElseThrow().note()).isEqualTo("\"Sign me up\" is covered by the dialog \"We care about your privacy\""
                + " — answer the dialog first; asked the author: the person said none of these is it");
    }
}
