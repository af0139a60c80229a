package dev.flowwright.runtime.recipe.export;

import dev.flowwright.runtime.recipe.Expectation;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeStep;

import java.util.List;
import java.util.Locale;

/**
 * A recipe as one {@code @playwright/test} spec: each step uses the first locator Playwright can
 * express — no fallbacks, no healing — a {@code manual} step throws (a TODO that fails), secrets come
 * from {@code FLOWWRIGHT_SECRET_<NAME>}, {@code FLOWWRIGHT_CHROMIUM} picks the browser (launched with
 * {@code --no-sandbox}, {@code --disable-gpu}) and {@code FLOWWRIGHT_START} moves the start page.
 * Every string is a single-quoted literal with ASCII-only escapes.
 */
public final class PlaywrightTsExporter {

    public String export(Recipe recipe) {
        ExportPlan.check(recipe);
        StringBuilder out = new StringBuilder();
        out.append("// ").append(comment("Exported by Flowwright from the recipe \"" + recipe.name() + "\".")).append("\n");
        out.append("// Plain Playwright: one locator per step, no fallbacks, no healing.\n");
        out.append("// Browser: FLOWWRIGHT_CHROMIUM; start page: FLOWWRIGHT_START; secrets: FLOWWRIGHT_SECRET_<NAME>.\n");
        out.append("""
                import { test, expect, type Frame, type Locator, type Page } from '@playwright/test';

                """);
        out.append("const START = process.env.FLOWWRIGHT_START || ")
                .append(literal(recipe.start() == null ? "about:blank" : recipe.start())).append(";\n");
        out.append("""

                test.use({
                  viewport: { width: 1280, height: 800 },
                  launchOptions: {
                    executablePath: process.env.FLOWWRIGHT_CHROMIUM || undefined,
                    args: ['--no-sandbox', '--disable-gpu'],
                  },
                });

                /** A secret the recipe names, from FLOWWRIGHT_SECRET_<NAME>; a missing one fails the test before it types. */
                function secret(variable: string): string {
                  const value = process.env[variable];
                  if (value === undefined) throw new Error('set the environment variable ' + variable + ' to run this test');
                  return value;
                }

                /** Waits until some frame of the page shows what `find` looks for. */
                async function expectVisible(page: Page, what: string, find: (frame: Frame) => Locator): Promise<void> {
                  await expect.poll(async () => {
                    for (const frame of page.frames()) {
                      try {
                        if (await find(frame).first().isVisible()) return true;
                      } catch {
                        // the frame went away while it was read; the next round reads the new one
                      }
                    }
                    return false;
                  }, { message: 'expected to see ' + what, timeout: 10_000 }).toBe(true);
                }

                """);
        out.append("test(").append(literal(recipe.name() == null ? "recipe" : recipe.name())).append(", async ({ page }) => {\n");
        out.append("  await page.goto(START);\n");
        List<RecipeStep> steps = recipe.steps();
        for (int i = 0; i < steps.size(); i++) step(out, i + 1, steps.get(i));
        if (!recipe.expect().isEmpty()) {
            out.append("  // what the recipe expects at the end\n");
            for (Expectation e : recipe.expect()) expectation(out, e);
        }
        out.append("});\n");
        return out.toString();
    }

    private void step(StringBuilder out, int number, RecipeStep step) {
        out.append("  // ").append(number).append(". ").append(step.action().wire());
        if (step.from() != null) out.append(" - from: ").append(comment(step.from()));
        out.append("\n");
        String element = step.target() == null ? null : element(number, step);
        switch (step.action()) {
            case CLICK, EXPAND -> out.append("  await ").append(element).append(".click();\n");
            case FILL -> out.append("  await ").append(element).append(".fill(").append(value(step.value())).append(");\n");
            case SELECT -> out.append("  await ").append(element).append(".selectOption(").append(value(step.value())).append(");\n");
            case CHECK -> out.append("  await ").append(element).append(".check();\n");
            case UNCHECK -> out.append("  await ").append(element).append(".uncheck();\n");
            case PRESS -> out.append("  await ").append(element == null ? "page.keyboard" : element)
                    .append(".press(").append(literal(step.keys() == null ? "Enter" : step.keys())).append(");\n");
            case SCROLL -> out.append("  await page.mouse.wheel(").append(ExportPlan.wheel(step.value())).append(");\n");
            case NAVIGATE -> out.append("  await page.goto(").append(value(step.value())).append(");\n");
            case WAIT -> out.append("  await ").append(element == null ? "page.waitForLoadState()" : element + ".waitFor()").append(";\n");
            case MANUAL -> out.append("  // TODO: automate or bypass this manual step\n  throw new Error(")
                    .append(literal("manual step: " + (step.label() == null ? "(no label)" : step.label())
                            + (step.bypass() == null ? "" : " (bypass in tests: " + step.bypass() + ")"))).append(");\n");
        }
    }

    private String element(int number, RecipeStep step) {
        Locator l = ExportPlan.locatorFor(number, step.target());
        StringBuilder receiver = new StringBuilder("page");
        for (String frame : step.target().frame()) {
            receiver.append(".frameLocator(").append(literal(ExportPlan.frameSelector(frame))).append(")");
        }
        return receiver + "." + locator(l);
    }

    static String locator(Locator l) {
        return switch (l.kind()) {
            case Locator.ROLE -> "getByRole(" + literal(l.role().toLowerCase(Locale.ROOT))
                    + (l.value() == null ? ")" : ", { name: " + literal(l.value()) + ", exact: true })");
            case Locator.LABEL -> "getByLabel(" + literal(l.value()) + ", { exact: true })";
            case Locator.PLACEHOLDER -> "getByPlaceholder(" + literal(l.value()) + ", { exact: true })";
            case Locator.TEXT -> "getByText(" + literal(l.value()) + ", { exact: true })";
            case Locator.TEST_ID -> "getByTestId(" + literal(l.value()) + ")";
            default -> "locator(" + literal(ExportPlan.cssAttribute(l)) + ")";
        };
    }

    private void expectation(StringBuilder out, Expectation e) {
        if (e.visible() != null) {
            out.append("  await expectVisible(page, ").append(literal(e.visible().describe())).append(", frame => frame.")
                    .append(locator(e.visible())).append(");\n");
        }
        if (e.textContains() != null) {
            out.append("  await expectVisible(page, ").append(literal("the text \"" + e.textContains() + "\""))
                    .append(", frame => frame.locator('body').filter({ hasText: ").append(literal(e.textContains())).append(" }));\n");
        }
    }

    static String value(String value) {
        return ExportPlan.valueExpression(value, PlaywrightTsExporter::literal);
    }

    /** A single-quoted JavaScript string literal in plain ASCII. */
    static String literal(String s) {
        StringBuilder out = new StringBuilder("'");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\'' -> out.append("\\'");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f || c > 0x7e) out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        return out.append('\'').toString();
    }

    /** Recipe text in a line comment: one line (JavaScript also ends lines at U+2028 and U+2029). */
    static String comment(String s) {
        return ExportPlan.oneLine(s).replaceAll("[\\u0000-\\u001f\\u007f]", " ");
    }
}
