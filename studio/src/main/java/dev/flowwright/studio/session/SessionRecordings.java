package dev.flowwright.studio.session;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeCut;
import dev.flowwright.runtime.recipe.RecipeReplayer;
import dev.flowwright.runtime.run.Stop;
import dev.flowwright.studio.recipe.RecordFromHere;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableValue;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The recipe editor's Record from here, run by the session as a Record run of part of the flow: the
 * kept steps are replayed with no model on a fresh application first (as {@code flowwright run
 * --from-recipe} does, through the same {@link RecipeCut}), so its live screen, ballots and history
 * show as for any run. Only a run that completed hands its recording on.
 */
public final class SessionRecordings implements RecordFromHere {
    private final StudioSession session;
    private final ObservableValue<Flow> flow;
    private final Function<RunRequest.Part, RunRequest> request;
    private final java.util.function.Supplier<String> flowFile;
    private final StringBinding blocked;

    /**
     * @param flow     the flow editor's flow, for what Record from here is offered for
     * @param request  the run request for a part of the flow editor's flow (the toolbar's decider, the studio's per-flow permission)
     * @param flowFile the flow file's name as the recipe mentions it, or null
     */
    public SessionRecordings(StudioSession session, ObservableValue<Flow> flow, Function<RunRequest.Part, RunRequest> request,
                             java.util.function.Supplier<String> flowFile) {
        this.session = session;
        this.flow = flow;
        this.request = request;
        this.flowFile = flowFile;
        this.blocked = SessionReplays.busy(session);
    }

    @Override
    public ObservableValue<Flow> flow() { return flow; }

    @Override
    public ObservableValue<String> unavailableReason() { return blocked; }

    @Override
    public void record(Recipe recipe, Flow flow, RecipeCut.Resume resume, Consumer<Recipe> done, Consumer<String> failed) {
        if (blocked.get() != null) {
            failed.accept(blocked.get());
            return;
        }
        Recipe kept = resume.keptOf(recipe);
        Map<String, String> values = session.replayValues();
        List<String> missing = RecipeReplayer.missingValues(kept, values);
        if (!missing.isEmpty()) {
            failed.accept(ReplaySecrets.missing(missing));
            return;
        }
        RunRequest.Part part = new RunRequest.Part(resume.flowStep(), flow.steps().size(), kept, values);
        try {
            session.start(request.apply(part), flowFile.get(), (recorded, end) -> {
                boolean completed = end != null && (Stop.COMPLETED.word().equals(end.stop()) || Stop.STOPPED_BEFORE_DESTRUCTIVE.word().equals(end.stop()));
                if (!completed) failed.accept(end == null ? "the run ended without a word" : "the run ended " + end.stop().replace('_', ' ')
                        + (end.note() == null || end.note().isBlank() ? "" : ": " + end.note()));
                else if (recorded == null) failed.accept("the run did no action that a recipe could replay");
                else done.accept(recorded);
            });
        } catch (IllegalStateException e) {
            failed.accept(e.getMessage());
        }
    }
}
