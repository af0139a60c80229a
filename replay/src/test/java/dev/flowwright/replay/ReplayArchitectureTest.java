package dev.flowwright.replay;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The suite engine is shared by the command line and the JUnit extension, so it stands below both: no
 * JavaFX (a team's test build must not need the studio's toolkit), no command line, no studio, no JUnit.
 */
class ReplayArchitectureTest {
    private final JavaClasses replay = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.flowwright.replay");

    @Test
    void theSuiteEngineKnowsNoUiNoCommandLineAndNoTestFramework() {
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("javafx..", "org.controlsfx..", "picocli..", "dev.flowwright.cli..", "dev.flowwright.studio..",
                        "org.junit..", "dev.flowwright.junit..")
                .check(replay);
    }
}
