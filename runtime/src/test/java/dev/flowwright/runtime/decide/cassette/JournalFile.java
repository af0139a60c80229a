package dev.flowwright.runtime.decide.cassette;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Test stand-in for the journal writer: appends exchange lines in the journal's format. */
final class JournalFile implements ExchangeLog {
    private final Path file;

    JournalFile(Path file) { this.file = file; }

    @Override
    public synchronized void record(JsonNode request, JsonNode response, String requestId) {
        ObjectNode line = WireFormat.JSON.createObjectNode();
        line.put("type", "exchange");
        line.set("request", request);
        line.set("response", response);
        line.put("requestId", requestId);
        append(WireFormat.text(line));
    }

    synchronized void append(String line) {
        try {
            Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
