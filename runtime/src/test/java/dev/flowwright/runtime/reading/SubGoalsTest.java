package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Where a compound step splits into ordered sub-goals, and where it does not (issue #13 item 3). */
class SubGoalsTest {

    @Test
    void aListOfTargetsForOneVerbStaysTogetherBeforeTheSecondAction() {
        assertThat(SubGoals.of("Select 9oY, Zd and click Submit.")).containsExactly("Select 9oY, Zd", "click Submit");
    }

    @Test
    void typingThenPressingIsTwoSubGoals() {
        assertThat(SubGoals.of("Enter \"Kasey\" into the text field and press Submit."))
                .containsExactly("Enter \"Kasey\" into the text field", "press Submit");
    }

    @Test
    void aQuotedTextRightBeforeTheNextActionStaysWithItsOwn() {
        assertThat(SubGoals.of("type \"red shoes\" and press Enter"))
                .containsExactly("type \"red shoes\"", "press Enter");
        assertThat(SubGoals.of("Search for 'Ada', then open the first result"))
                .containsExactly("Search for 'Ada'", "open the first result");
    }

    @Test
    void expandThenClickIsTwoSubGoals() {
        assertThat(SubGoals.of("Expand the section below and click submit")).containsExactly("Expand the section below", "click submit");
    }

    @Test
    void thenAndCommasBeforeAVerbSplitInOrder() {
        assertThat(SubGoals.of("open the menu, then choose Settings")).containsExactly("open the menu", "choose Settings");
        assertThat(SubGoals.of("Select Lamp, Rug, and click the Submit button"))
                .containsExactly("Select Lamp, Rug", "click the Submit button");
        assertThat(SubGoals.of("Find the invoice from Acme, then open it and press Close."))
                .containsExactly("Find the invoice from Acme", "open the invoice from Acme", "press Close");
    }

    @Test
    void aPartThatOnlySaysHowToLookIsNotAGoalOfItsOwn() {
        assertThat(SubGoals.of("Browse through the categories to find and open the one called \"Garden\"."))
                .containsExactly("open the one called \"Garden\"");
        assertThat(SubGoals.of("Open the settings, then locate and toggle Dark mode"))
                .containsExactly("Open the settings", "toggle Dark mode");
        assertThat(SubGoals.of("Look through the folders. Find and delete the file named old.log"))
                .containsExactly("delete the file named old.log");
        assertThat(SubGoals.of("Expand the sections below, to find and click on the link \"Terms\""))
                .containsExactly("Expand the sections below", "click on the link \"Terms\"");
        // something to find is a goal; so is a last part, with nothing after it to say what to do — but a
        // text found only to be typed is the typing's text ("type the 2nd word … into the textbox")
        assertThat(SubGoals.of("Find the email from Ada, then open it"))
                .containsExactly("Find the email from Ada", "open the email from Ada");
        assertThat(SubGoals.of("Find the 2nd word in the paragraph, type that into the textbox"))
                .containsExactly("type the 2nd word in the paragraph into the textbox");
        assertThat(SubGoals.of("open the archive and search")).containsExactly("open the archive", "search");
    }

    @Test
    void aLaterItIsTheThingTheSubGoalBeforePickedOut() {
        assertThat(SubGoals.of("Open the invoice from Acme and delete it"))
                .containsExactly("Open the invoice from Acme", "delete the invoice from Acme");
        assertThat(SubGoals.of("Find Priya's card, then mark it as urgent"))
                .containsExactly("Find Priya's card", "mark Priya's card as urgent");
        // a quoted "it" is text, and a part before that picks out nothing leaves the pronoun alone
        assertThat(SubGoals.of("Select the title and type \"it works\" into the box"))
                .containsExactly("Select the title", "type \"it works\" into the box");
        assertThat(SubGoals.of("Wait for the upload, then open it"))
                .containsExactly("Wait for the upload", "open it");
    }

    @Test
    void aSearchForTwoThingsIsOneGoal() {
        assertThat(SubGoals.of("search for salt and pepper")).containsExactly("search for salt and pepper");
        assertThat(SubGoals.of("book a one-way flight from Istanbul to Ankara")).hasSize(1);
    }

    @Test
    void quotedTextAndCapitalisedNamesNeverSplit() {
        assertThat(SubGoals.of("type 'salt and press; then click' in the search box")).hasSize(1);
        assertThat(SubGoals.of("Select Save and Open")).containsExactly("Select Save and Open");
        assertThat(SubGoals.of("Click on the link \"Nam.\"")).containsExactly("Click on the link \"Nam.\"");
    }

    @Test
    void aStepNamesAnActionByItsFirstVerb() {
        assertThat(ActionVerbs.namesAnAction("Click on the link \"Nam.\"")).isTrue();
        assertThat(ActionVerbs.namesAnAction("please expand the section")).isTrue();
        assertThat(ActionVerbs.namesAnAction("the inbox shows three messages")).isFalse();
        assertThat(ActionVerbs.namesAnAction("calculate 128 times 37")).isFalse();
    }
}
