package dev.flowwright.studio.session;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.FileProblem;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.FlowReading;
import dev.flowwright.runtime.flow.FlowWriter;
import dev.flowwright.studio.editor.FlowFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** The editor's flow files through the runtime's reader (problems at line:column) and writer. */
public final class RuntimeFlowFiles implements FlowFiles {

    @Override
    public String unavailableReason() { return null; }

    @Override
    public Parsed parse(String fileName, String text) {
        FlowReading r = FlowReader.read(fileName, text);
        List<Problem> problems = r.problems().stream().sorted()
                .map((FileProblem p) -> new Problem(p.line(), p.column(), p.message())).toList();
        return new Parsed(r.flow(), problems);
    }

    @Override
    public String write(Flow flow) { return FlowWriter.toYaml(flow); }

    /** Temp file in the same directory, then a rename over the target: never half-written. */
    @Override
    public void save(Path file, String text) throws IOException {
        Path abs = file.toAbsolutePath();
        Files.createDirectories(abs.getParent());
        Path tmp = Files.createTempFile(abs.getParent(), abs.getFileName().toString(), ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
