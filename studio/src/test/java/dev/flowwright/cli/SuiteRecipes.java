package dev.flowwright.cli;

import dev.flowwright.samples.SampleSite;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Suites of real recipes for the replay-at-scale tests and benchmark: the six hard cases' hand-written
 * recipes, copied as often as asked and pointed at a running sample site, plus a broken one and a
 * sign-in that types secrets.
 */
final class SuiteRecipes {
    static final String RECORDED_SITE = "http://127.0.0.1:8700/";

    private SuiteRecipes() {}

    /** {@code count} passing recipes in {@code dir}, cycling through the six hard cases. */
    static List<Path> passing(SampleSite site, Path dir, int count) throws IOException {
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            RecipeChain.Case c = RecipeChain.CASES.get(i % RecipeChain.CASES.size());
            Path file = dir.resolve(String.format("%02d-%s.recipe.yaml", i + 1, c.name()));
            Files.writeString(file, handWritten(c.name()).replace(RECORDED_SITE, site.url("")));
            files.add(file);
        }
        return files;
    }

    /** The calendar recipe started on its {@code /v2/} page, where its locators all miss: it fails. */
    static Path broken(SampleSite site, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve("broken-calendar.recipe.yaml");
        Files.writeString(file, handWritten("calendar").replace(RECORDED_SITE + "calendar/", site.url("v2/calendar/")));
        return file;
    }

    /**
     * Signs in typing two secrets into the sample bank's fields, then looks for a button the page never
     * shows: the replay fails at its last step, after the secrets were typed.
     */
    static Path signInThatFailsAfterTypingSecrets(SampleSite site, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve("signin-broken.recipe.yaml");
        Files.writeString(file, """
                recipe: 1
                name: sign in, then press a button that is not there
                app: browser
                start: %s
                steps:
                  - from: "enter username"
                    action: fill
                    target: { locators: [ { role: textbox, name: Username }, { label: Username } ] }
                    value: "${secrets.user}"
                  - from: "enter password"
                    action: fill
                    target: { locators: [ { label: Password } ] }
                    value: "${secrets.password}"
                  - from: continue
                    action: click
                    target: { locators: [ { role: button, name: Continue } ] }
                  - from: open the statements
                    action: click
                    target: { locators: [ { role: button, name: Open statements } ] }
                expect:
                  - text: { contains: "Welcome back" }
                """.formatted(site.url("signin/")));
        return file;
    }

    private static String handWritten(String name) throws IOException {
        try (InputStream in = SuiteRecipes.class.getResourceAsStream("/recipes/" + name + ".recipe.yaml")) {
            if (in == null) throw new IllegalStateException("no test resource recipes/" + name + ".recipe.yaml");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
