package dev.flowwright.runtime.reading;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** The registry: its order pinned, compound steps as several intents, and the reading stage pure text. */
class ReadingsTest {

    /** The order is the specification of which reading wins where two could; a change here is a change of meaning. */
    @Test
    void theOrderOfTheReadingsIsPinned() {
        assertThat(Readings.ORDER).extracting(r -> r.getClass().getSimpleName()).containsExactly(
                "MenuPathReading", "ReplyReading", "ForwardReading", "ScopedPressReading", "SignInReading", "SaveAsReading", "KeyPressReading",
                "AddToReading", "FocusReading", "ShownValueReading", "CountedWordReading", "ClipboardReading", "TypingReading",
                "ChoiceReading", "SetFieldReading", "VerifyReading", "ChooseNothingReading", "UntickReading", "TickReading", "ExpandReading",
                "ReadReading", "NavigateReading", "OpenReading", "PressReading");
        assertThat(Readings.ORDER).allSatisfy(r -> assertThat(r.about()).isNotBlank());
    }

    @Test
    void whereTwoReadingsCouldTheEarlierWins() {
        // a menu path before a choice from a menu, a key before a press, a reply before a press on someone's item
        assertThat(Readings.read("choose File > Save As").only()).isInstanceOf(Intent.MenuPath.class);
        assertThat(Readings.read("press Enter").only()).isInstanceOf(Intent.PressKey.class);
        assertThat(Readings.read("press Submit").only()).isInstanceOf(Intent.Press.class);
        assertThat(Readings.read("type the 2nd word in the paragraph into the box").only()).isInstanceOf(Intent.TypeShownWord.class);
        assertThat(Readings.read("enter the value of Last name into the box").only()).isInstanceOf(Intent.TypeShownValue.class);
        assertThat(Readings.read("check that the order went through").only()).isInstanceOf(Intent.Verify.class);
        assertThat(Readings.read("put the cursor in the 2nd input").only()).isInstanceOf(Intent.Focus.class);
        assertThat(Readings.read("calculate 128 times 37").only()).isEqualTo(new Intent.Goal("calculate 128 times 37"));
    }

    @Test
    void aCompoundStepIsSeveralIntentsInOrder() {
        List<Intent> plan = Readings.read("type \"x\" into the \"Search\" box and press Enter").intents();
        assertThat(plan).extracting(i -> i.getClass().getSimpleName()).containsExactly("TypeInto", "PressKey");
        assertThat(plan).extracting(Intent::source).containsExactly("type \"x\" into the \"Search\" box", "press Enter");
        assertThat(Readings.read("Select Lamp, Rug and click Submit").intents()).extracting(i -> i.getClass().getSimpleName())
                .containsExactly("Tick", "Press");
        assertThat(Readings.read("search for salt and pepper").intents()).hasSize(1);
        assertThat(Readings.read("Select Save and Open").intents()).hasSize(1);
        assertThat(Readings.read("type 'salt and press; then click' in the search box").only()).isInstanceOf(Intent.TypeInto.class);
    }

    /** A sub-goal runs the intent its plan holds; read alone, its words mean the same intent (the field of a key aside). */
    @Test
    void eachPartReadAloneIsTheSameIntent() {
        for (String step : List.of("Enter \"Kasey\" into the text field and press Submit", "Open the invoice from Acme and delete it",
                "Expand the section below, then click submit", "Copy the text in the textarea below, paste it into the textbox",
                "For the user @dolores, click on the \"Like\" button and then click Submit")) {
            for (Intent i : Readings.read(step).intents()) {
                assertThat(Readings.read(i.source()).only()).as(i.source()).isEqualTo(i);
            }
        }
    }

    @Test
    void theReadingStageIsPureText() {
        JavaClasses reading = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.flowwright.runtime.reading");
        noClasses().that().resideInAPackage("dev.flowwright.runtime.reading..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.flowwright.runtime.screen..", "dev.flowwright.runtime.run..",
                        "dev.flowwright.runtime.surface..", "dev.flowwright.runtime.act..", "dev.flowwright.runtime.steps..",
                        "dev.flowwright.runtime.decide..", "dev.flowwright.runtime.flow..")
                .check(reading);
    }
}
