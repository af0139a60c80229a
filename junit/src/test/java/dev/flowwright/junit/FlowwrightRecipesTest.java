package dev.flowwright.junit;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.samples.SampleSite;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.ChromiumLocator;
import dev.flowwright.surfaces.browser.LocalChromium;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * {@code @FlowwrightRecipes} on real Chromium and the sample site: classes annotated with it (nested here,
 * so Surefire does not run them itself) are run through JUnit's launcher, and what each dynamic test did is
 * checked — the names, which pass, which fail and with what, the files a failure points at, the proposal a
 * heal writes.
 */
class FlowwrightRecipesTest {
    static SampleSite site;
    /** Relative to the module's directory, as the annotations below name them. */
    static final Path CASES = Path.of("target", "recipe-tests");
    static final String PASSWORD = "correct horse 42";
    static final String CODE = "246810";

    @BeforeAll
    static void serve() throws IOException {
        ChromiumLocator chromium = new ChromiumLocator();
        // a live test never skips where Chromium is missing: it fails saying so
        if (!chromium.anyChromium()) org.junit.jupiter.api.Assertions.fail(chromium.notFoundMessage());
        site = SampleSite.start(0);
    }

    @AfterAll
    static void stop() {
        if (site != null) site.close();
    }

    @FlowwrightRecipes(value = "target/recipe-tests/mixed", workers = 2, reports = "target/recipe-tests/mixed-reports")
    static class Mixed implements RecipeTests {
        @Secrets
        static Map<String, String> values() {
            return Map.of("site", site.url(""));
        }
    }

    @FlowwrightRecipes(value = "target/recipe-tests/changed", heal = Heal.PROPOSE, reports = "target/recipe-tests/changed-reports")
    static class Changed implements RecipeTests {
        @Secrets
        static Map<String, String> values() {
            return Map.of("site", site.url(""), "password", PASSWORD, "otp", CODE);
        }
    }

