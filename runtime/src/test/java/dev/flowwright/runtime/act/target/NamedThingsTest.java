package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.reading.Term;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Identifiers and quoted names are hard constraints (docs/how-a-run-works.md#identifiers-and-quoted-names-are-hard-constraints):
 * whatever the decider answers, a press for a thing named by an identifier goes only to an element that shows it.
 */
class NamedThingsTest {

    @Test
    void theThingPressedIsConstrainedNeverTheValueTyped() {
        assertThat(NamedThings.names("open order B-12")).containsExactly("B-12");
        assertThat(NamedThings.names("Cancel the order SKU 88-1042, please")).containsExactly("SKU 88-1042");
        assertThat(NamedThings.names("click the M8 × 25 bolt")).containsExactly("M8 × 25");
        assertThat(NamedThings.names("press \"Save draft\"")).containsExactly("Save draft");
        assertThat(NamedThings.names("tick B-12 and C-7")).containsExactlyInAnyOrder("B-12", "C-7");
        // values: what is typed or looked for is shown by no control
        assertThat(NamedThings.names("search for SKU 88-1042")).isEmpty();
        assertThat(NamedThings.names("type B-12 into the code box")).isEmpty();
        assertThat(NamedThings.names("enter the code 4X7 in the voucher field")).isEmpty();
        assertThat(NamedThings.names("add \"milk\" to the shopping list")).isEmpty();
        // a kind of control, and a name the control used to have, say nothing it shows
        assertThat(NamedThings.names("Click on a \"textarea\" widget")).isEmpty();
        assertThat(NamedThings.names("Click the button that was labelled \"Gonder\"")).isEmpty();
        // counts and plain words are no identifiers
        assertThat(NamedThings.names("open the 2nd result")).isEmpty();
        assertThat(NamedThings.names("open the claw hammer")).isEmpty();
    }

    @Test
    void anIdentifierIsFoundWhateverItsFormatting() {
        assertThat(Term.shows("Order B12 · shipped", "B-12")).isTrue();
        assertThat(Term.shows("order b 12", "B-12")).isTrue();
        assertThat(Term.shows("Order B-123", "B-12")).isFalse();
        assertThat(Term.shows("Order AB-12", "B-12")).isFalse();
        assertThat(Term.shows("Hex bolt M8x25, zinc", "M8 × 25")).isTrue();
        assertThat(Term.shows("Hex bolt M8 x 25", "M8 × 25")).isTrue();
        assertThat(Term.shows("Hex bolt M8 × 250", "M8 x 25")).isFalse();
        assertThat(Term.shows("SKU 881042", "SKU 88-1042")).isTrue();
        assertThat(Term.shows("DIN-912 socket screws", "DIN 912")).isTrue();
    }

    /** Three order rows with an Open link each; the decider answers the wrong row, sure of itself. */
    private static Sim orders(List<String> opened) {
        Sim sim = new Sim("browser", "Orders");
        String[] rows = {"B-11 · 3 items · shipped", "B-12 · 1 item · packing", "B-13 · 2 items · shipped"};
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i];
            sim.add(sim.node("link", "Open").can(ElementAction.CLICK).hint("item", row).hint("indexPath", "r" + i))
                    .at(300, 20 * i).onPress(s -> opened.add(row.substring(0, 4)));
        }
        sim.button("New order");
        sim.goal(s -> !opened.isEmpty());
        return sim;
    }

    private static String keyOf(Question q, String text) {
        for (var en : ((Question.Choice) q).options().entrySet()) if (en.getValue().contains(text)) return en.getKey();
        return "none";
    }

    @Test
    void aConfidentAnswerForAnotherRowIsNeverPressed() {
        for (String wrong : List.of("B-11", "B-13", "New order")) {
            List<String> opened = new ArrayList<>();
            List<String> offered = new ArrayList<>();
            SimRun run = SimRun.of(orders(opened));
            run.oracle.on(Ask.TARGET, (id, q, s) -> {
                offered.addAll(((Question.Choice) q).options().values());
                return Answers.pick(keyOf(q, wrong), 0.99);
            });
            run.run("open order B-12");
            assertThat(opened).as("answered " + wrong).doesNotContain("B-11", "B-13");
            assertThat(offered).as("offered while the decider wanted " + wrong).noneMatch(o -> o.contains("B-11") || o.contains("B-13") || o.contains("New order"));
        }
    }

    @Test
    void anIdentifierNothingShowsPressesNothingAndSaysSo() {
        List<String> opened = new ArrayList<>();
        SimRun run = SimRun.of(orders(opened));
        run.oracle.on(Ask.TARGET, (id, q, s) -> Answers.pick(keyOf(q, "B-11"), 0.99));
        var report = run.run("open order B-14");
        assertThat(opened).isEmpty();
        assertThat(report.steps().get(0).outcome()).isEqualTo(dev.flowwright.runtime.run.Outcome.FAILED);
        assertThat(report.steps().get(0).note()).contains("nothing on screen shows \"B-14\"");
    }

    @Test
    void aPageAboutTheThingLetsItsOwnControlStandForIt() {
        // the order's own page: its heading shows B-12, its one "Track parcel" button does not
        List<String> tracked = new ArrayList<>();
        Sim sim = new Sim("browser", "Your order");
        sim.context.add("Order B-12 · 1 item · packing");
        sim.button("Track parcel").onPress(s -> tracked.add("B-12"));
        sim.goal(s -> !tracked.isEmpty());
        SimRun run = SimRun.of(sim);
        var report = run.run("track order B-12");
        assertThat(tracked).as(report.steps().get(0).note()).containsExactly("B-12");
    }
}
