package dev.flowwright.surfaces;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The surfaces' layers: the browser and the desktop each implement the runtime's surface over their own
 * library (Playwright, the native bridge) and share only what the surfaces' own package holds (redaction).
 * Neither knows the other, nothing below them knows either, and the runtime's engine stays out of them: a
 * surface looks and acts, it does not run steps.
 */
class SurfacesArchitectureTest {
    // imported once for the class: an import reads every class file, and each test only asks it
    private static final JavaClasses surfaces = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.flowwright.surfaces");

    @Test
    void browserAndDesktopStandSideBySideOnTheRuntimesSurface() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Browser").definedBy("dev.flowwright.surfaces.browser..")
                .layer("Desktop").definedBy("dev.flowwright.surfaces.desktop..")
                .layer("Shared").definedBy("dev.flowwright.surfaces")
                .optionalLayer("Bridge").definedBy("dev.flowwright.bridge..")
                .optionalLayer("Runtime surface").definedBy("dev.flowwright.runtime", "dev.flowwright.runtime.flow..",
                        "dev.flowwright.runtime.screen..", "dev.flowwright.runtime.surface..")
                .optionalLayer("Runtime engine").definedBy("dev.flowwright.runtime.reading..", "dev.flowwright.runtime.handoff..",
                        "dev.flowwright.runtime.decide..", "dev.flowwright.runtime.events..", "dev.flowwright.runtime.journal..",
                        "dev.flowwright.runtime.cassette..", "dev.flowwright.runtime.run..", "dev.flowwright.runtime.act..",
                        "dev.flowwright.runtime.steps..", "dev.flowwright.runtime.engine..", "dev.flowwright.runtime.recipe..")
                .whereLayer("Browser").mayOnlyAccessLayers("Shared", "Runtime surface")
                .whereLayer("Desktop").mayOnlyAccessLayers("Shared", "Bridge", "Runtime surface")
                .whereLayer("Shared").mayOnlyAccessLayers("Runtime surface")
                .check(surfaces);
    }

    @Test
    void theDesktopKnowsNoPlaywright() {
        noClasses().that().resideInAPackage("dev.flowwright.surfaces.desktop..")
                .should().dependOnClassesThat().resideInAnyPackage("com.microsoft.playwright..")
                .check(surfaces);
    }

    @Test
    void everyPackageOfTheSurfacesIsFreeOfCycles() {
        slices().matching("dev.flowwright.(**)").should().beFreeOfCycles().check(surfaces);
    }
}
