package dev.flowwright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceException;
import dev.flowwright.runtime.testing.LiveEnvironment;
import dev.flowwright.surfaces.desktop.DesktopSurface;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/**
 * Desktop flows end to end from the command line: {@code flowwright run FLOW --app gnome-calculator}
 * with the offline decider on the real GTK calculator over AT-SPI (Xvfb, D-Bus and the AT-SPI bus are
 * started by {@code ./test}).
 */
class DesktopFlowRunsTest {
    static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void desktop() {
        LiveEnvironment.requireLinux("desktop runs need AT-SPI (Linux)");
        LiveEnvironment.requireDisplay();
        try (Surface probe = DesktopSurface.forThisPlatform()) {
            assertThat(probe.kind()).isEqualTo("desktop");
        } catch (SurfaceException e) {
            require(false, "no AT-SPI bus (" + e.getMessage() + "): ./test starts one");
        }
    }

    /** Calculators that were running before this test: someone else's, never stopped here. */
    private java.util.Set<Long> calculatorsBefore;

    @BeforeEach
    void noteRunningCalculators() { calculatorsBefore = calculators(); }

    /** Stops only the calculators this test's run started (a pkill by name would end other sessions' too). */
    @AfterEach
    void closeCalculatorThisTestStarted() {
        for (long pid : calculators()) {
            if (calculatorsBefore.contains(pid)) continue;
            ProcessHandle.of(pid).ifPresent(p -> {
                p.destroy();
                try {
                    p.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
                } catch (Exception e) {
                    p.destroyForcibly();
                }
            });
        }
    }

    private static java.util.Set<Long> calculators() {
        // this JVM's own (the run starts its application as a child): another session's calculator, started while
        // this test ran, is never ended here (it was: that run then stopped with "closed … (exited with signal 15)")
        return ProcessHandle.current().descendants()
                .filter(p -> p.info().command().map(c -> c.endsWith("/gnome-calculator")).orElse(false))
                .map(ProcessHandle::pid).collect(java.util.stream.Collectors.toSet());
    }

    record Result(int exit, JsonNode report, String progress) {}

    static Result run(Path flow) throws Exception {
        return runOn(flow, "gnome-calculator");
    }

