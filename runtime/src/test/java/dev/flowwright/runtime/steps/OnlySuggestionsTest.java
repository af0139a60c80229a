package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Oracle;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static dev.flowwright.runtime.steps.Fill.enter;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Only suggestions are suggestions (issue #12 item 8): whatever the decider answers, an autocomplete pick
 * is offered only rows that appeared after the typing, belong to the field and are on screen — never the
 * application's own menu items, never off-screen ones — and no such row means the text stays as typed.
 */
class OnlySuggestionsTest {

    /** A text editor: one unnamed multi-line document box. */
    private static Sim editor() {
        Sim sim = new Sim("mousepad", "Untitled 1 - Mousepad");
        Sim.Node doc = sim.textbox("Document");
        doc.value = "";
        doc.bounds = new Bounds(1, 52, 638, 425);
        return sim;
    }

    /** A decider that takes the first option of every suggestion question at 0.98, whatever it is. */
    private static SimRun takingAnySuggestion(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.SUGGESTION, (id, q, s) -> {
            String first = ((Question.Choice) q).options().keySet().iterator().next();
            return Answers.pick(first, 0.98);
        });
        return run;
    }

    @Test
    void theEditorsOwnUndoAndRevertThatMerelyBecameEnabledAreNeverOfferedAndTheNoteStays() {
        Sim sim = editor();
        Quirks.menuBarWithUndo(sim, sim.find("Document"));
        SimRun run = takingAnySuggestion(sim);
        RunReport r = run.run(enter("document", "Buy milk"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(run.oracle.asked(Ask.SUGGESTION)).as("nothing the typing opened: no suggestion question").isZero();
        assertThat(sim.clicks).isEmpty();
        assertThat(sim.find("Document").value).isEqualTo("Buy milk");
    }

    @Test
    void menuItemsThatAppearOffScreenAfterTypingAreNeverOffered() {
        Sim sim = editor();
        Quirks.offscreenMenuItems(sim, sim.find("Document"));
        SimRun run = takingAnySuggestion(sim);
        RunReport r = run.run(enter("document", "Buy milk"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(run.oracle.asked(Ask.SUGGESTION)).isZero();
        assertThat(sim.clicks).isEmpty();
        assertThat(sim.find("Document").value).isEqualTo("Buy milk");
    }

    @Test
    void aRealSuggestionListStillWinsBesideTheMenuBar() {
        Sim sim = editor();
        Sim.Node doc = sim.find("Document");
        doc.onType((s, t) -> s.add(s.node("option", "Call Anna at noon").can(ElementAction.CLICK).path("listbox \"Completions\"")));
        Quirks.menuBarWithUndo(sim, doc);
        SimRun run = takingAnySuggestion(sim);
        run.run(enter("document", "Call Anna"));
        Oracle.Request q = run.oracle.requests.stream().filter(x -> x.asks().contains("suggestion")).findFirst().orElseThrow();
        // the one suggestion, beside the "none of these" every choice offers
        assertThat(((Question.Choice) q.questions().get("suggestion")).options().entrySet().stream()
                .filter(o -> !o.getKey().equals(dev.flowwright.runtime.decide.Framing.NONE)).map(java.util.Map.Entry::getValue))
                .singleElement().asString().contains("Call Anna at noon");
        assertThat(sim.clicks).containsExactly("option \"Call Anna at noon\"");
    }

    @Test
    void aRowThatWasAlreadyOnTheLookBeforeTypingIsNotASuggestion() {
        Sim sim = new Sim("browser", "Book");
        Sim.Node from = sim.textbox("From");
        from.value = "";
        sim.add(sim.node("listitem", "Delhi Cantt (recent search)").can(ElementAction.CLICK));
        SimRun run = takingAnySuggestion(sim);
        run.run(enter("from", "Delhi"));
        assertThat(run.oracle.asked(Ask.SUGGESTION)).isZero();
        assertThat(sim.clicks).isEmpty();
        assertThat(sim.fields).containsEntry("From", "Delhi");
    }

    @Test
    void aNewRowFarFromTheFieldAndInNoListIsNotTheFieldsSuggestion() {
        Sim sim = new Sim("browser", "Notes");
        Sim.Node note = sim.textbox("Note");
        note.value = "";
        note.bounds = new Bounds(20, 40, 300, 30);
        note.onType((s, t) -> {
            Sim.Node toast = s.add(s.node("listitem", "Call Anna · saved 1 minute ago").can(ElementAction.CLICK));
            toast.bounds = new Bounds(1200, 900, 300, 30);
        });
        SimRun run = takingAnySuggestion(sim);
        run.run(enter("note", "Call Anna"));
        assertThat(run.oracle.asked(Ask.SUGGESTION)).isZero();
        assertThat(sim.clicks).isEmpty();
        assertThat(sim.fields).containsEntry("Note", "Call Anna");
    }

    @Test
    void aRowRightUnderTheFieldCountsAsItsOwn() {
        Sim sim = new Sim("browser", "Notes");
        Sim.Node note = sim.textbox("Note");
        note.value = "";
        note.bounds = new Bounds(20, 40, 300, 30);
        note.onType((s, t) -> {
            Sim.Node row = s.add(s.node("listitem", "Call Anna tomorrow").can(ElementAction.CLICK));
            row.bounds = new Bounds(20, 72, 300, 24);
        });
        SimRun run = takingAnySuggestion(sim);
        run.run(enter("note", "Call Anna"));
        assertThat(run.oracle.asked(Ask.SUGGESTION)).isEqualTo(1);
        assertThat(sim.clicks).containsExactly("listitem \"Call Anna tomorrow\"");
    }

    @Test
    void theAnswerCannotReachARowThatWasNotOffered() {
        Sim sim = editor();
        Sim.Node doc = sim.find("Document");
        doc.onType((s, t) -> s.add(s.node("option", "Call Anna at noon").can(ElementAction.CLICK).path("listbox \"Completions\"")));
        Quirks.menuBarWithUndo(sim, doc);
        SimRun run = SimRun.of(sim);
        // an answer naming a key that was never offered (the Undo item's place in the look, say) is no pick
        run.oracle.on(Ask.SUGGESTION, (id, q, s) -> new Answer.ChoiceAnswer("Undo", java.util.Map.of("Undo", 0.98), 0.98));
        run.run(enter("document", "Call Anna"));
        assertThat(sim.clicks).isEmpty();
        assertThat(doc.value).isEqualTo("Call Anna");
    }
}
