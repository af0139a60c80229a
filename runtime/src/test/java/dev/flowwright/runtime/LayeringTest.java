package dev.flowwright.runtime;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** The runtime knows no surface and no UI: no JavaFX, no Playwright, no JNA, no AWT. */
class LayeringTest {
    private final JavaClasses runtime = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.flowwright.runtime");

    @Test
    void runtimeDependsOnNoUiPlaywrightOrJna() {
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("javafx..", "com.microsoft.playwright..", "com.sun.jna..", "java.awt..", "javax.swing..")
                .check(runtime);
    }

    @Test
    void runtimeDependsOnNoOtherFlowwrightModule() {
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("dev.flowwright.surfaces..", "dev.flowwright.bridge..", "dev.flowwright.studio..", "dev.flowwright.cli..", "dev.flowwright.samples..")
                .check(runtime);
    }

    /**
     * The run sits below the steps and the do loop, the events above the decision pipeline, the cassette
     * above the journal: each package builds only on the ones below it (flow, screen, surface → decide →
     * events → journal → cassette; run → act → steps → engine).
     */
    @Test
    void runtimePackagesFormNoCycle() {
        slices().matching("dev.flowwright.runtime.(*)..").should().beFreeOfCycles().check(runtime);
    }

    /** A step and the do loop reach the run only through their StepContext: no bus, no run control of their own. */
    @Test
    void stepsReachTheRunOnlyThroughTheirContext() {
        noClasses().that().resideInAnyPackage("dev.flowwright.runtime.act..", "dev.flowwright.runtime.steps..")
                .should().dependOnClassesThat().haveFullyQualifiedName("dev.flowwright.runtime.events.EventBus")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("dev.flowwright.runtime.run.RunControl")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("dev.flowwright.runtime.run.FlowRun")
                .check(runtime);
    }

    /** The decision pipeline knows nothing of the run, its events or its journal: it answers questions. */
    @Test
    void decisionsKnowNothingOfTheRun() {
        noClasses().that().resideInAPackage("dev.flowwright.runtime.decide..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.flowwright.runtime.run..", "dev.flowwright.runtime.events..",
                        "dev.flowwright.runtime.journal..", "dev.flowwright.runtime.act..", "dev.flowwright.runtime.steps..")
                .check(runtime);
    }
}
