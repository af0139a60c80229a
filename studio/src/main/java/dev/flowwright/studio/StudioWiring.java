package dev.flowwright.studio;

import dev.flowwright.studio.editor.FlowFiles;
import dev.flowwright.studio.session.RunArchive;
import dev.flowwright.studio.session.RunBackend;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which real pieces the studio runs on: how flows are read and written, how runs start, how journals
 * are read back, and the sample to open by default. A piece that is not built yet is an honest
 * "unavailable" with the reason, and the buttons that need it are disabled with that reason.
 */
public final class StudioWiring implements AutoCloseable {
    /** The sample the studio opens with no arguments: a flow file and the URL it runs on. */
    public record Sample(Path flow, String url) {}

    private final FlowFiles flows;
    private final RunBackend runs;
    private final RunArchive archive;
    private final Sample sample;
    private final List<AutoCloseable> resources = new ArrayList<>();

    public StudioWiring(FlowFiles flows, RunBackend runs, RunArchive archive, Sample sample) {
        this.flows = flows;
        this.runs = runs;
        this.archive = archive;
        this.sample = sample;
    }

    /** The pieces built so far. */
    public static StudioWiring standard() {
        return new StudioWiring(
                unavailableFlows("Reading and checking flows needs the flow reader, which is not built into this studio yet."),
                RunBackend.unavailable("Runs need the do loop, the browser surface and the offline decider, which are not built into this studio yet."),
                RunArchive.unavailable("Reopening runs needs the journal reader, which is not built into this studio yet."),
                null);
    }

    static FlowFiles unavailableFlows(String reason) {
        return new FlowFiles() {
            public String unavailableReason() { return reason; }
            public Parsed parse(String fileName, String text) { return new Parsed(null, List.of(new Problem(1, 1, reason))); }
            public String write(dev.flowwright.runtime.flow.Flow flow) { throw new IllegalStateException(reason); }
            public void save(Path file, String text) { throw new IllegalStateException(reason); }
        };
    }

    public StudioWiring closing(AutoCloseable resource) {
        resources.add(resource);
        return this;
    }

    public FlowFiles flows() { return flows; }

    public RunBackend runs() { return runs; }

    public RunArchive archive() { return archive; }

    /** The default sample, or null when none can be served here. */
    public Sample sample() { return sample; }

    @Override
    public void close() {
        for (AutoCloseable r : resources) {
            try {
                r.close();
            } catch (Exception e) {
                System.err.println("flowwright: closing " + r + " failed: " + e.getMessage());
            }
        }
    }
}