    static Result runOn(Path flow, String app, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", flow.toString(), "--app", app,
                "--decider", "offline", "--handoff", "none", "--json"));
        args.addAll(List.of(extra));
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute(args.toArray(String[]::new));
        return new Result(exit, JSON.readTree(out.toString()), err.toString());
    }

    @Test
    void theCalculatorSampleComputes128Times37AndReadsTheDisplay() throws Exception {
        Result r = run(SampleFlowRunsTest.FLOWS.resolve("calculator.flow.yaml"));
        assertThat(r.exit()).as(r.progress()).isZero();
        JsonNode steps = r.report().path("steps");
        assertThat(steps.get(0).path("outcome").asText()).isEqualTo("done");
        List<String> pressed = new ArrayList<>();
        steps.get(0).path("actions").forEach(a -> pressed.add(a.path("target").path("name").asText()));
        assertThat(pressed).containsExactly("1", "2", "8", "×", "3", "7", "=");
        assertThat(steps.get(1).path("note").asText()).as("the read step's value, read off the display over AT-SPI")
                .endsWith(": 4736");
    }

    /**
     * A desktop recipe: the calculator run recorded with its desktop locators (role and name, name,
     * ancestor path, index path), then replayed on a freshly started calculator with no decider at all;
     * the replay's expectation reads the product off the display over AT-SPI.
     */
    @Test
    void aRecordedCalculatorRecipeReplaysWithNoModel(@TempDir Path dir) throws Exception {
        Path recipe = dir.resolve("calculator.recipe.yaml");
        Result r = runOn(SampleFlowRunsTest.FLOWS.resolve("calculator.flow.yaml"), "gnome-calculator", "--save-recipe", recipe.toString());
        assertThat(r.exit()).as(r.progress()).isZero();
        String yaml = Files.readString(recipe);
        assertThat(yaml).contains("app: gnome-calculator").contains("role: button").contains("path:");
        closeCalculatorThisTestStarted();

        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute("replay", recipe.toString());
        assertThat(exit).as(out + "\n" + err + "\n" + yaml).isZero();
        // the run completed, so the recipe expects what its final screen showed: the product on the display
        assertThat(out.toString()).as(out.toString()).contains("no model").contains("replay passed").containsPattern("expect [^\\n]*4736[^\\n]* · met");
    }

    /**
     * The studio's run backend drives the desktop too: the calculator flow started as the studio starts
     * it (RunRequest → LocalRunBackend), every look passed on with a PNG of the window for the live screen.
     */
    @Test
    void theStudioRunsTheCalculatorFlowWithWindowPictures(@TempDir Path dir) throws Exception {
        var flow = dev.flowwright.runtime.flow.FlowReader.read(SampleFlowRunsTest.FLOWS.resolve("calculator.flow.yaml")).flow();
        List<dev.flowwright.runtime.events.Event> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        var ended = new java.util.concurrent.CountDownLatch(1);
        var backend = new dev.flowwright.studio.session.LocalRunBackend(dir.resolve("runs"));
        backend.start(new dev.flowwright.studio.session.RunRequest(flow, "gnome-calculator",
                        dev.flowwright.studio.settings.DeciderSetting.offline(), true, dev.flowwright.studio.session.RunMode.RUN, java.util.Set.of()),
                events::add, state -> { if (state == dev.flowwright.studio.session.RunPhase.ENDED) ended.countDown(); },
                request -> { throw new AssertionError("the calculator flow needs no person: " + request); });
        assertThat(ended.await(90, java.util.concurrent.TimeUnit.SECONDS)).as("the studio run ends").isTrue();
        var end = events.stream().filter(e -> e instanceof dev.flowwright.runtime.events.Event.End)
                .map(e -> (dev.flowwright.runtime.events.Event.End) e).findFirst().orElseThrow();
        assertThat(end.stop()).as(end.note()).isEqualTo("completed");
        var looks = events.stream().filter(e -> e instanceof dev.flowwright.runtime.events.Event.Look)
                .map(e -> (dev.flowwright.runtime.events.Event.Look) e).toList();
        assertThat(looks).isNotEmpty();
        assertThat(looks).allSatisfy(l -> assertThat(l.screen().window()).isEqualTo("Calculator"));
        assertThat(looks).anySatisfy(l -> assertThat(new String(l.screenshot(), 1, 3)).isEqualTo("PNG"));
    }

    @Test
    void aStepNamingAControlThatIsNotThereFailsCleanlyWithinTheTurnBudget(@TempDir Path dir) throws Exception {
        Path flow = dir.resolve("rocket.flow.yaml");
        Files.writeString(flow, "name: launch\napp: gnome-calculator\nsteps:\n  - press the Launch Rocket button\n");
        Result r = run(flow);
        assertThat(r.exit()).as(r.progress()).isEqualTo(1);
        JsonNode step = r.report().path("steps").get(0);
        assertThat(step.path("outcome").asText()).isEqualTo("failed");
        assertThat(step.path("note").asText()).isNotBlank();
        assertThat(step.path("turns").asInt()).isLessThanOrEqualTo(8);
        assertThat(r.progress()).doesNotContain("Exception");
    }

    @Test
    void theZenityFormIsFilledChosenAndConfirmed() throws Exception {
        Process zenity = new ProcessBuilder("zenity", "--forms", "--title=Sign up", "--text=Your details",
                "--add-entry=Name", "--add-entry=Email", "--add-combo=Colour", "--combo-values=red|green|blue")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            awaitWindow("zenity");
            Result r = runOn(SampleFlowRunsTest.FLOWS.resolve("zenity-form.flow.yaml"), "zenity");
            assertThat(r.exit()).as(r.progress()).isZero();
            assertThat(zenity.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)).as("zenity closes on OK").isTrue();
            assertThat(new String(zenity.getInputStream().readAllBytes()).strip())
                    .isEqualTo("Ada Lovelace|ada@example.com|green");
        } finally {
            zenity.destroy();
        }
    }

    /** Until an application of that name shows a window over AT-SPI (a slow GTK start takes seconds). */
    static void awaitWindow(String app) throws InterruptedException {
        try (var bridge = dev.flowwright.bridge.platform.Bridges.forThisPlatform()) {
            for (int i = 0; i < 60; i++) {
                if (bridge.applications().stream().anyMatch(a -> a.name().equals(app) && a.windowCount() > 0)) return;
                Thread.sleep(250);
            }
        }
        throw new AssertionError(app + " showed no window within 15 s");
    }
}
