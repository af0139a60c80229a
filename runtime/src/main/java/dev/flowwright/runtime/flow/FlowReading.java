package dev.flowwright.runtime.flow;

import java.util.List;
import java.util.Optional;

/**
 * What reading a flow file gave: the {@link Flow} when the file is valid, otherwise every problem
 * found (sorted by position). Never both.
 */
public record FlowReading(Flow flow, List<FileProblem> problems) {
    public FlowReading {
        problems = problems == null ? List.of() : problems.stream().sorted().toList();
        if (flow != null && !problems.isEmpty()) throw new IllegalArgumentException("a reading with problems has no flow");
        if (flow == null && problems.isEmpty()) throw new IllegalArgumentException("a reading without a flow needs a problem");
    }

    static FlowReading of(Flow flow) { return new FlowReading(flow, List.of()); }

    static FlowReading failed(List<FileProblem> problems) { return new FlowReading(null, problems); }

    public boolean isValid() { return flow != null; }

    public Optional<Flow> asOptional() { return Optional.ofNullable(flow); }
}
