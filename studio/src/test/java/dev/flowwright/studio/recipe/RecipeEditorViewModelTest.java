package dev.flowwright.studio.recipe;

import dev.flowwright.studio.util.DiskWork;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.LocatorAttempt;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeProposals;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.recipe.RecipeWriter;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;
import dev.flowwright.runtime.recipe.Target;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableValue;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/** The recipe editor's view model on the calling thread: no FX toolkit, the runtime's real reader and writer. */
class RecipeEditorViewModelTest {
    static final String RECIPE = """
            recipe: 1
            name: book a one-way flight
            app: browser
            start: http://localhost:8700/flights/
            steps:
              - from: choose One way in trip type
                action: click
                target:
                  locators:
                    - { role: radio, name: One way }
                    - { id: trip-oneway }
              - from: enter the city
                action: fill
                target: { locators: [ { role: textbox, name: From }, { field: from_city } ] }
                value: Istanbul
              - from: "handoff: a person typed this value; supply a secret named otp when replaying"
                action: fill
                target: { locators: [ { role: textbox, name: One-time code } ] }
                value: ${secrets.otp}
              - action: press
                keys: Enter
            """;

    @TempDir
    Path dir;
    Path file;
    final SimpleObjectProperty<Screen> live = new SimpleObjectProperty<>();
    final SimpleObjectProperty<String> highlighted = new SimpleObjectProperty<>();
    final FakeReplays replays = new FakeReplays();
    RecipeEditorViewModel vm;

    @BeforeEach
    void open() throws Exception {
        file = dir.resolve("book.recipe.yaml");
        Files.writeString(file, RECIPE);
        vm = new RecipeEditorViewModel(replays, live, highlighted::set, DiskWork.inline());
        assertThat(vm.open(file).join()).isTrue();
    }

    @Test
    void stepsShowActionProvenanceAndPlaceholdersAsChipsNeverAValue() {
        assertThat(vm.steps()).extracting(RecipeStepRow::action).containsExactly("click", "fill", "fill", "press");
        assertThat(vm.steps().get(0).from()).isEqualTo("choose One way in trip type");
        assertThat(vm.steps().get(0).subject()).isEqualTo("role=radio name=\"One way\"");
        assertThat(vm.steps().get(2).value()).containsExactly(new ValuePart("${secrets.otp}", true));
        assertThat(vm.steps().get(2).value().get(0).secret()).isTrue();
        assertThat(vm.steps().get(3).subject()).isEqualTo("keys Enter");
        assertThat(vm.problems()).isEmpty();
    }

    @Test
    void theSelectedStepsLocatorsAreRankedAndTheFirstIsMarkedWithNoReplay() {
        vm.selectedProperty().set(0);
        assertThat(vm.locators().rows()).extracting(LocatorRow::text).containsExactly("role=radio name=\"One way\"", "id=\"trip-oneway\"");
        assertThat(vm.locators().rows()).extracting(LocatorRow::matchedLast).containsExactly(true, false);
    }

    @Test
    void reorderDeleteAndEditAreUndoableWithLabels() {
        vm.moveStep(0, 1);
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Move step 1 to 2");
        assertThat(vm.steps()).extracting(RecipeStepRow::from).startsWith("enter the city", "choose One way in trip type");
        assertThat(vm.selectedProperty().get()).as("the selection follows the moved step").isEqualTo(1);
        vm.removeStep(3);
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Delete step 4");
        assertThat(vm.steps()).hasSize(3);
        vm.editValue(0, "Ankara");
        assertThat(vm.steps().get(0).valueText()).isEqualTo("Ankara");
        assertThat(vm.dirtyProperty().get()).isTrue();

        vm.undo();
        vm.undo();
        assertThat(vm.redoLabelProperty().get()).isEqualTo("Redo Delete step 4");
        vm.undo();
        assertThat(vm.steps()).extracting(RecipeStepRow::from).startsWith("choose One way in trip type", "enter the city");
        assertThat(vm.canUndoProperty().get()).isFalse();
    }

    @Test
    void locatorsAreEditedRankedAndDeletedOnTheSelectedStep() {
        vm.selectedProperty().set(1);
        assertThat(vm.editLocator(1, "label=\"From\"")).isTrue();
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Edit locator 2 of step 2");
        vm.moveLocator(1, 0);
        assertThat(vm.locators().rows()).extracting(LocatorRow::text).containsExactly("label=\"From\"", "role=textbox name=\"From\"");
        vm.removeLocator(0);
        assertThat(vm.locators().rows()).extracting(LocatorRow::text).containsExactly("role=textbox name=\"From\"");
        vm.removeLocator(0);
        assertThat(vm.locators().rows()).as("the last locator stays").hasSize(1);
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Delete locator 1 of step 2");
    }

