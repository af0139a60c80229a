package dev.flowwright.junit;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The extension lives in a team's test build: it replays through the suite engine and pulls in no studio, no JavaFX, no command line. */
class JunitArchitectureTest {
    // imported once for the class: an import reads every class file, and each test only asks it
    private static final JavaClasses junit = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.flowwright.junit");

    @Test
    void theExtensionKnowsNoStudioAndNoCommandLine() {
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("javafx..", "org.controlsfx..", "picocli..", "dev.flowwright.cli..", "dev.flowwright.studio..")
                .check(junit);
    }

    @Test
    void itReplaysThroughTheSuiteEngineNotPlaywrightDirectly() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("com.microsoft.playwright..").check(junit);
    }
}
