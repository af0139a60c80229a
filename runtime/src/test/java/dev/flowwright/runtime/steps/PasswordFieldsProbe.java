package dev.flowwright.runtime.steps;

/** Opens {@link PasswordFields}' word test to tests in other packages. */
public final class PasswordFieldsProbe {
    private PasswordFieldsProbe() {}

    public static boolean namesPassword(String name) { return PasswordFields.namesPassword(name); }
}
