package dev.flowwright.junit;

import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.stream.Stream;

/**
 * The test factory a {@link FlowwrightRecipes} class gets by implementing this interface: one dynamic
 * container per recipe, one dynamic test per step and per expectation (docs/junit.md). A class may instead
 * declare its own {@code @TestFactory} method taking a {@link RecipeSuite}.
 */
@ExtendWith(FlowwrightExtension.class)
public interface RecipeTests {
    @TestFactory
    default Stream<DynamicNode> recipes(RecipeSuite suite) {
        return suite.tests();
    }
}
