package dev.flowwright.runtime.handoff;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Answers handoffs at a terminal. A value is read with echo off ({@link Console#readPassword}) when
 * there is a console, else as one line from the given reader. Bounded: after the request's timeout
 * the answer is {@link HandoffResponse.TimedOut}. Typing "cancel" (or end of input) cancels; an empty
 * line for a takeover means "I did it". "Which of these is …?" lists the candidates numbered from 1: a
 * number picks one, {@code n} says none of them, and while a layer covers the page {@code c} answers that
 * layer first; anything else is asked again within the same time. The answer is never echoed back.
 */
public final class ConsoleResponder implements Responder {
    private final Console console;
    private final BufferedReader reader;
    private final PrintStream out;

    /** Reads from {@code reader} (no echo control), prompting on {@code out}. */
    public ConsoleResponder(BufferedReader reader, PrintStream out) {
        this(null, reader, out);
    }

    ConsoleResponder(Console console, BufferedReader reader, PrintStream out) {
        this.console = console;
        this.reader = reader;
        this.out = out;
    }

    /** The process's terminal when there is one (input not echoed), else standard input. */
    public static ConsoleResponder system() {
        Console c = System.console();
        BufferedReader in = new BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.Charset.defaultCharset()));
        return new ConsoleResponder(c, in, System.err);
    }

    @Override
    public HandoffResponse respond(HandoffRequest request) {
        out.println();
        out.println("flowwright needs you: " + request.reason());
        if (!request.screenSummary().isBlank()) out.println("on screen: " + request.screenSummary());
        Duration t = request.timeout();
        if (request.wantsChoice()) {
            for (int i = 0; i < request.choices().size(); i++) out.println("  " + (i + 1) + ". " + request.choices().get(i));
            if (request.hasCover()) out.println("  c. answer " + request.cover() + " first (it covers the page)");
            out.println("type the number of the right one, \"n\" if it is none of them" + (request.hasCover() ? ", \"c\" to answer what covers the page" : "")
                    + ", or \"cancel\"; waiting " + t.toSeconds() + " s");
        } else if (request.wantsValue()) {
            out.println("type the value for \"" + request.field() + "\" (not shown), or \"cancel\"; waiting "
                    + t.toSeconds() + " s");
        } else {
            out.println("do it in the application, then press Enter; type \"cancel\" to stop; waiting "
                    + t.toSeconds() + " s");
        }
        out.print("> ");
        out.flush();
        ExecutorService reading = Executors.newSingleThreadExecutor(r -> {
            Thread th = new Thread(r, "flowwright-handoff-input");
            th.setDaemon(true);
            return th;
        });
        try {
            if (request.wantsChoice()) {
                Future<HandoffResponse> choice = reading.submit(() -> readChoice(request.choices().size(), request.hasCover()));
                return choice.get(t.toMillis(), TimeUnit.MILLISECONDS);
            }
            Future<String> line = reading.submit(() -> readLine(request.wantsValue()));
            String answer = line.get(t.toMillis(), TimeUnit.MILLISECONDS);
            return interpret(answer, request.wantsValue());
        } catch (TimeoutException e) {
            out.println();
            out.println("no answer within " + t.toSeconds() + " s");
            return new HandoffResponse.TimedOut();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new HandoffResponse.Cancel();
        } catch (ExecutionException e) {
            return new HandoffResponse.Cancel();
        } finally {
            reading.shutdownNow();
        }
    }

    static HandoffResponse interpret(String answer, boolean wantsValue) {
        if (answer == null) return new HandoffResponse.Cancel();
        String trimmed = answer.strip();
        if (trimmed.toLowerCase(Locale.ROOT).equals("cancel")) return new HandoffResponse.Cancel();
        if (!wantsValue) return new HandoffResponse.Acted();
        if (trimmed.isEmpty()) return new HandoffResponse.Cancel();
        return new HandoffResponse.Value(trimmed);
    }

    /**
     * Reads lines until one answers the choice: a number 1…{@code n}, "n"/"none", "c" when something covers
     * the page, or "cancel" (end of input cancels).
     */
    private HandoffResponse readChoice(int n, boolean cover) throws IOException {
        while (true) {
            String line = reader.readLine();
            HandoffResponse r = interpretChoice(line, n, cover);
            if (r != null) return r;
            out.print("a number from 1 to " + n + ", \"n\"" + (cover ? ", \"c\"" : "") + " or \"cancel\"> ");
            out.flush();
        }
    }

    /** One line read as an answer to "which of these" with nothing covering the page: null when it is not one. */
    static HandoffResponse interpretChoice(String line, int n) { return interpretChoice(line, n, false); }

    /** One line read as an answer to "which of these": null when it is not one; {@code c} only while something covers the page. */
    static HandoffResponse interpretChoice(String line, int n, boolean cover) {
        if (line == null) return new HandoffResponse.Cancel();
        String t = line.strip().toLowerCase(Locale.ROOT);
        if (t.equals("cancel")) return new HandoffResponse.Cancel();
        if (t.equals("n") || t.equals("none")) return new HandoffResponse.NoneOfThese();
        if (cover && t.equals("c")) return new HandoffResponse.AnswerCover();
        if (t.matches("[0-9]{1,4}")) {
            int k = Integer.parseInt(t);
            if (k >= 1 && k <= n) return new HandoffResponse.Picked(k - 1);
        }
        return null;
    }

    private String readLine(boolean secret) throws IOException {
        if (secret && console != null) {
            char[] chars = console.readPassword();
            return chars == null ? null : new String(chars);
        }
        return reader.readLine();
    }
}
