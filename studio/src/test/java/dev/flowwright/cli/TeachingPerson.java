package dev.flowwright.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A person at the terminal of a {@code flowwright run --handoff console} in this JVM (teach mode, docs/studio.md
 * "Teach mode"), answering from a development-set case's {@code teach:} list in order: the console responder
 * prompts on standard error and reads standard input, so while a person sits there both are theirs. Each
 * prompt is answered with one line, and each line is an answer used:
 * <ul>
 *   <li>"which of these is …?": the number of the candidate that shows a remaining answer's {@code press} text
 *   (its quoted name first, then anywhere in its line) — the furthest such answer in the list, since the run
 *   may have done the first of what the person would do by hand, and the answers before it are passed — or
 *   {@code n} when no candidate shows one (the answers are kept for a later prompt);</li>
 *   <li>a value: the next answer's {@code value};</li>
 *   <li>"do it in the application": the next answer done in the page by hand ({@link DevSetSite#act}: its
 *   press, or its act), then Enter — one act per prompt: the run looks again and asks again if it needs more;
 *   {@code cancel} when the page could not take it;</li>
 *   <li>once the answers are used up: Enter to "do it in the application" (it is done, the person says), {@code n}
 *   to "which of these", {@code cancel} to a value; a value asked for when the next answer is not one, or an act
 *   asked for when it is a value: {@code cancel}.</li>
 * </ul>
 * A number, {@code n}, a value, and Enter (after an act, or to say it is done) each count as one answer; a cancel
 * does not.
 */
final class TeachingPerson implements AutoCloseable {
    private static final Pattern ASK = Pattern.compile("(?m)^flowwright needs you: .*$");
    private static final Pattern CHOICE = Pattern.compile("(?m)^  (\\d+)\\. (.*)$");
    private static final Duration ACT_TIMEOUT = Duration.ofSeconds(10);

    private final List<DevSetCases.Answer> answers;
    private final DevSetSite site;
    private final String episode;
    private final StringBuffer console = new StringBuffer();
    private final Keys keys = new Keys();
    private final InputStream stdin;
    private final PrintStream stderr;
    private final Thread thread;
    private final List<String> said = new ArrayList<>();
    private volatile boolean done;
    private int next;
    private int used;

    /** Sits down at the console: from now on this JVM's standard input is what the person types. */
    TeachingPerson(List<DevSetCases.Answer> answers, DevSetSite site, String episode) throws IOException {
        this.answers = answers;
        this.site = site;
        this.episode = episode;
        stdin = System.in;
        stderr = System.err;
        System.setIn(keys);
        PrintStream original = stderr;
        System.setErr(new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                console.append((char) b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                console.append(new String(b, off, len, StandardCharsets.UTF_8));
                if (Boolean.getBoolean("devset.console")) original.write(b, off, len);
            }
        }, true, StandardCharsets.UTF_8));
        thread = new Thread(this::sit, "person-at-the-console");
        thread.setDaemon(true);
        thread.start();
    }

    /** Answers given (numbers, "n", values, acts done); cancels do not count. */
    synchronized int used() { return used; }

    /** What the person did, in order, for the report. */
    synchronized List<String> said() { return List.copyOf(said); }

    private void sit() {
        int from = 0;
        try {
            while (!done) {
                Matcher ask = ASK.matcher(console);
                if (!ask.find(from)) {
                    Thread.sleep(50);
                    continue;
                }
                // the prompt is whole once its last line (what to type) is printed
                int end = console.indexOf("> ", ask.start());
                if (end < 0) {
                    Thread.sleep(50);
                    continue;
                }
                String prompt = console.substring(ask.start(), end);
                from = end + 2;
                type(answer(prompt));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private synchronized String answer(String prompt) throws InterruptedException {
        DevSetCases.Answer a = next < answers.size() ? answers.get(next) : null;
        if (prompt.contains("\ntype the number of the right one")) {
            List<String> lines = new ArrayList<>();
            Matcher m = CHOICE.matcher(prompt);
            while (m.find()) lines.add(m.group(2));
            if (a == null) return none("the person has done all they would do");
            // the run may have done the first of what the person would do by hand: the furthest answer listed is the one
            for (int i = answers.size() - 1; i >= next; i--) {
                DevSetCases.Answer b = answers.get(i);
                if (b.press() == null) continue;
                int k = pick(lines, b.press(), b.within());
                if (k < 0) continue;
                next = i + 1;
                used++;
                said.add("picked " + (k + 1) + ". " + lines.get(k));
                return Integer.toString(k + 1);
            }
            return none("none of " + lines.size() + " candidates is what the person would press");
        }
        if (prompt.contains("\ntype the value for ")) {
            if (a == null || a.value() == null) return cancel("no value to give for: " + firstLine(prompt));
            next++;
            used++;
            said.add("typed the value");
            return a.value();
        }
        if (a == null) { // all the person would do is done: they say so
            used++;
            said.add("said it is done");
            return "";
        }
        if (a.value() != null) return cancel("asked to act, the person has a value to give: " + firstLine(prompt));
        DevSetSite.ActResult r = site.act(episode, a.press() != null ? DevSetSite.PersonAct.press(a.press(), a.within()) : DevSetSite.PersonAct.act(a.act()), ACT_TIMEOUT);
        if (!r.ok()) return cancel("could not " + a + " in the page: " + r.note());
        next++;
        used++;
        said.add("did " + a);
        return "";
    }

    /**
     * The candidate whose line quotes {@code text}, else the first whose line holds it as whole words (with
     * {@code within}, one whose line also holds those words first); -1 when none. Only what the line says of the
     * element counts, not where it is ("— top centre of the page (at 151, 78)" holds no "7").
     */
    static int pick(List<String> lines, String text, String within) {
        String near = within == null ? null : within.toLowerCase(Locale.ROOT);
        Pattern quoted = Pattern.compile(Pattern.quote("\"" + text + "\""), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        Pattern words = Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(text) + "(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        for (Pattern p : List.of(quoted, words)) {
            int any = -1;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                int place = line.indexOf(" — ");
                String element = place < 0 ? line : line.substring(0, place);
                if (!p.matcher(element).find()) continue;
                if (near == null || line.toLowerCase(Locale.ROOT).contains(near)) return i;
                if (any < 0) any = i;
            }
            if (any >= 0) return any;
        }
        return -1;
    }

    private String none(String why) {
        used++;
        said.add("none of these (" + why + ")");
        return "n";
    }

    private String cancel(String why) {
        said.add("cancel (" + why + ")");
        return "cancel";
    }

    private static String firstLine(String prompt) {
        int nl = prompt.indexOf('\n');
        return (nl < 0 ? prompt : prompt.substring(0, nl)).replace("flowwright needs you: ", "");
    }

    private void type(String line) {
        keys.type((line + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /**
     * What the person types, as standard input. Not a pipe: a piped stream refuses a write once the thread
     * that last read it has ended, and the console responder reads each answer on a thread of its own.
     */
    private static final class Keys extends InputStream {
        private final java.util.ArrayDeque<Byte> typed = new java.util.ArrayDeque<>();
        private boolean closed;

        synchronized void type(byte[] bytes) {
            for (byte b : bytes) typed.add(b);
            notifyAll();
        }

        @Override
        public synchronized int read() throws IOException {
            while (typed.isEmpty() && !closed) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("no longer waiting for the person");
                }
            }
            return typed.isEmpty() ? -1 : typed.poll() & 0xff;
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) return 0;
            int first = read();
            if (first < 0) return -1;
            b[off] = (byte) first;
            int n = 1;
            while (n < len && !typed.isEmpty()) b[off + n++] = typed.poll();
            return n;
        }

        @Override
        public synchronized int available() { return typed.size(); }

        @Override
        public synchronized void close() {
            closed = true;
            notifyAll();
        }
    }

    /** Gets up: the JVM's standard input and error are as they were. */
    @Override
    public void close() {
        done = true;
        thread.interrupt();
        keys.close();
        System.setIn(stdin);
        System.setErr(stderr);
    }
}
