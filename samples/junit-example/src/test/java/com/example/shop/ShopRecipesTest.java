package com.example.shop;

import dev.flowwright.junit.FlowwrightRecipes;
import dev.flowwright.junit.Heal;
import dev.flowwright.junit.RecipeTests;
import dev.flowwright.junit.Secrets;
import dev.flowwright.samples.SampleSite;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.io.IOException;
import java.util.Map;

/**
 * Every recipe under src/test/recipes, replayed as JUnit tests: a test per step, named by its words. A step
 * whose locators no longer find its element is healed and its proposal written beside the recipe, for a
 * person to review (flowwright recipe accept); its test fails until then.
 */
@FlowwrightRecipes(value = "src/test/recipes", workers = 2, heal = Heal.PROPOSE)
class ShopRecipesTest implements RecipeTests {
    private static SampleSite site;

    /** The application under test: here the sample site, served for the run; a team's recipes name their own. */
    @BeforeAll
    static void serve() throws IOException {
        site = SampleSite.start(0);
    }

    @AfterAll
    static void stop() {
        site.close();
    }

    /**
     * What the recipes name: ${site}, and the secrets. In CI the password and the code come from the
     * pipeline's secret variables (FLOWWRIGHT_SECRET_PASSWORD, FLOWWRIGHT_SECRET_OTP); the sample bank
     * takes any password and shows its code on its own page, so this example falls back to those.
     */
    @Secrets
    static Map<String, String> values() {
        return Map.of(
                "site", site.url(""),
                "password", System.getenv().getOrDefault("FLOWWRIGHT_SECRET_PASSWORD", "correct horse"),
                "otp", System.getenv().getOrDefault("FLOWWRIGHT_SECRET_OTP", "246810"));
    }
}