    @FlowwrightRecipes("target/recipe-tests/nowhere")
    static class Nowhere implements RecipeTests {
        @Secrets
        static Map<String, String> values() {
            return Map.of("site", site.url(""));
        }
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void eachRecipeIsAContainerOfStepTestsAndAFailingStepFailsAloneWithItsNoteScreenshotAndTrace() throws IOException {
        Path dir = fresh("mixed");
        copy("calendar", dir.resolve("01-calendar.recipe.yaml"), "");
        copy("autocomplete", dir.resolve("02-autocomplete.recipe.yaml"), "");
        // the clinic renamed its booking button on the /v2/ page: the last step's locators all miss
        copy("calendar", dir.resolve("03-changed-calendar.recipe.yaml"), "v2/");
        Files.writeString(dir.resolve("04-malformed.recipe.yaml"), "recipe: 1\nname: hover\napp: browser\nsteps:\n  - action: hover\n");
        Files.writeString(dir.resolve("05-needs-a-pin.recipe.yaml"), """
                recipe: 1
                name: needs a pin
                app: browser
                start: ${site}signin/
                steps:
                  - from: enter the pin
                    action: fill
                    target: { locators: [ { label: Password } ] }
                    value: "${secrets.pin}"
                """);
        fresh("mixed-reports");

        List<Ran> ran = run(Mixed.class, Map.of());

        assertThat(names(ran, "book an appointment on 15 January 2027 (01-calendar.recipe.yaml)")).containsExactly(
                "choose 15 January 2027 in appointment date · click role=button name=\"Open calendar\"",
                "choose 15 January 2027 in appointment date · click role=button name=\"Next month\"",
                "choose 15 January 2027 in appointment date · click role=button name=\"15 January 2027\"",
                "book the appointment",
                "expect text contains \"Your appointment is booked for 15 January 2027\"");
        assertThat(in(ran, "(01-calendar.recipe.yaml)")).allSatisfy(r -> assertThat(r.status()).as(r.toString()).isEqualTo(TestExecutionResult.Status.SUCCESSFUL));
        assertThat(in(ran, "(02-autocomplete.recipe.yaml)")).hasSize(4)
                .allSatisfy(r -> assertThat(r.status()).as(r.toString()).isEqualTo(TestExecutionResult.Status.SUCCESSFUL));

        List<Ran> changed = in(ran, "(03-changed-calendar.recipe.yaml)");
        assertThat(changed).extracting(Ran::status).containsExactly(TestExecutionResult.Status.SUCCESSFUL, TestExecutionResult.Status.SUCCESSFUL,
                TestExecutionResult.Status.SUCCESSFUL, TestExecutionResult.Status.FAILED, TestExecutionResult.Status.ABORTED);
        Ran failed = changed.get(3);
        assertThat(failed.name()).isEqualTo("book the appointment");
        assertThat(failed.message()).contains("no locator found exactly one element").contains("locators tried:")
                .contains("role=button name=\"Book appointment\": 0 matches");
        assertThat(file(failed.message(), "screenshot")).exists().isRegularFile()
                .isEqualTo(CASES.resolve("mixed-reports/03-changed-calendar/step-04.png").toAbsolutePath());
        assertThat(file(failed.message(), "trace")).exists().isRegularFile();
        assertThat(changed.get(4).message()).isEqualTo("not checked: step 4 did not pass");
        assertThat(CASES.resolve("mixed-reports/03-changed-calendar/report.html")).exists();
        assertThat(CASES.resolve("mixed-reports/01-calendar/trace.zip")).as("a passing recipe's trace is not kept").doesNotExist();

        Ran malformed = only(ran, "04-malformed.recipe.yaml");
        assertThat(malformed.status()).isEqualTo(TestExecutionResult.Status.FAILED);
        assertThat(malformed.message()).containsPattern("04-malformed\\.recipe\\.yaml:5:\\d+: .*hover");
        Ran pin = only(ran, "05-needs-a-pin.recipe.yaml");
        assertThat(pin.status()).isEqualTo(TestExecutionResult.Status.FAILED);
        assertThat(pin.message()).contains("needs a value for ${secrets.pin}: set FLOWWRIGHT_SECRET_PIN, pass -Dflowwright.fact.pin=…, or return it from a @Secrets method");
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void healProposeWritesTheProposalBesideTheRecipeAndFailsOnlyTheHealedStepOnTheBrowserNamedBySetting() throws IOException {
        Path dir = fresh("changed");
        Path recipe = copy("calendar", dir.resolve("calendar.recipe.yaml"), "v2/");
        String before = Files.readString(recipe);
        Files.writeString(dir.resolve("signin.recipe.yaml"), """
                recipe: 1
                name: sign in with a one-time code
                app: browser
                start: ${site}signin/
                steps:
                  - from: "enter username: ada"
                    action: fill
                    target: { locators: [ { label: Username } ] }
                    value: ada
                  - from: enter the password
                    action: fill
                    target: { locators: [ { label: Password } ] }
                    value: "${secrets.password}"
                  - from: continue
                    action: click
                    target: { locators: [ { role: button, name: Continue } ] }
                  - from: enter the code from the phone
                    action: fill
                    target: { locators: [ { label: One-time code } ] }
                    value: "${secrets.otp}"
                  - from: verify
                    action: click
                    target: { locators: [ { role: button, name: Verify } ] }
                expect:
                  - text: { contains: "Welcome back" }
                """);
        fresh("changed-reports");

        List<Ran> ran;
        // the replay goes to the browser the setting names, as -Dflowwright.browser=… does (the next test shows it is honoured)
        try (LocalChromium elsewhere = LocalChromium.start(BrowserOptions.defaults())) {
            ran = run(Changed.class, Map.of("flowwright.browser", elsewhere.endpoint().toString(), "flowwright.decider", "offline"));
        }

        assertThat(ran).filteredOn(r -> r.status() != TestExecutionResult.Status.SUCCESSFUL).singleElement().satisfies(r -> {
            assertThat(r.name()).isEqualTo("book the appointment");
            assertThat(r.status()).isEqualTo(TestExecutionResult.Status.FAILED);
            assertThat(r.message()).startsWith("healed: ").contains("the proposal is written beside the recipe: ")
                    .contains("review it, then: flowwright recipe accept " + recipe.toAbsolutePath());
        });
        Path proposal = dir.resolve("calendar.proposal.recipe.yaml");
        assertThat(proposal).exists();
        Recipe healed = RecipeReader.read(proposal);
        assertThat(healed.steps().get(3).target().locators().get(0).describe()).isEqualTo("role=button name=\"Reserve this slot\"");
        assertThat(Files.readString(recipe)).as("the recipe itself is never written over").isEqualTo(before);
        assertThat(in(ran, "(signin.recipe.yaml)")).hasSize(6);

        // the secrets were typed, and appear nowhere: not in a name, a message or a report
        for (Ran r : ran) assertThat(r.toString()).doesNotContain(PASSWORD).doesNotContain(CODE);
        try (Stream<Path> files = Files.walk(CASES.resolve("changed-reports"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".json") || f.toString().endsWith(".xml") || f.toString().endsWith(".html")).toList()) {
                assertThat(Files.readString(f)).as(f.toString()).doesNotContain(PASSWORD).doesNotContain(CODE);
            }
        }
    }

