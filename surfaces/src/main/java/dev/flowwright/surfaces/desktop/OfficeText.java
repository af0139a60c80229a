package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.AccessibilityBridge;
import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.ReadOptions;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Typing where an office suite keeps its text (docs/desktop.md#office-documents): a spreadsheet cell is
 * selected (the cursor moved to it), typed into and confirmed with Return, then read back — its shown
 * value, or the formula it holds when what was typed is one ("=SUM(B2:B5)" shows 305); a word
 * processor's page takes a new paragraph at its end. Neither takes text through the editable-text
 * interface, so both go as key events to the focused window.
 */
final class OfficeText {
    private static final int KEY_RETURN = 0xff0d;
    private static final int KEY_DELETE = 0xffff;
    private static final int KEY_END = 0xff57;
    /** The attribute LibreOffice puts a cell's formula in (without its "="). */
    static final String FORMULA = "Formula";
    private static final ReadOptions PARAGRAPHS = new ReadOptions(500, 1, false, 20_000);

    private OfficeText() {}

    /** Moves the sheet's cursor to the cell (it takes the keyboard focus), the pointer over it. */
    static void select(DesktopSurface surface, AccessibilityBridge bridge, Node cell) {
        surface.focus(cell);
    }

    /**
     * Types {@code text} into the cell and confirms it. Delete before Return drops what the spreadsheet's
     * AutoInput offered to complete ("Fo" would become "Food" from the column above). Keys that reached
     * nothing (the keyboard on another window) are sent once more after the keyboard follows the pointer.
     */
    static void enterIntoCell(DesktopSurface surface, AccessibilityBridge bridge, Node cell, Element target, String text) {
        String before = cellContents(bridge, cell);
        keys(surface, bridge, cell, text);
        String now = awaitCell(surface, bridge, cell, text);
        if (!holds(now, shown(bridge, cell), text) && now.equals(before)) {
            bridge.keyboardFollowsPointer();
            keys(surface, bridge, cell, text);
            now = awaitCell(surface, bridge, cell, text);
        }
        if (!holds(now, shown(bridge, cell), text))
            throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED, "typed into " + target.label() + " but it holds \""
                    + TextDelivery.preview(now) + "\"");
    }

    private static void keys(DesktopSurface surface, AccessibilityBridge bridge, Node cell, String text) {
        select(surface, bridge, cell);
        bridge.typeString(text);
        bridge.keyCombo(List.of(), KEY_DELETE);
        bridge.keyCombo(List.of(), KEY_RETURN);
        surface.settle(SettleKind.BRIEF);
    }

    /** The cell's contents once they hold the text, or as they stand when {@link DesktopSurface#TYPE_ECHO_MS} is up. */
    private static String awaitCell(DesktopSurface surface, AccessibilityBridge bridge, Node cell, String text) {
        long deadline = System.currentTimeMillis() + DesktopSurface.TYPE_ECHO_MS;
        String now = cellContents(bridge, cell);
        while (!holds(now, shown(bridge, cell), text) && System.currentTimeMillis() < deadline) {
            DesktopSurface.sleep(DesktopSurface.SETTLE_POLL_MS);
            now = cellContents(bridge, cell);
        }
        return now;
    }

    /**
     * What a cell holds as typed: "=" and its formula when it has one, else the text it shows. LibreOffice
     * escapes the formula's separators with a backslash ("B2\\:B5") and its accessibility layer cuts the
     * value at the first escaped colon, so a formula with a range reads as far as the range ("=SUM(B2").
     */
    static String cellContents(AccessibilityBridge bridge, Node cell) {
        String formula = unescape(bridge.attributes(cell.path(), cell.role()).getOrDefault(FORMULA, ""));
        if (!formula.isBlank()) return "=" + formula;
        return bridge.readText(cell.path(), cell.role()).orElse("");
    }

    /**
     * A cell read back for the text last typed into it: that text while the cell still holds it in the
     * sense of {@link #holds} (a formula cut at its range, a number in the sheet's format), else what it holds.
     */
    static String readBack(AccessibilityBridge bridge, Node cell, String typed) {
        String contents = cellContents(bridge, cell);
        return typed != null && holds(contents, shown(bridge, cell), typed) ? typed : contents;
    }

    /** Takes out the backslashes LibreOffice escapes an attribute's separators with. */
    static String unescape(String value) {
        return value.replaceAll("\\\\(.)", "$1").replaceAll("\\\\$", "");
    }

    /** Values a spreadsheet shows in a cell whose formula is wrong. */
    private static final java.util.regex.Pattern ERROR = java.util.regex.Pattern.compile("#[A-Z/0-9]+[!?]?|Err:\\d+");

    /**
     * Whether a cell holding {@code contents} (and showing {@code shown}) holds what was typed: the same
     * text (spacing aside), the same number in the sheet's format ("12.50" as "12.5"), or the same formula
     * (letter case aside) — or, cut at its range as LibreOffice reads it, its beginning, while the cell
     * shows a value and no error.
     */
    static boolean holds(String contents, String shown, String typed) {
        String have = TextDelivery.normalized(contents);
        String want = TextDelivery.normalized(typed);
        if (have.equals(want)) return true;
        if (want.startsWith("=")) {
            String h = have.toUpperCase(Locale.ROOT).replace(';', ',');
            String w = want.toUpperCase(Locale.ROOT).replace(';', ',');
            if (h.equals(w)) return true;
            boolean cut = h.length() > 1 && w.startsWith(h) && w.charAt(h.length()) == ':';
            return cut && shown != null && !shown.isBlank() && !ERROR.matcher(shown.strip()).matches();
        }
        try {
            return Double.parseDouble(have.replace(",", "")) == Double.parseDouble(want.replace(",", ""));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /**
     * Adds {@code text} as a paragraph at the end of the document: the caret to the end (Ctrl+End), a new
     * paragraph unless the last one is empty, the text; then the document must show it.
     */
    static void addParagraph(DesktopSurface surface, AccessibilityBridge bridge, Node document, Element target, String text) {
        surface.focus(document);
        bridge.keyCombo(List.of(KeyCombo.CONTROL), KEY_END);
        String before = documentText(bridge, document);
        String last = before.contains("\n") ? before.substring(before.lastIndexOf('\n') + 1) : before;
        if (!last.isBlank()) bridge.keyCombo(List.of(), KEY_RETURN);
        bridge.typeString(text);
        surface.settle(SettleKind.BRIEF);
        long deadline = System.currentTimeMillis() + DesktopSurface.TYPE_ECHO_MS;
        String now = documentText(bridge, document);
        while (!TextDelivery.normalized(now).contains(TextDelivery.normalized(text)) && System.currentTimeMillis() < deadline) {
            DesktopSurface.sleep(DesktopSurface.SETTLE_POLL_MS);
            now = documentText(bridge, document);
        }
        if (!TextDelivery.normalized(now).contains(TextDelivery.normalized(text)))
            throw new SurfaceException(SurfaceError.TEXT_NOT_DELIVERED, "typed into " + target.label() + " but it does not show \""
                    + TextDelivery.preview(text) + "\"");
    }

    /** The document's text as it stands: its paragraphs, one a line. */
    static String documentText(AccessibilityBridge bridge, Node document) {
        return SheetCells.documentText(bridge.read(document.path(), PARAGRAPHS));
    }

    /** The value a cell shows. */
    static String shown(AccessibilityBridge bridge, Node cell) {
        return bridge.readText(cell.path(), cell.role()).orElse("");
    }
}
