package dev.flowwright.runtime;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.lang.syntax.ArchRuleDefinition;
import dev.flowwright.runtime.surface.Surface;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code Hands.act} is the only way a step acts (docs/how-a-run-works.md, "How the runtime is layered"):
 * nothing in the runtime calls a surface's actions — press, type, select, keys, … — except the run's hands
 * (the loop guard, the new-items rule, the action budget and the recipe's events are all there) and a
 * recipe's replay, which acts with no run behind it.
 */
class OnlyHandsActTest {
    /** Every method of {@link Surface} that changes the application; the reading side (look, readValue, settle, …) is free. */
    static final Set<String> ACTIONS = Set.of("press", "setValue", "type", "paste", "keyCombo", "scroll", "expand", "select",
            "dismissCover", "navigate", "back", "launch");

    private static final String HANDS = "dev.flowwright.runtime.run.RunHands";
    private static final Set<String> REPLAY = Set.of("dev.flowwright.runtime.recipe.RecipeReplayer", "dev.flowwright.runtime.recipe.Delivery");

    // imported once for the class: an import reads every class file, and each test only asks it
    private static final JavaClasses runtime = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.flowwright.runtime");

    static final DescribedPredicate<JavaMethodCall> SURFACE_ACTION = new DescribedPredicate<>("an action of a Surface") {
        @Override
        public boolean test(JavaMethodCall call) {
            return call.getTargetOwner().isAssignableTo(Surface.class) && ACTIONS.contains(call.getName());
        }
    };

    private static com.tngtech.archunit.lang.ArchRule onlyHandsAndReplay() {
        return ArchRuleDefinition.noClasses()
                .that().doNotHaveFullyQualifiedName(HANDS)
                .and().doNotHaveFullyQualifiedName("dev.flowwright.runtime.recipe.RecipeReplayer")
                .and().doNotHaveFullyQualifiedName("dev.flowwright.runtime.recipe.Delivery")
                .should().callMethodWhere(SURFACE_ACTION)
                .because("a step acts only through Hands.act, which holds the loop guard, the new-items rule and the budget");
    }

    @Test
    void onlyTheHandsAndTheReplayCallASurfacesActions() {
        onlyHandsAndReplay().check(runtime);
    }

    /** The list above is every action the surface has: a new one is added here, or the rule would not see it. */
    @Test
    void theRuleKnowsEverySurfaceAction() {
        Set<String> reading = Set.of("kind", "look", "readValue", "settle", "awaitChange", "explore", "reveal", "screenshot", "picture", "pictureSoon", "isGone", "close");
        for (Method m : Surface.class.getMethods()) {
            assertTrue(ACTIONS.contains(m.getName()) || reading.contains(m.getName()), "unclassified Surface method " + m.getName());
        }
        assertEquals(ACTIONS.size(), Arrays.stream(Surface.class.getMethods()).map(Method::getName).filter(ACTIONS::contains).distinct().count());
    }

    /** The rule sees a direct press: the hands themselves (which do press) break it once they are not exempt. */
    @Test
    void theRuleCatchesADirectCall() {
        EvaluationResult withoutExemption = ArchRuleDefinition.noClasses()
                .that().haveFullyQualifiedName(HANDS)
                .should().callMethodWhere(SURFACE_ACTION)
                .evaluate(runtime);
        assertTrue(withoutExemption.hasViolation());
        assertFalse(onlyHandsAndReplay().evaluate(runtime).hasViolation());
        assertTrue(REPLAY.stream().allMatch(c -> runtime.contain(c)), "the replay classes the rule exempts exist");
    }
}
