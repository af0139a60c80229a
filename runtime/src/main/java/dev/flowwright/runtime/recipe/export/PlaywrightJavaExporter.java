package dev.flowwright.runtime.recipe.export;

import dev.flowwright.runtime.recipe.Expectation;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeStep;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A recipe as one JUnit 5 test class for Playwright for Java (1.62 API): each step uses the first
 * locator Playwright can express — no fallbacks, no healing — a {@code manual} step fails with a TODO,
 * secrets come from {@code FLOWWRIGHT_SECRET_<NAME>}, and the browser honours
 * {@code -Dflowwright.chromium} / {@code FLOWWRIGHT_CHROMIUM} (launched with {@code --no-sandbox},
 * {@code --disable-gpu}, so it runs on Debian's Chromium). The start address can be moved with
 * {@code -Dflowwright.start} / {@code FLOWWRIGHT_START}.
 *
 * <p>Every string from the recipe is written as a Java literal with ASCII-only escapes, and every
 * comment is neutralised against unicode escapes, so no recipe text can change the code around it.
 */
public final class PlaywrightJavaExporter {
    private static final Pattern JAVA_NAME = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");

    private final String className;

    /** @param className the test class's simple name (no package), e.g. {@code BookAFlightTest} */
    public PlaywrightJavaExporter(String className) {
        if (!JAVA_NAME.matcher(className).matches() || javax.lang.model.SourceVersion.isKeyword(className)) {
            throw new ExportException("\"" + className + "\" is not a Java class name; name the file like BookAFlightTest.java");
        }
        this.className = className;
    }

    /** The class name a recipe exports to when none is given: its name in UpperCamelCase plus {@code Test}. */
    public static String defaultClassName(Recipe recipe) {
        String camel = ExportPlan.camel(recipe.name(), "recipe");
        return camel.substring(0, 1).toUpperCase(Locale.ROOT) + camel.substring(1) + "Test";
    }

    public String export(Recipe recipe) {
        ExportPlan.check(recipe);
        StringBuilder out = new StringBuilder();
        header(out, recipe);
        out.append("    @Test\n");
        out.append("    void ").append(ExportPlan.camel(recipe.name(), "replay")).append("() {\n");
        out.append("        page.navigate(START);\n");
        List<RecipeStep> steps = recipe.steps();
        for (int i = 0; i < steps.size(); i++) step(out, i + 1, steps.get(i));
        if (!recipe.expect().isEmpty()) {
            out.append("        // what the recipe expects at the end\n");
            for (Expectation e : recipe.expect()) expectation(out, e);
        }
        out.append("    }\n");
        footer(out);
        return out.toString();
    }

    private void header(StringBuilder out, Recipe recipe) {
        out.append("""
                import com.microsoft.playwright.Browser;
                import com.microsoft.playwright.BrowserContext;
                import com.microsoft.playwright.BrowserType;
                import com.microsoft.playwright.Frame;
                import com.microsoft.playwright.FrameLocator;
                import com.microsoft.playwright.Locator;
                import com.microsoft.playwright.Page;
                import com.microsoft.playwright.Playwright;
                import com.microsoft.playwright.options.AriaRole;
                import org.junit.jupiter.api.AfterAll;
                import org.junit.jupiter.api.AfterEach;
                import org.junit.jupiter.api.BeforeAll;
                import org.junit.jupiter.api.BeforeEach;
                import org.junit.jupiter.api.Test;

                import java.nio.file.Paths;
                import java.util.List;
                import java.util.Map;
                import java.util.function.Function;

                import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
                import static org.junit.jupiter.api.Assertions.fail;

                """);
        out.append("/**\n");
        out.append(" * ").append(comment("Exported by Flowwright from the recipe \"" + recipe.name() + "\".")).append("\n");
        out.append(" * Plain Playwright: one locator per step, no fallbacks, no healing.\n");
        out.append(" * Browser: -Dflowwright.chromium or FLOWWRIGHT_CHROMIUM; start page: -Dflowwright.start or FLOWWRIGHT_START;\n");
        out.append(" * secrets: FLOWWRIGHT_SECRET_<NAME>.\n");
        out.append(" */\n");
        out.append("class ").append(className).append(" {\n");
        out.append("    static final String START = setting(\"flowwright.start\", \"FLOWWRIGHT_START\", ")
                .append(literal(recipe.start() == null ? "about:blank" : recipe.start())).append(");\n");
        out.append("""
                    static Playwright playwright;
                    static Browser browser;
                    BrowserContext context;
                    Page page;

                    @BeforeAll
                    static void launch() {
                        playwright = Playwright.create(new Playwright.CreateOptions()
                                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
                        BrowserType.LaunchOptions options = new BrowserType.LaunchOptions()
                                .setHeadless(!Boolean.parseBoolean(setting("flowwright.headed", "FLOWWRIGHT_HEADED", "false")))
                                .setArgs(List.of("--no-sandbox", "--disable-gpu"));
                        String chromium = setting("flowwright.chromium", "FLOWWRIGHT_CHROMIUM", "");
                        if (!chromium.isBlank()) options.setExecutablePath(Paths.get(chromium));
                        browser = playwright.chromium().launch(options);
                    }

                    @AfterAll
                    static void shutDown() {
                        if (playwright != null) playwright.close();
                    }

                    @BeforeEach
                    void openPage() {
                        context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 800));
                        page = context.newPage();
                    }

                    @AfterEach
                    void closePage() {
                        if (context != null) context.close();
                    }

                """);
    }

    private static void footer(StringBuilder out) {
        out.append("""

                    /** A secret the recipe names, from FLOWWRIGHT_SECRET_<NAME>; a missing one fails the test before it types. */
                    static String secret(String variable) {
                        String value = System.getenv(variable);
                        if (value == null) fail("set the environment variable " + variable + " to run this test");
                        return value;
                    }

                    static String setting(String property, String variable, String fallback) {
                        String value = System.getProperty(property);
                        if (value == null || value.isBlank()) value = System.getenv(variable);
                        return value == null || value.isBlank() ? fallback : value;
                    }

                    /** Waits (up to 10 s) until some frame of the page shows what {@code find} looks for. */
                    void expectVisible(String what, Function<Frame, Locator> find) {
                        long until = System.currentTimeMillis() + 10_000;
                        do {
                            for (Frame frame : page.frames()) {
                                try {
                                    if (find.apply(frame).first().isVisible()) return;
                                } catch (RuntimeException detached) {
                                    // the frame went away while it was read; the next round reads the new one
                                }
                            }
                            page.waitForTimeout(100);
                        } while (System.currentTimeMillis() < until);
                        fail("expected to see " + what);
                    }

                    /** Waits (up to 10 s) until some frame of the page shows {@code text}. */
                    void expectText(String text) {
                        expectVisible("the text \\"" + text + "\\"", frame -> frame.locator("body").filter(
                                new Locator.FilterOptions().setHasText(text)));
                    }
                }
                """);
    }

    private void step(StringBuilder out, int number, RecipeStep step) {
        out.append("        // ").append(number).append(". ").append(step.action().wire());
        if (step.from() != null) out.append(" - from: ").append(comment(ExportPlan.oneLine(step.from())));
        out.append("\n");
        String element = step.target() == null ? null : element(number, step);
        switch (step.action()) {
            // Playwright has no expand: a press opens what a person's click opens
            case CLICK, EXPAND -> out.append("        ").append(element).append(".click();\n");
            case FILL -> out.append("        ").append(element).append(".fill(").append(value(step.value())).append(");\n");
            case SELECT -> out.append("        ").append(element).append(".selectOption(").append(value(step.value())).append(");\n");
            case CHECK -> out.append("        ").append(element).append(".check();\n");
            case UNCHECK -> out.append("        ").append(element).append(".uncheck();\n");
            case PRESS -> out.append("        ").append(element == null ? "page.keyboard()" : element)
                    .append(".press(").append(literal(step.keys() == null ? "Enter" : step.keys())).append(");\n");
            case SCROLL -> out.append("        page.mouse().wheel(").append(ExportPlan.wheel(step.value())).append(");\n");
            case NAVIGATE -> out.append("        page.navigate(").append(value(step.value())).append(");\n");
            case WAIT -> out.append("        ").append(element == null ? "page.waitForLoadState()" : element + ".waitFor()").append(";\n");
            case MANUAL -> out.append("        fail(").append(literal("manual step: " + (step.label() == null ? "(no label)" : step.label())
                    + (step.bypass() == null ? "" : " (TODO: bypass in tests: " + step.bypass() + ")"))).append(");\n");
        }
    }

    /** The Playwright expression for the step's element: frames first, then its one locator. */
    private String element(int number, RecipeStep step) {
        Locator l = ExportPlan.locatorFor(number, step.target());
        String receiver = "page";
        String type = "Page";
        for (String frame : step.target().frame()) {
            receiver = receiver + ".frameLocator(" + literal(ExportPlan.frameSelector(frame)) + ")";
            type = "FrameLocator";
        }
        return receiver + "." + locator(l, type);
    }

    /** One locator as a call on a receiver of type {@code type} (Page, FrameLocator or Frame: each has its own options class). */
    static String locator(Locator l, String type) {
        return switch (l.kind()) {
            case Locator.ROLE -> "getByRole(AriaRole." + l.role().toUpperCase(Locale.ROOT)
                    + (l.value() == null ? ")" : ", new " + type + ".GetByRoleOptions().setName(" + literal(l.value()) + ").setExact(true))");
            case Locator.LABEL -> "getByLabel(" + literal(l.value()) + ", new " + type + ".GetByLabelOptions().setExact(true))";
            case Locator.PLACEHOLDER -> "getByPlaceholder(" + literal(l.value()) + ", new " + type + ".GetByPlaceholderOptions().setExact(true))";
            case Locator.TEXT -> "getByText(" + literal(l.value()) + ", new " + type + ".GetByTextOptions().setExact(true))";
            case Locator.TEST_ID -> "getByTestId(" + literal(l.value()) + ")";
            default -> "locator(" + literal(ExportPlan.cssAttribute(l)) + ")";
        };
    }

    private void expectation(StringBuilder out, Expectation e) {
        if (e.visible() != null) {
            out.append("        expectVisible(").append(literal(e.visible().describe())).append(", frame -> frame.")
                    .append(locator(e.visible(), "Frame")).append(");\n");
        }
        if (e.textContains() != null) {
            out.append("        expectText(").append(literal(e.textContains())).append(");\n");
        }
    }

    static String value(String value) {
        return ExportPlan.valueExpression(value, PlaywrightJavaExporter::literal);
    }

    /**
     * A Java string literal that is plain ASCII: quotes and backslashes escaped, control characters as
     * octal escapes (a {@code \}{@code u000a} escape would end the line before the compiler reads the string),
     * everything beyond ASCII as unicode escapes.
     */
    static String literal(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f) out.append(String.format(Locale.ROOT, "\\%03o", (int) c));
                    else if (c > 0x7e) out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        return out.append('"').toString();
    }

    /**
     * Recipe text inside a comment: backslashes doubled (so no unicode escape in the text can become a
     * line break or end the comment early), {@code * /} split, line breaks removed, non-ASCII escaped.
     */
    static String comment(String s) {
        StringBuilder out = new StringBuilder();
        String text = ExportPlan.oneLine(s).replace("\\", "\\\\").replace("*/", "* /");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7f) out.append(' ');
            else if (c > 0x7e) out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            else out.append(c);
        }
        return out.toString();
    }
}