    @Test
    void aMistypedLocatorChangesNothingAndSaysWhy() {
        vm.selectedProperty().set(0);
        assertThat(vm.editLocator(0, "colour=red")).isFalse();
        assertThat(vm.messageProperty().get()).contains("not a locator kind");
        assertThat(vm.canUndoProperty().get()).isFalse();
    }

    @Test
    void liveValidationShowsTheReadersProblemOnItsStepAndBlocksSaving() throws Exception {
        vm.editValue(1, "${secrets.one-time}");
        assertThat(vm.problems()).isNotEmpty();
        RecipeIssue issue = vm.problems().get(0);
        assertThat(issue.step()).isEqualTo(1);
        assertThat(issue.message()).contains("placeholder");
        assertThat(issue.where()).matches("book\\.recipe\\.yaml:\\d+:\\d+");
        assertThat(vm.steps().get(1).problem()).contains("placeholder");
        assertThat(vm.saveBlockedProperty().get()).isNotNull();
        assertThat(vm.save().join()).isFalse();
        assertThat(Files.readString(file)).as("nothing written").isEqualTo(RECIPE);

        vm.undo();
        assertThat(vm.problems()).isEmpty();
        assertThat(vm.saveBlockedProperty().get()).isNull();
    }

    @Test
    void aFileWithProblemsListsThemAtFileLineColumnOnTheirStep() throws Exception {
        Path bad = dir.resolve("bad.recipe.yaml");
        Files.writeString(bad, RECIPE.replace("action: press", "action: presss"));
        assertThat(vm.open(bad).join()).isFalse();
        assertThat(vm.recipeProperty().get()).isNull();
        assertThat(vm.problems()).anySatisfy(p -> {
            assertThat(p.step()).isEqualTo(3);
            assertThat(p.where()).startsWith("bad.recipe.yaml:" + (RECIPE.lines().toList().indexOf("  - action: press") + 1) + ":");
            assertThat(p.message()).contains("unknown action");
        });
    }