    @Test
    void aBrowserAddressWithNothingBehindItFailsEveryStepSayingSo() throws IOException {
        Path dir = fresh("nowhere");
        copy("autocomplete", dir.resolve("autocomplete.recipe.yaml"), "");

        List<Ran> ran = run(Nowhere.class, Map.of("flowwright.browser", "cdp:http://127.0.0.1:9", "flowwright.reports", "target/recipe-tests/nowhere-reports"));

        List<Ran> steps = in(ran, "(autocomplete.recipe.yaml)");
        assertThat(steps.get(0).status()).isEqualTo(TestExecutionResult.Status.FAILED);
        assertThat(steps.get(0).message()).startsWith("no browser at cdp:http://127.0.0.1:9");
        assertThat(steps.subList(1, steps.size())).extracting(Ran::status).containsOnly(TestExecutionResult.Status.ABORTED);
    }

    @Test
    void aClassWithoutTheAnnotationIsToldHowToAddIt() {
        List<Ran> ran = run(Unannotated.class, Map.of());
        assertThat(ran).singleElement().satisfies(r -> {
            assertThat(r.status()).isEqualTo(TestExecutionResult.Status.FAILED);
            assertThat(r.message()).contains("Unannotated replays no recipes: annotate it with @FlowwrightRecipes(\"src/test/recipes\")");
        });
    }

    static class Unannotated implements RecipeTests {}

    /** One test that ran: the display names of the containers above it, its own, and how it ended. */
    record Ran(List<String> containers, String name, TestExecutionResult.Status status, String message) {
        @Override
        public String toString() {
            return String.join(" > ", containers) + " > " + name + ": " + status + (message == null ? "" : " — " + message);
        }
    }

    /** Runs {@code testClass} through JUnit's launcher with {@code settings} as configuration parameters; every test (not container) that ran. */
    static List<Ran> run(Class<?> testClass, Map<String, String> settings) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(testClass))
                .configurationParameters(settings).build();
        Launcher launcher = LauncherFactory.create();
        List<Ran> ran = new ArrayList<>();
        launcher.execute(request, new TestExecutionListener() {
            private TestPlan plan;

            @Override
            public void testPlanExecutionStarted(TestPlan testPlan) {
                plan = testPlan;
            }

            @Override
            public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                // a container counts only when it failed (a test factory that could not start)
                if (!id.isTest() && result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) return;
                List<String> containers = new ArrayList<>();
                for (TestIdentifier p = plan.getParent(id).orElse(null); p != null; p = plan.getParent(p).orElse(null)) {
                    containers.add(0, p.getDisplayName());
                }
                ran.add(new Ran(containers, id.getDisplayName(), result.getStatus(), result.getThrowable().map(Throwable::getMessage).orElse(null)));
            }

            @Override
            public void executionSkipped(TestIdentifier id, String reason) {
                if (id.isTest()) ran.add(new Ran(List.of(), id.getDisplayName(), null, reason));
            }
        });
        return ran;
    }

    /** The tests of the recipe whose container's name ends with {@code suffix}, in order. */
    static List<Ran> in(List<Ran> ran, String suffix) {
        return ran.stream().filter(r -> !r.containers().isEmpty() && r.containers().get(r.containers().size() - 1).endsWith(suffix)).toList();
    }

    static List<String> names(List<Ran> ran, String container) {
        return ran.stream().filter(r -> r.containers().contains(container)).map(Ran::name).toList();
    }

    static Ran only(List<Ran> ran, String name) {
        return ran.stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError("no test " + name + " in " + ran));
    }

    /** The path a failure message names on its {@code what: } line. */
    static Path file(String message, String what) {
        Matcher m = Pattern.compile("(?m)^" + what + ": (\\S+)").matcher(message);
        assertThat(m.find()).as("a " + what + " line in: " + message).isTrue();
        return Path.of(m.group(1));
    }

    /** An empty folder {@code target/recipe-tests/name}. */
    static Path fresh(String name) throws IOException {
        Path dir = CASES.resolve(name);
        if (Files.exists(dir)) {
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
            }
        }
        return Files.createDirectories(dir);
    }

    /** A recipe of the test resources written to {@code to}, started on {@code page} (the {@code /v2/} page: the changed one). */
    static Path copy(String name, Path to, String page) throws IOException {
        try (InputStream in = FlowwrightRecipesTest.class.getResourceAsStream("/recipes/" + name + ".recipe.yaml")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Files.writeString(to, text.replace("start: ${site}", "start: ${site}" + page));
        }
    }
}
