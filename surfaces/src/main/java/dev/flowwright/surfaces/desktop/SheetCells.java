package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.Node;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The cells of a table as a person reads them (docs/desktop.md#spreadsheets-and-large-tables): each cell's
 * address ("B3": column letters, row number), its row and column counted from 1, and the headers it sits
 * under — the first row that holds words names the columns, the first column that holds words below it
 * names the rows ("the Amount column of the row for March"). A word processor's page is its paragraphs'
 * text, one per line.
 */
final class SheetCells {
    private SheetCells() {}

    /** Column and row headers of one table (empty when it has none). */
    record Headers(Map<Integer, String> columns, Map<Integer, String> rows, int headerRow, int headerColumn) {
        static final Headers NONE = new Headers(Map.of(), Map.of(), -1, -1);
    }

    /** The headers of the table whose visible cells are {@code table}'s children. */
    static Headers headers(Node table) {
        List<Node> cells = table.children().stream().filter(c -> c.cell() != null).toList();
        int headerRow = cells.stream().filter(c -> isWords(c.text())).mapToInt(c -> c.cell().row()).min().orElse(-1);
        if (headerRow < 0) return Headers.NONE;
        Map<Integer, String> columns = new HashMap<>();
        for (Node c : cells)
            if (c.cell().row() == headerRow && isWords(c.text())) columns.put(c.cell().column(), c.text().strip());
        int headerColumn = cells.stream().filter(c -> c.cell().row() > headerRow && isWords(c.text()))
                .mapToInt(c -> c.cell().column()).min().orElse(-1);
        Map<Integer, String> rows = new HashMap<>();
        for (Node c : cells)
            if (c.cell().column() == headerColumn && c.cell().row() > headerRow && isWords(c.text())) rows.put(c.cell().row(), c.text().strip());
        return new Headers(Map.copyOf(columns), Map.copyOf(rows), headerRow, headerColumn);
    }

    /** Text with a letter in it: a header, not a number or an empty cell. */
    static boolean isWords(String text) {
        return text != null && text.codePoints().anyMatch(Character::isLetter);
    }

    /** The hints a cell carries: cell (its address), row and column (from 1), columnHeader and rowHeader when it sits under them. */
    static void hint(Node cell, Headers headers, Map<String, String> hints) {
        Node.Cell at = cell.cell();
        hints.put("cell", at.address());
        hints.put("row", Integer.toString(at.row() + 1));
        hints.put("column", Integer.toString(at.column() + 1));
        String column = columnHeader(cell, headers);
        if (column != null) hints.put("columnHeader", column);
        String row = rowHeader(cell, headers);
        if (row != null) hints.put("rowHeader", row);
    }

    /** Where a cell sits in a person's words, for the path: {@code row "March"}, {@code column "Amount"}. */
    static List<String> place(Node cell, Headers headers) {
        List<String> out = new ArrayList<>();
        String row = rowHeader(cell, headers);
        String column = columnHeader(cell, headers);
        if (row != null) out.add("row \"" + row + "\"");
        if (column != null) out.add("column \"" + column + "\"");
        return out;
    }

    private static String columnHeader(Node cell, Headers headers) {
        return cell.cell().row() > headers.headerRow() ? headers.columns().get(cell.cell().column()) : null;
    }

    private static String rowHeader(Node cell, Headers headers) {
        return cell.cell().column() > headers.headerColumn() ? headers.rows().get(cell.cell().row()) : null;
    }

    /** A document's text: its paragraphs, one a line. */
    static String documentText(Node document) {
        return document.children().stream().map(p -> p.text() == null ? Names.clean(p.name(), p.role()) : p.text())
                .collect(Collectors.joining("\n"));
    }
}
