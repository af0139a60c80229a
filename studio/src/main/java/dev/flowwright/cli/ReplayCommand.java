package dev.flowwright.cli;

import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.engine.DeciderChoice;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
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
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.surface.Surface;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
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
 * the original as a proposal ({@code flowwright recipe accept} takes it).
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Replay a recipe with no model calls; --heal repairs a step whose locators all miss and writes a proposal beside the recipe.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:passed (or unverified: every step ran but the recipe has no expect)", "1:a step failed or an expectation did not hold",
                "2:invalid recipe, option or configuration, or a missing secret", "3:a manual step needed a person"})
final class ReplayCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "RECIPE", description = "the recipe file (*.recipe.yaml)")
    Path recipeFile;

    @Option(names = "--url", paramLabel = "URL", description = "start here instead of the recipe's start (browser recipes)")
    String url;

    @Option(names = "--fact", paramLabel = "k=v", description = "supply a value or secret the recipe names (repeatable); also " + RunCommand.SECRET_ENV_PREFIX + "NAME")
    Map<String, String> facts = new LinkedHashMap<>();

    @Option(names = "--report", paramLabel = "DIR", description = "write junit.xml, report.json and report.html (a screenshot per step) into DIR")
    Path reportDir;

    @Option(names = "--heal", description = "heal a step whose locators all miss (one do-loop action with the decider) and write the repaired recipe beside this one")
    boolean heal;

    @Option(names = "--decider", paramLabel = "D", description = "the decider healing uses: offline | systemone | cassette:PATH (only with --heal)")
    String decider;

    @Option(names = "--allow", paramLabel = "WORD", description = "a hard-to-undo word or control name a heal may press (repeatable; only with --heal);"
            + " consent and signing out must be named on their own")
    List<String> allow = new ArrayList<>();

    @Option(names = "--headed", description = "show the browser window")
    boolean headed;

    @Spec
    CommandSpec spec;

    /** The environment the replay reads (secrets, decider settings); tests replace it. */
    Map<String, String> env = System.getenv();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (decider != null && !heal) return invalid(err, "--decider only applies with --heal: a replay without healing asks no model");
        Recipe recipe = RecipeFiles.read(recipeFile, err);
        if (recipe == null) return Main.EXIT_INVALID;
        if (url != null) {
            if (!recipe.isBrowser()) return invalid(err, "--url applies to browser recipes; " + recipeFile + " drives " + recipe.app());
            recipe = new Recipe(recipe.version(), recipe.name(), recipe.flow(), recipe.app(), url, recipe.steps(), recipe.expect());
        }
        Map<String, String> values = CliSurfaces.values(env, facts);
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
                choice = DeciderChoice.parse(decider, env);
            } catch (DeciderSetupException e) {
                return invalid(err, e.getMessage());
            }
        }
        out.println("replaying " + recipeFile + " (" + recipe.steps().size() + " steps" + (heal ? ", healing on" : ", no model") + ")");
        if (heal && !allow.isEmpty()) out.println(RunCommand.allowLine(List.of(), allow));
        out.flush();
        EventBus bus = new EventBus();
        bus.add(new ReplayProgress(out, recipe.steps().size()));
        try (Surface surface = recipe.isBrowser() ? CliSurfaces.browser(headed, err) : CliSurfaces.desktop(err)) {
            if (surface == null) return Main.EXIT_INVALID;
            ReplayReport report;
            if (choice == null) {
                report = replay(surface, recipe, values, null, bus, reportDir != null);
            } else {
                Secrets secrets = new Secrets(values);
                Decider opened = choice.open(OfflineDecider::new, ExchangeLog.NONE);
                // a heal asks a model: say which, as every run does
                out.println("decider: " + opened.describe());
                out.flush();
                try (DecisionMaker asker = RunSetup.asker(opened, secrets, bus, RunOptions.defaults().withAllow(allow))) {
                    DoLoopHealer healer = new DoLoopHealer(asker, bus, allow);
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

    /** After the live step lines ({@link ReplayProgress}, which carry each step's ladder in its note): what was expected, and the outcome. */
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
