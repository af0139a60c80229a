package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A date slot with nothing to type into is picked on the calendar instead (docs/step-kinds.md#enter): the day is pressed
 * when it shows — named in full ("Saturday, February 14, 2026"), or as a bare number under a heading
 * naming its month — else the calendar is paged forward, at most {@link Thresholds#MAX_MONTHS} times.
 */
public final class CalendarPick {
    private CalendarPick() {}

    private static final Pattern NEXT = Pattern.compile("^(next( month)?|›|»|>|→)$|\\bnext month\\b", Pattern.CASE_INSENSITIVE);
    private static final List<DateTimeFormatter> FORMATS = List.of(
            DateTimeFormatter.ISO_LOCAL_DATE,
            DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH), DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH),
            DateTimeFormatter.ofPattern("MMM d, yyyy", Locale.ENGLISH), DateTimeFormatter.ofPattern("MMMM d, yyyy", Locale.ENGLISH),
            DateTimeFormatter.ofPattern("d/M/yyyy", Locale.ENGLISH));

    public static Optional<LocalDate> parse(String text) {
        if (text == null) return Optional.empty();
        String t = text.strip().replaceAll("\\s+", " ");
        for (DateTimeFormatter f : FORMATS) {
            try {
                return Optional.of(LocalDate.parse(t, f));
            } catch (DateTimeParseException ignored) {
                // try the next spelling
            }
        }
        return Optional.empty();
    }

    /** Whether the screen shows a calendar to pick from: a day of the date's month, or a next-month control. */
    public static boolean showsCalendar(Screen screen) {
        return screen.elements().stream().anyMatch(e -> e.role().equals("gridcell") || isNext(e));
    }

    /** Presses the day, paging forward as needed. True when the day was pressed. */
    public static boolean pick(StepContext ctx, int turn, Screen first, String slot, LocalDate date) {
        Screen screen = first;
        for (int page = 0; page <= Thresholds.MAX_MONTHS; page++) {
            Optional<Element> day = day(screen, date);
            if (day.isPresent()) {
                if (DestructiveCheck.refusal(day.get(), screen, ctx).isPresent()) return false;
                ctx.account().usedLoop("calendar");
                boolean ok = Presses.click(ctx, turn, screen, day.get()).ok();
                if (ok) ctx.remember("picked the day for \"" + slot + "\" on the calendar");
                return ok;
            }
            if (page == Thresholds.MAX_MONTHS) break;
            Optional<Element> next = screen.elements().stream().filter(CalendarPick::isNext).findFirst();
            if (next.isEmpty() || !Presses.click(ctx, turn, screen, next.get()).ok()) return false;
            screen = ctx.eyes().look(turn, "");
        }
        ctx.remember("the calendar did not reach the day for \"" + slot + "\" within " + Thresholds.MAX_MONTHS + " months");
        return false;
    }

    static Optional<Element> day(Screen screen, LocalDate date) {
        String full = date.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH).toLowerCase(Locale.ROOT);
        String shortName = date.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH).toLowerCase(Locale.ROOT);
        String year = Integer.toString(date.getYear());
        Pattern dayNumber = Pattern.compile("(?<!\\d)0?" + date.getDayOfMonth() + "(?!\\d)");
        boolean headingShowsMonth = screen.context().stream().map(l -> l.toLowerCase(Locale.ROOT))
                .anyMatch(l -> l.contains(full) && l.contains(year))
                || screen.elements().stream().filter(e -> e.role().equals("heading"))
                .map(e -> e.name().toLowerCase(Locale.ROOT)).anyMatch(l -> l.contains(full) && l.contains(year));
        for (Element e : screen.elements()) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED)) continue;
            String name = (e.name() + " " + e.description()).toLowerCase(Locale.ROOT).strip();
            if (name.contains(date.toString())) return Optional.of(e);
            boolean named = (name.contains(full) || name.matches(".*\\b" + shortName + "\\b.*")) && dayNumber.matcher(name).find()
                    && (!name.matches(".*\\b\\d{4}\\b.*") || name.contains(year));
            if (named) return Optional.of(e);
            if (headingShowsMonth && name.matches("0?" + date.getDayOfMonth())) return Optional.of(e);
        }
        return Optional.empty();
    }

    private static boolean isNext(Element e) {
        String n = (e.isNamed() ? e.name() : e.description()).strip();
        return e.can(ElementAction.CLICK) && NEXT.matcher(n).find();
    }
}
