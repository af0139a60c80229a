package dev.flowwright.runtime.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a run did, JSON-serialisable (the command line's {@code --json}). Holds no secret value: notes
 * and texts are masked, {@code vars} holds only ordinary variables.
 *
 * @param stop       why it ended
 * @param note       the deciding note (the failed step's note, a budget's fixed note, …)
 * @param steps      every step's report, parents before children
 * @param vars       ordinary variables at the end (values read into {@code into} included)
 * @param pending    what a stop_before held back, in the flow's words
 * @param actions    actions taken, the initial launch included
 * @param modelCalls model calls charged
 * @param millis     wall time
 * @param learned    what groundings learned (masked): give it to a later run as {@link RunOptions#memory}
 * @param allowed    the explicit permission the run had (the flow's {@code allow:} and {@code --allow}), empty for none
 * @param fallback   when the decision service failed and the run went on with another decider ({@code --decider-fallback}):
 *                   from which step, on which decider and why; null when it did not
 */
public record RunReport(Stop stop, String note, List<StepReport> steps, Map<String, String> vars,
                        List<String> pending, int actions, int modelCalls, long millis, List<GroundingHint> learned,
                        List<String> allowed, Fallback fallback) {
    /** The run went on with {@code decider} from step {@code fromStep}, because of {@code reason} (masked). */
    public record Fallback(String fromStep, String decider, String reason) {}

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public RunReport {
        note = note == null ? "" : note;
        steps = List.copyOf(steps);
        vars = Map.copyOf(vars);
        pending = List.copyOf(pending);
        learned = learned == null ? List.of() : List.copyOf(learned);
        allowed = allowed == null ? List.of() : List.copyOf(allowed);
    }

    public int exitCode() { return stop.exitCode(); }

    public Optional<StepReport> step(String path) {
        return steps.stream().filter(s -> s.path().equals(path)).findFirst();
    }

    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a run report could not be written as JSON", e);
        }
    }
}
