package dev.flowwright.cli;

import dev.flowwright.replay.ReplayReports;
import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.replay.TraceFiles;
import dev.flowwright.replay.TraceSteps;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.engine.DeciderChoice;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.recipe.DoLoopHealer;
import dev.flowwright.runtime.recipe.ExpectationResult;
import dev.flowwright.runtime.recipe.Healer;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeProposals;
import dev.flowwright.runtime.recipe.RecipeReplayer;
import dev.flowwright.runtime.recipe.ReplayOptions;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepStatus;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.surfaces.browser.BrowserEndpoint;
import dev.flowwright.surfaces.browser.BrowserSurface;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code flowwright replay RECIPE}: repeats a recipe with no model — no decider is even constructed
 * unless {@code --heal} is given — printing one line per step, then the report. Secrets come from
 * {@code --fact} or {@code FLOWWRIGHT_SECRET_<NAME>}; a missing one is reported before anything runs.
 * {@code --report DIR} writes JUnit XML, JSON and a self-contained HTML report. With {@code --heal}, a
 * step whose locators all miss is healed through the do loop and the repaired recipe is written beside
 * the original as a proposal ({@code flowwright recipe accept} takes it). More than one recipe, a folder,
 * {@code --workers} or {@code --shard} replays a suite at once ({@link SuiteCommand}).
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Replay a recipe with no model calls; --heal repairs a step whose locators all miss and writes a proposal beside the recipe.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:passed (or unverified: every step ran but the recipe has no expect)", "1:a step failed or an expectation did not hold",
                "2:invalid recipe, option or configuration, or a missing secret", "3:a manual step needed a person"})
