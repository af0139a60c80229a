package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.SubGoals;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** "Type the 2nd word in the paragraph into the textbox": counted off the screen (issue #13). */
class ShownWordsTest {

    private static Screen showing(String... lines) {
        Sim sim = new Sim("browser", "Reading");
        sim.context.addAll(List.of(lines));
        return sim.look();
    }

    @Test
    void theWordIsCountedInTheParagraphAsAReaderCountsIt() {
        // a page that sets part of the task in bold breaks it out of its line: the echo keeps only some of the step's words
        Screen s = showing("Find the in the paragraph, type that into the textbox and press Submit.", "2nd word", "Chapter one",
                "Harbor lights, dim. The ferry was late again that night");
        String step = "type the 3rd word in the paragraph into the textbox";
        assertThat(ShownWords.wordOf(s, 3, step)).contains("dim");
        assertThat(ShownWords.wordOf(s, -1, step)).contains("night");
        assertThat(ShownWords.wordOf(s, 40, step)).isEmpty();
    }

    @Test
    void twoParagraphsOfOneLengthAreNoOneParagraph() {
        Screen s = showing("one two three four", "five six seven eight");
        assertThat(ShownWords.wordOf(s, 2, "type the 2nd word in the paragraph into the box")).isEmpty();
    }

    @Test
    void findingAWordThenTypingThatIsOneTypingStep() {
        assertThat(SubGoals.of("Find the 2nd word in the paragraph, type that into the textbox and press \"Submit\"."))
                .containsExactly("type the 2nd word in the paragraph into the textbox", "press \"Submit\"");
        assertThat(ShownWords.parse("type the 2nd word in the paragraph into the textbox"))
                .contains(new ShownWords.Typing(2, "the textbox"));
        assertThat(ShownWords.parse("type the word hello into the textbox")).isEmpty();
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
