package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import java.util.Map;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.handoff.HandoffResponse;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Oracle;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicReference;

import static dev.flowwright.runtime.sim.Answers.pick;
import static dev.flowwright.runtime.steps.Fill.enter;
import static dev.flowwright.runtime.steps.Fill.keyOf;
import static org.assertj.core.api.Assertions.assertThat;

/** Suggestions a typed text opens (docs/step-kinds.md#enter), and secret texts. */
class EnterSuggestionTest {

    /** A booking form whose box lists {@code rows} as options once something is typed into it. */
    private static Sim bookingBox(String box, String... rows) {
        Sim sim = new Sim("browser", "Book");
        Sim.Node field = sim.textbox(box);
        field.value = "";
        field.onType((s, t) -> {
            for (String r : rows) s.add(s.node("option", r).can(ElementAction.CLICK).path("listbox \"Suggestions\""));
        });
        return sim;
    }

    @Test
    void aRowReadingExactlyAsTypedIsPressedWithoutAsking() {
        Sim sim = bookingBox("From", "Delhi Cantt", "Delhi");
        SimRun run = SimRun.of(sim);
        run.run(enter("from", "Delhi"));
        assertThat(sim.clicks).containsExactly("option \"Delhi\"");
        assertThat(run.oracle.asked(Ask.SUGGESTION)).isZero();
    }

    @Test
    void anyOtherMentioningRowIsJevsToPickAtHalfOrMore() {
        for (double p : new double[]{0.49, 0.5}) {
            Sim sim = bookingBox("Hotel", "Leela Palace", "Taj Bengaluru Airport");
            SimRun run = SimRun.of(sim);
            run.oracle.on(Ask.SUGGESTION, (id, q, s) -> pick(keyOf(q, "Airport"), p));
            run.run(enter("hotel", "Taj Bengaluru"));
            assertThat(run.oracle.asked(Ask.SUGGESTION)).isEqualTo(1);
            assertThat(sim.clicked("Taj Bengaluru Airport")).isEqualTo(p >= 0.5);
        }
    }

    @Test
    void aPanelStringingRowsTogetherIsNeverOffered() {
        Sim sim = bookingBox("Hotel", "Taj Bengaluru, MG Road", "Taj Bengaluru Airport");
        sim.find("Hotel").onType((s, t) -> {
            s.add(s.node("option", "Taj Bengaluru, MG Road").can(ElementAction.CLICK));
            s.add(s.node("option", "Taj Bengaluru Airport").can(ElementAction.CLICK));
            s.add(s.node("button", "Taj Bengaluru, MG Road Taj Bengaluru Airport").can(ElementAction.CLICK));
        });
        SimRun run = SimRun.of(sim);
        run.run(enter("hotel", "Taj Bengaluru"));
        Oracle.Request r = run.oracle.requests.stream().filter(q -> q.asks().contains("suggestion")).findFirst().orElseThrow();
        assertThat(((Question.Choice) r.questions().get("suggestion")).options()).hasSize(3).containsKey("none"); // two rows and "none"
    }

    @Test
    void whenNoRowMentionsTheTextOnlyListRowsAreOfferedAtMostTwelve() {
        Sim sim = new Sim("browser", "Book");
        Sim.Node field = sim.textbox("Hotel");
        field.value = "";
        field.onType((s, t) -> {
            for (int i = 1; i <= 15; i++) s.add(s.node("option", "Place " + i).can(ElementAction.CLICK));
            s.button("Clear");
        });
        SimRun run = SimRun.of(sim);
        run.run(enter("hotel", "Taj"));
        Oracle.Request r = run.oracle.requests.stream().filter(q -> q.asks().contains("suggestion")).findFirst().orElseThrow();
        Map<String, String> offered = new java.util.LinkedHashMap<>(((Question.Choice) r.questions().get("suggestion")).options());
        assertThat(offered.remove("none")).as("every choice offers none").isNotNull();
        assertThat(offered).hasSize(12).allSatisfy((k, v) -> assertThat(v).startsWith("option"));
    }

