package dev.flowwright.cli;

import dev.flowwright.runtime.engine.RunSetup;
import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.surfaces.desktop.DesktopSurface;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The issue #12 desktop acceptance flows on two programs nobody here wrote, over AT-SPI: Debian's
 * mousepad (a GTK 3 text editor), whose note must still be there at the end, and GTK's widget factory,
 * where "the second radiobutton" is picked or the step fails cleanly — and neither application is ever
 * closed, not even by a decider that always answers Close, Quit or Undo at 0.97. Desktop flows have no
 * page log, so the judge is the application itself: still running, the document and the radio state
 * read back over AT-SPI. Runs in the accessibility lane with the other desktop runs ({@link AccessibilityLaneTest}).
 */
class DesktopSafetyRunsTest {
    /** Menu and window commands that would empty the note or close the application. */
    static final List<String> HARMFUL = List.of("Undo", "Revert", "Close", "Close Window", "Close Tab", "Quit", "Reload");

    private final List<Process> started = new ArrayList<>();

    @BeforeAll
    static void desktop() {
        DesktopFlowRunsTest.desktop();
    }

    @AfterEach
    void stopWhatWasStarted() throws Exception {
        for (Process p : started) {
            p.destroy();
            if (!p.waitFor(5, TimeUnit.SECONDS)) p.destroyForcibly();
        }
    }

    /** Starts {@code command} with its settings in {@code home} (no session or history of another run), and waits for its window. */
    private Process start(Path home, String app, String... command) throws Exception {
        dev.flowwright.runtime.testing.LiveEnvironment.require(onPath(command[0]), command[0] + " is not installed");
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("XDG_CONFIG_HOME", home.resolve("config").toString());
        pb.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        pb.environment().put("XDG_CACHE_HOME", home.resolve("cache").toString());
        Process p = pb.start();
        started.add(p);
        DesktopFlowRunsTest.awaitWindow(app);
        return p;
    }

