package dev.flowwright.runtime.decide.cassette;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Answers from a recorded journal: the {@code {"type":"exchange","request":…,"response":…,"requestId":…}}
 * lines of a {@code journal.jsonl}. A request is matched by its identity ({@link WireFormat#identity})
 * with the model left out — the runtime may leave the model to the decider, and a replay answers with
 * whatever model was recorded. A request asked several times gets its recorded responses in order, then
 * the last one again. A request it has not seen fails closed with {@code NOT_RECORDED}, naming the
 * questions and the first thing that differs from the nearest recording. Recorded answers are parsed
 * against the new request, so a recorded malformed answer fails closed exactly as it did live.
 */
public final class CassetteDecider implements Decider {
    public static final String JOURNAL_FILE = "journal.jsonl";

    private static final System.Logger LOG = System.getLogger(CassetteDecider.class.getName());

    /** One exchange line: the request as recorded (parsed), and the raw response. */
    record Recording(DecisionRequest request, JsonNode response, String requestId, int line) {}

    private final Path journal;
    private final List<Recording> recordings;
    private final Map<String, List<Recording>> byIdentity = new HashMap<>();
    private final Map<String, AtomicInteger> served = new ConcurrentHashMap<>();

    private CassetteDecider(Path journal, List<Recording> recordings) {
        this.journal = journal;
        this.recordings = List.copyOf(recordings);
        for (Recording r : recordings) byIdentity.computeIfAbsent(identity(r.request()), k -> new ArrayList<>()).add(r);
    }

    /**
     * Reads a journal file, or the {@code journal.jsonl} in a run directory.
     *
     * @throws DeciderSetupException when there is no journal, or a line is malformed ({@code file:line:col})
     */
    public static CassetteDecider open(Path journalOrRunDirectory) {
        Path file = Files.isDirectory(journalOrRunDirectory) ? journalOrRunDirectory.resolve(JOURNAL_FILE) : journalOrRunDirectory;
        if (!Files.isRegularFile(file)) throw new DeciderSetupException("no journal at " + file + ": a cassette is a run's "
                + JOURNAL_FILE + " (or its runs/<timestamp> directory)");
        List<Recording> recordings = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String text;
            int line = 0;
            while ((text = in.readLine()) != null) {
                line++;
                if (text.isBlank()) continue;
                Recording r = readLine(file, line, text);
                if (r != null) recordings.add(r);
            }
        } catch (IOException e) {
            throw new DeciderSetupException("cannot read the journal " + file + ": " + e.getMessage(), e);
        }
        return new CassetteDecider(file, recordings);
    }

    private static Recording readLine(Path file, int line, String text) {
        JsonNode node;
        try {
            node = WireFormat.JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            int col = at == null ? 1 : Math.max(1, at.getColumnNr());
            throw new DeciderSetupException(file + ":" + line + ":" + col + ": not a JSON line (" + e.getOriginalMessage() + ")", e);
        }
        if (node == null || !node.isObject())
            throw new DeciderSetupException(file + ":" + line + ":1: a journal line must be a JSON object");
        if (!"exchange".equals(node.path("type").asText())) return null;
        if (!node.path("request").isObject())
            throw new DeciderSetupException(file + ":" + line + ":1: an exchange line without a \"request\" object");
        if (!node.has("response"))
            throw new DeciderSetupException(file + ":" + line + ":1: an exchange line without a \"response\"");
        DecisionRequest request;
        try {
            request = WireFormat.parseRequest(node.get("request"));
        } catch (DecisionException bad) {
            throw new DeciderSetupException(file + ":" + line + ":1: the recorded request cannot be read: " + bad.getMessage(), bad);
        }
        JsonNode id = node.get("requestId");
        return new Recording(request, node.get("response"), id == null || id.isNull() ? null : id.asText(), line);
    }

    /** The identity without the model; see the class comment. */
    static String identity(DecisionRequest request) {
        return WireFormat.identity(new DecisionRequest(null, request.state(), request.questions()));
    }

    public Path journal() { return journal; }

    public int exchanges() { return recordings.size(); }

    @Override
    public String describe() { return "cassette " + journal + " (" + recordings.size() + (recordings.size() == 1 ? " exchange)" : " exchanges)"); }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        String key = identity(request);
        List<Recording> matches = byIdentity.get(key);
        if (matches == null)
            throw new DecisionException(DecisionException.Code.NOT_RECORDED, "no recorded answer for the request asking "
                    + request.questions().keySet() + " in " + describe() + ": "
                    + CassetteMiss.firstDifference(request, recordings));
        int turn = served.computeIfAbsent(key, k -> new AtomicInteger()).getAndIncrement();
        Recording r = matches.get(Math.min(turn, matches.size() - 1));
        JsonNode body = r.response().isObject() ? r.response() : null;
        WireFormat.Parsed parsed = WireFormat.parseResponse(body, request, r.requestId());
        if (!parsed.rejected().isEmpty())
            LOG.log(System.Logger.Level.WARNING, () -> "recorded answer at " + journal + ":" + r.line() + " failed closed: "
                    + String.join("; ", parsed.rejected()));
        return parsed.response();
    }
}
