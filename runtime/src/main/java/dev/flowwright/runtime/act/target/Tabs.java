package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Open the NYC tab", "switch to the Settings tab": done once a tab of that name says it is the selected
 * one — the press's effect read off the tab itself, as {@link Ordinals#chosen} reads a choice. Nothing else
 * on screen need change (a tab's page may show only a picture), and pressing it again would do nothing more.
 */
public final class Tabs {
    private Tabs() {}

    private static final Pattern OPEN_TAB = Pattern.compile(
            "^\\s*(?:open|select|show|switch to|go to|click(?: on)?|press)\\s+(?:the\\s+)?[\"“']?(?<name>.+?)[\"”']?\\s+tab\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);

    /** A test that holds once the tab the goal opens is selected; empty for a goal that opens no tab by name. */
    public static Optional<Predicate<Screen>> opened(String goal) {
        if (goal == null) return Optional.empty();
        Matcher m = OPEN_TAB.matcher(goal);
        if (!m.matches()) return Optional.empty();
        String name = m.group("name").strip().toLowerCase(Locale.ROOT);
        return Optional.of(screen -> screen.elements().stream().anyMatch(e -> isTab(e) && e.name().strip().toLowerCase(Locale.ROOT).equals(name)
                && e.has(ElementState.SELECTED)));
    }

    private static boolean isTab(Element e) {
        return e.role().equals("tab") || e.role().equals("page tab");
    }
}
