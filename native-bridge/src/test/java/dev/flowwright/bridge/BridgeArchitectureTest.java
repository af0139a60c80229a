package dev.flowwright.bridge;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The bridge's layers: its API (the node, path and error types every platform speaks) at the bottom, one
 * package per platform on it, and the platform picker on top. A platform never reaches another platform,
 * and the API names none of them, so a new platform is a new package and one line in the picker.
 */
class BridgeArchitectureTest {
    // imported once for the class: an import reads every class file, and each test only asks it
    private static final JavaClasses bridge = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.flowwright.bridge");

    @Test
    void theApiKnowsNoPlatformAndNoPlatformAnother() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Picker").definedBy("dev.flowwright.bridge.platform..")
                .layer("AT-SPI").definedBy("dev.flowwright.bridge.atspi..")
                .layer("UI Automation").definedBy("dev.flowwright.bridge.windows..")
                .layer("AX").definedBy("dev.flowwright.bridge.macos..")
                .layer("API").definedBy("dev.flowwright.bridge")
                .whereLayer("Picker").mayNotBeAccessedByAnyLayer()
                .whereLayer("AT-SPI").mayOnlyBeAccessedByLayers("Picker")
                .whereLayer("UI Automation").mayOnlyBeAccessedByLayers("Picker")
                .whereLayer("AX").mayOnlyBeAccessedByLayers("Picker")
                .whereLayer("API").mayOnlyBeAccessedByLayers("Picker", "AT-SPI", "UI Automation", "AX")
                .check(bridge);
    }

    @Test
    void everyPackageOfTheBridgeIsFreeOfCycles() {
        slices().matching("dev.flowwright.(**)").should().beFreeOfCycles().check(bridge);
    }
}
