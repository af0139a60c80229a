package dev.flowwright.studio;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The studio's MVVM contract (JabRef's, written down and checked): view models see no controls; views see only view models. */
class ArchitectureTest {
    private final JavaClasses studio = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("dev.flowwright.studio");

    @Test
    void viewModelsNeverTouchControlsOrLayouts() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .or().resideInAnyPackage("dev.flowwright.studio.session..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene.control..", "javafx.scene.layout..")
                .check(studio);
    }

    @Test
    void viewsTouchNoRuntimeAndNoSessionOnlyTheirViewModels() {
        noClasses().that().haveSimpleNameEndingWith("View").or().haveSimpleNameEndingWith("Dialog")
                .or().haveSimpleNameEndingWith("Window")
                .should().dependOnClassesThat().resideInAnyPackage("dev.flowwright.runtime..", "dev.flowwright.surfaces..",
                        "dev.flowwright.studio.session..", "com.microsoft.playwright..")
                .check(studio);
    }

    @Test
    void onlyTheSessionTalksToTheSurfaces() {
        noClasses().that().resideOutsideOfPackages("dev.flowwright.studio.session..", "dev.flowwright.studio")
                .should().dependOnClassesThat().resideInAnyPackage("dev.flowwright.surfaces..", "com.microsoft.playwright..")
                .check(studio);
    }
}
