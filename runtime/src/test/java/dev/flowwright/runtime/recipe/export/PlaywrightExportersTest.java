package dev.flowwright.runtime.recipe.export;

import dev.flowwright.runtime.recipe.Expectation;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.Target;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlaywrightExportersTest {

    static Target target(Locator... locators) { return new Target(List.of(), List.of(locators)); }

    static Recipe recipe(List<RecipeStep> steps, List<Expectation> expect) {
        return new Recipe(1, "book a one-way flight", null, "browser", "http://127.0.0.1:8700/flights/", steps, expect);
    }

    static final Recipe FLIGHT = recipe(List.of(
            RecipeStep.act("choose One way", RecipeAction.CLICK,
                    new Target(List.of("name=booking"), List.of(Locator.role("radio", "One way"), Locator.id("trip-oneway"))), null),
            RecipeStep.act("enter the city", RecipeAction.FILL, target(Locator.label("From"), Locator.id("from")), "Istanbul"),
            RecipeStep.act("enter the code", RecipeAction.FILL, target(Locator.role("textbox", "One-time code")), "${secrets.otp}"),
            RecipeStep.act(null, RecipeAction.SELECT, target(Locator.id("cabin")), "Economy"),
            RecipeStep.manual(null, "solve the picture puzzle", "start the app with CAPTCHA_TEST_MODE=1"),
            RecipeStep.press(null, "Enter")),
            List.of(Expectation.visible(Locator.role("heading", "Results")), Expectation.text("Istanbul")));

    @Test
    void javaUsesTheFirstRoleLocatorWithExactNameInsideTheFrame() {
        String java = new PlaywrightJavaExporter("BookFlightTest").export(FLIGHT);
        assertThat(java).contains("class BookFlightTest {")
                .contains("page.frameLocator(\"iframe[name=\\\"booking\\\"]\").getByRole(AriaRole.RADIO, "
                        + "new FrameLocator.GetByRoleOptions().setName(\"One way\").setExact(true)).click();")
                .contains("page.getByLabel(\"From\", new Page.GetByLabelOptions().setExact(true)).fill(\"Istanbul\");")
                .contains("page.locator(\"#cabin\").selectOption(\"Economy\");")
                .contains("page.keyboard().press(\"Enter\");")
                .doesNotContain("trip-oneway") // no fallbacks
                .doesNotContain("locator(\"#from\")");
    }

    @Test
    void secretsComeFromTheEnvironmentAndNeverAppearAsValues() {
        String java = new PlaywrightJavaExporter("T").export(FLIGHT);
        String ts = new PlaywrightTsExporter().export(FLIGHT);
        assertThat(java).contains(".fill(secret(\"FLOWWRIGHT_SECRET_OTP\"));").doesNotContain("${secrets.otp}");
        assertThat(ts).contains(".fill(secret('FLOWWRIGHT_SECRET_OTP'));").doesNotContain("${secrets.otp}");
    }

    @Test
    void aValueMixingTextAndSecretsIsJoined() {
        assertThat(PlaywrightJavaExporter.value("Dear ${name}, code ${secrets.otp}!"))
                .isEqualTo("\"Dear \" + secret(\"FLOWWRIGHT_SECRET_NAME\") + \", code \" + secret(\"FLOWWRIGHT_SECRET_OTP\") + \"!\"");
        assertThat(PlaywrightTsExporter.value("${secrets.otp}")).isEqualTo("secret('FLOWWRIGHT_SECRET_OTP')");
        assertThat(PlaywrightTsExporter.value("")).isEqualTo("''");
    }

    @Test
    void aManualStepBecomesAFailingTodo() {
        assertThat(new PlaywrightJavaExporter("T").export(FLIGHT))
                .contains("fail(\"manual step: solve the picture puzzle (TODO: bypass in tests: start the app with CAPTCHA_TEST_MODE=1)\");");
        assertThat(new PlaywrightTsExporter().export(FLIGHT))
                .contains("throw new Error('manual step: solve the picture puzzle (bypass in tests: start the app with CAPTCHA_TEST_MODE=1)');");
    }

    @Test
    void theBrowserComesFromTheEnvironmentWithDebianFlags() {
        String java = new PlaywrightJavaExporter("T").export(FLIGHT);
        assertThat(java).contains("setting(\"flowwright.chromium\", \"FLOWWRIGHT_CHROMIUM\", \"\")")
                .contains("List.of(\"--no-sandbox\", \"--disable-gpu\")")
                .contains("setting(\"flowwright.start\", \"FLOWWRIGHT_START\", \"http://127.0.0.1:8700/flights/\")");
        assertThat(new PlaywrightTsExporter().export(FLIGHT))
                .contains("executablePath: process.env.FLOWWRIGHT_CHROMIUM || undefined")
                .contains("args: ['--no-sandbox', '--disable-gpu']");
    }

    @Test
    void expectationsAreCheckedInEveryFrame() {
        String java = new PlaywrightJavaExporter("T").export(FLIGHT);
        assertThat(java).contains("expectVisible(\"role=heading name=\\\"Results\\\"\", frame -> frame.getByRole(AriaRole.HEADING, "
                + "new Frame.GetByRoleOptions().setName(\"Results\").setExact(true)));")
                .contains("expectText(\"Istanbul\");");
        assertThat(new PlaywrightTsExporter().export(FLIGHT))
                .contains("frame => frame.getByRole('heading', { name: 'Results', exact: true })")
                .contains("filter({ hasText: 'Istanbul' })");
    }

    @Test
    void tsUsesRoleLabelAndIdLocators() {
        String ts = new PlaywrightTsExporter().export(FLIGHT);
        assertThat(ts).contains("await page.frameLocator('iframe[name=\"booking\"]').getByRole('radio', { name: 'One way', exact: true }).click();")
                .contains("await page.getByLabel('From', { exact: true }).fill('Istanbul');")
                .contains("await page.locator('#cabin').selectOption('Economy');")
                .contains("await page.keyboard.press('Enter');")
                .contains("test('book a one-way flight', async ({ page }) => {");
    }

    @Test
    void javaStringsEscapeQuotesBackslashesControlsAndUnicode() {
        assertThat(PlaywrightJavaExporter.literal("say \"hi\" \\ now")).isEqualTo("\"say \\\"hi\\\" \\\\ now\"");
        assertThat(PlaywrightJavaExporter.literal("a\nb\u0001c")).isEqualTo("\"a\\nb\\001c\"");
        assertThat(PlaywrightJavaExporter.literal("Şehir ✓ 😀")).isEqualTo("\"\\u015eehir \\u2713 \\ud83d\\ude00\"");
        // a unicode escape written in the recipe stays text: its backslash is escaped
        assertThat(PlaywrightJavaExporter.literal("\\u0022")).isEqualTo("\"\\\\u0022\"");
    }

    @Test
    void javaCommentsCannotBeBrokenOutOf() {
        assertThat(PlaywrightJavaExporter.comment("a */ b \\u000a c\nd ü"))
                .isEqualTo("a * / b \\\\u000a c d \\u00fc")
                .doesNotContain("\n");
    }

    @Test
    void tsStringsEscapeQuotesBackslashesAndLineSeparators() {
        assertThat(PlaywrightTsExporter.literal("it's \\ ok\u2028")).isEqualTo("'it\\'s \\\\ ok\\u2028'");
        assertThat(PlaywrightTsExporter.literal("Ünye")).isEqualTo("'\\u00dcnye'");
        assertThat(PlaywrightTsExporter.comment("one\u2028two\nthree")).isEqualTo("one two three");
    }

    @Test
    void idsThatAreNotPlainIdentifiersBecomeAttributeSelectors() {
        assertThat(ExportPlan.cssId("trip-oneway")).isEqualTo("#trip-oneway");
        assertThat(ExportPlan.cssId("j_idt23:search")).isEqualTo("[id=\"j_idt23:search\"]");
        assertThat(ExportPlan.cssId("1st")).isEqualTo("[id=\"1st\"]");
        assertThat(ExportPlan.cssId("a\"b")).isEqualTo("[id=\"a\\\"b\"]");
        assertThat(ExportPlan.frameSelector("url=/iframe/form.html")).isEqualTo("iframe[src*=\"/iframe/form.html\"]");
    }

    @Test
    void aLocatorPlaywrightCannotExpressIsPassedOverForTheNextOne() {
        Recipe r = recipe(List.of(RecipeStep.act(null, RecipeAction.CLICK,
                target(Locator.role("push button", "OK"), Locator.path(List.of("Dialog")), Locator.text("OK")), null)), List.of());
        assertThat(new PlaywrightJavaExporter("T").export(r))
                .contains("page.getByText(\"OK\", new Page.GetByTextOptions().setExact(true)).click();");
    }

    @Test
    void aStepWithNoExpressibleLocatorIsAnErrorNamingTheStep() {
        Recipe r = recipe(List.of(RecipeStep.press(null, "Tab"),
                RecipeStep.act(null, RecipeAction.CLICK, target(Locator.indexPath("0/2/1")), null)), List.of());
        assertThatThrownBy(() -> new PlaywrightTsExporter().export(r))
                .isInstanceOf(ExportException.class).hasMessageContaining("step 2").hasMessageContaining("indexPath");
    }

    @Test
    void aDesktopRecipeIsRefused() {
        Recipe r = new Recipe(1, "add", null, "gnome-calculator", null, List.of(), List.of());
        assertThatThrownBy(() -> new PlaywrightJavaExporter("T").export(r))
                .isInstanceOf(ExportException.class).hasMessageContaining("only browser recipes");
    }

    @Test
    void theClassNameMustBeAJavaName() {
        assertThatThrownBy(() -> new PlaywrightJavaExporter("my-test")).isInstanceOf(ExportException.class);
        assertThatThrownBy(() -> new PlaywrightJavaExporter("class")).isInstanceOf(ExportException.class);
        assertThat(PlaywrightJavaExporter.defaultClassName(FLIGHT)).isEqualTo("BookAOneWayFlightTest");
    }
}
