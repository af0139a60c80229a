package dev.flowwright.studio.session;

import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.studio.recipe.RecipeReplays;
import dev.flowwright.studio.settings.DeciderSetting;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableValue;

import java.util.function.BooleanSupplier;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** The recipe editor's replays, run by the session on its backend (Chromium), one at a time and never beside a run. */
public final class SessionReplays implements RecipeReplays {
    private final StudioSession session;
    private final BooleanSupplier headless;
    private final Supplier<DeciderSetting> decider;
    private final StringBinding blocked;

    /** @param decider the decider a healing replay asks (the toolbar's) */
    public SessionReplays(StudioSession session, BooleanSupplier headless, Supplier<DeciderSetting> decider) {
        this.session = session;
        this.headless = headless;
        this.decider = decider;
        this.blocked = busy(session);
    }

    /** Why nothing can start on the session's backend now (it cannot run, or a run or replay is active), or null. */
    static StringBinding busy(StudioSession session) {
        return Bindings.createStringBinding(() -> {
            String why = session.backend().unavailableReason();
            if (why != null) return why;
            return session.stateProperty().get().isActive() ? "A run or replay is active: wait for it to end or stop it." : null;
        }, session.stateProperty());
    }

    @Override
    public ObservableValue<String> unavailableReason() { return blocked; }

    @Override
    public void replay(Recipe recipe, boolean heal, BiConsumer<Integer, String> step, Consumer<ReplayReport> done, Consumer<String> failed) {
        session.replay(recipe, headless.getAsBoolean(), heal ? decider.get() : null, step, done, failed);
    }
}
