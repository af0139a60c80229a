package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** "Remove the email from Gisela": only the controls of the item that shows the name are offered (issue #13). */
class ScopesTest {

    /** An inbox of rows, each with the same archive icon (no name, described by its class words). */
    private static Sim inbox(List<String> archived) {
        Sim sim = new Sim("browser", "Inbox");
        String[] rows = {"Ada Lovelace Quarterly numbers", "Gisela Brandt Lunch on Friday", "Hugo Weber Reply to your note"};
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i];
            sim.add(sim.node("generic", "").describe("archive").can(ElementAction.CLICK).hint("item", row)
                    .hint("indexPath", "r" + i)).at(300, 20 * i).onPress(s -> archived.add(row.split(" ")[0]));
        }
        sim.button("Compose");
        sim.goal(s -> !archived.isEmpty());
        return sim;
    }

    private static String keyOf(Question q, String word) {
        for (var en : ((Question.Choice) q).options().entrySet()) if (en.getValue().contains(word)) return en.getKey();
        return "none";
    }

    @Test
    void theNamedItemsControlIsTheOnlyOneOnOffer() {
        List<String> archived = new ArrayList<>();
        Sim sim = inbox(archived);
        SimRun run = SimRun.of(sim);
        List<String> offered = new ArrayList<>();
        run.oracle.on(Ask.TARGET, (id, q, s) -> {
            offered.addAll(((Question.Choice) q).options().values());
            return Answers.pick(keyOf(q, "archive"), 0.95);
        });
        run.run("archive the email from Gisela");
        assertThat(archived).containsExactly("Gisela");
        assertThat(offered).filteredOn(o -> o.contains("archive")).hasSize(1).allMatch(o -> o.contains("Gisela"));
    }

    @Test
    void withNoItemNamedEachRowsIconIsItsOwnOptionSaidWithItsRow() {
        // one option for all three would be a pick of the first row's icon whatever the decider meant
        List<String> archived = new ArrayList<>();
        Sim sim = inbox(archived);
        SimRun run = SimRun.of(sim);
        List<String> offered = new ArrayList<>();
        run.oracle.on(Ask.TARGET, (id, q, s) -> {
            offered.addAll(((Question.Choice) q).options().values());
            return Answers.pick("none", 0.9);
        });
        run.run("archive the email");
        assertThat(offered.stream().distinct().toList()).filteredOn(o -> o.contains("archive")).hasSize(3)
                .anyMatch(o -> o.contains("Ada")).anyMatch(o -> o.contains("Gisela")).anyMatch(o -> o.contains("Hugo"));
    }

    @Test
    void aWordThatNamesAControlIsNoScope() {
        // "Reply" is a word of Hugo's row, and the name of a control: it says what to press, not whose
        assertThat(Scopes.names("click Reply on the email from Gisela", java.util.Set.of("reply")))
                .extracting(java.util.regex.Pattern::pattern).containsExactly(java.util.regex.Pattern.compile(
                        "(?<![\\p{L}\\p{N}@_])" + java.util.regex.Pattern.quote("Gisela") + "(?![\\p{L}\\p{N}_])").pattern());
    }
}
