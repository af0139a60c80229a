package dev.flowwright.studio.editor;

import dev.flowwright.runtime.flow.Flow;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Reads, validates and writes flow files for the editor (the runtime's flow reader and writer behind it). */
public interface FlowFiles {

    /** A problem at a place in the text (1-based line and column). */
    record Problem(int line, int column, String message) {}

    /** The flow when the text is valid (else null) and every problem found. */
    record Parsed(Flow flow, List<Problem> problems) {
        public Parsed { problems = List.copyOf(problems); }
    }

    /** Why flows cannot be read here; null when they can. */
    String unavailableReason();

    Parsed parse(String fileName, String text);

    /** The flow as YAML text. */
    String write(Flow flow);

    /** Writes the text to {@code file} atomically (temp file + rename). */
    void save(Path file, String text) throws IOException;
}
