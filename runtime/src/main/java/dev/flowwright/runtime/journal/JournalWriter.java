package dev.flowwright.runtime.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Secrets;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes a run's events as {@code runs/<timestamp>/journal.jsonl} — one JSON object per line, each
 * line written and flushed on its own so a crash loses at most the last one — and each look's
 * screenshot as {@code screens/NNNN.png} (the line names the file). Raw decision exchanges go in as
 * {@code "exchange"} lines for a cassette to replay.
 *
 * <p>Events arrive masked; every line is masked again with the run's {@link Secrets} before it is
 * written, string by string and then as a whole, as a second line of defence. A journal must never
 * alter a run: a write that fails stops the journal, is reported once on stderr and through
 * {@link #failure()}, and never throws into the run.
 */
public final class JournalWriter implements RunListener, ExchangeLog, AutoCloseable {
    public static final String JOURNAL_FILE = "journal.jsonl";
    public static final String SCREENS_DIR = "screens";
    public static final String EXCHANGE = "exchange";
    /** Written in place of a line that masking would have broken (a secret matching JSON punctuation). */
    public static final String WITHHELD = "withheld";
    /** The decider's host limits: {@code {"type":"host_limits","maxChoiceOptions":26}}. */
    public static final String HOST_LIMITS = "host_limits";

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS").withZone(ZoneOffset.UTC);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path directory;
    private final Secrets secrets;
    private final OutputStream out;
    private int screenshots;
    private IOException failure;
    private boolean closed;
    /** A look whose picture is still being taken: written, with it, before anything that comes after it. */
    private Event.Look waiting;
    private java.util.concurrent.CompletableFuture<dev.flowwright.runtime.surface.Picture> waitingPicture;
    /** The last picture written, and its file: a look handed the very same picture names that file again. */
    private byte[] lastPng;
    private String lastPngName;

    private JournalWriter(Path directory, Secrets secrets) throws IOException {
        this.directory = directory;
        this.secrets = secrets == null ? new Secrets() : secrets;
        Files.createDirectories(directory.resolve(SCREENS_DIR));
        this.out = Files.newOutputStream(directory.resolve(JOURNAL_FILE), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    }

    /** A new journal in a fresh {@code <runsDir>/<timestamp>/} (UTC, e.g. {@code 20261130-231720-123}). */
    public static JournalWriter create(Path runsDir, Secrets secrets) throws IOException {
        Files.createDirectories(runsDir);
        String stamp = STAMP.format(Instant.now());
        for (int n = 1; ; n++) {
            Path dir = runsDir.resolve(n == 1 ? stamp : stamp + "-" + n);
            try {
                Files.createDirectory(dir);
                return new JournalWriter(dir, secrets);
            } catch (FileAlreadyExistsException taken) {
                // another run started in the same millisecond: take the next name
            }
        }
    }

    /** A journal in {@code runDir} itself, which must not hold a journal already. */
    public static JournalWriter at(Path runDir, Secrets secrets) throws IOException {
        return new JournalWriter(runDir, secrets);
    }

    public Path directory() { return directory; }

    public Path journalFile() { return directory.resolve(JOURNAL_FILE); }

    /** The write that stopped this journal, if one failed. */
    public synchronized Optional<IOException> failure() { return Optional.ofNullable(failure); }

    @Override
    public synchronized void on(Event event) {
        writeWaitingLook();
        write(event);
    }

    /**
     * A look whose picture ({@code picture}: the PNG, or null or empty for none) is still being taken, so the run
     * need not wait for it (docs/journal.md): the look is written with its picture before the next line of any
     * kind — an exchange, an event, the log, the journal's close — so the journal stays in the order things
     * happened. A picture that does not come within {@link dev.flowwright.runtime.Thresholds#PICTURE_WAIT_MS} or
     * fails is left out, and the look written without one.
     */
    public synchronized void lookWithPictureLater(Event.Look look, java.util.concurrent.CompletableFuture<dev.flowwright.runtime.surface.Picture> picture) {
        writeWaitingLook();
        waiting = look;
        waitingPicture = picture;
    }

    private void writeWaitingLook() {
        if (waiting == null) return;
        Event.Look look = waiting;
        java.util.concurrent.CompletableFuture<dev.flowwright.runtime.surface.Picture> picture = waitingPicture;
        waiting = null;
        waitingPicture = null;
        dev.flowwright.runtime.surface.Picture taken = null;
        try {
            taken = picture.get(dev.flowwright.runtime.Thresholds.PICTURE_WAIT_MS, java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            // no picture: the look is written without one, never held back
        }
        boolean none = taken == null || taken.png() == null || taken.png().length == 0;
        write(new Event.Look(look.time(), look.stepPath(), look.turn(), look.screen(), look.changeNote(),
                none ? null : taken.png(), none ? null : taken.origin()));
    }

    private void write(Event event) {
        if (!writable()) return;
        try {
            String screenshot = null;
            if (event instanceof Event.Look look && look.screenshot() != null) screenshot = writeScreenshot(look.screenshot());
            writeLine(EventJson.toJson(event, screenshot));
        } catch (IOException e) {
            fail(e);
        }
    }

    /** One raw decision exchange: {@code {"type":"exchange","request":…,"response":…,"requestId":…}}. */
    public synchronized void exchange(JsonNode request, JsonNode response, String requestId) {
        writeWaitingLook();
        if (!writable()) return;
        ObjectNode line = JsonNodeFactory.instance.objectNode();
        line.put("type", EXCHANGE);
        line.put("time", Instant.now().toString());
        line.set("request", request == null ? null : request.deepCopy());
        line.set("response", response == null ? null : response.deepCopy());
        if (requestId != null) line.put("requestId", requestId);
        try {
            writeLine(line);
        } catch (IOException e) {
            fail(e);
        }
    }

    /**
     * One {@code host_limits} line: the most options the decider's host takes in one choice, whether a decision's
     * framings went in one request, and whether decisions were voted sequentially — so a cassette asks the same.
     */
    @Override
    public synchronized void hostLimits(int maxChoiceOptions, boolean framingsTogether, boolean sequentialVoting) {
        writeWaitingLook();
        if (!writable()) return;
        ObjectNode line = JsonNodeFactory.instance.objectNode();
        line.put("type", HOST_LIMITS);
        line.put("time", Instant.now().toString());
        line.put("maxChoiceOptions", maxChoiceOptions);
        line.put("framingsTogether", framingsTogether);
        line.put("sequentialVoting", sequentialVoting);
        try {
            writeLine(line);
        } catch (IOException e) {
            fail(e);
        }
    }

    /** The decider's exchange log: the same as {@link #exchange}. */
    @Override
    public void record(JsonNode request, JsonNode response, String requestId) { exchange(request, response, requestId); }

    /** The journal's log: stack traces of faults, which the console never shows (docs/journal.md). */
    public static final String LOG_FILE = "log.txt";

    /**
     * Appends {@code fault}'s stack trace, masked, to {@link #LOG_FILE} in one write, so a user who reads the
     * one-line note on the console can hand the details to whoever fixes it. A log that cannot be written is
     * let go: it never alters the run.
     */
    public synchronized void log(Throwable fault) {
        writeWaitingLook();
        java.io.StringWriter text = new java.io.StringWriter();
        text.append(Instant.now().toString()).append(' ');
        fault.printStackTrace(new java.io.PrintWriter(text));
        try {
            Files.writeString(directory.resolve(LOG_FILE), secrets.mask(text.toString()), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
        } catch (IOException e) {
            // the journal itself reports a failing disk; the log is extra
        }
    }

    @Override
    public synchronized void close() {
        if (closed) return;
        writeWaitingLook();
        closed = true;
        try {
            out.close();
        } catch (IOException e) {
            fail(e);
        }
    }

    private boolean writable() { return !closed && failure == null; }

    private void writeLine(ObjectNode json) throws IOException {
        String line = MAPPER.writeValueAsString(maskTree(json));
        String masked = secrets.mask(line);
        if (!masked.equals(line) && !parses(masked)) {
            // A secret matched the line's own punctuation; the line cannot be kept without the value.
            masked = "{\"type\":\"" + WITHHELD + "\",\"note\":\"a line was withheld because masking a secret broke it\"}";
        }
        out.write((masked + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private String writeScreenshot(byte[] png) throws IOException {
        // a look that shares the last look's picture (its screen had not changed) names the same file
        if (png == lastPng && lastPngName != null) return lastPngName;
        String name = SCREENS_DIR + "/" + String.format("%04d.png", ++screenshots);
        Path target = directory.resolve(name);
        Path temp = target.resolveSibling("." + target.getFileName() + ".tmp");
        Files.write(temp, png);
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        lastPng = png;
        lastPngName = name;
        return name;
    }

    /** Every text value and field name masked, in place; returns the node. */
    private JsonNode maskTree(JsonNode node) {
        if (node instanceof ObjectNode object) {
            List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) fields.add(it.next());
            object.removeAll();
            for (Map.Entry<String, JsonNode> f : fields) object.set(secrets.mask(f.getKey()), maskTree(f.getValue()));
            return object;
        }
        if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) array.set(i, maskTree(array.get(i)));
            return array;
        }
        if (node != null && node.isTextual()) return TextNode.valueOf(secrets.mask(node.asText()));
        if (node != null && (node.isNumber() || node.isBoolean())) {
            // A PIN can turn up inside a number ("millis": 81234); the number then becomes masked text.
            String text = node.asText();
            String masked = secrets.mask(text);
            return masked.equals(text) ? node : TextNode.valueOf(masked);
        }
        return node;
    }

    private static boolean parses(String line) {
        try {
            MAPPER.readTree(line);
            return true;
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    private void fail(IOException e) {
        if (failure != null) return;
        failure = e;
        System.err.println("flowwright: the journal in " + directory + " stopped: " + e.getMessage());
    }
}