final class ReplayCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "RECIPE|DIR", description = "recipe files (*.recipe.yaml), or folders holding them; more than one"
            + " (or a folder) replays them all at once in one browser")
    List<Path> recipes = new ArrayList<>();

    /** The one recipe of a single replay. */
    Path recipeFile;

    @Option(names = "--workers", paramLabel = "N", description = "how many recipes replay at once (default: the number of cores)")
    Integer workers;

    @Option(names = "--shard", paramLabel = "i/n", description = "replay only this machine's share of the recipes (a stable split by path, for CI matrices)")
    String shard;

    @Option(names = "--browser", paramLabel = "ADDRESS", description = "replay on a browser elsewhere: ws://HOST:PORT/… (a Playwright browser server)"
            + " or cdp:http://HOST:PORT (a Chromium DevTools endpoint); default: a headless Chromium started here")
    String browser;

    @Option(names = "--url", paramLabel = "URL", description = "start here instead of the recipe's start (browser recipes)")
    String url;

    @Option(names = "--report", paramLabel = "DIR", description = "write junit.xml, report.json and report.html (a screenshot per step) into DIR")
    Path reportDir;

    @Option(names = "--heal", description = "heal a step whose locators all miss (one do-loop action with the decider) and write the repaired recipe beside this one")
    boolean heal;

    /** --decider, --fact, --allow, --trace, --headed: the options a replay shares with a run. */
    @Mixin
    DriveOptions drive;

    @Spec
    CommandSpec spec;

    /** The environment the replay reads (secrets, decider settings); tests replace it. */
    Map<String, String> env = System.getenv();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (drive.decider != null && !heal) return invalid(err, "--decider only applies with --heal: a replay without healing asks no model");
        SuiteReplay.TraceMode traceMode;
        BrowserEndpoint endpoint;
        try {
            traceMode = drive.traceMode();
            endpoint = browser == null ? null : BrowserEndpoint.parse(browser);
        } catch (IllegalArgumentException e) {
            return invalid(err, e.getMessage());
        }
        if (traceMode != SuiteReplay.TraceMode.OFF && reportDir == null) {
            return invalid(err, "--trace writes trace.zip beside the report: add --report DIR");
        }
        boolean suite = recipes.size() > 1 || Files.isDirectory(recipes.get(0)) || workers != null || shard != null;
        if (suite) return new SuiteCommand(this, traceMode, endpoint).call(out, err);
        recipeFile = recipes.get(0);
        Recipe recipe = RecipeFiles.read(recipeFile, err);
        if (recipe == null) return Main.EXIT_INVALID;
        if (!recipe.isBrowser() && (endpoint != null || traceMode != SuiteReplay.TraceMode.OFF)) {
            return invalid(err, "--browser and --trace apply to browser recipes; " + recipeFile + " drives " + recipe.app());
        }
        if (url != null) {
            if (!recipe.isBrowser()) return invalid(err, "--url applies to browser recipes; " + recipeFile + " drives " + recipe.app());
            recipe = new Recipe(recipe.version(), recipe.name(), recipe.flow(), recipe.app(), url, recipe.steps(), recipe.expect());
        }
        Map<String, String> values = drive.values(env);
        List<String> missing = RecipeReplayer.missingValues(recipe, values);
        if (!missing.isEmpty()) {
            for (String placeholder : missing) {
                String name = placeholderName(placeholder);
                err.println("flowwright: " + recipeFile + " needs a value for " + placeholder + ": pass --fact " + name + "=… or set "
                        + CliSurfaces.SECRET_ENV_PREFIX + name.toUpperCase(Locale.ROOT));
            }
            err.flush();
            return Main.EXIT_INVALID;
        }
        DeciderChoice choice = null;
        if (heal) {
            try {
                choice = DeciderChoice.parse(drive.decider, env);
            } catch (DeciderSetupException e) {
                return invalid(err, e.getMessage());
            }
        }
        out.println("replaying " + recipeFile + " (" + recipe.steps().size() + " steps" + (heal ? ", healing on" : ", no model") + ")");
        if (heal && !drive.allow.isEmpty()) out.println(RunCommand.allowLine(List.of(), drive.allow));
        out.flush();
        EventBus bus = new EventBus();
        bus.add(StepProgress.ofReplay(out, recipe.steps().size()));
        try (Surface surface = recipe.isBrowser() ? CliSurfaces.browser(drive.headed, endpoint, err) : CliSurfaces.desktop(err)) {
            if (surface == null) return Main.EXIT_INVALID;
            boolean traced = traceMode != SuiteReplay.TraceMode.OFF;
            // a film strip would show a typed secret, and a picture cannot be redacted afterwards
            if (traced) {
                ((BrowserSurface) surface).startTrace(recipe.name(), RecipeReplayer.missingValues(recipe, Map.of()).isEmpty());
                bus.add(new TraceSteps((BrowserSurface) surface, recipe.steps().size()));
            }
            ReplayReport report;
            if (choice == null) {
                report = replay(surface, recipe, values, null, bus, reportDir != null);
            } else {
                Secrets secrets = new Secrets(values);
                Decider opened = choice.open(OfflineDecider::new, ExchangeLog.NONE);
                // a heal asks a model: say which, as every run does
                out.println("decider: " + opened.describe());
                out.flush();
                try (DecisionMaker asker = RunSetup.asker(opened, secrets, bus, RunOptions.defaults().withAllow(drive.allow))) {
                    DoLoopHealer healer = new DoLoopHealer(asker, bus, drive.allow);
                    report = replay(surface, recipe, values, healer, bus, reportDir != null);
                    out.println("healing asked " + healer.decisions() + " decisions");
                }
            }
            print(out, report);
            ReplayReports reports = new ReplayReports(recipe, report, values);
            if (reportDir != null) {
                reports.writeAll(reportDir);
                out.println("report: " + reportDir.resolve(ReplayReports.HTML) + " (also " + ReplayReports.JUNIT + ", " + ReplayReports.JSON + ")");
            }
            if (traced) {
                boolean keep = traceMode == SuiteReplay.TraceMode.ON || report.outcome() == ReplayReport.Outcome.FAILED;
                if (keep) {
                    TraceFiles.save((BrowserSurface) surface, reportDir.resolve(TraceFiles.NAME), values);
                    out.println("trace: " + reportDir.resolve(TraceFiles.NAME) + " (npx playwright show-trace " + reportDir.resolve(TraceFiles.NAME) + ")");
                } else {
                    ((BrowserSurface) surface).stopTrace(null);
                }
            }
            if (report.proposal() != null && report.outcome() != ReplayReport.Outcome.FAILED) {
                Path proposal = RecipeProposals.write(recipeFile, report.proposal());
                out.println("healed: the repaired recipe is " + proposal + " (" + recipeFile + " is unchanged)");
                out.println("  review it, then: flowwright recipe accept " + recipeFile);
            } else if (report.proposal() != null) {
                // a heal that still ends in a failed replay acted on the wrong thing, or not enough: proposing it would invite accepting it
                out.println("healing did not make the replay pass, so no proposal was written (" + recipeFile + " is unchanged)");
            }
            out.flush();
            return exitCode(report);
        } catch (DeciderSetupException e) {
            return invalid(err, e.getMessage());
        } catch (IOException | UncheckedIOException e) {
            return invalid(err, "the report could not be written under " + reportDir + ": " + e.getMessage());
        }
    }

    /** {@code ${secrets.otp}} or {@code ${otp}} (or a bare name) → {@code otp}. */
    static String placeholderName(String placeholder) {
        String name = placeholder.strip();
        if (name.startsWith("${") && name.endsWith("}")) name = name.substring(2, name.length() - 1);
        return name.startsWith("secrets.") ? name.substring("secrets.".length()) : name;
    }

    /** Screenshots only when a report will show them: they cost time on every step. */
    private static ReplayReport replay(Surface surface, Recipe recipe, Map<String, String> values, Healer healer, EventBus bus,
                                       boolean screenshots) {
        return new RecipeReplayer(surface, new ReplayOptions(values, healer, bus, screenshots)).replay(recipe);
    }

    /** 0 passed or unverified, 3 stopped at a manual step, 1 any other failure. */
    static int exitCode(ReplayReport report) {
        if (report.outcome() != ReplayReport.Outcome.FAILED) return Main.EXIT_OK;
        boolean manual = report.steps().stream().anyMatch(s -> s.status() == StepStatus.MANUAL_REQUIRED);
        return manual ? Main.EXIT_HANDOFF : Main.EXIT_FAILED;
    }

    /** After the live step lines ({@link StepProgress}, which carry each step's ladder in its note): what was expected, and the outcome. */
    static void print(PrintWriter out, ReplayReport report) {
        for (ExpectationResult e : report.expectations()) {
            out.println("expect " + (e.expectation().visible() != null ? "visible " + e.expectation().visible().describe()
                    : "text \"" + e.expectation().textContains() + "\"") + " · " + (e.met() ? "met" : "not met")
                    + (e.note().isBlank() ? "" : " · " + e.note()));
        }
        out.printf(Locale.ROOT, "replay %s%s · %.2f s%n", report.outcome().word(),
                report.outcome() == ReplayReport.Outcome.UNVERIFIED ? " (the recipe has no expect to check)" : "", report.millis() / 1000.0);
        out.flush();
    }

    private static int invalid(PrintWriter err, String message) {
        return CliSurfaces.invalid(err, message);
    }
}
