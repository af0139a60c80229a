package dev.flowwright.runtime.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.events.Event;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a journal back: its events in order (screenshots stay on disk until asked for), its raw
 * decision exchanges, and whether the run's last line was cut short by a crash — reported, not fatal.
 * Any other bad line is an error naming {@code journal.jsonl:line:column}.
 */
public final class JournalReader {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** One event as journalled, with its line number and, for a look, where its screenshot lies. */
    public record Entry(int line, Event event, Path screenshotFile) {
        /** The screenshot's bytes, read from disk now; empty when the look had none. */
        public Optional<byte[]> screenshot() {
            if (screenshotFile == null) return Optional.empty();
            try {
                return Optional.of(Files.readAllBytes(screenshotFile));
            } catch (IOException e) {
                throw new UncheckedIOException("the screenshot " + screenshotFile + " could not be read: " + e.getMessage(), e);
            }
        }

        /** The look with its screenshot loaded (other events as they are). */
        public Event withScreenshot() {
            if (!(event instanceof Event.Look look) || screenshotFile == null) return event;
            return new Event.Look(look.time(), look.stepPath(), look.turn(), look.screen(), look.changeNote(), screenshot().orElse(null),
                    look.origin());
        }
    }

    /** A raw decision exchange, as a cassette decider replays it. */
    public record Exchange(int line, JsonNode request, JsonNode response, String requestId) {}

    /** A journal line that is not readable. */
    public static final class JournalException extends IOException {
        public JournalException(String message, Throwable cause) { super(message, cause); }
    }

    private final Path directory;
    private final List<Entry> entries;
    private final List<Exchange> exchanges;
    private final String truncation;
    private final int withheld;
    private final Integer maxChoiceOptions;
    private final boolean framingsTogether;
    private final boolean sequentialVoting;

    private JournalReader(Path directory, List<Entry> entries, List<Exchange> exchanges, String truncation, int withheld,
                          Integer maxChoiceOptions, boolean framingsTogether, boolean sequentialVoting) {
        this.framingsTogether = framingsTogether;
        this.sequentialVoting = sequentialVoting;
        this.directory = directory;
        this.maxChoiceOptions = maxChoiceOptions;
        this.entries = List.copyOf(entries);
        this.exchanges = List.copyOf(exchanges);
        this.truncation = truncation;
        this.withheld = withheld;
    }

    /** Reads {@code <runDir>/journal.jsonl}; {@code runDir} may also be the journal file itself. */
    public static JournalReader open(Path runDir) throws IOException {
        Path file = Files.isDirectory(runDir) ? runDir.resolve(JournalWriter.JOURNAL_FILE) : runDir;
        Path directory = file.toAbsolutePath().getParent();
        String content = Files.readString(file, StandardCharsets.UTF_8);
        List<String> lines = content.lines().toList();
        boolean endsCleanly = content.isEmpty() || content.endsWith("\n");

        List<Entry> entries = new ArrayList<>();
        List<Exchange> exchanges = new ArrayList<>();
        String truncation = null;
        int withheld = 0;
        Integer maxChoiceOptions = null;
        boolean framingsTogether = false;
        boolean sequentialVoting = false;
        for (int i = 0; i < lines.size(); i++) {
            int lineNo = i + 1;
            String text = lines.get(i);
            if (text.isBlank()) continue;
            boolean last = i == lines.size() - 1;
            JsonNode node;
            try {
                node = MAPPER.readTree(text);
            } catch (JsonProcessingException e) {
                if (last) {
                    truncation = where(file, lineNo, e) + ": the last line is cut short"
                            + (endsCleanly ? "" : " (the run probably stopped while writing it)") + "; it was skipped";
                    break;
                }
                throw new JournalException(where(file, lineNo, e) + ": not a JSON line: " + e.getOriginalMessage(), e);
            }
            String type = node.path("type").asText("");
            try {
                if (type.equals(JournalWriter.EXCHANGE)) {
                    exchanges.add(new Exchange(lineNo, node.get("request"), node.get("response"),
                            node.hasNonNull("requestId") ? node.get("requestId").asText() : null));
                } else if (type.equals(JournalWriter.WITHHELD)) {
                    withheld++;
                } else if (type.equals(JournalWriter.HOST_LIMITS)) {
                    if (!node.path("maxChoiceOptions").canConvertToInt()) throw new IllegalArgumentException("a host_limits line needs a whole \"maxChoiceOptions\"");
                    maxChoiceOptions = node.get("maxChoiceOptions").asInt();
                    framingsTogether = node.path("framingsTogether").asBoolean(false);
                    sequentialVoting = node.path("sequentialVoting").asBoolean(false);
                } else {
                    String shot = EventJson.screenshotFile(node);
                    Instant lastTime = entries.isEmpty() ? Instant.EPOCH : entries.get(entries.size() - 1).event().time();
                    entries.add(new Entry(lineNo, EventJson.fromJson(node, lastTime), shot == null ? null : directory.resolve(shot)));
                }
            } catch (RuntimeException e) {
                throw new JournalException(file.getFileName() + ":" + lineNo + ":1: " + e.getMessage(), e);
            }
        }
        return new JournalReader(directory, entries, exchanges, truncation, withheld, maxChoiceOptions, framingsTogether, sequentialVoting);
    }

    public Path directory() { return directory; }

    /** The events in order; a look's screenshot is not loaded (see {@link #entries()}). */
    public List<Event> events() { return entries.stream().map(Entry::event).toList(); }

    public List<Entry> entries() { return entries; }

    public List<Exchange> exchanges() { return exchanges; }

    /** The most options one choice could have on the run's decider host, when the journal says (runs since #13 item 8 do). */
    public Optional<Integer> maxChoiceOptions() { return Optional.ofNullable(maxChoiceOptions); }

    /** Whether the run sent a decision's framings in one request (its host_limits line says; older runs did not). */
    public boolean framingsTogether() { return framingsTogether; }

    /** Whether the run voted its decisions sequentially (its host_limits line says; runs before that asked every framing at once). */
    public boolean sequentialVoting() { return sequentialVoting; }

    /** Where and why the last line was skipped, when a crash cut it short. */
    public Optional<String> truncation() { return Optional.ofNullable(truncation); }

    /** Lines the writer withheld because masking a secret would have broken them. */
    public int withheldLines() { return withheld; }

    private static String where(Path file, int line, JsonProcessingException e) {
        int column = e.getLocation() == null ? 1 : Math.max(1, e.getLocation().getColumnNr());
        return file.getFileName() + ":" + line + ":" + column;
    }
}