    @Test
    void saveIsAtomicAndReadsBackAsTheEditedRecipe() throws Exception {
        vm.editValue(1, "Ankara");
        assertThat(vm.save().join()).isTrue();
        assertThat(vm.dirtyProperty().get()).isFalse();
        Recipe back = RecipeReader.read(file);
        assertThat(back).isEqualTo(vm.recipeProperty().get());
        assertThat(back.steps().get(1).value()).isEqualTo("Ankara");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("book.recipe.yaml");
        }
    }

    @Test
    void testingALocatorCountsItsMatchesOnTheLiveScreenAndOutlinesAUniqueOne() {
        assertThat(vm.locators().testBlockedProperty().get()).contains("No live screen");
        live.set(screen(field("e1", "radio", "One way", "trip-oneway"), field("e2", "radio", "Return", "trip-return"),
                field("e3", "radio", "One way", null)));
        vm.selectedProperty().set(0);
        assertThat(vm.locators().testBlockedProperty().get()).isNull();

        vm.locators().test(0);
        assertThat(vm.locators().rows().get(0).tested()).isEqualTo(2);
        assertThat(vm.locators().resultProperty().get()).contains("2 matches", "ambiguous");
        assertThat(highlighted.get()).isNull();

        vm.locators().test(1);
        assertThat(vm.locators().rows().get(1).testedText()).isEqualTo("1 match");
        assertThat(highlighted.get()).isEqualTo("e1");

        highlighted.set(null);
        vm.locators().testAll();
        assertThat(vm.locators().resultProperty().get()).contains("locator 2");
        assertThat(highlighted.get()).isEqualTo("e1");

        vm.selectedProperty().set(1);
        assertThat(vm.locators().resultProperty().get()).as("a result is about its own step").isEmpty();
        vm.selectedProperty().set(0);
        live.set(screen());
        assertThat(vm.locators().rows()).as("a new screen forgets the counts").extracting(LocatorRow::tested).containsOnly(-1);
    }

    @Test
    void aReplayMarksEachStepAndTheLocatorThatMatched() {
        Recipe r = vm.recipeProperty().get();
        vm.replay();
        assertThat(vm.replayingProperty().get()).isTrue();
        assertThat(vm.replayBlockedProperty().get()).isNotNull();
        replays.step.accept(0, "replaying");
        assertThat(vm.steps()).extracting(RecipeStepRow::status).containsExactly("replaying", null, null, null);
        replays.step.accept(0, "passed");
        replays.step.accept(1, "replaying");
        assertThat(vm.steps()).extracting(RecipeStepRow::status).containsExactly("passed", "replaying", null, null);
        List<StepResult> results = List.of(
                new StepResult(0, r.steps().get(0), StepStatus.PASSED, List.of(new LocatorAttempt(r.steps().get(0).target().locators().get(0), 0),
                        new LocatorAttempt(r.steps().get(0).target().locators().get(1), 1)), 1, null, null, 12),
                new StepResult(1, r.steps().get(1), StepStatus.FAILED, List.of(new LocatorAttempt(Locator.role("textbox", "From"), 0),
                        new LocatorAttempt(Locator.field("from_city"), 2)), -1, "no locator matched exactly one element", null, 40),
                new StepResult(2, r.steps().get(2), StepStatus.SKIPPED, List.of(), -1, null, null, 0),
                new StepResult(3, r.steps().get(3), StepStatus.SKIPPED, List.of(), -1, null, null, 0));
        replays.done.accept(new ReplayReport(ReplayReport.Outcome.FAILED, results, List.of(), null, 60));

        assertThat(vm.replayingProperty().get()).isFalse();
        assertThat(vm.steps()).extracting(RecipeStepRow::status).containsExactly("passed", "failed", "skipped", "skipped");
        assertThat(vm.steps().get(1).note()).contains("no locator matched")
                .contains("role=textbox name=\"From\": 0 matches", "field=\"from_city\": 2 matches");
        vm.selectedProperty().set(0);
        assertThat(vm.locators().rows()).extracting(LocatorRow::matchedLast).containsExactly(false, true);
        assertThat(vm.locators().rows()).extracting(LocatorRow::replayedText).containsExactly("no match", "1 match");
        assertThat(vm.messageProperty().get()).contains("failed");

        vm.moveStep(0, 2);
        assertThat(vm.steps().get(2).status()).as("a result stays with its step when steps move").isEqualTo("passed");
    }

    @Test
    void aHealingReplayProposesWhatItHealedBesideTheRecipeForReview() throws Exception {
        Recipe r = vm.recipeProperty().get();
        vm.replayAndHeal();
        assertThat(replays.heal).isTrue();
        Target healed = new Target(List.of(), List.of(Locator.role("radio", "Single"), Locator.id("trip-oneway")));
        var steps = new ArrayList<>(r.steps());
        steps.set(0, steps.get(0).withTarget(healed));
        Recipe proposal = r.withSteps(steps);
        replays.done.accept(new ReplayReport(ReplayReport.Outcome.PASSED, List.of(
                new StepResult(0, steps.get(0), StepStatus.HEALED, List.of(), -1, "healed: role=radio name=\"Single\"", null, 900)),
                List.of(), proposal, 1000));

        assertThat(vm.steps().get(0).status()).isEqualTo("healed");
        assertThat(vm.proposals()).extracting(ProposalRow::step).containsExactly(0);
        assertThat(RecipeReader.read(RecipeProposals.proposalPath(file))).isEqualTo(proposal);
        assertThat(Files.readString(file)).as("never over the recipe").isEqualTo(RECIPE);
        assertThat(vm.messageProperty().get()).contains("proposed for review");
    }

    @Test
    void acceptAllReplacesTheFileByTheProposalAndKeepsTheOldOne() throws Exception {
        Recipe r = vm.recipeProperty().get();
        Target healed = new Target(List.of(), List.of(Locator.role("radio", "Single"), Locator.id("trip-oneway")));
        var steps = new ArrayList<>(r.steps());
        steps.set(0, steps.get(0).withTarget(healed));
        RecipeWriter.write(r.withSteps(steps), RecipeProposals.proposalPath(file));
        vm.open(file).join();
        vm.editValue(1, "Ankara");
        assertThat(vm.acceptAllBlockedProperty().get()).contains("Save or undo");
        vm.undo();
        vm.open(file).join();
        assertThat(vm.acceptAllBlockedProperty().get()).isNull();

        vm.acceptAllProposals().join();
        assertThat(RecipeReader.read(file).steps().get(0).target()).isEqualTo(healed);
        assertThat(vm.recipeProperty().get().steps().get(0).target()).isEqualTo(healed);
        assertThat(file.resolveSibling("book.recipe.yaml.bak")).hasContent(RECIPE);
        assertThat(vm.proposals()).isEmpty();
    }

    @Test
    void replayIsOffWhileTheSessionCannotReplayAndSaysWhy() {
        replays.blocked.set("A run or replay is active: wait for it to end or stop it.");
        assertThat(vm.replayBlockedProperty().get()).contains("run or replay is active");
        vm.replay();
        assertThat(replays.started).isEmpty();
    }

    @Test
    void aReplayThatCannotStartSaysWhyAndEndsReplaying() {
        replays.refuse = "no browser here";
        vm.replay();
        assertThat(vm.replayingProperty().get()).isFalse();
        assertThat(vm.messageProperty().get()).isEqualTo("Replay could not run: no browser here");
        assertThat(vm.replayBlockedProperty().get()).isNull();
    }

    @Test
    void aHealProposalIsADiffPerStepToAcceptUndoOrReject() throws Exception {
        Recipe r = vm.recipeProperty().get();
        Target healed = new Target(List.of(), List.of(Locator.role("radio", "Single"), Locator.id("trip-oneway")));
        Target healedFrom = new Target(List.of(), List.of(Locator.role("textbox", "Departure"), Locator.field("from_city")));
        var steps = new ArrayList<>(r.steps());
        steps.set(0, steps.get(0).withTarget(healed));
        steps.set(1, steps.get(1).withTarget(healedFrom));
        RecipeWriter.write(r.withSteps(steps), RecipeProposals.proposalPath(file));
        assertThat(vm.open(file).join()).isTrue();

        assertThat(vm.proposals()).extracting(ProposalRow::step).containsExactly(0, 1);
        ProposalRow first = vm.proposals().get(0);
        assertThat(first.removed()).containsExactly("role=radio name=\"One way\"");
        assertThat(first.kept()).containsExactly("id=\"trip-oneway\"");
        assertThat(first.added()).containsExactly("role=radio name=\"Single\"");
        assertThat(vm.steps().get(0).proposal()).isTrue();

        vm.acceptProposal(0);
        assertThat(vm.recipeProperty().get().steps().get(0).target()).isEqualTo(healed);
        assertThat(vm.undoLabelProperty().get()).isEqualTo("Undo Accept heal proposal for step 1");
        assertThat(vm.proposals()).extracting(ProposalRow::step).containsExactly(1);
        vm.undo();
        assertThat(vm.proposals()).as("undo brings the proposal back").extracting(ProposalRow::step).containsExactly(0, 1);
        vm.acceptProposal(0);

        vm.rejectProposal(1);
        assertThat(vm.proposals()).isEmpty();
        assertThat(vm.recipeProperty().get().steps().get(1).target()).isEqualTo(r.steps().get(1).target());

        assertThat(vm.save().join()).isTrue();
        assertThat(RecipeReader.read(file).steps().get(0).target()).isEqualTo(healed);
        assertThat(RecipeProposals.proposalPath(file)).as("a fully reviewed proposal is removed on save").doesNotExist();
    }

    // ---- fixtures -------------------------------------------------------------------------------

    static Screen screen(Element... elements) {
        return new Screen("browser", "Flights", "http://localhost/flights/", SurfaceKind.WINDOW, List.of(elements), List.of(), List.of());
    }

    static Element field(String ref, String role, String name, String id) {
        Map<String, String> hints = id == null ? Map.of("tag", "input") : Map.of("tag", "input", "id", id);
        return new Element(ref, role, name, "", null, null, null, new Bounds(10, 10, 100, 20), List.of(), hints);
    }

    static final class FakeReplays implements RecipeReplays {
        final SimpleStringProperty blocked = new SimpleStringProperty();
        final List<Recipe> started = new ArrayList<>();
        Consumer<ReplayReport> done;
        BiConsumer<Integer, String> step;
        boolean heal;
        String refuse;

        @Override
        public ObservableValue<String> unavailableReason() { return blocked; }

        @Override
        public void replay(Recipe recipe, boolean heal, BiConsumer<Integer, String> step, Consumer<ReplayReport> done, Consumer<String> failed) {
            this.heal = heal;
            if (refuse != null) throw new IllegalStateException(refuse);
            started.add(recipe);
            this.step = step;
            this.done = done;
        }
    }
}
