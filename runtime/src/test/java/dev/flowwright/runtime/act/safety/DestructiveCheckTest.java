package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The destructive check's rules, one each (docs/how-a-run-works.md#what-the-runtime-never-presses). */
class DestructiveCheckTest {

    private static Element el(String role, String name) {
        return new Element("e1", role, name, "", null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(), null);
    }

    private static Element field(String name) {
        return new Element("f1", "textbox", name, "", null, Set.of(), Set.of(ElementAction.SET_VALUE), null, List.of(), null);
    }

    private static Screen screen(SurfaceKind kind, Element... els) {
        return new Screen("app", "w", null, kind, List.of(els), List.of(), List.of());
    }

    private static boolean refused(Element e, Screen s, String... stopBefore) {
        return DestructiveCheck.refusal(e, s, List.of(stopBefore)).isPresent();
    }

    @Test
    void hardWordsAreRefusedAtWordStartsSoSenderIsRefusedAndSentIsNot() {
        Screen s = screen(SurfaceKind.WINDOW);
        for (String n : List.of("Send", "Delete Draft", "Remove", "Buy now", "Pay", "Submit", "Confirm", "Overwrite",
                "Quit without saving", "Empty Trash", "Sign out", "Purchase", "Sender")) {
            assertThat(refused(el("button", n), s)).as(n).isTrue();
        }
        assertThat(refused(el("link", "Sent"), s)).isFalse();
        assertThat(refused(el("button", "Search"), s)).isFalse();
    }

    @Test
    void discardAndEraseAreHardToUndoToo() {
        Screen s = screen(SurfaceKind.WINDOW);
        assertThat(refused(el("button", "Discard draft"), s)).isTrue();
        assertThat(refused(el("button", "Erase disk"), s)).isTrue();
    }

    @Test
    void aCounterMinusIsNotARemoval() {
        Screen s = screen(SurfaceKind.WINDOW);
        assertThat(refused(el("button", "Remove adult"), s)).isFalse();
        assertThat(refused(el("button", "Remove passengers"), s)).isFalse();
        assertThat(refused(el("button", "Remove item"), s)).isTrue();
    }

    @Test
    void aStopBeforePhraseNamesAControlByAWordStart() {
        Screen s = screen(SurfaceKind.WINDOW);
        assertThat(refused(el("button", "Post"), s, "posting the reply")).isTrue();
        assertThat(refused(el("button", "Rent"), s, "the current bill")).isFalse();
        assertThat(refused(el("button", "Go"), s, "going home")).as("names under 3 characters never match").isFalse();
    }

    @Test
    void aTabIsNavigationButItsOwnLabelStillCounts() {
        Screen s = screen(SurfaceKind.WINDOW);
        assertThat(refused(el("tab", "Book"), s, "paying for the booking")).isFalse();
        assertThat(refused(el("button", "Book"), s, "paying for the booking")).isTrue();
        assertThat(refused(el("tab", "Pay ₹7,346"), s)).isTrue();
    }

    /** An icon with no name, described by the words of its own class names ("trash"), as the browser's look gives it. */
    private static Element icon(String words) {
        return new Element("e9", "generic", "", words, null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(),
                Map.of("descFrom", "markup", "tag", "span"));
    }

    @Test
    void anIconKnownOnlyByItsMarkupIsCheckedByThoseWordsAndIsStillUnnamedInASheet() {
        assertThat(refused(icon("delete"), screen(SurfaceKind.WINDOW))).as("class=\"icon-delete\"").isTrue();
        assertThat(refused(icon("star"), screen(SurfaceKind.WINDOW))).isFalse();
        assertThat(refused(icon("star"), screen(SurfaceKind.SHEET))).as("markup words are not a label the page gave").isTrue();
    }

    @Test
    void anUnnamedControlInASheetIsRefused() {
        assertThat(refused(el("button", ""), screen(SurfaceKind.SHEET))).isTrue();
        assertThat(refused(el("button", ""), screen(SurfaceKind.WINDOW))).isFalse();
    }

    @Test
    void paymentEvidenceCatchesAPlainContinueButNotFormControlsOrTabs() {
        Screen card = screen(SurfaceKind.WINDOW, field("Card number"), el("button", "Continue"));
        assertThat(refused(el("button", "Continue"), card)).isTrue();
        assertThat(refused(el("radio", "Saved card"), card)).isFalse();
        assertThat(refused(el("tab", "UPI"), card)).isFalse();
        Screen labelled = screen(SurfaceKind.WINDOW, el("text", "CVV"), field(""), el("button", "Next"));
        assertThat(refused(el("button", "Next"), labelled)).isTrue();
        assertThat(refused(el("button", "Continue"), screen(SurfaceKind.WINDOW, field("Name")))).isFalse();
    }
}
