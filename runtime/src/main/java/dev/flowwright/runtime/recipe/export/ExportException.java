package dev.flowwright.runtime.recipe.export;

/**
 * A recipe that cannot become a plain Playwright test, with a sentence saying why and what to change:
 * a desktop recipe, or a step whose locators are all of kinds Playwright cannot express.
 */
public final class ExportException extends RuntimeException {
    public ExportException(String message) {
        super(message);
    }
}
