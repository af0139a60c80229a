package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The run's own clipboard. Copying a text — "Copy the order number from the receipt", "copy the text in the
 * textarea below" — is {@link Intent.Read} into the variable {@value #VARIABLE}; "copy the code into the
 * search box" is that read and then {@link Intent.PasteInto} the field. Pasting — "paste it into the
 * textbox", "insert what you copied into the search field" — is {@link Intent.PasteInto}. Only a copy of a
 * <em>text</em> is a read: "copy the file to the backup folder" or "copy this page" asks the application to
 * copy something, and stays for the do loop (a read would end done having copied nothing).
 */
public final class ClipboardReading implements Reading {
    /** The variable that holds what a step copied. */
    public static final String VARIABLE = "copied";

    private static final Pattern COPY = Pattern.compile(
            "^copy\\s+(?:all\\s+(?:of\\s+)?)?(?<what>\\S.*?)(?:\\s+(?:to|into|onto)\\s+(?<to>\\S.*?))?[.!]?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern PASTE = Pattern.compile(
            "^(?:paste|insert|put)\\s+(?:it|that|this|them|(?:the\\s+)?(?:copied\\s+)?(?:text|value|words?|contents?)(?:\\s+(?:you|that\\s+was|I)\\s+copied)?"
                    + "|what(?:ever)?\\s+(?:you|was|I|we)\\s+(?:just\\s+)?copied|the\\s+clipboard(?:'s\\s+contents?)?)\\s+(?:into|in|to|onto)\\s+(?<field>\\S.*?)[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** Nouns that name a text: what a copy of it means is reading it. */
    private static final Set<String> TEXT_NOUNS = Set.of("text", "texts", "value", "values", "word", "words", "number", "numbers", "code",
            "name", "title", "address", "answer", "result", "total", "amount", "price", "date", "time", "id", "reference", "key", "token",
            "phone", "url", "sentence", "paragraph", "line", "content", "contents", "quote", "description", "label", "caption",
            "summary", "subject", "heading", "message", "password", "pin", "otp", "username", "email", "e-mail");
    /** What a copy's object may go on with after its noun: "the text in the textarea below", "the code from the email". */
    private static final Pattern QUALIFIER = Pattern.compile("\\s+(?:in|inside|from|of|on|at|under|beside|next\\s+to|shown|displayed|below|above|here)\\b.*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern CLIPBOARD = Pattern.compile("^(?:the\\s+|your\\s+|my\\s+)?clipboard$", Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "the run's clipboard: \"copy the text in the textarea\", \"paste it into the textbox\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        String source = part.strip();
        Matcher paste = PASTE.matcher(s);
        if (paste.matches()) return List.of(new Intent.PasteInto(source, Field.named(paste.group("field"))));
        Matcher copy = COPY.matcher(SubGoals.withoutQuotes(s));
        if (!copy.matches()) return List.of();
        String what = s.substring(copy.start("what"), copy.end("what")).strip();
        if (!namesAText(what)) return List.of();
        Intent.Read read = new Intent.Read(source, what, VARIABLE);
        if (copy.group("to") == null) return List.of(read);
        String to = s.substring(copy.start("to"), copy.end("to")).strip();
        if (CLIPBOARD.matcher(to).matches()) return List.of(read);
        if (!namesAField(to)) return List.of();
        return List.of(read, new Intent.PasteInto(source, Field.named(to)));
    }

    /** True when a copy's object is a text: quoted, or a noun phrase whose noun names one ("the order number from the receipt"). */
    static boolean namesAText(String what) {
        String w = what.strip();
        if (w.isEmpty()) return false;
        if ("\"“‘'".indexOf(w.charAt(0)) >= 0) return true;
        String head = QUALIFIER.matcher(w).replaceFirst("").strip().toLowerCase(Locale.ROOT);
        String[] words = head.split("[^\\p{L}\\p{N}-]+");
        return words.length > 0 && TEXT_NOUNS.contains(words[words.length - 1]);
    }

    /** True when the words name a field a text goes into: its kind, a box word, or a quoted label. */
    static boolean namesAField(String phrase) {
        return FieldWords.kind(FieldWords.slotName(phrase)).isPresent() || FieldWords.quotedLabel(phrase) != null
                || Pattern.compile("\\b(?:field|box|textbox|input|bar|area|textarea)s?\\b", Pattern.CASE_INSENSITIVE).matcher(phrase).find();
    }
}
