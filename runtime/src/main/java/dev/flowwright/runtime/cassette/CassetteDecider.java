package dev.flowwright.runtime.cassette;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.DecisionException;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;
import dev.flowwright.runtime.journal.JournalReader;
import dev.flowwright.runtime.journal.JournalWriter;

import java.io.IOException;
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
 * against the new request, so a recorded malformed answer fails closed exactly as it did live. Its
 * {@link #maxChoiceOptions()} is the recorded host's ({@code host_limits} line), so a long choice is asked
 * in the same knockout rounds it was recorded in; a journal without one (older runs) says 255. Its
 * {@link #framingsTogether()} is the recorded run's too (older runs: one request per framing), and so is
 * {@link #sequentialVoting()} (older runs: every framing at once).
 */
public final class CassetteDecider implements Decider {
    public static final String JOURNAL_FILE = JournalWriter.JOURNAL_FILE;

    private static final System.Logger LOG = System.getLogger(CassetteDecider.class.getName());

    /** One exchange line: the request as recorded (parsed), and the raw response. */
    record Recording(DecisionRequest request, JsonNode response, String requestId, int line) {}

    private final Path journal;
    private final List<Recording> recordings;
    private final Map<String, List<Recording>> byIdentity = new HashMap<>();
    private final Map<String, AtomicInteger> served = new ConcurrentHashMap<>();
    private final int maxChoiceOptions;

    private final boolean framingsTogether;
    private final boolean sequentialVoting;

    private CassetteDecider(Path journal, List<Recording> recordings, int maxChoiceOptions, boolean framingsTogether, boolean sequentialVoting) {
        this.framingsTogether = framingsTogether;
        this.sequentialVoting = sequentialVoting;
        this.journal = journal;
        this.maxChoiceOptions = maxChoiceOptions;
        this.recordings = List.copyOf(recordings);
        for (Recording r : recordings) byIdentity.computeIfAbsent(identity(r.request()), k -> new ArrayList<>()).add(r);
    }

    /**
     * Reads a journal file, or the {@code journal.jsonl} in a run directory, through the journal's own
     * reader: a last line cut short by a crash is skipped with a warning, any other bad line is an error.
     *
     * @throws DeciderSetupException when there is no journal, or a line is malformed ({@code file:line:col})
     */
    public static CassetteDecider open(Path journalOrRunDirectory) {
        Path file = Files.isDirectory(journalOrRunDirectory) ? journalOrRunDirectory.resolve(JOURNAL_FILE) : journalOrRunDirectory;
        if (!Files.isRegularFile(file)) throw new DeciderSetupException("no journal at " + file + ": a cassette is a run's "
                + JOURNAL_FILE + " (or its runs/<timestamp> directory)");
        JournalReader journal;
        try {
            journal = JournalReader.open(file);
        } catch (JournalReader.JournalException bad) {
            throw new DeciderSetupException("the cassette " + file + " cannot be replayed: " + bad.getMessage(), bad);
        } catch (IOException e) {
            throw new DeciderSetupException("cannot read the journal " + file + ": " + e.getMessage(), e);
        }
        journal.truncation().ifPresent(why -> LOG.log(System.Logger.Level.WARNING, () -> "cassette " + why));
        List<Recording> recordings = new ArrayList<>();
        for (JournalReader.Exchange e : journal.exchanges()) recordings.add(recording(file, e));
        int limit = journal.maxChoiceOptions().orElse(Question.Choice.MAX_OPTIONS);
        if (limit < Question.Choice.MIN_HOST_LIMIT || limit > Question.Choice.MAX_OPTIONS)
            throw new DeciderSetupException("the cassette " + file + " records a host taking at most " + limit
                    + " options in a choice; a limit must be from " + Question.Choice.MIN_HOST_LIMIT + " to " + Question.Choice.MAX_OPTIONS);
        return new CassetteDecider(file, recordings, limit, journal.framingsTogether(), journal.sequentialVoting());
    }

    private static Recording recording(Path file, JournalReader.Exchange e) {
        String at = file.getFileName() + ":" + e.line() + ":1: ";
        if (e.request() == null || !e.request().isObject())
            throw new DeciderSetupException(at + "an exchange line without a \"request\" object");
        if (e.response() == null)
            throw new DeciderSetupException(at + "an exchange line without a \"response\"");
        try {
            return new Recording(WireFormat.parseRequest(e.request()), e.response(), e.requestId(), e.line());
        } catch (DecisionException bad) {
            throw new DeciderSetupException(at + "the recorded request cannot be read: " + bad.getMessage(), bad);
        }
    }

    /** The identity without the model; see the class comment. */
    static String identity(DecisionRequest request) {
        return WireFormat.identity(new DecisionRequest(null, request.state(), request.questions()));
    }

    public Path journal() { return journal; }

    public int exchanges() { return recordings.size(); }

    /** The recorded host's limit, so long choices replay in the rounds they were recorded in. */
    @Override
    public int maxChoiceOptions() { return maxChoiceOptions; }

    /** As the recorded run asked, so a replay's requests are the recorded ones. */
    @Override
    public boolean framingsTogether() { return framingsTogether; }

    /** As the recorded run voted, so a replay's requests are the recorded ones. */
    @Override
    public boolean sequentialVoting() { return sequentialVoting; }

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
