package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ticking — "Select wuH, KI, YnKjh and BY", "tick Lamp, Rug and Vase", "check "Lamp" and "Rug"", "mark Ann,
 * Bo as selected", "choose the second radio button", "check the Remember me box" — is {@link Intent.Tick}:
 * the boxes (or options of a list that takes several) by their whole names, or the one a count picks out.
 * A step that ticks never presses a box already ticked (the press would untick it), and one that names
 * each box is done once every one of them shows ticked. A single "select X" is not read here: it may as
 * well be a press or a choice, and the do loop settles it.
 */
public final class TickReading implements Reading {
    private static final String VERB = "(?:select|check|tick|mark|choose|pick|turn\\s+on|switch\\s+on|enable)";
    /** "Select wuH, KI, YnKjh and BY", "Select Fredrika, Tabby from the scroll list": a ticking verb, then names set apart by commas. */
    private static final Pattern LISTED = Pattern.compile(
            "^\\s*(?:please\\s+)?" + VERB + "\\s+(?:the\\s+)?(?:boxes\\s+|checkboxes\\s+|items\\s+|options\\s+)?(?<list>[^,]+(?:,[^,]+?)+?)"
                    + "(?:\\s+as\\s+(?:selected|checked|ticked|chosen|done))?"
                    + "(?:\\s+(?:from|in|on)\\s+the\\s+(?:[\\p{L}-]+\\s+){0,2}(?:list|listbox|box|menu|options))?\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** "tick "Lamp" and "Rug"": quoted names joined by "and" are a list too. */
    private static final Pattern QUOTED_LIST = Pattern.compile(
            "^\\s*" + VERB + "\\s+(?:the\\s+)?(?:boxes\\s+|checkboxes\\s+|options\\s+)?(?<list>(?:\"[^\"]+\"|“[^”]+”)(?:\\s*(?:,|and|&)\\s*(?:\"[^\"]+\"|“[^”]+”))+)"
                    + "(?:\\s+as\\s+(?:selected|checked|ticked|chosen|done))?\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** Verbs that ask for one control of a group to be the chosen one ("choose the second radiobutton"). */
    private static final Pattern CHOOSING = Pattern.compile("^(?:choose|select|pick|check|tick|mark|turn on|switch on)\\b", Pattern.CASE_INSENSITIVE);
    /** "check the Remember me box", "tick Agree", "turn on Dark mode": a verb that only ticks, and one thing. */
    private static final Pattern TICK_ONE = Pattern.compile("^(?:check|tick|turn\\s+on|switch\\s+on)\\s+(?<what>\\S.*?)[.!]?$", Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "boxes ticked: \"Select A, B and C\", \"choose the second radio button\", \"check the box\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        String source = part.strip();
        Set<String> names = namesAsWritten(s);
        if (names.size() >= 2) {
            List<Target> targets = new ArrayList<>();
            for (String n : names) targets.add(Target.of("\"" + n + "\""));
            return List.of(new Intent.Tick(source, targets));
        }
        if (CHOOSING.matcher(s).find() && OrdinalWords.in(s).isPresent()) {
            return List.of(new Intent.Tick(source, List.of(Target.of(s.replaceFirst("(?i)^\\S+(?:\\s+on)?\\s+", "")))));
        }
        Matcher one = TICK_ONE.matcher(s);
        if (one.matches() && !one.group("what").matches("(?i)(?:that|whether|if)\\b.*")) {
            return List.of(new Intent.Tick(source, List.of(Target.of(one.group("what")))));
        }
        return List.of();
    }

    /** The names a step lists to tick or choose, folded; empty when it lists none. */
    public static Set<String> listedNames(String goal) {
        Set<String> out = new HashSet<>();
        if (goal == null) return out;
        for (String n : namesAsWritten(Wording.plain(goal))) out.add(QuotedNames.fold(n));
        return out;
    }

    private static Set<String> namesAsWritten(String s) {
        Set<String> names = new java.util.LinkedHashSet<>();
        Matcher q = QUOTED_LIST.matcher(s);
        if (q.matches()) {
            Matcher each = Pattern.compile("\"([^\"]+)\"|“([^”]+)”").matcher(q.group("list"));
            while (each.find()) names.add((each.group(1) != null ? each.group(1) : each.group(2)).strip());
            return names;
        }
        Matcher m = LISTED.matcher(s);
        if (!m.matches()) return names;
        for (String item : m.group("list").split(",|\\s+and\\s+")) {
            String name = item.replaceAll("^\\s*(?:and\\s+)?", "").strip().replaceAll("^[\"“]|[\"”]$", "");
            if (!name.isEmpty()) names.add(name);
        }
        return names;
    }
}
