package dev.flowwright.runtime.act;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What "reply" and "forward" mean in any mail, chat or ticket application, spelled out as the sub-goals a
 * person carries out (issue #13): "reply to them with the text "Thanks"" is press Reply, type the text into
 * the reply's text area, press Send; "forward the email from Jessa to Alicia" is find Jessa's email, press
 * Forward, type Alicia as the recipient, press Send. As one goal the loop pressed Reply and then Send with
 * nothing typed — a do step cannot type (seed 004). Sending is still a hard word: the flow permits it with
 * {@code allow: [send]}, as for any send.
 */
final class Messaging {
    private Messaging() {}

    private static final String TEXT = "(?<text>\"[^\"]*\"|“[^”]*”)";
    private static final String PERSON = "[\\p{Lu}][\\p{L}'’.-]*(?:\\s+[\\p{Lu}][\\p{L}'’.-]*){0,2}";
    private static final String ITEM = "(?:e-?mail|mail|message|information|info|note|letter)";
    private static final String FROM = "(?:(?:you\\s+)?(?:got|received|have)\\s+)?(?:from|by|of)";

    /** "reply to them with the text "…"", "respond to Bob's email with "…"". */
    private static final Pattern REPLY = Pattern.compile(
            "^(?:please\\s+)?(?:reply|respond|answer)(?:\\s+to\\s+.+?)?\\s+with\\s+(?:the\\s+)?(?:text|message|words|reply|answer|note)?\\s*" + TEXT + "$",
            Pattern.CASE_INSENSITIVE);
    /** "forward it to Alicia", "send that email to Alicia", "forward to Alicia". */
    private static final Pattern FORWARD_IT = Pattern.compile(
            "^(?:please\\s+)?(?i:forward|send)(?:\\s+(?i:it|them|this|that|the)(?:\\s+" + "(?i:" + ITEM + ")" + ")?)?\\s+(?i:to)\\s+(?<to>" + PERSON + ")(?:\\s+(?i:please))?$");
    /** "forward the email from Jessa to Alicia", "send the mail by Jessa to Alicia". */
    private static final Pattern FORWARD_FROM_TO = Pattern.compile(
            "^(?:(?i:please)\\s+)?(?i:forward|send)\\s+(?i:the\\s+)?(?i:" + ITEM + ")\\s+(?i:" + FROM + ")\\s+(?<from>" + PERSON + ")\\s+(?i:to)\\s+(?<to>" + PERSON + ")$");
    /** "Forward to Alicia the email from Jessa", "Send Alicia the email you got from Jessa". */
    private static final Pattern FORWARD_TO_FROM = Pattern.compile(
            "^(?:(?i:please)\\s+)?(?i:forward|send)\\s+(?:(?i:to)\\s+)?(?<to>" + PERSON + ")\\s+(?i:the\\s+)?(?i:" + ITEM + ")\\s+(?i:" + FROM + ")\\s+(?<from>" + PERSON + ")$");

    /** The sub-goals {@code part} means when it is a reply or a forward; empty otherwise. */
    static Optional<List<String>> spelledOut(String part) {
        String p = part.strip();
        Matcher m = REPLY.matcher(p);
        if (m.matches()) return Optional.of(List.of("click Reply", "enter " + m.group("text") + " into the text area", "click Send"));
        m = FORWARD_IT.matcher(p);
        if (m.matches()) return Optional.of(forward(null, m.group("to")));
        m = FORWARD_FROM_TO.matcher(p);
        if (m.matches()) return Optional.of(forward(m.group("from"), m.group("to")));
        m = FORWARD_TO_FROM.matcher(p);
        if (m.matches()) return Optional.of(forward(m.group("from"), m.group("to")));
        return Optional.empty();
    }

    private static List<String> forward(String from, String to) {
        List<String> out = new ArrayList<>();
        if (from != null) out.add("Find the email from " + from);
        out.add("click Forward");
        out.add("enter \"" + to + "\" as the recipient");
        out.add("click Send");
        return out;
    }

    /** Every part that is a reply or a forward, spelled out in place. */
    static List<String> expand(List<String> parts) {
        List<String> out = new ArrayList<>();
        for (String part : parts) out.addAll(spelledOut(part).orElse(List.of(part)));
        return out;
    }
}
