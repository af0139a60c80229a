package dev.flowwright.junit;

import org.junit.jupiter.api.extension.ExtendWith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A folder of recipes replayed as JUnit tests (docs/junit.md): on a test class that implements
 * {@link RecipeTests}, every recipe under the folder becomes a dynamic container and each of its steps a
 * dynamic test named by the step's words. The recipes replay at once on one browser, {@link #workers} at a
 * time, with no model; a step whose locators all miss fails its test, or with {@link Heal#PROPOSE} is
 * healed and its proposal written beside the recipe.
 *
 * <pre>
 * &#64;FlowwrightRecipes("src/test/recipes")
 * class CheckoutRecipesTest implements RecipeTests {}
 * </pre>
 *
 * Settings override what the annotation says, each a system property ({@code -Dflowwright.workers=4}), a
 * JUnit configuration parameter or a line of {@code junit-platform.properties}: {@code flowwright.browser}
 * ({@code ws://…} or {@code cdp:http://…}: replay on a browser already running), {@code flowwright.workers},
 * {@code flowwright.heal} ({@code off}, {@code propose}), {@code flowwright.decider} (who heals),
 * {@code flowwright.reports} and {@code flowwright.headed} (docs/junit.md#settings).
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith(FlowwrightExtension.class)
public @interface FlowwrightRecipes {
    /** The folder (or one recipe file) to replay, relative to the project's directory. */
    String value();

    /** How many recipes replay at once; 0 means the number of cores. */
    int workers() default 0;

    /** What a step whose locators all miss does: fail ({@link Heal#OFF}), or heal and write a proposal ({@link Heal#PROPOSE}). */
    Heal heal() default Heal.OFF;

    /** When a recipe's Playwright trace is kept beside its report. */
    Trace trace() default Trace.RETAIN_ON_FAILURE;

    /** Where each recipe's report, failure screenshots and trace go, relative to the project's directory. */
    String reports() default "target/flowwright";
}
