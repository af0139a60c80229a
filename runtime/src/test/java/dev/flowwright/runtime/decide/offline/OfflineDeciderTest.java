package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;
import dev.flowwright.runtime.Thresholds;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class OfflineDeciderTest {
    private final OfflineDecider decider = new OfflineDecider();

    private static ObjectNode state(String window, String surface, List<String> text, List<String> elements) {
        ObjectNode s = JsonNodeFactory.instance.objectNode();
        s.put("window", window);
        s.put("surface", surface);
        ArrayNode t = s.putObject("visible_text").putArray("untrusted_accessibility_data");
        text.forEach(t::add);
        ArrayNode e = s.putObject("elements").putArray("untrusted_accessibility_data");
        elements.forEach(e::add);
        return s;
    }

    private static final ObjectNode SEARCH_PAGE = state("Find a recipe", "window", List.of("Find a recipe", "Popular this week"),
            List.of("searchbox \"Recipe or ingredient\"", "button \"Search recipes\"", "link \"Desserts\"", "link \"Vegetarian\"", "button \"Sign in\""));

    private static Question.Choice target(String step, String... lines) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < lines.length; i++) options.put(Integer.toString(i + 1), lines[i]);
        options.put("none", NoneOption.DESCRIPTION);
        return new Question.Choice(NoneOption.require(Instructions.of(Ask.TARGET, "Which control?", step)), options);
    }

    private Answer one(ObjectNode state, Question q) {
        return decider.decide(new DecisionRequest(null, state, Map.of("q", q))).answers().get("q");
    }

    private double yes(ObjectNode state, Ask ask, String step) {
        return ((Answer.NoulAnswer) one(state, new Question.Noul(Instructions.of(ask, "?", step)))).p();
    }

    @Test
    void groundsTheControlWhoseNameTheStepUses() {
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(SEARCH_PAGE, target("show the vegetarian recipes",
                "link \"Desserts\"", "link \"Vegetarian\"", "button \"Sign in\""));
        assertThat(a.choice()).isEqualTo("2");
        assertThat(a.p("2")).isGreaterThan(0.7);
    }

    /**
     * The healer's question names the old label as possibly changed: the kind of control it names is the
     * fact, the old label a clue. A field sharing a word with the old label must not outrank the renamed button.
     */
    @Test
    void aRelabelledButtonIsFoundByItsKindNotByAFieldSharingAWord() {
        ObjectNode page = state("Book an appointment", "window", List.of("Book an appointment"),
                List.of("combobox \"Department\"", "textbox \"Appointment date\"", "button \"Open calendar\"", "button \"Reserve this slot\""));
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(page, target("Click the button that was labelled \"Book appointment\"",
                "combobox \"Department\"", "textbox \"Appointment date\"", "button \"Open calendar\"", "button \"Reserve this slot\""));
        assertThat(a.choice()).isEqualTo("4");
        // without the heal phrase the same words still lean to the field that says "appointment": the phrase is what decides
        Answer.ChoiceAnswer plain = (Answer.ChoiceAnswer) one(page, target("Click \"Book appointment\"",
                "combobox \"Department\"", "textbox \"Appointment date\"", "button \"Open calendar\"", "button \"Reserve this slot\""));
        assertThat(plain.p("4")).isLessThan(a.p("4"));
    }

    @Test
    void aStepNothingOnScreenFitsLeansToNone() {
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(SEARCH_PAGE, target("print the invoice",
                "link \"Desserts\"", "link \"Vegetarian\"", "button \"Sign in\""));
        assertThat(a.choice()).isEqualTo("none");
    }

    @Test
    void describeObjectsAreReadLikeElementLines() {
        String desserts = "{\"untrusted_accessibility_data\":{\"what\":\"link \\\"Desserts\\\"\",\"where\":\"navigation \\\"Main\\\"\",\"supports\":\"click\"}}";
        String login = "{\"untrusted_accessibility_data\":{\"what\":\"button \\\"Sign in\\\"\",\"where\":\"top level\",\"supports\":\"click\"}}";
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(SEARCH_PAGE, target("log in", desserts, login));
        assertThat(a.choice()).isEqualTo("2");
    }

    @Test
    void theSameRequestAlwaysGetsTheSameAnswer() {
        DecisionRequest r = new DecisionRequest(null, SEARCH_PAGE, Map.of("q", target("search", "button \"Search recipes\"", "link \"Desserts\"")));
        DecisionResponse first = decider.decide(r);
        assertThat(decider.decide(r).answers()).isEqualTo(first.answers());
    }

    @Test
    void aQuestionWithoutACatalogueEntryGetsAnHonestUninformativeAnswer() {
        ObjectNode free = JsonNodeFactory.instance.objectNode().put("question", "Is the weather nice?");
        assertThat(((Answer.NoulAnswer) one(SEARCH_PAGE, new Question.Noul(free))).p()).isEqualTo(0.5);
        Answer.ChoiceAnswer c = (Answer.ChoiceAnswer) one(SEARCH_PAGE, new Question.Choice(free, Map.of("a", "sun", "b", "rain", "none", "none")));
        assertThat(c.choice()).isEqualTo("none");
        assertThat(c.p("a")).isEqualTo(c.p("b"));
        assertThat(c.confidence()).isLessThan(0.1);
        Answer.ScoreAnswer s = (Answer.ScoreAnswer) one(SEARCH_PAGE, new Question.Score(free, List.of("low", "mid", "high")));
        assertThat(s.p(0)).isCloseTo(1 / 3.0, within(1e-9));
    }

    @Test
    void everyCatalogueQuestionGetsAnAnswerTheWireFormatAccepts() {
        Map<String, Question> questions = new LinkedHashMap<>();
        for (Ask ask : Ask.values()) {
            ObjectNode ins = Instructions.of(ask, "a question", "search for pasta recipes");
            questions.put(ask.id() + "_yes", new Question.Noul(ins));
            questions.put(ask.id() + "_pick", new Question.Choice(ins, Map.of("1", "button \"Search recipes\"", "2", "link \"Desserts\"", "none", "none of these")));
            questions.put(ask.id() + "_level", new Question.Score(ins, List.of("nothing", "some", "half", "most", "all")));
        }
        DecisionRequest request = new DecisionRequest(null, SEARCH_PAGE, questions);
        WireFormat.Parsed parsed = WireFormat.parseResponse(WireFormat.toJson(decider.decide(request)), request, null);
        assertThat(parsed.rejected()).isEmpty();
        assertThat(parsed.response().answers()).hasSize(questions.size());
    }

    @Test
    void aPageShowingTheOpenedPlaceIsDoneAndOneStillOfferingItIsNot() {
        ObjectNode desserts = state("Desserts — Find a recipe", "window", List.of("Desserts", "128 recipes"),
                List.of("link \"Desserts\" selected", "link \"Vegetarian\"", "link \"Chocolate mousse\"", "link \"Lemon tart\""));
        assertThat(yes(desserts, Ask.DONE, "open the desserts section")).isGreaterThan(0.75);
        assertThat(yes(SEARCH_PAGE, Ask.DONE, "open the desserts section")).isLessThan(0.3);
        assertThat(yes(SEARCH_PAGE, Ask.NOT_DONE, "open the desserts section")).isGreaterThan(0.7);
    }

    @Test
    void aDocumentWindowThatStillShowsIsNotClosed() {
        // found on LibreOffice: "close the document without saving" was judged already done on the open sheet
        ObjectNode sheet = state("budget.fods - LibreOffice Calc", "window", List.of("Sheet 1 of 1", "Default", "100%"),
                List.of("button \"Close Document\"", "menu \"File\"", "cell \"A1\" = \"Month\"", "button \"Save\""));
        for (String step : List.of("close the document without saving", "close the spreadsheet", "close the file", "close the window")) {
            assertThat(yes(sheet, Ask.ALREADY_DONE, step)).as(step).isLessThan(0.5);
            assertThat(yes(sheet, Ask.DONE, step)).as(step).isLessThan(0.5);
        }
    }

    @Test
    void aSheetCellIsSelectedWhenTheCursorIsOnIt() {
        // found on LibreOffice: "select cell B2" pressed B2 twice and gave up, the cell it named being "cell", not B2
        List<String> cells = List.of("cell \"A1\" = \"Month\"", "cell \"B1\" = \"Amount\"", "cell \"A2\" = \"January\"");
        ObjectNode atA1 = state("budget.fods - LibreOffice Calc", "window", List.of("Sheet 1 of 1"),
                java.util.stream.Stream.concat(java.util.stream.Stream.of("cell \"B2\" = \"120\"", "cell \"C3\" = \"Food\" focused selected"), cells.stream()).toList());
        ObjectNode atB2 = state("budget.fods - LibreOffice Calc", "window", List.of("Sheet 1 of 1"),
                java.util.stream.Stream.concat(java.util.stream.Stream.of("cell \"B2\" = \"120\" focused selected", "cell \"C3\" = \"Food\""), cells.stream()).toList());
        for (String step : List.of("select cell B2", "select B2", "choose the cell B2")) {
            assertThat(yes(atA1, Ask.ALREADY_DONE, step)).as(step).isLessThan(0.5);
            assertThat(yes(atB2, Ask.DONE, step)).as(step).isGreaterThanOrEqualTo(Thresholds.DONE);
        }
    }

    @Test
    void aPressOfTheTimesKeyWithNothingInFrontIsNoDismissal() {
        // found on kcalc: "press ×" read as "close", judged done on a calculator with nothing to close, and skipped
        ObjectNode calculator = state("KCalc", "window", List.of("NORM"),
                List.of("status \"Result Display\" = \"7\"", "button \"7\"", "button \"×\"", "button \"÷\"", "button \"=\"", "menuitem \"File\""));
        for (String step : List.of("press ×", "click ×", "press the × key", "press x")) {
            assertThat(yes(calculator, Ask.ALREADY_DONE, step)).as(step).isLessThan(0.5);
            assertThat(yes(calculator, Ask.DONE, step)).as(step).isLessThan(0.5);
        }
        // a close said in words, or a symbol with a layer in front to close, is a dismissal as before
        ObjectNode popup = state("Shop", "dialog", List.of("Subscribe to our newsletter"),
                List.of("button \"×\"", "textbox \"Email\"", "button \"Subscribe\""));
        assertThat(yes(popup, Ask.DONE, "press ×")).isLessThan(0.5);
        assertThat(ScreenJudge.closesBySymbolOnly("press ×")).isTrue();
        assertThat(ScreenJudge.closesBySymbolOnly("close the ✕")).isFalse();
        assertThat(ScreenJudge.closesBySymbolOnly("dismiss the popup")).isFalse();
        assertThat(ScreenJudge.closesBySymbolOnly("press 7 × 6")).isTrue();
    }

    @Test
    void aCoveredControlTheStepNeedsIsBlockedButTheLayersOwnControlIsNot() {
        ObjectNode consent = state("Find a recipe", "dialog", List.of("We use cookies"),
                List.of("button \"Accept cookies\"", "button \"Reject\"", "link \"Desserts\" covered", "button \"Search recipes\" covered"));
        assertThat(yes(consent, Ask.BLOCKED, "open the desserts section")).isGreaterThanOrEqualTo(0.7);
        assertThat(yes(consent, Ask.BLOCKED, "accept the cookies")).isLessThan(0.3);
        assertThat(yes(SEARCH_PAGE, Ask.BLOCKED, "open the desserts section")).isLessThan(0.1);
    }

    @Test
    void anErrorLineNamingTheFieldIsAFieldError() {
        ObjectNode form = state("Sign up", "window", List.of("Sign up", "Email address is not valid"),
                List.of("textbox \"Email address\" = \"sam@\"", "textbox \"Password\"", "button \"Create account\""));
        ObjectNode ins = Instructions.of(Ask.FIELD_ERROR, "Does the screen show an error about this field?", "sign up");
        assertThat(((Answer.NoulAnswer) one(form, new Question.Noul(ins.deepCopy().put("slot", "email")))).p()).isGreaterThanOrEqualTo(0.7);
        assertThat(((Answer.NoulAnswer) one(form, new Question.Noul(ins.deepCopy().put("slot", "password")))).p()).isLessThan(0.7);
    }

    @Test
    void anInstructionOrAHintIsNoFieldError() {
        ObjectNode ins = Instructions.of(Ask.FIELD_ERROR, "Does the screen show an error about this field?", "fill the form");
        ObjectNode task = state("Task", "window", List.of("Enter \"Riley\" into the text field and press Submit."),
                List.of("textbox", "button \"Submit\""));
        assertThat(((Answer.NoulAnswer) one(task, new Question.Noul(ins.deepCopy().put("slot", "text")))).p()).isLessThan(0.7);
        ObjectNode hint = state("Sign up", "window", List.of("Enter your work email"), List.of("textbox \"Email\""));
        assertThat(((Answer.NoulAnswer) one(hint, new Question.Noul(ins.deepCopy().put("slot", "email")))).p()).isLessThan(0.7);
        ObjectNode error = state("Sign up", "window", List.of("Please enter a valid email"), List.of("textbox \"Email\""));
        assertThat(((Answer.NoulAnswer) one(error, new Question.Noul(ins.deepCopy().put("slot", "email")))).p()).isGreaterThanOrEqualTo(0.7);
    }

    @Test
    void aSlotGoesToTheFieldNamedLikeIt() {
        ObjectNode form = state("Sign up", "window", List.of("Sign up"),
                List.of("textbox \"Full name\"", "textbox \"Email address\"", "textbox \"Password\""));
        ObjectNode ins = Instructions.of(Ask.SLOT, "Which field should hold this slot?", null).put("slot", "e-mail");
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(form, new Question.Choice(ins,
                Map.of("1", "textbox \"Full name\"", "2", "textbox \"Email address\"", "3", "textbox \"Password\"")));
        assertThat(a.choice()).isEqualTo("2");
    }

    @Test
    void throughTheVoteEveryFramingAgreesOnTheSameControl() {
        try (DecisionMaker maker = new DecisionMaker(decider, null, e -> {}, null, new ModelBudget(100), 7, true)) {
            Question.Choice q = target("show the vegetarian recipes", "link \"Desserts\"", "link \"Vegetarian\"", "button \"Sign in\"", "button \"Search recipes\"");
            Ballot ballot = maker.ask(new AskContext("1", 0, "ground"), SEARCH_PAGE, Map.of("t", q));
            assertThat(ballot.choice("t").orElseThrow().choice()).isEqualTo("2");
            assertThat(ballot.agreement("t")).isEqualTo(1.0);
        }
    }

    // ---- the step's effect (since_step_began), reflection, places, superlatives ----

    private static ObjectNode withSince(ObjectNode state, String key, String... lines) {
        ObjectNode since = state.has("since_step_began") ? (ObjectNode) state.get("since_step_began").get("untrusted_accessibility_data")
                : state.putObject("since_step_began").putObject("untrusted_accessibility_data");
        ArrayNode a = since.putArray(key);
        for (String l : lines) a.add(l);
        return state;
    }

    private static final List<String> LOANS = List.of("Your loans", "The Hobbit", "Due 4 December 2026");

    @Test
    void aStatusLineTheStepsPressMadeAppearReportingItsVerbDoneIsDone() {
        List<String> text = new java.util.ArrayList<>(LOANS);
        text.add("Renewed. The Hobbit is now due on 25 December 2026.");
        ObjectNode after = withSince(state("Your loans", "window", text, List.of("button \"Renew loan\"")),
                "text_appeared", "Renewed. The Hobbit is now due on 25 December 2026.");
        ObjectNode before = state("Your loans", "window", LOANS, List.of("button \"Renew loan\""));
        assertThat(yes(after, Ask.DONE, "renew the loan")).isGreaterThanOrEqualTo(0.85);
        assertThat(yes(before, Ask.DONE, "renew the loan")).isLessThan(0.5);
    }

    @Test
    void aDialogTheStepOpenedThatStillWaitsInFrontIsNotDoneEvenWhenItNamesTheStep() {
        ObjectNode asking = withSince(state("Your loans", "dialog", List.of("Renew for three more weeks?"),
                        List.of("button \"Renew loan\" covered", "button \"Yes, continue\"", "button \"Not now\"")),
                "text_appeared", "Renew for three more weeks?");
        ((ObjectNode) asking.get("since_step_began").get("untrusted_accessibility_data")).put("surface_now", "dialog");
        assertThat(yes(asking, Ask.DONE, "renew the loan")).isLessThan(0.3);
    }

    @Test
    void anErrorTheStepsPressMadeAppearIsNotDone() {
        ObjectNode error = withSince(state("Library card", "window", List.of("Thank you for applying?", "Email is required."),
                List.of("textbox \"Email\" invalid", "button \"Apply\"")), "text_appeared", "Email is required.");
        assertThat(yes(error, Ask.DONE, "apply")).isLessThan(0.2);
    }

    @Test
    void aStepWithNoObjectIsDoneWhenItsPressMovedTheScreenOn() {
        ObjectNode next = withSince(state("Sign in", "window", List.of("Check your phone", "One-time code"),
                List.of("textbox \"One-time code\"", "button \"Verify\"")), "gone", "button \"Continue\"", "textbox \"Password\"");
        assertThat(yes(next, Ask.DONE, "continue")).isGreaterThanOrEqualTo(0.75);
        assertThat(yes(withSince(next, "appeared", "button \"Verify\""), Ask.DONE, "verify the code")).isLessThan(0.5);
    }

    @Test
    void resultsNamingTheSearchAreDoneThoughAControlToChangeTheSearchCameWithThem() {
        ObjectNode results = withSince(withSince(state("Flights", "window", List.of("Flights", "Istanbul to Izmir", "4 flights found"),
                        List.of("link \"Select SB 212 for €179.80\"", "link \"Change search\"")),
                "appeared", "link \"Select SB 212 for €179.80\"", "link \"Change search\""), "text_appeared", "4 flights found");
        ((ObjectNode) results.get("since_step_began").get("untrusted_accessibility_data")).put("window_now", "Flights · SkyBridge");
        assertThat(yes(results, Ask.DONE, "search for flights")).isGreaterThanOrEqualTo(0.75);
    }

    @Test
    void openingTheItemAStepActsOnIsTheWayThereNotTheStepDone() {
        // a task board: pressing the card opened it, and its title appeared — nothing was archived or sent
        ObjectNode opened = withSince(withSince(state("Board", "window", List.of("Quarterly report", "Due Friday", "Owner: Priya"),
                        List.of("button \"Close\"", "button \"Comment\"", "generic \"archive\"")),
                "gone", "generic \"Quarterly report Due Friday\"", "generic \"Team offsite Due May\""),
                "text_appeared", "Quarterly report", "Owner: Priya");
        assertThat(yes(opened, Ask.DONE, "archive the card Quarterly report")).isLessThan(0.5);
        assertThat(yes(opened, Ask.DONE, "Forward to Priya the card Quarterly report")).isLessThan(0.5);
        assertThat(yes(opened, Ask.DONE, "please mark the Quarterly report card as urgent")).isLessThan(0.5);
        assertThat(yes(opened, Ask.DONE, "delete the card Quarterly report")).isLessThan(0.5);
        // to open it is what "open" asks
        assertThat(yes(opened, Ask.DONE, "open the card Quarterly report")).isGreaterThanOrEqualTo(0.6);
    }

    @Test
    void findingAThingTheScreenListsPointsAtTheThingNotAtTheSearchControl() {
        ObjectNode invoices = state("Invoices", "window", List.of("Invoices"),
                List.of("generic \"search\"", "generic \"Acme Corp Invoice 2291 due 3 May\"", "generic \"Globex Invoice 1180 due 9 May\""));
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(invoices, target("Find the invoice from Acme",
                "generic \"search\"", "generic \"Acme Corp Invoice 2291 due 3 May\"", "generic \"Globex Invoice 1180 due 9 May\""));
        assertThat(a.choice()).isEqualTo("2");
        // where it is not listed, the search control is the way to it
        ObjectNode other = state("Invoices", "window", List.of("Invoices"),
                List.of("generic \"search\"", "generic \"Globex Invoice 1180 due 9 May\""));
        Answer.ChoiceAnswer way = (Answer.ChoiceAnswer) one(other, target("Find the invoice from Acme",
                "generic \"search\"", "generic \"Globex Invoice 1180 due 9 May\""));
        assertThat(way.choice()).isEqualTo("1");
    }

    @Test
    void aFormsOneConfirmingButtonIsHowItsCommitIsPressedWhenNothingNamesIt() {
        ObjectNode form = state("Members", "window", List.of("Members area", "Username", "Password"),
                List.of("textbox", "textbox", "link \"Forgot your password?\"", "button \"Go\""));
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(form, target("press log in",
                "textbox", "textbox", "link \"Forgot your password?\"", "button \"Go\""));
        assertThat(a.choice()).isEqualTo("4");
        // a popup's OK beside the form's: two confirming buttons, and nothing says which
        ObjectNode two = state("Members", "window", List.of("Members area", "Leave this page?"),
                List.of("textbox", "button \"Go\"", "button \"OK\"", "button \"Cancel\""));
        Answer.ChoiceAnswer unsure = (Answer.ChoiceAnswer) one(two, target("press log in",
                "textbox", "button \"Go\"", "button \"OK\"", "button \"Cancel\""));
        assertThat(unsure.choice()).isEqualTo("none");
        // a search that names what to search for is no bare commit: its one button on an empty form is a wrong search
        ObjectNode movies = state("Movie Search", "window", List.of("Movie Search"),
                List.of("textbox \"Genre\"", "textbox \"Director\"", "button \"Go!\""));
        Answer.ChoiceAnswer search = (Answer.ChoiceAnswer) one(movies, target("Search for action movies directed by Duffy from year 1999",
                "textbox \"Genre\"", "textbox \"Director\"", "button \"Go!\""));
        assertThat(search.choice()).isNotEqualTo("3");
    }

    @Test
    void aFoundThingIsDoneWhenWhatOpenedNamesItWhateverKindOfThingTheStepCallsIt() {
        ObjectNode opened = withSince(state("Invoices", "window", List.of("Acme Corp", "Invoice 2291", "Total 140.00"),
                        List.of("button \"Back\"", "button \"Pay\"")),
                "text_appeared", "Acme Corp", "Total 140.00");
        assertThat(yes(opened, Ask.DONE, "find the bill from Acme")).isGreaterThanOrEqualTo(0.75);
    }

    @Test
    void aControlTheStepNamedThatWentAwayAfterItsPressIsTheStepDone() {
        ObjectNode after = withSince(state("Inbox", "window", List.of("Inbox", "Ravi: lunch?"), List.of("generic \"Ravi lunch?\"")),
                "gone", "generic \"archive\"", "generic \"close message\"");
        assertThat(yes(after, Ask.DONE, "click the archive icon to file it away")).isGreaterThanOrEqualTo(0.75);
        ObjectNode before = state("Inbox", "window", List.of("Ravi: lunch?"), List.of("generic \"archive\"", "generic \"close message\""));
        assertThat(yes(before, Ask.DONE, "click the archive icon to file it away")).isLessThan(0.5);
    }

    @Test
    void aRemovalIsDoneWhenNothingOnScreenNamesTheItemAnyMoreButThePagesOwnCopyOfTheStep() {
        ObjectNode gone = withSince(state("Board", "window", List.of("Your task: delete the card Quarterly report.", "Team offsite"),
                List.of("generic \"Team offsite Due May\"")), "gone", "generic \"Quarterly report Due Friday\"", "button \"Close\"");
        assertThat(yes(gone, Ask.DONE, "delete the card Quarterly report")).isGreaterThanOrEqualTo(0.75);
        ObjectNode still = withSince(state("Board", "window", List.of("Team offsite", "Quarterly report"),
                List.of("generic \"Team offsite Due May\"")), "gone", "generic \"Quarterly report Due Friday\"");
        assertThat(yes(still, Ask.DONE, "delete the card Quarterly report")).isLessThan(0.5);
    }

    @Test
    void aCountStepIsDoneWhenTheCountMovedByWhatItAskedAndNotWhenItOvershot() {
        ObjectNode two = withSince(withSince(state("Flights", "window", List.of("Adults", "2"), List.of("button \"Add adult. 2 Adults\"")),
                "gone", "button \"Add adult. 1 Adult\""), "appeared", "button \"Add adult. 2 Adults\"");
        ObjectNode three = withSince(withSince(state("Flights", "window", List.of("Adults", "3"), List.of("button \"Add adult. 3 Adults\"")),
                "gone", "button \"Add adult. 1 Adult\""), "appeared", "button \"Add adult. 3 Adults\"");
        assertThat(yes(two, Ask.DONE, "add one more adult passenger")).isGreaterThanOrEqualTo(0.85);
        assertThat(yes(three, Ask.DONE, "add one more adult passenger")).isLessThan(0.2);
    }

    @Test
    void aPageShowingItsOwnTaskShowsNothingAboutWhetherItIsDone() {
        ObjectNode task = withSince(state("Reports", "window", List.of("Priya is waiting for the report from Tom.", "Tom", "Q3 figures"),
                        List.of("button \"Share\"", "button \"Back\"")),
                "text_appeared", "Tom", "Q3 figures");
        assertThat(yes(task, Ask.DONE, "Priya is waiting for the report from Tom")).isLessThan(0.6);
    }

    @Test
    void aClockTickingDownIsNoCountTheStepMoved() {
        ObjectNode ticked = withSince(state("Cart", "window", List.of("Your cart", "Offer ends in 599 s"),
                List.of("button \"Checkout\"")), "text_gone", "Offer ends in 600 s");
        withSince(ticked, "text_appeared", "Offer ends in 599 s");
        assertThat(yes(ticked, Ask.DONE, "remove the blue mug from the cart")).isLessThan(0.5);
    }

    @Test
    void reflectionReadsTheOptionsOwnSelectionNotTheWordsOfWhatItIsChosenIn() {
        Question.Noul reflects = new Question.Noul(Instructions.of(Ask.REFLECTS, "?", "choose One way in trip type")
                .put("option", "One way").put("what", "trip type"));
        ObjectNode chosen = state("Search flights", "window", List.of("Flights"), List.of("tab \"Round trip\"", "tab \"One way\" selected"));
        ObjectNode other = state("Search flights", "window", List.of("Flights"), List.of("tab \"Round trip\" selected", "tab \"One way\""));
        ObjectNode calendarOpened = state("Book", "dialog", List.of("December 2026"),
                List.of("textbox \"Appointment date\" focused readonly", "button \"Next month\"", "button \"15 December 2026\""));
        Question.Noul onDate = new Question.Noul(Instructions.of(Ask.REFLECTS, "?", "choose 15 January 2027 in appointment date")
                .put("option", "15 January 2027").put("what", "appointment date"));
        assertThat(((Answer.NoulAnswer) one(chosen, reflects)).p()).isGreaterThanOrEqualTo(0.9);
        assertThat(((Answer.NoulAnswer) one(other, reflects)).p()).isLessThan(0.2);
        assertThat(((Answer.NoulAnswer) one(calendarOpened, onDate)).p()).as("the opener is not the day").isLessThan(0.5);
    }

    @Test
    void anOptionsTrailingPlaceIsWhereItSitsNotPartOfItsName() {
        Candidate c = Candidate.line("button \"New message\" (in navigation \"Folders\")");
        assertThat(c.name()).isEqualTo("New message");
        assertThat(c.where()).isEqualTo("navigation \"Folders\"");
        Question.Choice q = target("start a new email message", "button \"New message\" (in navigation \"Folders\")",
                "button \"Draft To: finance@example.com Quarterly numbers\" selected (in region \"Messages\" > list \"Message list\" > listitem #1)");
        assertThat(((Answer.ChoiceAnswer) one(SEARCH_PAGE, q)).choice()).isEqualTo("1");
    }

    @Test
    void aFieldKnownByItsPlaceholderOrItsCodeNameIsStillATextField() {
        assertThat(Candidate.line("textbox placeholder \"Jane\"")).satisfies(c -> {
            assertThat(c.role()).isEqualTo("textbox");
            assertThat(c.isTextField()).isTrue();
        });
        assertThat(Candidate.line("textbox id \"username\" (in form)").role()).isEqualTo("textbox");
        assertThat(Candidate.line("link to Paris").name()).isEqualTo("link to Paris"); // a plain option keeps its words
        ObjectNode ins = Instructions.of(Ask.SLOT, "Which field should hold this slot?", null).put("slot", "username");
        Answer.ChoiceAnswer a = (Answer.ChoiceAnswer) one(SEARCH_PAGE, new Question.Choice(ins,
                Map.of("1", "textbox id \"user_email\"", "2", "textbox id \"username\"", "3", "password text id \"pw\"")));
        assertThat(a.choice()).isEqualTo("2");
    }

    @Test
    void theCheapestIsReadFromTheCandidatesOwnAmounts() {
        Question.Choice q = target("select the cheapest flight", "link \"Select SB 212 for €179.80\"",
                "link \"Select SB 904 for €104.00\"", "link \"Select SB 318 for €129.00\"");
        assertThat(((Answer.ChoiceAnswer) one(SEARCH_PAGE, q)).choice()).isEqualTo("2");
    }

    @Test
    void whileTheStepsPressLeftTheApplicationSayingItIsBusyTheMoveIsWait() {
        ObjectNode busy = withSince(state("Your loans", "window", List.of("Checking whether anyone has reserved this book…"),
                List.of("button \"Renew loan\" focused")), "text_appeared", "Checking whether anyone has reserved this book…");
        Map<String, String> moves = new LinkedHashMap<>();
        for (String m : List.of("activate", "expand", "scroll", "shortcut", "wait", "finished", "stuck")) moves.put(m, m);
        Question.Choice move = new Question.Choice(Instructions.of(Ask.MOVE, "Which move?", "renew the loan"), moves);
        assertThat(((Answer.ChoiceAnswer) one(busy, move)).choice()).isEqualTo("wait");
    }

    @Test
    void toKeepOnIsToContinue() {
        Question.Choice q = target("keep reading the article", "link \"Reading list\"", "button \"Continue reading\"", "button \"Share article\"");
        assertThat(((Answer.ChoiceAnswer) one(SEARCH_PAGE, q)).choice()).isEqualTo("2");
    }

    @Test
    void aNameQuotedBetweenApostrophesIsStillTheQuotedName() {
        // the apostrophe in "Ada's" opens no quote: 'Apply' is what is quoted, and "Apply" is that whole name
        Question.Choice q = target("on Ada's page press 'Apply'", "button \"Apply filters to Ada's page\"", "button \"Apply\"", "link \"Ada's page\"");
        assertThat(((Answer.ChoiceAnswer) one(SEARCH_PAGE, q)).choice()).isEqualTo("2");
    }

    @Test
    void aOneLetterQuotedNameIsAQuotedNameAndItsClosingFullStopIsNotPartOfIt() {
        Question.Choice q = target("Click on the item labelled \"K.\"", "menuitem \"Kiosk\"", "menuitem \"K\"", "menuitem \"Keys\"");
        assertThat(((Answer.ChoiceAnswer) one(SEARCH_PAGE, q)).choice()).isEqualTo("2");
    }

    @Test
    void toBookIsToReserve() {
        Question.Choice q = target("book the appointment", "textbox \"Appointment date\" = \"15 January 2027\"",
                "combobox \"Department\" = \"General practice\"", "button \"Reserve this slot\"");
        assertThat(((Answer.ChoiceAnswer) one(SEARCH_PAGE, q)).choice()).isEqualTo("3");
    }

    @Test
    void aConditionFramedAsWhatThePageSaysLooksOnlyForWhatItSays() {
        ObjectNode welcome = state("Sign in · Harbor Bank", "window", List.of("Welcome back", "Your accounts are ready."),
                List.of("heading \"Welcome back\"", "link \"Harbor Bank\""));
        ObjectNode code = state("Sign in · Harbor Bank", "window", List.of("We sent a 6-digit code to the phone number ending in 42."),
                List.of("textbox \"One-time code\"", "button \"Verify\""));
        assertThat(yes(welcome, Ask.HOLDS, "the page says welcome back")).isGreaterThan(0.75);
        assertThat(yes(code, Ask.HOLDS, "the page says welcome back")).isLessThan(0.25);
    }

    @Test
    void aKnockoutRoundsNoteIsNotPartOfWhatTheStepAsksFor() {
        ObjectNode plain = Instructions.of(Ask.TARGET, "Which element should be clicked?", "open the Zurich office");
        ObjectNode round = plain.deepCopy().put("knockout", "These are some of the options of a longer list; answer none if none of these fits.");
        StateView view = new StateView(state("Offices", "window", List.of(), List.of()));

        assertThat(OfflineDecider.goal(round, view)).isEqualTo(OfflineDecider.goal(plain, view));
    }

    /** A control's label that reads like a report ("Options added via config") says what the control is for, not what happened. */
    @Test
    void aControlsLabelIsNoReportThatTheStepHappened() {
        String step = "add \"foo\" to the tag field";
        ObjectNode labels = state("Widgets", "window", List.of("Tag field", "Options added via config"),
                List.of("searchbox \"Tag field\"", "combobox \"Options added via config\""));
        ObjectNode report = state("Widgets", "window", List.of("Tag field", "foo", "Tag foo added"),
                List.of("searchbox \"Tag field\"", "combobox \"Options added via config\""));
        assertThat(yes(labels, Ask.ALREADY_DONE, step)).isLessThan(Thresholds.DONE);
        assertThat(yes(labels, Ask.DONE, step)).isLessThan(Thresholds.DONE);
        assertThat(yes(report, Ask.DONE, step)).as("a status line that says it was added still counts").isGreaterThanOrEqualTo(Thresholds.DONE);
    }

    /** An item a step adds shows once it is added: while it shows nowhere, a page's words of success do not make it done. */
    @Test
    void anAddedItemThatShowsNowhereIsNotAdded() {
        ObjectNode before = state("Recipients", "window", List.of("Recipients", "Saved successfully"),
                List.of("searchbox \"Recipients\"", "button \"Save\""));
        ObjectNode typed = state("Recipients", "window", List.of("Recipients", "Saved successfully"),
                List.of("searchbox \"Recipients\" = \"jane@example.org\"", "button \"Save\""));
        ObjectNode added = state("Recipients", "window", List.of("Recipients", "jane@example.org", "Saved successfully"),
                List.of("searchbox \"Recipients\"", "button \"Save\""));
        for (String step : List.of("add jane@example.org to the recipients", "add \"jane@example.org\" to the recipients")) {
            assertThat(yes(before, Ask.ALREADY_DONE, step)).as(step).isLessThan(Thresholds.LEANS_DONE);
            assertThat(yes(typed, Ask.DONE, step)).as("still in the entry box: " + step).isLessThan(Thresholds.LEANS_DONE);
            assertThat(yes(added, Ask.DONE, step)).as(step).isGreaterThanOrEqualTo(Thresholds.DONE);
        }
        assertThat(ScreenJudge.addedItem("add the Trail shoe to the cart")).as("a plain name is not checked").isEmpty();
        assertThat(ScreenJudge.addedItem("add \"foo\" to the field limited to 5 values")).contains("foo");
    }
}
