package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code flowwright run} on real Chromium with an {@code enter} step whose first slot is a native
 * {@code <select>} (issue #13 item 7): the dropdown is picked as an option and the text box typed into,
 * the recipe holds a {@code select} of the list, and the recipe replays with no model.
 */
class EnterSelectRunsTest {
    /** A sign-up form: a Country list above a Name box; the page echoes what it holds, for the replay's check. */
    static final String PAGE = """
            <!doctype html><html><head><title>Sign up</title></head><body>
            <h1>Sign up</h1>
            <form onsubmit="return false">
              <p><label for="country">Country</label>
                <select id="country" name="country">
                  <option value="">Choose a country</option><option>Sweden</option><option>Norway (Kingdom of)</option><option>Denmark</option>
                </select></p>
              <p><label for="name">Name</label> <input id="name" name="name"></p>
            </form>
            <p id="out">Nothing chosen yet</p>
            <script>
              const country = document.getElementById('country'), name = document.getElementById('name');
              const show = () => document.getElementById('out').textContent = 'Country: ' + country.value + '; Name: ' + name.value;
              country.addEventListener('change', show); name.addEventListener('input', show);
            </script>
            </body></html>
            """;

    @BeforeAll
    static void chromium() { RecipeChain.requireChromium(); }

    @Test
    void anEnterWithADropdownSlotRunsAndItsRecipeHoldsASelect(@TempDir Path dir) throws Exception {
        Path recipe = dir.resolve("signup.recipe.yaml");
        RecipeChain.Cli run = RecipeChain.runOnPage(dir, "signup", PAGE, """
                name: sign up
                app: browser
                steps:
                  - enter:
                      Country: Norway
                      Name: Ada
                """, "--save-recipe", recipe.toString());
        Path page = dir.resolve("signup.html");
        assertThat(run.exit()).as(run.toString()).isZero();
        Recipe recorded = RecipeReader.read(recipe);
        assertThat(recorded.steps()).as(Files.readString(recipe))
                .anySatisfy(s -> {
                    assertThat(s.action()).isEqualTo(RecipeAction.SELECT);
                    assertThat(s.value()).isEqualTo("Norway (Kingdom of)");
                })
                .anySatisfy(s -> {
                    assertThat(s.action()).isEqualTo(RecipeAction.FILL);
                    assertThat(s.value()).isEqualTo("Ada");
                });
        assertThat(recorded.expect()).extracting(e -> e.textContains()).contains("Country: Norway (Kingdom of); Name: Ada");

        RecipeChain.Cli replay = flowwright("replay", recipe.toString(), "--url", page.toUri().toString());
        assertThat(replay.exit()).as(replay + "\n" + Files.readString(recipe)).isZero();
    }
}
