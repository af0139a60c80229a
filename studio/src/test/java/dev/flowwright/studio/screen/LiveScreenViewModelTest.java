package dev.flowwright.studio.screen;

import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.PictureOrigin;
import dev.flowwright.runtime.screen.Screen;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The live screen's hit-test and teach mode: a click picks the smallest element under the pointer; while
 * the run asks which element is meant, it answers with the smallest one that can be acted on, once.
 */
class LiveScreenViewModelTest {
    final SimpleObjectProperty<String> selected = new SimpleObjectProperty<>();
    final Pointing pointing = new Pointing();
    final LiveScreenViewModel vm = new LiveScreenViewModel(selected, pointing);
    final List<String> answers = new ArrayList<>();

    /** A form (e1) holding two look-alike buttons (e2, e3), the first with its own text as an element (e4), and a heading (e5). */
    static Screen notesPage() {
        return new Screen("browser", "New note", "http://127.0.0.1/notes/", null, List.of(
                element("e1", "form", "Note", Set.of(), new Bounds(0, 0, 800, 600)),
                element("e2", "button", "Save note (personal)", Set.of(ElementAction.CLICK), new Bounds(100, 500, 180, 40)),
                element("e3", "button", "Save note (team)", Set.of(ElementAction.CLICK), new Bounds(300, 500, 160, 40)),
                element("e4", "text", "Save note (personal)", Set.of(), new Bounds(110, 510, 160, 20)),
                element("e5", "heading", "New note", Set.of(), new Bounds(20, 20, 200, 30))), null, null);
    }

    static Element element(String ref, String role, String name, Set<ElementAction> actions, Bounds bounds) {
        return new Element(ref, role, name, "", null, Set.of(), actions, bounds, List.of(), null);
    }

    @Test
    void aClickSelectsTheSmallestElementUnderThePointerAndAnswersNothing() {
        vm.show(notesPage(), null, null, List.of(), "turn 1");
        assertThat(vm.clickAt(120, 515)).isEqualTo("e4");
        assertThat(selected.get()).isEqualTo("e4");
        assertThat(vm.clickAt(50, 300)).isEqualTo("e1");
        assertThat(vm.clickAt(900, 900)).isNull();
    }

    @Test
    void whileTheRunAsksAClickAnswersWithTheSmallestElementThatCanBeActedOn() {
        vm.show(notesPage(), null, null, List.of(), "turn 1");
        pointing.start(List.of("e3", "e2"), answers::add);
        assertThat(vm.pointingProperty().get()).isTrue();
        // on the button's own text: the button is meant, not its text
        assertThat(vm.clickAt(120, 515)).isEqualTo("e2");
        assertThat(answers).containsExactly("e2");
        assertThat(selected.get()).isEqualTo("e2");
        assertThat(vm.pointingProperty().get()).isFalse();
        // answered: a second click only selects
        assertThat(vm.clickAt(310, 510)).isEqualTo("e3");
        assertThat(answers).containsExactly("e2");
    }

    /** Issue #30 item 3: a click that cannot answer says why where the question is, and the run keeps asking. */
    @Test
    void aClickOnWhatIsNotAControlAnswersNothingAndSaysWhyInTheQuestionBar() {
        vm.show(notesPage(), null, null, List.of(), "turn 1");
        pointing.start(List.of("e2", "e3"), answers::add);
        assertThat(vm.clickAt(30, 30)).as("selected, to show what was clicked").isEqualTo("e5");
        assertThat(answers).isEmpty();
        assertThat(vm.pointingProperty().get()).isTrue();
        assertThat(pointing.noticeProperty().get())
                .isEqualTo("\"New note\" cannot answer: it is not a control, so it cannot be pressed. Click a control, or choose one below.");
        assertThat(vm.clickAt(900, 900)).isNull();
        assertThat(pointing.noticeProperty().get()).startsWith("Nothing there can answer");
        // a control answers, and the notice goes with the question
        assertThat(vm.clickAt(310, 510)).isEqualTo("e3");
        assertThat(answers).containsExactly("e3");
        assertThat(pointing.noticeProperty().get()).isEmpty();
    }

    @Test
    void aClickOnADisabledControlAnswersNothingAndSaysItIsDisabled() {
        Element off = new Element("e9", "button", "Send", "", null, Set.of(ElementState.DISABLED), Set.of(ElementAction.CLICK),
                new Bounds(500, 100, 80, 30), List.of(), null);
        vm.show(new Screen("browser", "Mail", null, null, List.of(off), null, null), null, null, List.of(), "turn 1");
        pointing.start(List.of("e9"), answers::add);
        vm.clickAt(540, 115);
        assertThat(answers).isEmpty();
        assertThat(pointing.noticeProperty().get()).isEqualTo("\"Send\" cannot answer: it is disabled. Click a control, or choose one below.");
    }

    /**
     * Issue #30 item 2: the picture of a page scrolled down 600 px, taken at twice its CSS pixels: the outline of an
     * element at page y 700 is at picture y 200, every box scaled with it, and a click there hits it.
     */
    @Test
    void outlinesAreWhereThePictureShowsTheElementsAtAnyScrollAndScale() {
        Screen scrolled = new Screen("browser", "News", null, null, List.of(
                element("e1", "button", "Sign me up", Set.of(ElementAction.CLICK), new Bounds(40, 700, 100, 30)),
                element("e2", "link", "About us", Set.of(ElementAction.CLICK), new Bounds(200, 1300, 60, 20))), null, null);
        vm.show(scrolled, null, new PictureOrigin(0, 600, 2), null, List.of(), "turn 3");
        pointing.start(List.of("e1", "e2"), answers::add);
        assertThat(vm.asked()).first().isEqualTo(new Box("e1", "button \"Sign me up\"", 80, 200, 200, 60, true, null));
        assertThat(vm.asked().get(1).y()).as("below the picture's fold, where it is").isEqualTo(1400);
        assertThat(vm.clickAt(150, 230)).isEqualTo("e1");
        assertThat(answers).containsExactly("e1");
        vm.show(scrolled, null, PictureOrigin.NONE, null, List.of(), "unscrolled");
        assertThat(vm.pickAt(50, 710)).as("a picture that starts where the bounds do").isEqualTo("e1");
    }

    @Test
    void aClickOutsideEveryElementAnswersNothingAndTheRunKeepsAsking() {
        vm.show(notesPage(), null, null, List.of(), "turn 1");
        pointing.start(List.of("e2", "e3"), answers::add);
        assertThat(vm.clickAt(900, 900)).isNull();
        assertThat(answers).isEmpty();
        assertThat(vm.pointingProperty().get()).isTrue();
    }

    @Test
    void theAskedCandidatesAreOutlinedInTheQuestionsOrderUntilItIsAnswered() {
        vm.show(notesPage(), null, null, List.of(), "turn 1");
        pointing.start(List.of("e3", "e2", "e99"), answers::add);
        assertThat(vm.asked()).extracting(Box::ref).as("a ref not on the shown screen has no outline").containsExactly("e3", "e2");
        vm.show(notesPage(), null, null, List.of(), "turn 1 again");
        assertThat(vm.asked()).extracting(Box::ref).as("a new frame of the same look keeps them").containsExactly("e3", "e2");
        pointing.point("e3");
        assertThat(vm.asked()).isEmpty();
    }
}
