package dev.flowwright.cli;

import dev.flowwright.runtime.flow.FlowWriter;

import java.io.IOException;
import java.nio.file.Path;

/** What the command line writes, written whole or not at all (the runtime's temporary-file-then-rename). */
final class AtomicFiles {
    private AtomicFiles() {}

    static void write(Path file, String text) throws IOException {
        FlowWriter.writeAtomically(text, file);
    }
}
