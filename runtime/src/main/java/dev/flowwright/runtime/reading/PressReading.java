package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One press — "click Save", "press the Submit button", "tap on "OK"", "hit the Log in link", "the Submit
 * button should be clicked", "Save: click it" — is {@link Intent.Press}: the do loop with the control as
 * its target. A press and nothing more besides the control's name is done once that press went through
 * ({@link #onlyPresses}); one that says what it is for ("click Save to keep the draft") is left to the judge.
 */
public final class PressReading implements Reading {
    private static final Pattern PRESS = Pattern.compile(
            "^(?:click|press|tap|hit|push|activate|double[\\s-]click)(?:\\s+on)?\\s+(?!(?:in|into|inside)\\b)(?<target>\\S.*?)[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** Words that say how a control is spoken of, never which one. */
    private static final Set<String> FILLER = Set.of("please", "on", "the", "a", "an", "button", "link", "tab", "icon",
            "labeled", "labelled", "named", "called", "that", "says", "saying", "with", "text", "item", "option");

    @Override
    public String about() { return "one press: \"click Save\", \"press the Submit button\""; }

    @Override
    public List<Intent> read(String part) {
        Matcher m = PRESS.matcher(Wording.plain(part).strip());
        if (!m.matches()) return List.of();
        return List.of(new Intent.Press(part.strip(), Target.of(m.group("target"))));
    }

    /**
     * True when {@code step} is a press of a control called {@code name} and nothing more: the press verb, the
     * control's whole name in order, and words that only say how controls are spoken of ("the", "button").
     */
    public static boolean onlyPresses(String step, String name) {
        String plain = Wording.plain(step);
        Matcher m = PRESS.matcher(plain.strip());
        if (!m.matches()) return false;
        List<String> want = words(name);
        // a symbol's name has no words ("×", "="): the press is of it alone when the rest is only how controls are spoken of
        if (want.isEmpty()) return !name.isBlank() && words(m.group("target").replace(name.strip(), " ")).stream()
                .allMatch(w -> FILLER.contains(w) || OrdinalWords.count(w) != null)
                && m.group("target").contains(name.strip());
        List<String> rest = words(m.group("target"));
        int at = java.util.Collections.indexOfSubList(rest, want);
        if (at < 0) return false;
        for (int i = 0; i < want.size(); i++) rest.remove(at);
        // "press the first togglebutton": a count says which of the look-alikes, not what else to do
        return rest.stream().allMatch(w -> FILLER.contains(w) || OrdinalWords.count(w) != null);
    }

    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) if (!w.isEmpty()) out.add(w);
        return out;
    }
}
