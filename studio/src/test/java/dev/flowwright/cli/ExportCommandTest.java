package dev.flowwright.cli;

import dev.flowwright.runtime.recipe.Expectation;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.Target;
import dev.flowwright.runtime.recipe.export.PlaywrightJavaExporter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.flowwright.cli.RecipeChain.flowwright;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code flowwright export}: what it writes, where, and how it refuses bad input (exit 2, nothing written). */
class ExportCommandTest {
    static final String RECIPE = """
            recipe: 1
            name: find the stores in Izmir
            app: browser
            start: http://127.0.0.1:8700/autocomplete/
            steps:
              - action: fill
                target: { locators: [ { role: combobox, name: City }, { id: city } ] }
                value: Izmir
              - action: click
                target: { locators: [ { role: button, name: Search stores } ] }
            expect:
              - text: { contains: "3 stores in Izmir" }
            """;

    @Test
    void aJavaTestIsWrittenAtomicallyAndNamedAfterItsFile(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("stores.recipe.yaml"), RECIPE);
        Path out = dir.resolve("out").resolve("FindStoresTest.java");
        RecipeChain.Cli cli = flowwright("export", recipe.toString(), "--to", "playwright-java", "--out", out.toString());
        assertThat(cli.exit()).as(cli.toString()).isZero();
        assertThat(Files.readString(out)).contains("class FindStoresTest {")
                .contains("page.getByRole(AriaRole.COMBOBOX, new Page.GetByRoleOptions().setName(\"City\").setExact(true)).fill(\"Izmir\");");
        try (var files = Files.list(out.getParent())) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("FindStoresTest.java");
        }
    }

    @Test
    void withoutOutTheSpecIsPrinted(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("stores.recipe.yaml"), RECIPE);
        RecipeChain.Cli cli = flowwright("export", recipe.toString(), "--to", "playwright-ts");
        assertThat(cli.exit()).isZero();
        assertThat(cli.out()).contains("await page.getByRole('button', { name: 'Search stores', exact: true }).click();");
    }

    @Test
    void aMalformedRecipeIsReportedAtFileLineColumnAndNothingIsWritten(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("bad.recipe.yaml"), "recipe: 1\nname: x\napp: browser\nsteps:\n  - action: fly\n");
        Path out = dir.resolve("BadTest.java");
        RecipeChain.Cli cli = flowwright("export", recipe.toString(), "--to", "playwright-java", "--out", out.toString());
        assertThat(cli.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(cli.err()).containsPattern("bad\\.recipe\\.yaml:\\d+:\\d+: ");
        assertThat(out).doesNotExist();
    }

    @Test
    void anUnknownFormatAMissingFileAndAJavaFileNotEndingInJavaAreRefused(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("stores.recipe.yaml"), RECIPE);
        RecipeChain.Cli format = flowwright("export", recipe.toString(), "--to", "selenium");
        assertThat(format.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(format.err()).contains("--to must be playwright-java or playwright-ts");
        RecipeChain.Cli missing = flowwright("export", dir.resolve("nope.recipe.yaml").toString(), "--to", "playwright-ts");
        assertThat(missing.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(missing.err()).contains("no such recipe file");
        RecipeChain.Cli txt = flowwright("export", recipe.toString(), "--to", "playwright-java", "--out", dir.resolve("x.txt").toString());
        assertThat(txt.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(txt.err()).contains(".java file named after its class");
        assertThat(dir.resolve("x.txt")).doesNotExist();
    }

    @Test
    void aDesktopRecipeCannotBeExported(@TempDir Path dir) throws Exception {
        Path recipe = Files.writeString(dir.resolve("calc.recipe.yaml"), """
                recipe: 1
                name: add two numbers
                app: gnome-calculator
                steps:
                  - action: click
                    target: { locators: [ { role: push button, name: "2" } ] }
                """);
        RecipeChain.Cli cli = flowwright("export", recipe.toString(), "--to", "playwright-ts");
        assertThat(cli.exit()).isEqualTo(Main.EXIT_INVALID);
        assertThat(cli.err()).contains("only browser recipes");
    }

    /** Quotes, backslashes, a written-out unicode escape, line breaks and non-ASCII text in every place text goes: javac must accept it. */
    @Test
    void recipeTextThatLooksLikeCodeStillCompiles(@TempDir Path dir) throws Exception {
        String nasty = "say \"hi\" \\ C:\\new\\u000a */ Şehir ✓ 😀\n// done";
        Recipe recipe = new Recipe(1, nasty, null, "browser", "http://127.0.0.1:1/\"x\\u0022", List.of(
                RecipeStep.act(nasty, RecipeAction.FILL, new Target(List.of("name=" + nasty),
                        List.of(Locator.role("textbox", nasty))), nasty + " ${secrets.otp}"),
                RecipeStep.act(nasty, RecipeAction.CLICK, new Target(List.of(), List.of(Locator.id(nasty))), null),
                RecipeStep.manual(nasty, nasty, nasty)),
                List.of(Expectation.text(nasty), Expectation.visible(Locator.label(nasty))));
        Path source = dir.resolve("NastyTest.java");
        Files.writeString(source, new PlaywrightJavaExporter("NastyTest").export(recipe));
        assertThat(RecipeChain.compile(source, dir.resolve("classes"))).as(Files.readString(source)).isEmpty();
        assertThat(Files.readString(source)).isASCII();
    }
}
