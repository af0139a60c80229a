package dev.flowwright.runtime;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.assertj.core.api.Assertions.assertThat;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** The runtime knows no surface and no UI: no JavaFX, no Playwright, no JNA, no AWT. */
class LayeringTest {
    // imported once for the class: an import reads every class file, and each test only asks it
    private static final JavaClasses runtime = new ClassFileImporter()
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
     * The runtime's layers, lowest first. Each builds only on the ones below it: the words a step is written
     * in (reading) and the flow file, then what a look sees (screen) and the surface that looks, the person's
     * handoff, the decision pipeline, the run's events, their journal and its cassette, the run core, acting
     * (the do loop, targets, safety), the step kinds, the engine that runs a flow, and recipes, which replay
     * through the engine. {@link Thresholds} sits under them all.
     */
    static final List<String[]> LAYERS = List.of(
            new String[] {"Thresholds", "dev.flowwright.runtime"},
            new String[] {"Reading", "dev.flowwright.runtime.reading.."},
            new String[] {"Flow", "dev.flowwright.runtime.flow.."},
            new String[] {"Screen", "dev.flowwright.runtime.screen.."},
            new String[] {"Surface", "dev.flowwright.runtime.surface.."},
            new String[] {"Handoff", "dev.flowwright.runtime.handoff.."},
            new String[] {"Decide", "dev.flowwright.runtime.decide.."},
            new String[] {"Events", "dev.flowwright.runtime.events.."},
            new String[] {"Journal", "dev.flowwright.runtime.journal.."},
            new String[] {"Cassette", "dev.flowwright.runtime.cassette.."},
            new String[] {"Run", "dev.flowwright.runtime.run.."},
            new String[] {"Act", "dev.flowwright.runtime.act.."},
            new String[] {"Steps", "dev.flowwright.runtime.steps.."},
            new String[] {"Engine", "dev.flowwright.runtime.engine.."},
            new String[] {"Recipe", "dev.flowwright.runtime.recipe.."});

    @Test
    void eachLayerBuildsOnlyOnTheOnesBelowIt() {
        Architectures.LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (String[] l : LAYERS) layers = layers.layer(l[0]).definedBy(l[1]);
        for (int i = 0; i < LAYERS.size(); i++) {
            String[] below = LAYERS.subList(0, i).stream().map(l -> l[0]).toArray(String[]::new);
            layers = i == 0 ? layers.whereLayer(LAYERS.get(i)[0]).mayNotAccessAnyLayer()
                    : layers.whereLayer(LAYERS.get(i)[0]).mayOnlyAccessLayers(below);
        }
        layers.check(runtime);
    }

    @Test
    void everyLayerIsNamed() {
        // a new top-level package belongs in a layer, or the layer rule would not see it
        assertThat(runtime.stream().map(JavaClass::getPackageName).distinct()
                .filter(p -> LAYERS.stream().noneMatch(l -> inLayer(p, l[1])))).isEmpty();
    }

    private static boolean inLayer(String pkg, String pattern) {
        if (!pattern.endsWith("..")) return pkg.equals(pattern);
        String root = pattern.substring(0, pattern.length() - 2);
        return pkg.equals(root) || pkg.startsWith(root + ".");
    }

    /** No two packages depend on each other, at any depth (act and act.target, steps and steps.enter, too). */
    @Test
    void everyPackageIsFreeOfCycles() {
        slices().matching("dev.flowwright.(**)").should().beFreeOfCycles().check(runtime);
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
