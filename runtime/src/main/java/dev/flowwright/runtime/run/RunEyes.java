package dev.flowwright.runtime.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.screen.ChangeNote;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Fingerprint;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.StateText;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.surface.SettleKind;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** One step's {@link Eyes} on the run's surface; the last rendered state is kept, as one look is asked about several times a turn. */
final class RunEyes implements Eyes {
    private final RunState run;
    private final Account account;
    private final LoopGuard loopGuard;
    private Screen stateScreen;
    private String stateStep;
    private int stateHistory = -1;
    private JsonNode stateCache;
    private ChangeNote.Change stateChange;

    RunEyes(RunState run, Account account, LoopGuard loopGuard) {
        this.run = run;
        this.account = account;
        this.loopGuard = loopGuard;
    }

    @Override
    public Screen look(int turn, String changeNote) {
        run.control.checkStopped();
        Screen s = run.surface.look();
        publishLook(turn, s, changeNote);
        if (s.surface() == SurfaceKind.NONE) s = unlessGone(turn, s);
        return s;
    }

    @Override public Screen glance() { return run.surface.look(); }

    @Override
    public Screen unlessGone(int turn, Screen blank) {
        if (blank.surface() != SurfaceKind.NONE || run.lastPress == null) return blank;
        run.surface.awaitChange(Thresholds.APP_GONE_GRACE_MS);
        Screen again = run.surface.look();
        if (again.surface() != SurfaceKind.NONE) {
            publishLook(turn, again, "");
            return again;
        }
        String app = blank.app().isBlank() ? run.flow.app() : blank.app();
        throw new RunHalt(Stop.STEP_FAILED, "the application " + app + " is gone (it quit after pressing " + run.lastPress
                + "): its window could not be read again; the run stops here");
    }

    @Override
    public void publishLook(int turn, Screen s, String changeNote) { publishLook(turn, s, changeNote, Fingerprint.of(s)); }

    @Override
    public void publishLook(int turn, Screen s, String changeNote, String fingerprint) {
        loopGuard.looked(fingerprint);
        run.bus.on(new Event.Look(Instant.now(), account.path(), turn, EventMasking.screen(s, run.secrets), run.secrets.mask(changeNote), null));
    }

    @Override public JsonNode state(Screen screen, String stepText) { return state(screen, stepText, null); }

    @Override
    public JsonNode state(Screen screen, String stepText, ChangeNote.Change sinceStepBegan) {
        int historySize = run.history.size();
        if (screen == stateScreen && Objects.equals(stepText, stateStep) && historySize == stateHistory
                && sinceStepBegan == stateChange) return stateCache;
        JsonNode state = StateText.render(screen, StateText.Options.forStep(run.secrets.mask(stepText))
                .withRecentActions(account.history()).withSecrets(run.secrets).withSinceStepBegan(sinceStepBegan));
        stateScreen = screen;
        stateStep = stepText;
        stateHistory = historySize;
        stateChange = sinceStepBegan;
        stateCache = state;
        return state;
    }

    @Override public void settle(SettleKind kind) { run.surface.settle(kind); }

    @Override public boolean awaitChange(long millis) { return run.surface.awaitChange(millis); }

    @Override public Optional<String> readValue(Element field) { return run.surface.readValue(field); }

    @Override public List<Element> explore(String ref) { return run.surface.explore(ref); }
    @Override public boolean reveal(String ref, String address) { return run.surface.reveal(ref, address); }

    @Override public String surfaceKind() { return run.surface.kind(); }
}
