package dev.flowwright.runtime.screen;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.flowwright.runtime.screen.Looks.*;
import static org.assertj.core.api.Assertions.assertThat;

class ChangeNoteTest {

    @Test
    void sameScreenWithNewRefsIsNothingChanged() {
        Screen before = screen(withRef(button("Search"), "e1"));
        Screen after = screen(withRef(button("Search"), "e9"));
        assertThat(ChangeNote.between(before, after)).isEqualTo("nothing on screen changed");
    }

    @Test
    void changeNoteNamesTheNewWindowAndSurface() {
        Screen before = screen("Inbox", List.of(), button("New"));
        Screen after = withSurface(screen("Compose", List.of(), button("New")), SurfaceKind.SHEET);
        assertThat(ChangeNote.between(before, after)).isEqualTo("window is now \"Compose\"; surface is now sheet");
    }

    @Test
    void changeNoteListsWhatAppearedAndWhatWent() {
        Screen before = screen(button("Search"), link("Help"));
        Screen after = screen(button("Search"), button("Filter"));
        assertThat(ChangeNote.between(before, after)).isEqualTo("appeared: button \"Filter\"; gone: link \"Help\"");
    }

    @Test
    void changeNoteComparesLabelsAsMultisets() {
        Screen before = screen(button("Add"));
        Screen after = screen(button("Add"), button("Add"));
        assertThat(ChangeNote.between(before, after)).isEqualTo("appeared: button \"Add\"");
    }

    @Test
    void changeNoteListsSixLabelsThenAndNMore() {
        Screen before = screen();
        Screen after = screen(link("1"), link("2"), link("3"), link("4"), link("5"), link("6"), link("7"), link("8"));
        assertThat(ChangeNote.between(before, after))
                .isEqualTo("appeared: link \"1\", link \"2\", link \"3\", link \"4\", link \"5\", link \"6\" and 2 more");
    }

    @Test
    void aValueThatChangedIsNamedWhenNoLabelDid() {
        Screen before = screen(textbox("From", ""));
        Screen after = screen(textbox("From", "Istanbul"));
        assertThat(ChangeNote.between(before, after)).isEqualTo("changed: textbox \"From\" = \"Istanbul\"");
    }

    @Test
    void textLinesThatAppearedAndWentAreNamed() {
        Screen before = screen("P", List.of("Loading"), button("Go"));
        Screen after = screen("P", List.of("3 results"), button("Go"));
        assertThat(ChangeNote.between(before, after)).isEqualTo("text appeared: \"3 results\"; text gone: \"Loading\"");
    }

    @Test
    void aStatusLineIsNamedEvenWhenAControlOnlyChangedState() {
        Screen before = screen("P", List.of("Find a store"), textbox("City", "Izmir"));
        Screen after = screen("P", List.of("Find a store", "3 stores in Izmir"), textbox("City", "Izmir "));
        assertThat(ChangeNote.between(before, after)).isEqualTo("changed: textbox \"City\" = \"Izmir \"; text appeared: \"3 stores in Izmir\"");
    }

    @Test
    void textThatOnlyMovedIsSaidToHaveChanged() {
        Screen before = screen("P", List.of("a", "b"), button("Go"));
        Screen after = screen("P", List.of("b", "a"), button("Go"));
        assertThat(ChangeNote.between(before, after)).isEqualTo("the text on screen changed");
    }

    @Test
    void changeNoteMasksASecretThatAppeared() {
        var secrets = new dev.flowwright.runtime.flow.Secrets(java.util.Map.of("otp", "492817"));
        String note = ChangeNote.between(screen(), screen(text("Code 492817 accepted")), secrets);
        assertThat(note).isEqualTo("appeared: text \"Code ${otp} accepted\"");
    }
}