    @Test
    void aSearchBoxTakesOnlyTheSameSearch() {
        Sim sim = bookingBox("Search", "boat airdopes 141 anc");
        SimRun run = SimRun.of(sim);
        run.run(enter("search", "boAt Airdopes 141"));
        assertThat(sim.clicks).isEmpty();
        assertThat(run.oracle.asked(Ask.SUGGESTION)).isZero();

        Sim again = bookingBox("Search", "boat airdopes 141 anc", "Show all results for boAt Airdopes 141");
        SimRun.of(again).run(enter("search", "boAt Airdopes 141"));
        assertThat(again.clicks).containsExactly("option \"Show all results for boAt Airdopes 141\"");
    }

    @Test
    void aPlaceBoxLooksAgainAndAsksForTheSamePlaceInOtherWords() {
        Sim sim = new Sim("browser", "Ride");
        Sim.Node pickup = sim.textbox("Pickup");
        pickup.value = "";
        int[] waits = {0};
        sim.onWait = s -> {
            if (waits[0]++ == 0) s.add(s.node("option", "MG Road / Shivaji Nagar Bengaluru").can(ElementAction.CLICK));
        };
        SimRun run = SimRun.of(sim);
        run.run(enter("pickup", "MG Road Metro Station, Bengaluru"));
        assertThat(sim.waits).isGreaterThanOrEqualTo(1);
        assertThat(run.oracle.asked(Ask.SUGGESTION)).isEqualTo(1);
        assertThat(sim.clicks).containsExactly("option \"MG Road / Shivaji Nagar Bengaluru\"");
    }

    @Test
    void aPrivateTextIsNeverOfferedToASuggestionQuestion() {
        Sim sim = bookingBox("Member number", "Member 4411 (Gold)", "Member 4411 (Silver)");
        SimRun run = SimRun.of(sim);
        run.secrets = new Secrets().put("member", "4411");
        run.run(enter("member number", "${member}"));
        assertThat(sim.fields).containsEntry("Member number", "4411");
        assertThat(run.oracle.asked(Ask.SUGGESTION)).isZero();
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aSecretValueNeverAppearsInAnyRequestEvenWhenTheFieldEchoesIt() {
        Sim sim = Fill.compose();
        SimRun run = SimRun.of(sim);
        run.secrets = new Secrets().put("password", "hunter2-secret");
        run.oracle.on(Ask.FIELD_ERROR, (id, q, s) -> dev.flowwright.runtime.sim.Answers.noul(0.1));
        RunReport r = run.run(enter("subject", "${password}"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(sim.fields).containsEntry("Subject", "hunter2-secret");
        assertThat(run.oracle.allRequestText()).doesNotContain("hunter2-secret");
        assertThat(run.events.toString()).doesNotContain("hunter2-secret");
    }

    @Test
    void aFactNobodySuppliedIsAskedOfTheHandoffTypedAndKeptSecret() {
        Sim sim = new Sim("browser", "Verify");
        sim.textbox("One-time code").value = "";
        SimRun run = SimRun.of(sim);
        AtomicReference<String> askedFor = new AtomicReference<>();
        run.responder = req -> {
            askedFor.set(req.field());
            return new HandoffResponse.Value("731904");
        };
        RunReport r = run.run(enter("one-time code", "${otp}"));
        assertThat(r.stop()).isEqualTo(Stop.COMPLETED);
        assertThat(askedFor.get()).isEqualTo("one-time code");
        assertThat(sim.fields).containsEntry("One-time code", "731904");
        assertThat(run.secrets.has("otp")).isTrue();
        assertThat(run.oracle.allRequestText()).doesNotContain("731904");
    }

    @Test
    void withoutAResponderAnUnsuppliedFactEndsTheRunAsNeedsHuman() {
        Sim sim = new Sim("browser", "Verify");
        sim.textbox("One-time code").value = "";
        RunReport r = SimRun.of(sim).run(enter("one-time code", "${otp}"));
        assertThat(r.stop()).isEqualTo(Stop.NEEDS_HUMAN);
        assertThat(sim.fields).isEmpty();
    }
}
