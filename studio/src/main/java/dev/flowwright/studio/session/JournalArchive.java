package dev.flowwright.studio.session;

import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.journal.JournalReader;

import java.io.IOException;
import java.nio.file.Path;

/** Reopens a run from its journal ({@code runs/<timestamp>/journal.jsonl} + {@code screens/}). */
public final class JournalArchive implements RunArchive {

    @Override
    public String unavailableReason() { return null; }

    @Override
    public void replay(Path journal, RunListener events) throws IOException {
        JournalReader reader = JournalReader.open(journal);
        for (JournalReader.Entry e : reader.entries()) events.on(e.withScreenshot());
    }
}
