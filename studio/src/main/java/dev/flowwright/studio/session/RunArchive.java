package dev.flowwright.studio.session;

import dev.flowwright.runtime.events.RunListener;

import java.io.IOException;
import java.nio.file.Path;

/** Reads a run's journal back as events, for reopening a past run with the same time travel. */
public interface RunArchive {

    /** Why journals cannot be opened here; null when they can. */
    String unavailableReason();

    /** Replays the journal in {@code dir} (or the journal file itself) to {@code events}, in order. */
    void replay(Path journal, RunListener events) throws IOException;

    static RunArchive unavailable(String reason) {
        return new RunArchive() {
            @Override
            public String unavailableReason() { return reason; }

            @Override
            public void replay(Path journal, RunListener events) { throw new IllegalStateException(reason); }
        };
    }
}
