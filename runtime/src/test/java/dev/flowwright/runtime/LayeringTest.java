package dev.flowwright.runtime;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

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
}
