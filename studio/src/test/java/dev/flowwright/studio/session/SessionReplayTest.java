package dev.flowwright.studio.session;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeAction;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.runtime.recipe.StepResult;
import dev.flowwright.runtime.recipe.StepStatus;
import dev.flowwright.runtime.recipe.Target;
import dev.flowwright.studio.SyntheticRun;
import dev.flowwright.studio.settings.DeciderSetting;
import dev.flowwright.studio.util.UiExecutor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/** A replay started from the recipe editor: values checked first, run off the calling thread, looks shown, steps reported as they go. */
class SessionReplayTest {
    @TempDir
    Path dir;

    static final Recipe OTP = new Recipe(1, "sign in", null, "browser", "http://localhost/signin/", List.of(
            RecipeStep.act("enter the code", RecipeAction.FILL, new Target(List.of(), List.of(Locator.label("One-time code"))), "${secrets.otp}")),
            List.of());

    /** A backend whose replay emits a look and the replayer's step events, and returns a passed report. */
    static final class ReplayingBackend implements RunBackend {
        final List<Map<String, String>> values = new ArrayList<>();
        DeciderSetting heal;

        public String unavailableReason() { return null; }

        public RunHandle start(RunRequest r, RunListener e, Consumer<RunPhase> s, PersonResponder p) { throw new UnsupportedOperationException(); }

        @Override
        public ReplayReport replay(Recipe recipe, Map<String, String> v, boolean headless, DeciderSetting heal, RunListener events) {
            values.add(v);
            this.heal = heal;
            events.on(new Event.StepEvent(Instant.now(), "r1", Event.StepEvent.STARTED, "fill", "fill", null, null));
            events.on(SyntheticRun.look("r1", 0, SyntheticRun.screen("Sign in", 0), SyntheticRun.png(400, 200, 1)));
            events.on(new Event.StepEvent(Instant.now(), "r1", Event.StepEvent.ENDED, "fill", "fill", "passed", ""));
            return new ReplayReport(ReplayReport.Outcome.UNVERIFIED,
                    List.of(new StepResult(0, recipe.steps().get(0), StepStatus.PASSED, List.of(), 0, null, null, 5)), List.of(), null, 9);
        }
    }

    StudioSession session(RunBackend backend) {
        return new StudioSession(UiExecutor.sameThread(), backend, new ScreenshotStore(dir.resolve("shots")), Clock.systemUTC());
    }

    @Test
    void aMissingSecretIsNamedBeforeAnythingRuns() {
        ReplayingBackend backend = new ReplayingBackend();
        List<String> failed = new ArrayList<>();
        session(backend).replay(OTP, true, null, (i, w) -> { }, r -> { }, failed::add);
        assertThat(failed).singleElement().asString().contains("otp").contains("FLOWWRIGHT_SECRET_OTP");
        assertThat(backend.values).isEmpty();
    }

    @Test
    void aReplayRunsOffTheCallingThreadShowsItsLooksAndReportsEachStep() throws Exception {
        ReplayingBackend backend = new ReplayingBackend();
        StudioSession s = session(backend);
        Recipe plain = OTP.withSteps(List.of(RecipeStep.act("enter the city", RecipeAction.FILL,
                new Target(List.of(), List.of(Locator.label("From"))), "Istanbul")));
        List<String> steps = new java.util.concurrent.CopyOnWriteArrayList<>();
        CompletableFuture<ReplayReport> done = new CompletableFuture<>();
        s.replay(plain, true, DeciderSetting.offline(), (i, w) -> steps.add(i + " " + w), done::complete, why -> done.completeExceptionally(new AssertionError(why)));

        ReplayReport r = done.get(10, TimeUnit.SECONDS);
        assertThat(r.outcome()).isEqualTo(ReplayReport.Outcome.UNVERIFIED);
        assertThat(steps).containsExactly("0 replaying", "0 passed");
        assertThat(backend.heal).isEqualTo(DeciderSetting.offline());
        assertThat(s.shownScreenProperty().get()).as("the replay's look is on the live screen").isNotNull();
        assertThat(s.stateProperty().get()).isEqualTo(RunPhase.ENDED);
        assertThat(s.statusProperty().get()).contains("unverified");
    }
}
