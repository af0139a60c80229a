package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Passing a message on to someone — "forward the email from Jessa to Alicia", "Forward to Alicia the
 * email from Jessa", "Send Alicia the message you got from Jessa", "forward it to Alicia", "pass the mail
 * from Jessa on to Alicia" — is {@link Intent.Forward}: the message (the one from whom the step says, or the
 * one open), its forward control, the recipient into the field for recipients, and its send control (a hard
 * word: the flow permits it with {@code allow: [send]}).
 */
public final class ForwardReading implements Reading {
    /** A person's name (capitalised words) or handle, or an e-mail address. */
    private static final String PERSON = "(?:[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}.-]+\\.\\p{L}{2,}|[\\p{Lu}@][\\p{L}\\p{N}'’.@_-]*(?:\\s+[\\p{Lu}][\\p{L}'’.-]*){0,2})";
    private static final String ITEM = "(?:e-?mail|mail|message|information|info|note|letter|ticket)";
    private static final String FROM = "(?:(?:you\\s+)?(?:got|received|have)\\s+)?(?:from|by|of)";
    private static final String VERB = "(?i:forward|send|pass)";

    /** "forward it to Alicia", "send that email to Alicia", "forward to Alicia". */
    private static final Pattern FORWARD_IT = Pattern.compile(
            "^" + VERB + "(?:\\s+(?i:it|them|this|that|the)(?:\\s+(?i:" + ITEM + "))?)?\\s+(?i:on\\s+)?(?i:to)\\s+(?<to>" + PERSON + ")$");
    /** "forward the email from Jessa to Alicia", "pass the mail by Jessa on to Alicia". */
    private static final Pattern FORWARD_FROM_TO = Pattern.compile(
            "^" + VERB + "\\s+(?i:the\\s+)?(?i:" + ITEM + ")\\s+(?i:" + FROM + ")\\s+(?<from>" + PERSON + ")\\s+(?i:on\\s+)?(?i:to)\\s+(?<to>" + PERSON + ")$");
    /** "Forward to Alicia the email from Jessa", "Send Alicia the email you got from Jessa". */
    private static final Pattern FORWARD_TO_FROM = Pattern.compile(
            "^" + VERB + "\\s+(?:(?i:to)\\s+)?(?<to>" + PERSON + ")\\s+(?i:the\\s+)?(?i:" + ITEM + ")\\s+(?i:" + FROM + ")\\s+(?<from>" + PERSON + ")$");

    @Override
    public String about() { return "a message passed on: \"forward the email from Jessa to Alicia\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).replaceAll("[.!]+$", "").strip();
        Matcher m = FORWARD_IT.matcher(s);
        if (m.matches() && !s.toLowerCase(java.util.Locale.ROOT).startsWith("pass ")) return List.of(new Intent.Forward(part.strip(), null, m.group("to")));
        m = FORWARD_FROM_TO.matcher(s);
        if (!m.matches()) m = FORWARD_TO_FROM.matcher(s);
        if (m.matches()) return List.of(new Intent.Forward(part.strip(), m.group("from"), m.group("to")));
        return List.of();
    }
}
