package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A reply with a text — "reply to them with the text "Thanks"", "respond with "On it"", "write back "OK"",
 * "answer the email from Bob with "Got it"" — is {@link Intent.Reply}: the message's own reply control, the
 * text into the reply it opens, and its send control (a hard word: the flow permits it with {@code allow:
 * [send]}). Without a text to send it is no reply of this kind ("reply to all" is a press).
 */
public final class ReplyReading implements Reading {
    private static final String TEXT = "(?<text>\"[^\"]*\"|“[^”]*”)";
    private static final Pattern REPLY = Pattern.compile(
            "^(?:reply|respond|answer|write\\s+back)(?:\\s+to\\s+(?<about>.+?)|\\s+(?<item>(?:the|this|that)\\s+.+?))?\\s+"
                    + "(?:with|saying|by\\s+saying|by\\s+writing)\\s+(?:the\\s+)?(?:text|message|words|reply|answer|note)?\\s*" + TEXT + "$",
            Pattern.CASE_INSENSITIVE);
    /** "write back "OK"", "reply "Thanks"": the text straight after the verb. */
    private static final Pattern REPLY_BARE = Pattern.compile(
            "^(?:reply|respond|write\\s+back)(?:\\s+to\\s+(?<about>.+?))?\\s+" + TEXT + "$", Pattern.CASE_INSENSITIVE);
    /** "them", "it", "the sender": the message already picked out. */
    private static final Pattern PRONOUN = Pattern.compile("^(?:them|him|her|it|this|that|the\\s+sender|the\\s+(?:e-?mail|message|mail))$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "a reply with a text: \"reply to them with the text \\\"Thanks\\\"\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).replaceAll("[.!]+$", "").strip();
        Matcher m = REPLY.matcher(s);
        if (!m.matches()) m = REPLY_BARE.matcher(s);
        if (!m.matches()) return List.of();
        String text = s.substring(m.start("text") + 1, m.end("text") - 1);
        return List.of(new Intent.Reply(part.strip(), new Value(text)));
    }
}
