package dev.flowwright.samples;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a person would click though the markup does not say so (issue #13), on real Chromium: a look
 * offers spans and cards that a click handler and a pointer cursor make clickable, tab stops and an
 * editable note, each named by its text, and nothing inside them a second time.
 */
class ClickablesLookTest {
    static LiveSite live;

    @BeforeAll
    static void start() throws Exception { live = LiveSite.start(); }

    @AfterAll
    static void stop() { if (live != null) live.close(); }

    private static long named(Screen s, String name) {
        return s.elements().stream().filter(e -> e.name().equals(name)).count();
    }

    private static Element only(Screen s, String name) {
        return s.elements().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(
                () -> new AssertionError("no element named \"" + name + "\" in " + s.elements().stream().map(Element::label).toList()));
    }

    @Test
    void spansStyledAsLinksAreClickableByTheirText() {
        Screen s = live.open("widgets/");
        for (String name : new String[]{"loan rules", "Nam.", "Namibia edition"}) {
            assertThat(only(s, name).can(ElementAction.CLICK)).as(name).isTrue();
        }
        assertThat(s.context()).anyMatch(line -> line.contains("Before you borrow"));
    }

    @Test
    void aClickableCardIsOneCandidateNotItsTextAgain() {
        Screen s = live.open("widgets/");
        assertThat(only(s, "Atlas of the Sea · 2 copies").can(ElementAction.CLICK)).isTrue();
        assertThat(named(s, "Atlas of the Sea")).as("the card's inner text is no second target").isZero();
    }

    @Test
    void tabStopsWithoutARoleAndAnEditableNoteAreOffered() {
        Screen s = live.open("widgets/");
        assertThat(only(s, "Large print").can(ElementAction.CLICK)).isTrue();
        assertThat(only(s, "Audio").can(ElementAction.CLICK)).isTrue();
        Element note = only(s, "Note to the librarian");
        assertThat(note.has(ElementState.EDITABLE)).isTrue();
        assertThat(note.can(ElementAction.TYPE_TEXT)).isTrue();
    }

    @Test
    void anIconWithNoNameIsDescribedByItsOwnClassNamesMarkedAsReadFromTheMarkup() {
        Screen s = live.open("widgets/icons.html");
        List<Element> icons = s.elements().stream().filter(e -> "markup".equals(e.hint("descFrom"))).toList();
        assertThat(icons).extracting(Element::description).containsExactly("star", "trash", "trash can");
        assertThat(icons).allMatch(e -> e.name().isEmpty() && e.can(ElementAction.CLICK));
        // a control the page named keeps its name, and gets no words from its markup
        Element print = only(s, "Print the list");
        assertThat(print.description()).isEmpty();
        assertThat(print.hint("descFrom")).isNull();
    }

    @Test
    void aMenuItemThatOpensASubmenuIsOpenedByPointingNotByChoosingIt() {
        Screen s = live.open("widgets/menu.html");
        Element books = only(s, "Books");
        assertThat(books.can(ElementAction.EXPAND)).isTrue();
        assertThat(named(s, "Atlases")).as("the submenu is shut").isZero();
        live.surface.expand(books);
        live.surface.settle(dev.flowwright.runtime.surface.SettleKind.BRIEF);
        Screen open = live.surface.look();
        assertThat(only(open, "Atlases").can(ElementAction.CLICK)).isTrue();
        assertThat(live.site.events("pressed")).as("pointing at Books did not choose it").isEmpty();
        assertThat(only(open, "Music").can(ElementAction.EXPAND)).as("an item with no submenu").isFalse();
    }

    @Test
    void aPlainParagraphAndTheHeadingAreNotClickable() {
        Screen s = live.open("widgets/");
        assertThat(s.elements()).noneMatch(e -> e.name().startsWith("Before you borrow") || e.name().equals("Reading room"));
    }

    @Test
    void aFieldLabelledOnlyByTheTextBesideItIsDescribedByThatTextNeverNamed() {
        Screen s = live.open("widgets/record.html");
        List<Element> fields = s.elements().stream().filter(e -> e.role().equals("textbox")).toList();
        assertThat(fields).extracting(Element::description).containsExactly("Branch", "Member number", "Language");
        assertThat(fields).allMatch(e -> e.name().isEmpty() && "nearby".equals(e.hint("descFrom")));
    }
}
