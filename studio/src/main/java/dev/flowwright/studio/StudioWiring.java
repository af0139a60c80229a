package dev.flowwright.studio;

import dev.flowwright.studio.editor.FlowFiles;
import dev.flowwright.studio.session.RunArchive;
import dev.flowwright.studio.session.RunBackend;

import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
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

    /**
     * The real pieces: the runtime's flow reader and writer, runs in this process on Chromium (journals
     * under {@code runs/}), journals read back. The sample site is always served (port 8700, else a
     * free one); with {@code withSample} the sample sign-in flow is copied where it can be edited and
     * saved, and opened.
     */
    public static StudioWiring standard(boolean withSample) {
        Sample sample = null;
        SampleSite site = null;
        try {
            site = startSite();
            if (withSample) {
                sample = new Sample(sampleFlow(SAMPLE_FLOW), site.url("signin/"));
            }
        } catch (IOException e) {
            System.err.println("flowwright: the sample site could not be served: " + e.getMessage());
        }
        StudioWiring w = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(Path.of("runs")), new JournalArchive(), sample);
        return site == null ? w : w.closing(site);
    }

    /** The sample the studio opens by default: sign-in with a one-time code, from the samples module. */
    public static final String SAMPLE_FLOW = "one-time-code.flow.yaml";

    private static SampleSite startSite() throws IOException {
        try {
            return SampleSite.start(SampleSite.DEFAULT_PORT);
        } catch (IOException taken) {
            return SampleSite.start(0);
        }
    }

    /** Copies a bundled sample flow to {@code <home>/samples/} unless the user already has one there. */
    static Path sampleFlow(String name) throws IOException {
        Path dir = StudioSettings.standard().file().getParent().resolve("samples");
        Path target = dir.resolve(name);
        if (Files.exists(target)) return target;
        Files.createDirectories(dir);
        try (InputStream in = SampleSite.class.getResourceAsStream("flows/" + name)) {
            if (in == null) throw new IOException("the sample flow " + name + " is missing from the samples jar");
            Files.copy(in, target);
        }
        return target;
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
