package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A check no automation should do (docs/how-a-run-works.md#when-a-person-is-needed; issue 4 §6 "a picture puzzle"): a
 * CAPTCHA, an "I'm not a robot" box, a picture or slider puzzle, a fingerprint or face prompt. The runtime,
 * never the model, notices one on screen and hands the application to a person; it never tries to solve
 * it. A page that only mentions such a service ("protected by reCAPTCHA", a privacy link) asks nothing.
 */
public final class HumanOnly {
    /** Wording of a challenge put to the person in front of the screen. */
    private static final Pattern CHALLENGE = Pattern.compile(String.join("|",
            "\\bi(?:'|’)?m not a robot\\b", "\\bi am not a robot\\b",
            "\\b(?:verify|confirm|prove)(?: that)? you(?:'|’)?(?:re| are)(?: a)? human\\b",
            "\\bare you (?:a robot|human)\\b",
            "\\bselect all (?:the )?(?:images|squares|pictures|tiles)\\b",
            "\\b(?:solve|complete) the (?:picture |image |slider |jigsaw )?puzzle\\b", "\\bpicture puzzle\\b",
            "\\b(?:slide|drag)(?: the slider)? to (?:verify|complete the puzzle)\\b",
            "\\b(?:enter|type|solve) the captcha\\b",
            "\\btype the (?:characters|letters|text) (?:you see|in the image|shown)\\b",
            "\\b(?:touch id|face id)\\b", "\\b(?:use|scan|place|touch) your (?:finger|fingerprint|face)\\b"),
            Pattern.CASE_INSENSITIVE);
    private static final Pattern CAPTCHA = Pattern.compile("captcha", Pattern.CASE_INSENSITIVE);
    /** A control that takes the person's answer: a CAPTCHA named on one of these is a challenge. */
    private static final Set<String> ANSWERING = Set.of("textbox", "checkbox", "iframe", "image", "img", "slider", "dialog", "group");

    private HumanOnly() {}

    /** The words on screen that ask for a person, if any. */
    public static Optional<String> check(Screen screen) {
        Optional<String> inTitle = challenge(screen.window());
        if (inTitle.isPresent()) return inTitle;
        for (Element e : screen.elements()) {
            Optional<String> c = challenge(e.name());
            if (c.isEmpty()) c = challenge(e.description());
            if (c.isPresent()) return c;
            if (ANSWERING.contains(e.role().toLowerCase(Locale.ROOT)) && (CAPTCHA.matcher(e.name()).find() || CAPTCHA.matcher(e.description()).find())) {
                return Optional.of(e.label());
            }
        }
        for (String line : screen.context()) {
            Optional<String> c = challenge(line);
            if (c.isPresent()) return c;
        }
        return Optional.empty();
    }

    /**
     * Every challenge above contains one of these cues; a text without any of them is not run through the
     * pattern. One pass over the text, looking further only where a cue's first letter stands: a big
     * screen's names are mostly short and plain, and this runs on every look.
     */
    static boolean cued(String text) {
        for (int i = 0, n = text.length(); i < n; i++) {
            switch (Character.toLowerCase(text.charAt(i))) {
                case 'r' -> { if (at(text, i, "robot")) return true; }
                case 'h' -> { if (at(text, i, "human")) return true; }
                case 's' -> { if (at(text, i, "select all") || at(text, i, "slide")) return true; }
                case 'p' -> { if (at(text, i, "puzzle")) return true; }
                case 'd' -> { if (at(text, i, "drag")) return true; }
                case 'c' -> { if (at(text, i, "captcha")) return true; }
                case 't' -> { if (at(text, i, "type the")) return true; }
                case 'i' -> { if (at(text, i, "id")) return true; }
                case 'f' -> { if (at(text, i, "finger") || at(text, i, "face")) return true; }
                default -> { }
            }
        }
        return false;
    }

    private static boolean at(String text, int i, String cue) {
        return text.regionMatches(true, i, cue, 0, cue.length());
    }

    private static Optional<String> challenge(String text) {
        if (text == null || text.isEmpty() || !cued(text)) return Optional.empty();
        Matcher m = CHALLENGE.matcher(text);
        return m.find() ? Optional.of("\"" + m.group() + "\"") : Optional.empty();
    }
}
