package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Oracle;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** read and pick (docs/step-kinds.md#read, docs/step-kinds.md#pick). */
class ReadPickTest {

    @Test
    void readPagesPastSixtySourcesAndKeepsTheValue() {
        Sim sim = new Sim("browser", "Booking");
        for (int i = 1; i <= 70; i++) sim.context.add(i == 65 ? "Booking reference XK42Q" : "Line " + i + " of the terms");
        SimRun run = SimRun.of(sim);
        RunReport r = run.run(new Step.Read("booking reference", "ref"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.vars()).containsEntry("ref", "Booking reference XK42Q");
        var sources = run.oracle.requests.stream().filter(q -> q.asks().contains("source")).toList();
        assertThat(sources).hasSize(2);
        assertThat(((Question.Choice) sources.get(0).questions().get("source")).options()).hasSize(61).containsKey("none"); // 60 sources and "none"
    }

    @Test
    void readTakesAFieldsValueNotItsName() {
        Sim sim = new Sim("browser", "Booking");
        sim.textbox("Booking reference").value = "XK42Q";
        RunReport r = SimRun.of(sim).run(new Step.Read("booking reference", "ref"));
        assertThat(r.vars()).containsEntry("ref", "XK42Q");
    }

    @Test
    void aLaterReadSeesWhatEarlierReadsCollected() {
        Sim sim = new Sim("browser", "Booking");
        sim.textbox("Booking reference").value = "XK42Q";
        sim.textbox("Seat").value = "14C";
        SimRun run = SimRun.of(sim);
        run.run(new Step.Read("booking reference", "ref"), new Step.Read("seat", "seat"));
        Oracle.Request last = run.oracle.requests.get(run.oracle.requests.size() - 1);
        assertThat(last.state().path("already_collected").toString()).contains("ref").contains("XK42Q");
    }

    @Test
    void readFailsWhenNoSourceShowsIt() {
        Sim sim = new Sim("browser", "Booking");
        sim.context.add("Welcome");
        RunReport r = SimRun.of(sim).run(new Step.Read("booking reference", "ref"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.vars()).doesNotContainKey("ref");
    }

    /** Flight cards: a link with the flight's name plus price, time, stops and duration text. */
    private static Sim flights() {
        Sim sim = new Sim("browser", "Flights");
        String[][] cards = {
                {"IndiGo 6E 201", "₹5,400", "06:10", "1 stop", "3h 05m"},
                {"Air India AI 803", "₹4,950", "09:45", "Non-stop", "2h 50m"},
                {"Vistara UK 815", "₹6,100", "05:30", "Non-stop", "2h 40m"}};
        for (int i = 0; i < cards.length; i++) {
            String item = "listitem #" + (i + 1);
            sim.link(cards[i][0]).path("list \"Results\"", item);
            for (int j = 1; j < cards[i].length; j++) sim.text(cards[i][j]).path("list \"Results\"", item);
            sim.button("Buy now").path("list \"Results\"", item);
        }
        return sim;
    }

    @Test
    void pickRanksExactlyWhenByParsesAndAsksNothing() {
        String[][] cases = {{"cheapest", "Air India AI 803"}, {"earliest departure", "Vistara UK 815"},
                {"fewest stops", "Air India AI 803"}, {"shortest duration", "Vistara UK 815"},
                {"most expensive", "Vistara UK 815"}, {"price nearest 5500", "IndiGo 6E 201"}};
        for (String[] c : cases) {
            Sim sim = flights();
            SimRun run = SimRun.of(sim);
            RunReport r = run.run(new Step.Pick("results", c[0], "flight"));
            assertThat(sim.clicks).as(c[0]).containsExactly("link \"" + c[1] + "\"");
            assertThat(run.oracle.asked(Ask.PICK)).isZero();
            assertThat(r.vars().get("flight")).startsWith(c[1]);
        }
    }

    @Test
    void pickAsksJevWhenByDoesNotParse() {
        Sim sim = flights();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.PICK, (id, q, s) -> pick(Fill.keyOf(q, "Vistara"), 0.8));
        run.run(new Step.Pick("results", "best reviewed", null));
        assertThat(run.oracle.asked(Ask.PICK)).isEqualTo(1);
        assertThat(sim.clicks).containsExactly("link \"Vistara UK 815\"");
    }

    @Test
    void pickOpensTheItemThroughAControlThatPassesTheDestructiveCheck() {
        Sim sim = new Sim("browser", "Shop");
        sim.text("Earbuds ₹999").path("list \"Results\"", "listitem #1");
        sim.button("Buy now").path("list \"Results\"", "listitem #1");
        RunReport r = SimRun.of(sim).run(new Step.Pick("results", "cheapest", null));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.clicks).isEmpty();
    }
}
