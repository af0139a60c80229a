package dev.flowwright.studio;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** The studio's MVVM contract (JabRef's, written down and checked): view models see no controls; views see only view models. */
class ArchitectureTest {
    /** Imported once for the class: an import reads every class file, and each test only asks it. */
    private static final JavaClasses STUDIO = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("dev.flowwright.studio");
    /** The whole module: the studio and the command line. */
    private static final JavaClasses MODULE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("dev.flowwright.studio", "dev.flowwright.cli");

    @Test
    void viewModelsNeverTouchControlsOrLayouts() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .or().resideInAnyPackage("dev.flowwright.studio.session..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene.control..", "javafx.scene.layout..")
                .check(STUDIO);
    }

    @Test
    void viewsTouchNoRuntimeAndNoSessionOnlyTheirViewModels() {
        noClasses().that().haveSimpleNameEndingWith("View").or().haveSimpleNameEndingWith("Dialog")
                .or().haveSimpleNameEndingWith("Window")
                .should().dependOnClassesThat().resideInAnyPackage("dev.flowwright.runtime..", "dev.flowwright.surfaces..",
                        "dev.flowwright.studio.session..", "com.microsoft.playwright..")
                .check(STUDIO);
    }

    @Test
    void onlyTheSessionTalksToTheSurfaces() {
        noClasses().that().resideOutsideOfPackages("dev.flowwright.studio.session..", "dev.flowwright.studio")
                .should().dependOnClassesThat().resideInAnyPackage("dev.flowwright.surfaces..", "com.microsoft.playwright..")
                .check(STUDIO);
    }

    /**
     * The module's layers, top first: the command line (it starts the studio, runs and replays), the
     * studio's application, its run session, the panels with their view models, their small helpers; below
     * them the other modules. A layer is used only by the ones above it, so the session never reaches back
     * into the command line: what both need lives in the session (painted looks) or the runtime (the memory file).
     */
    @Test
    void theCommandLineTheStudioItsSessionAndPanelsAreLayers() {
        String[] panels = {"dev.flowwright.studio.ballot..", "dev.flowwright.studio.editor..", "dev.flowwright.studio.handoff..",
                "dev.flowwright.studio.history..", "dev.flowwright.studio.recipe..", "dev.flowwright.studio.screen..",
                "dev.flowwright.studio.settings..", "dev.flowwright.studio.tree.."};
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Command line").definedBy("dev.flowwright.cli..")
                .layer("Studio").definedBy("dev.flowwright.studio")
                .layer("Session").definedBy("dev.flowwright.studio.session..")
                .layer("Panels").definedBy(panels)
                .layer("Helpers").definedBy("dev.flowwright.studio.util..")
                .optionalLayer("Surfaces").definedBy("dev.flowwright.surfaces..", "dev.flowwright.bridge..")
                .optionalLayer("Samples").definedBy("dev.flowwright.samples..")
                .optionalLayer("Runtime").definedBy("dev.flowwright.runtime..")
                .whereLayer("Command line").mayNotBeAccessedByAnyLayer()
                .whereLayer("Studio").mayOnlyBeAccessedByLayers("Command line")
                .whereLayer("Session").mayOnlyBeAccessedByLayers("Command line", "Studio")
                .whereLayer("Panels").mayOnlyBeAccessedByLayers("Command line", "Studio", "Session")
                .whereLayer("Helpers").mayOnlyBeAccessedByLayers("Command line", "Studio", "Session", "Panels")
                .whereLayer("Surfaces").mayOnlyBeAccessedByLayers("Command line", "Studio", "Session")
                .whereLayer("Samples").mayOnlyBeAccessedByLayers("Command line", "Studio", "Session")
                .check(MODULE);
    }

    /** No two packages of the module depend on each other, the command line's included. */
    @Test
    void everyPackageOfTheStudioAndTheCommandLineIsFreeOfCycles() {
        slices().matching("dev.flowwright.(**)").should().beFreeOfCycles().check(MODULE);
    }
}