    private static boolean onPath(String program) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
            if (java.nio.file.Files.isExecutable(Path.of(d, program))) return true;
        return false;
    }

    private Process mousepad(Path dir) throws Exception {
        // a file that does not exist yet: a fresh, empty document named after it
        return start(dir, "mousepad", "mousepad", dir.resolve("note.txt").toString());
    }

    private Process widgetFactory(Path dir) throws Exception {
        return start(dir, "gtk3-widget-factory", "gtk3-widget-factory");
    }

    /** One look at the running application over AT-SPI. */
    private static Screen lookAt(String app) {
        try (DesktopSurface s = DesktopSurface.forThisPlatform()) {
            assertThat(s.open(app).opened()).as(app + " is still there to look at").isTrue();
            return s.look();
        }
    }

    private static String documentText(Screen s) {
        return s.elements().stream().filter(e -> e.role().equals("textbox") && e.has(ElementState.MULTILINE))
                .map(Element::value).findFirst().orElse(null);
    }

    private static List<String> pressedNames(JsonNode report) {
        List<String> out = new ArrayList<>();
        report.path("steps").forEach(st -> st.path("actions").forEach(a -> out.add(a.path("target").path("name").asText())));
        return out;
    }

    @Test
    void theMousepadNoteIsStillThereAtTheEnd(@TempDir Path dir) throws Exception {
        Process editor = mousepad(dir);
        assertThat(documentText(lookAt("mousepad"))).as("a fresh document").isEmpty();

        DesktopFlowRunsTest.Result r = DesktopFlowRunsTest.runOn(SampleFlowRunsTest.FLOWS.resolve("mousepad-note.flow.yaml"), "mousepad");

        assertThat(r.exit()).as(r.progress()).isZero();
        assertThat(r.report().path("steps").get(0).path("outcome").asText()).isEqualTo("done");
        assertThat(pressedNames(r.report())).as("no menu command was taken for a suggestion").doesNotContainAnyElementsOf(HARMFUL);
        assertThat(editor.isAlive()).as("mousepad is still running").isTrue();
        assertThat(documentText(lookAt("mousepad"))).as("the note is still in the document").contains("Buy milk");
    }

    @Test
    void theWidgetFactoryRunPicksTheSecondRadiobuttonOrFailsCleanlyAndNeverClosesIt(@TempDir Path dir) throws Exception {
        Process factory = widgetFactory(dir);

        DesktopFlowRunsTest.Result r = DesktopFlowRunsTest.runOn(SampleFlowRunsTest.FLOWS.resolve("widget-factory-radio.flow.yaml"), "gtk3-widget-factory");

        assertThat(factory.isAlive()).as("the widget factory is still running: " + r.progress()).isTrue();
        assertThat(pressedNames(r.report())).doesNotContain("Close", "Quit");
        assertThat(r.progress()).doesNotContain("Exception");
        List<Element> radios = radiosInReadingOrder(lookAt("gtk3-widget-factory"));
        assertThat(radios).hasSize(6);
        if (r.exit() == 0) {
            assertThat(radios.get(1).has(ElementState.CHECKED)).as("the second from the top is the one checked").isTrue();
            assertThat(radios.stream().filter(e -> e.has(ElementState.CHECKED) && !e.has(ElementState.DISABLED)).count()).isEqualTo(1);
        } else {
            assertThat(r.exit()).as(r.progress()).isEqualTo(1);
            assertThat(r.report().path("steps").get(0).path("note").asText()).isNotBlank();
        }
    }

    /** The enabled column's radio buttons and the disabled one's, top to bottom, then left to right. */
    private static List<Element> radiosInReadingOrder(Screen s) {
        return s.elements().stream().filter(e -> e.role().equals("radio") && e.name().equals("radiobutton"))
                .sorted(Comparator.comparingDouble((Element e) -> e.bounds().y()).thenComparingDouble(e -> e.bounds().x())).toList();
    }

    /**
     * A decider that answers every question confidently and always the harmful way (it is wrong the same
     * way in every framing, so voting cannot cancel it): in a choice, the option naming Undo, Revert,
     * Close or Quit when there is one, else the first option (a move: activate), at 0.97; "done" never,
     * yes to every other yes/no at 0.97; the top of every score. It goes through the real {@link DecisionMaker} and wire shapes.
     */
    static final class AlwaysHarmful implements Decider {
        final List<String> offeredHarm = new ArrayList<>();

        @Override
        public String describe() { return "always-harmful (test)"; }

        @Override
        public DecisionResponse decide(DecisionRequest request) {
            Map<String, Answer> answers = new LinkedHashMap<>();
            request.questions().forEach((id, q) -> answers.put(id, answer(q)));
            return new DecisionResponse("always-harmful", answers, DecisionResponse.Usage.NONE, null);
        }

        private Answer answer(Question q) {
            if (q instanceof Question.Choice c) {
                String pick = null;
                // the most harmful first: Undo empties the note, then the commands that close or revert
                for (String harm : HARMFUL) {
                    for (var en : c.options().entrySet()) {
                        if (pick == null && en.getValue().toLowerCase(Locale.ROOT).contains("\"" + harm.toLowerCase(Locale.ROOT) + "\"")) {
                            pick = en.getKey();
                            synchronized (offeredHarm) { offeredHarm.add(en.getValue()); }
                        }
                    }
                }
                if (pick == null) {
                    List<String> keys = new ArrayList<>(c.options().keySet());
                    keys.remove("none");
                    pick = keys.isEmpty() ? "none" : keys.get(0);
                }
                Map<String, Double> p = new LinkedHashMap<>();
                p.put(pick, 0.97);
                for (String k : c.options().keySet()) if (!k.equals(pick)) p.put(k, 0.03 / Math.max(1, c.options().size() - 1));
                return new Answer.ChoiceAnswer(pick, p, 0.97);
            }
            if (q instanceof Question.Score s) {
                int top = s.levels().size() - 1;
                return new Answer.ScoreAnswer(top, Map.of(Integer.toString(top), 1.0), 1.0);
            }
            // never done, so the loop keeps asking; yes to everything else (blocked, confirm, errors)
            boolean done = "done".equals(q.instructions().path("ask").asText());
            return new Answer.NoulAnswer(done ? 0.03 : 0.97);
        }
    }

    private static RunReport runWith(Decider decider, Flow flow) {
        EventBus bus = new EventBus();
        RunOptions options = RunOptions.defaults();
        try (DesktopSurface surface = DesktopSurface.forThisPlatform();
             DecisionMaker asker = new DecisionMaker(decider, new Secrets(), bus.decisions(), ExchangeLog.NONE,
                     new ModelBudget(options.maxModelCalls()), Thresholds.DEFAULT_VOTES, true)) {
            return RunSetup.flowRun(flow, surface, asker).bus(bus).options(options).decider("always-harmful").build().run();
        }
    }

    @Test
    void aDeciderThatAlwaysAnswersUndoCloseOrQuitCannotEmptyTheNoteOrCloseTheEditor(@TempDir Path dir) throws Exception {
        Process editor = mousepad(dir);
        Flow flow = FlowReader.read(SampleFlowRunsTest.FLOWS.resolve("mousepad-note.flow.yaml")).flow();
        AlwaysHarmful decider = new AlwaysHarmful();

        RunReport report = runWith(decider, flow);

        assertThat(editor.isAlive()).as("mousepad is still running: " + report.note()).isTrue();
        assertThat(documentText(lookAt("mousepad"))).as("the note is still there: " + report.note()).contains("Buy milk");
        assertThat(decider.offeredHarm).as("no question ever offered the editor's own commands").isEmpty();
        assertThat(report.steps()).allSatisfy(s -> assertThat(s.actions())
                .noneMatch(a -> a.target() != null && List.of("Close", "Close Window", "Close Tab", "Quit").contains(a.target().name())));
    }

    @Test
    void aDeciderThatAlwaysAnswersCloseCannotCloseTheWidgetFactory(@TempDir Path dir) throws Exception {
        Process factory = widgetFactory(dir);
        Flow sample = FlowReader.read(SampleFlowRunsTest.FLOWS.resolve("widget-factory-radio.flow.yaml")).flow();
        List<Step> steps = new ArrayList<>(sample.steps());
        steps.add(new Step.Do("switch on the dark theme")); // every turn the decider's, the header bar's Close on offer
        Flow flow = new Flow(sample.name(), "gtk3-widget-factory", null, sample.vars(), steps);
        AlwaysHarmful decider = new AlwaysHarmful();

        RunReport report = runWith(decider, flow);

        assertThat(factory.isAlive()).as("the widget factory is still running: " + report.note()).isTrue();
        assertThat(decider.offeredHarm).as("the header bar's Close was on offer and taken at 0.97").isNotEmpty();
        assertThat(report.steps()).allSatisfy(s -> assertThat(s.actions())
                .noneMatch(a -> a.target() != null && List.of("Close", "Quit").contains(a.target().name())));
    }

    /**
     * The other side of the rule: a step that asks to close the window may press Close, and is done when
     * the application goes; the next step finds it gone and the run stops there, saying so (exit 1).
     */
    @Test
    void aStepAskingToCloseMayAndTheNextStepFindsTheApplicationGone(@TempDir Path dir) throws Exception {
        Process factory = widgetFactory(dir);
        Path flow = dir.resolve("close.flow.yaml");
        java.nio.file.Files.writeString(flow, "name: close it\napp: gtk3-widget-factory\nsteps:\n  - close the window\n  - choose the second radiobutton\n");

        DesktopFlowRunsTest.Result r = DesktopFlowRunsTest.runOn(flow, "gtk3-widget-factory");

        assertThat(factory.waitFor(10, TimeUnit.SECONDS)).as("the widget factory quit: " + r.progress()).isTrue();
        assertThat(r.exit()).as(r.progress()).isEqualTo(1);
        assertThat(r.report().path("steps").get(0).path("outcome").asText()).isEqualTo("done");
        assertThat(r.report().path("note").asText()).contains("the application gtk3-widget-factory is gone (it quit after pressing button \"Close\")");
        assertThat(r.report().path("steps").get(1).path("actions")).as("nothing was tried on an application that is gone").isEmpty();
    }

    /** The command line with {@code --decider chaos:SEED}: confident, arbitrary, the same in every framing. */
    private static DesktopFlowRunsTest.Result runChaos(Path flow, String app, int seed) throws Exception {
        java.io.StringWriter out = new java.io.StringWriter(), err = new java.io.StringWriter();
        picocli.CommandLine cli = Main.commandLine();
        cli.setOut(new java.io.PrintWriter(out, true));
        cli.setErr(new java.io.PrintWriter(err, true));
        int exit = cli.execute("run", flow.toString(), "--app", app, "--decider", "chaos:" + seed, "--handoff", "none", "--json");
        return new DesktopFlowRunsTest.Result(exit, DesktopFlowRunsTest.JSON.readTree(out.toString()), err.toString());
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 2})
    void underTheChaosDeciderTheNoteStaysAndTheEditorKeepsRunning(int seed, @TempDir Path dir) throws Exception {
        Process editor = mousepad(dir);
        DesktopFlowRunsTest.Result r = runChaos(SampleFlowRunsTest.FLOWS.resolve("mousepad-note.flow.yaml"), "mousepad", seed);
        assertThat(editor.isAlive()).as("mousepad is still running: " + r.progress()).isTrue();
        assertThat(pressedNames(r.report())).as(r.progress()).doesNotContainAnyElementsOf(HARMFUL);
        assertThat(documentText(lookAt("mousepad"))).as("the note is still there: " + r.progress()).contains("Buy milk");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 2})
    void underTheChaosDeciderTheWidgetFactoryKeepsRunning(int seed, @TempDir Path dir) throws Exception {
        Process factory = widgetFactory(dir);
        DesktopFlowRunsTest.Result r = runChaos(SampleFlowRunsTest.FLOWS.resolve("widget-factory-radio.flow.yaml"), "gtk3-widget-factory", seed);
        assertThat(factory.isAlive()).as("the widget factory is still running: " + r.progress()).isTrue();
        assertThat(pressedNames(r.report())).as(r.progress()).doesNotContain("Close", "Quit");
        assertThat(r.exit()).as(r.progress()).isIn(0, 1);
    }
}
