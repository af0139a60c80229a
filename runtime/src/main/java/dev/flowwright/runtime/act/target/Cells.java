package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which cell of a table a step's words name (docs/step-kinds.md#cells-of-a-table), settled from the
 * screen with no question asked: by its address ("cell B3", "B3"), beside another cell ("the cell under
 * Total", "the cell right of March"), or where a column header meets a row header ("the Amount column of
 * the row for March", "the Amount for March"). Cells are the elements a surface marks with the hints
 * {@code cell} (the address), {@code row}, {@code column} (counted from 1) and, where they sit under
 * one, {@code columnHeader} and {@code rowHeader}. Anything else — two cells reading like the anchor,
 * two headers named, none — settles nothing, and the step asks as it always does.
 */
public final class Cells {
    private Cells() {}

    /** "cell B3", or a bare address written in capitals ("B3", "AA12"). */
    private static final Pattern ADDRESS = Pattern.compile("(?:\\bcell\\s+([A-Za-z]{1,3}[1-9][0-9]{0,6})\\b)|(?<![\\p{L}\\p{N}])([A-Z]{1,3}[1-9][0-9]{0,6})(?![\\p{L}\\p{N}])");
    /** "the cell under Total", "the cell to the right of "March"", "the cell below B4". */
    private static final Pattern BESIDE = Pattern.compile("\\bcell\\s+(?:just\\s+|directly\\s+|right\\s+)?"
            + "(under|below|beneath|above|over|to the right of|right of|to the left of|left of|next to|beside|after|before)\\s+(?:the\\s+)?(?:cell\\s+)?(.+?)\\s*$",
            Pattern.CASE_INSENSITIVE);

    /** Whether the screen has cells at all (the rule has nothing to say otherwise). */
    public static boolean any(Screen screen) {
        return screen.elements().stream().anyMatch(Cells::isCell);
    }

    /**
     * Whether the words name a cell by address in so many words ("cell H9") that a screen with cells does not show:
     * a sheet is read where it is in use, and the rest of what shows is read when a step names a cell there
     * ({@code SheetCellsShown}).
     */
    public static boolean namesMissing(Screen screen, String words) {
        return missingAddress(screen, words).isPresent();
    }

    /** The address ("H9") of the cell {@code words} name explicitly ("cell H9") when this screen has no such cell. */
    public static Optional<String> missingAddress(Screen screen, String words) {
        if (!any(screen)) return Optional.empty();
        return explicitAddress(words).filter(a -> screen.elements().stream().filter(Cells::isCell).noneMatch(c -> a.equals(c.hint("cell"))));
    }

    /**
     * The address {@code words} name a cell by, said as one ("cell H9", "into cell k120"): such words are only ever that
     * cell, never a field that happens to hold the address (a sheet's Name Box shows the cursor's).
     */
    public static Optional<String> explicitAddress(String words) {
        if (words == null || words.isBlank()) return Optional.empty();
        Matcher m = ADDRESS.matcher(words.strip());
        while (m.find()) if (m.group(1) != null) return Optional.of(m.group(1).toUpperCase(Locale.ROOT));
        return Optional.empty();
    }

    public static boolean isCell(Element e) {
        return e.hint("cell") != null && e.hint("row") != null && e.hint("column") != null;
    }

    /** The one cell the words name, if they name one this screen shows. */
    public static Optional<Element> named(Screen screen, String words) {
        if (words == null || words.isBlank() || !any(screen)) return Optional.empty();
        List<Element> cells = screen.elements().stream().filter(Cells::isCell).toList();
        String w = words.strip();
        Matcher beside = BESIDE.matcher(w);
        if (beside.find()) return besideOf(cells, beside.group(1).toLowerCase(Locale.ROOT), anchor(beside.group(2)));
        Matcher address = ADDRESS.matcher(w);
        if (address.find()) {
            String a = (address.group(1) != null ? address.group(1) : address.group(2)).toUpperCase(Locale.ROOT);
            Optional<Element> at = cells.stream().filter(c -> a.equals(c.hint("cell"))).findFirst();
            if (at.isPresent() || address.group(1) != null) return at;
        }
        return crossing(cells, w);
    }

    /** What a step acting on the screen names: only words that speak of a cell ("select the cell under Total", "click cell B3"). */
    public static Optional<Element> pressed(Screen screen, String goal) {
        if (goal == null || !goal.toLowerCase(Locale.ROOT).matches("(?s).*\\bcells?\\b.*")) return Optional.empty();
        return named(screen, goal);
    }

    /** The words that name the anchor cell: quotes and a trailing "cell" or "column" taken off. */
    private static String anchor(String raw) {
        String a = raw.strip().replaceAll("[.,;:!?]+$", "").strip();
        a = a.replaceAll("^[\"'“‘](.*)[\"'”’]$", "$1").strip();
        a = a.replaceAll("(?i)\\s+(cell|column|header|heading|row)$", "").strip();
        return a.replaceAll("^[\"'“‘](.*)[\"'”’]$", "$1").strip();
    }

    private static Optional<Element> besideOf(List<Element> cells, String where, String anchorWords) {
        Matcher address = ADDRESS.matcher(anchorWords);
        List<Element> anchors = new ArrayList<>();
        if (address.matches()) {
            String a = (address.group(1) != null ? address.group(1) : address.group(2)).toUpperCase(Locale.ROOT);
            cells.stream().filter(c -> a.equals(c.hint("cell"))).forEach(anchors::add);
        } else {
            for (Element c : cells) if (c.value() != null && c.value().strip().equalsIgnoreCase(anchorWords)) anchors.add(c);
        }
        if (anchors.size() != 1) return Optional.empty(); // none, or two cells reading alike: not settled here
        int row = Integer.parseInt(anchors.get(0).hint("row"));
        int column = Integer.parseInt(anchors.get(0).hint("column"));
        switch (where) {
            case "under", "below", "beneath" -> row++;
            case "above", "over" -> row--;
            case "to the right of", "right of", "next to", "beside", "after" -> column++;
            default -> column--;
        }
        return at(cells, row, column);
    }

    private static Optional<Element> at(List<Element> cells, int row, int column) {
        String r = Integer.toString(row), c = Integer.toString(column);
        return cells.stream().filter(e -> r.equals(e.hint("row")) && c.equals(e.hint("column"))).findFirst();
    }

    /**
     * Where the one column header the words name meets the one row header they name ("the Amount column
     * of the row for March", "March's Amount"): each named as whole words, the longest header first, and
     * neither inside the other.
     */
    private static Optional<Element> crossing(List<Element> cells, String words) {
        String w = " " + fold(words).replaceAll("'s\\b", "") + " ";
        Set<String> columns = new LinkedHashSet<>(), rows = new LinkedHashSet<>();
        for (Element c : cells) {
            String ch = c.hint("columnHeader"), rh = c.hint("rowHeader");
            if (ch != null && mentions(w, ch)) columns.add(fold(ch));
            if (rh != null && mentions(w, rh)) rows.add(fold(rh));
        }
        if (columns.size() != 1 || rows.size() != 1) return Optional.empty();
        String column = columns.iterator().next(), row = rows.iterator().next();
        if (column.contains(row) || row.contains(column)) return Optional.empty();
        List<Element> hits = cells.stream().filter(c -> c.hint("columnHeader") != null && c.hint("rowHeader") != null
                && fold(c.hint("columnHeader")).equals(column) && fold(c.hint("rowHeader")).equals(row)).toList();
        return hits.size() == 1 ? Optional.of(hits.get(0)) : Optional.empty();
    }

    private static boolean mentions(String foldedWords, String header) {
        String h = fold(header);
        return !h.isBlank() && foldedWords.matches("(?s).*(?<![\\p{L}\\p{N}])" + Pattern.quote(h) + "(?![\\p{L}\\p{N}]).*");
    }

    private static String fold(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[\"'“”‘’]", "'").replaceAll("\\s+", " ").strip();
    }
}
