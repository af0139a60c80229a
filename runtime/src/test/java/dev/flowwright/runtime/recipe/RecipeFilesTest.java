package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.flow.FileProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RecipeFilesTest {
    static final String FORMATS_EXAMPLE = """
            recipe: 1
            name: book a one-way flight
            flow: book-flight.flow.yaml        # the flow it was recorded from (optional)
            app: browser
            start: http://localhost:8700/flights/
            steps:
              - from: choose One way in trip type
                action: click
                target:
                  frame: [ "name=booking" ]
                  locators:
                    - { role: radio, name: One way }
                    - { label: One way }
                    - { id: trip-oneway }
                    - { idTail: oneway }
              - action: fill
                target: { locators: [ { role: textbox, name: From }, { field: from_city }, { id: from } ] }
                value: Istanbul
              - action: fill
                target: { locators: [ { role: textbox, name: One-time code } ] }
                value: ${secrets.otp}
                from: "handoff: a person typed this value; supply a secret named otp when replaying"
              - action: manual
                label: solve the picture puzzle
                bypass: "start the app with CAPTCHA_TEST_MODE=1"
              - action: press
                keys: Enter
            expect:
              - visible: { role: heading, name: Results }
              - text: { contains: "Istanbul" }
            """;

    @Test
    void theFormatsExampleReadsAsWritten() {
        Recipe r = RecipeReader.parse(FORMATS_EXAMPLE, "book.recipe.yaml");
        assertEquals(1, r.version());
        assertEquals("browser", r.app());
        assertEquals(5, r.steps().size());
        RecipeStep first = r.steps().get(0);
        assertEquals(RecipeAction.CLICK, first.action());
        assertEquals(List.of("name=booking"), first.target().frame());
        assertEquals(List.of(Locator.role("radio", "One way"), Locator.label("One way"), Locator.id("trip-oneway"),
                Locator.idTail("oneway")), first.target().locators());
        assertEquals("${secrets.otp}", r.steps().get(2).value());
        assertEquals("Enter", r.steps().get(4).keys());
        assertEquals(List.of(Expectation.visible(Locator.role("heading", "Results")), Expectation.text("Istanbul")), r.expect());
    }

    @Test
    void readWriteReadGivesTheSameRecipe() {
        Recipe r = RecipeReader.parse(FORMATS_EXAMPLE, "a.recipe.yaml");
        String yaml = RecipeWriter.toYaml(r);
        assertEquals(r, RecipeReader.parse(yaml, "b.recipe.yaml"), yaml);
        assertEquals(yaml, RecipeWriter.toYaml(RecipeReader.parse(yaml, "c")));
    }

    @Test
    void awkwardTextSurvivesTheRoundTrip() {
        Target t = new Target(List.of("url=http://x/a?b=1#c"), List.of(Locator.role("button", "Evet, devam: \"ok\" #1"),
                Locator.text("yes"), Locator.text("007"), Locator.text("  spaced  "), Locator.path(List.of("list \"A, B\"", "listitem #3")),
                Locator.text("Çok güzel — 日本"), Locator.text("line\nbreak"), Locator.idTail("{x}")));
        Recipe r = new Recipe(1, "a: b", null, "browser", null,
                List.of(RecipeStep.act("from: [x]", RecipeAction.FILL, t, "${secrets.otp} & ${name}"), RecipeStep.press(null, "Control+A"),
                        RecipeStep.manual(null, "solve it", null)), List.of(Expectation.text("- dash")));
        String yaml = RecipeWriter.toYaml(r);
        assertEquals(r, RecipeReader.parse(yaml, "x"), yaml);
    }

    @Test
    void byteOrderMarkAndCrlfAreFine() {
        String crlf = "\uFEFF" + FORMATS_EXAMPLE.replace("\n", "\r\n");
        assertEquals(RecipeReader.parse(FORMATS_EXAMPLE, "a"), RecipeReader.parse(crlf, "a"));
    }

    @Test
    void writeIsAtomicAndReadsBack(@TempDir Path dir) throws Exception {
        Recipe r = RecipeReader.parse(FORMATS_EXAMPLE, "a");
        Path file = dir.resolve("book.recipe.yaml");
        Files.writeString(file, "old");
        RecipeWriter.write(r, file);
        assertEquals(r, RecipeReader.read(file));
        try (var listing = Files.list(dir)) {
            assertEquals(List.of(file), listing.toList(), "no temporary file is left behind");
        }
    }

    private static List<String> problems(String text) {
        RecipeFormatException e = assertThrows(RecipeFormatException.class, () -> RecipeReader.parse(text, "r.recipe.yaml"));
        return e.problems().stream().map(FileProblem::toString).toList();
    }

    @Test
    void everyProblemIsReportedAtItsLineAndColumn() {
        List<String> p = problems("""
                recipe: 1
                steps:
                  - action: clik
                  - action: click
                    target: { locators: [ { xpath: "//a" } ] }
                  - action: fill
                    value: x
                  - action: click
                    target: { locators: [] }
                  - action: fill
                    target: { locators: [ { id: a } ] }
                    value: "${secrets.}"
                    colour: red
                  - action: press
                    keys: 5
                    target: { locators: "id=a" }
                """);
        assertEquals(List.of(
                "r.recipe.yaml:3:13: unknown action `clik`; did you mean `click`? expected one of click, fill, select, press, check, uncheck, expand, scroll, navigate, wait, manual",
                "r.recipe.yaml:5:29: unknown locator kind `xpath` in a locator; did you mean `path`? expected role, label, field, testId, id, idTail, placeholder, text, name, path, indexPath",
                "r.recipe.yaml:6:5: step 3 (fill) needs a `target`: the element it acts on",
                "r.recipe.yaml:9:25: the target of step 4 has no locators: it needs at least one way to find its element",
                "r.recipe.yaml:12:13: malformed placeholder `${secrets.}`: write ${name} for a fact or ${secrets.name} for a secret",
                "r.recipe.yaml:13:5: unknown key `colour` in step 5; expected from, action, target, value, keys, label, bypass",
                "r.recipe.yaml:16:25: `locators` should be a list, not `id=a`"), p);
    }

    @Test
    void versionMissingOrUnsupportedIsAProblem() {
        assertEquals(List.of("r.recipe.yaml:1:1: a recipe file starts with `recipe: 1` (the format version); it is missing"),
                problems("steps: []\n"));
        assertEquals(List.of("r.recipe.yaml:1:9: recipe format version `2` is not supported; this Flowwright reads version 1"),
                problems("recipe: 2\nsteps: []\n"));
    }

    @Test
    void wrongTypesAndMissingPartsAreNamed() {
        List<String> p = problems("""
                recipe: 1
                steps:
                  - action: press
                  - action: manual
                  - action: click
                    target: { locators: [ { role: [a] } ] }
                expect:
                  - text: { has: x }
                  - visible: { id: ok }
                """);
        assertTrue(p.get(0).startsWith("r.recipe.yaml:3:5: step 1 (press) needs `keys`"), p.toString());
        assertTrue(p.get(1).startsWith("r.recipe.yaml:4:5: step 2 (manual) needs a `label`"), p.toString());
        assertTrue(p.get(2).startsWith("r.recipe.yaml:6:35: `role` should be text, not a list"), p.toString());
        assertTrue(p.get(3).startsWith("r.recipe.yaml:8:11: `text` needs `contains`"), p.toString());
        assertTrue(p.get(4).startsWith("r.recipe.yaml:8:13: unknown key `has` in `text`"), p.toString());
        assertEquals(5, p.size(), p.toString());
    }

    @Test
    void anUnclosedPlaceholderIsMalformed() {
        List<String> p = problems("recipe: 1\nsteps:\n  - action: navigate\n    value: http://x/${host\n");
        assertEquals(List.of("r.recipe.yaml:4:21: malformed placeholder `${host`: write ${name} for a fact or ${secrets.name} for a secret (the `}` is missing)"), p);
    }

    @Test
    void yamlSyntaxAndHostileInputAreProblemsNotCrashes(@TempDir Path dir) throws Exception {
        assertTrue(problems("recipe: 1\nsteps: [\n").get(0).startsWith("r.recipe.yaml:"));
        assertTrue(problems("a: &a [x]\nb: !!python/object x\n").get(0).contains("tags"));
        Path bad = dir.resolve("bad.recipe.yaml");
        Files.write(bad, new byte[]{'r', ':', (byte) 0xC3, (byte) 0x28});
        RecipeFormatException e = assertThrows(RecipeFormatException.class, () -> RecipeReader.read(bad));
        assertTrue(e.getMessage().contains("not UTF-8"), e.getMessage());
        RecipeFormatException missing = assertThrows(RecipeFormatException.class, () -> RecipeReader.read(dir.resolve("none.recipe.yaml")));
        assertTrue(missing.getMessage().endsWith("no such file"), missing.getMessage());
        String bomb = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n".repeat(1)
                + "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n";
        assertTrue(problems(bomb).get(0).contains("aliases"), problems(bomb).toString());
        assertTrue(new String(Files.readAllBytes(bad), StandardCharsets.ISO_8859_1).startsWith("r:"));
    }
}
