package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.reading.SubGoals;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** "Type the 2nd word in the paragraph into the textbox": counted off the screen, in the one block of text or the one a person says. */
class ShownWordsTest {

    private static Screen showing(String... lines) {
        Sim sim = new Sim("browser", "Reading");
        sim.context.addAll(List.of(lines));
        return sim.look();
    }

    @Test
    void theWordIsCountedInTheOneBlockOfTextAsAReaderCountsIt() {
        // a page that sets part of the task in bold breaks it out of its line: the echo keeps only some of the step's words
        Screen s = showing("Find the in the paragraph, type that into the textbox and press Submit.", "2nd word", "Chapter one",
                "Harbor lights, dim. The ferry was late again that night");
        List<String> blocks = ShownWords.blocks(s, "type the 3rd word in the paragraph into the textbox");
        assertThat(blocks).containsExactly("Harbor lights, dim. The ferry was late again that night");
        assertThat(ShownWords.wordOf(blocks.get(0), 3)).contains("dim");
        assertThat(ShownWords.wordOf(blocks.get(0), -1)).contains("night");
        assertThat(ShownWords.wordOf(blocks.get(0), 40)).isEmpty();
    }

    @Test
    void aLabelEndingInAColonIsNoBlockOfText() {
        // an order summary (a case of its own): its labels of three words and more introduce values, they are not prose
        Screen s = showing("Your order from the bakery", "Delivery time left:", "25 min", "Amount to pay:", "$12.40",
                "Thanks for ordering. Your bread is on its way");
        assertThat(ShownWords.blocks(s, "type the 2nd word in the paragraph into the textbox"))
                .containsExactly("Your order from the bakery", "Thanks for ordering. Your bread is on its way");
        // prose that ends by introducing what follows is still prose
        Screen note = showing("Amount to pay:", "We agreed on three things at the meeting, listed here:");
        assertThat(ShownWords.blocks(note, "type the 2nd word in the paragraph into the textbox"))
                .containsExactly("We agreed on three things at the meeting, listed here:");
    }

    /**
     * The rule this replaces took the longest line on screen as "the paragraph": on a page with an intro and an
     * article (a case it did not come from), that typed a word of whichever ran longer. Two blocks of running
     * text are the person's to tell apart — asked when someone is there, else the step fails, typing nothing.
     */
    @Test
    void twoBlocksOfTextAreAskedAboutNeverTheLongerTaken() {
        Sim sim = new Sim("browser", "News");
        sim.context.addAll(List.of("Welcome to the morning edition of the Harbour Gazette, read by thousands",
                "Ferries ran late again"));
        Sim.Node box = sim.textbox("Answer");
        RunReport r = SimRun.of(sim).run(new Step.Do("type the 2nd word in the paragraph into the answer box"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("2 blocks of text");
        assertThat(box.value).isNullOrEmpty();

        Sim asked = new Sim("browser", "News");
        asked.context.addAll(List.of("Welcome to the morning edition of the Harbour Gazette, read by thousands",
                "Ferries ran late again"));
        Sim.Node answer = asked.textbox("Answer");
        SimRun run = SimRun.of(asked);
        List<List<String>> offered = new java.util.ArrayList<>();
        run.responder = req -> {
            offered.add(req.choices());
            return new dev.flowwright.runtime.handoff.HandoffResponse.Picked(1);
        };
        RunReport picked = run.run(new Step.Do("type the 2nd word in the paragraph into the answer box"));
        assertThat(offered).hasSize(1);
        assertThat(offered.get(0)).hasSize(2);
        assertThat(picked.step("1").orElseThrow().outcome()).as(picked.toJson()).isEqualTo(Outcome.DONE);
        assertThat(answer.value).isEqualTo("ran");
    }

    @Test
    void aCountedBlockIsTheOneTheStepCountsTo() {
        Sim sim = new Sim("browser", "News");
        sim.context.addAll(List.of("Welcome to the morning edition", "Ferries ran late again"));
        Sim.Node box = sim.textbox("Answer");
        RunReport r = SimRun.of(sim).run(new Step.Do("type the last word of the second paragraph into the answer box"));
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(box.value).isEqualTo("again");
    }

    @Test
    void findingAWordThenTypingThatIsOneTypingStep() {
        assertThat(SubGoals.of("Find the 2nd word in the paragraph, type that into the textbox and press \"Submit\"."))
                .containsExactly("type the 2nd word in the paragraph into the textbox", "press \"Submit\"");
    }

    @Test
    void theCountedWordIsTyped() {
        Sim sim = new Sim("browser", "Reading");
        sim.context.addAll(List.of("Harbor lights dim over the quay"));
        Sim.Node box = sim.textbox("Answer");
        sim.goal(s -> "lights".equals(box.value));
        RunReport r = SimRun.of(sim).run(new Step.Do("Find the 2nd word in the paragraph and type it into the text field"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(box.value).isEqualTo("lights");
    }
}
