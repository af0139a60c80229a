package dev.flowwright.bridge.atspi;

import dev.flowwright.bridge.Rect;

import java.util.Set;

/**
 * Tables too large to walk (docs/desktop.md#spreadsheets-and-large-tables): a spreadsheet reports 2^31
 * cells, and asking for its children makes the application build them all. Such a table is read from
 * what shows: the cells under its top-left and bottom-right corners give the visible rows and columns;
 * the text of the visible cells is read from the corner outwards, a block of {@link #SCAN_ROWS} by
 * {@link #SCAN_COLUMNS} at a time, going on down (or right) while the last row (or column) read still
 * holds something; and full elements are made only for the part in use — the cells holding something,
 * {@link #MARGIN} empty rows and columns after them for new entries, at least {@link #MIN_ROWS} by
 * {@link #MIN_COLUMNS} from the corner so an empty sheet can be typed into. Both readers follow these
 * rules, so they give the same tree.
 */
final class Grids {
    /** A table with more children than this is read from what shows, never child by child. */
    static final int MANY_CHILDREN = 1_000;
    /** Most visible rows or columns taken from the corners (a full-screen sheet at 50 % zoom shows about 80 rows). */
    static final int MAX_VISIBLE = 200;
    /** Rows and columns whose text is read at a time, going on while data reaches the last of them. */
    static final int SCAN_ROWS = 12;
    static final int SCAN_COLUMNS = 8;
    /** Empty rows and columns read beyond the last one in use: where the next entry goes. */
    static final int MARGIN = 2;
    /** The smallest block read from the corner, so an empty sheet's first cells are there to type into. */
    static final int MIN_ROWS = 5;
    static final int MIN_COLUMNS = 4;

    private Grids() {}

    /** Whether an element is a table to be read from what shows: it says it manages its cells, or it has too many. */
    static boolean isLarge(Set<String> interfaces, Set<String> states, int childCount) {
        return interfaces.contains(TreeWalk.TABLE) && (states.contains("manages-descendants") || childCount > MANY_CHILDREN);
    }

    /** Rows and columns, first to last, both included. */
    record Range(int firstRow, int lastRow, int firstColumn, int lastColumn) {
        int rows() { return lastRow - firstRow + 1; }

        int columns() { return lastColumn - firstColumn + 1; }
    }

    /**
     * The visible block from the cells under the two corners; a corner with no cell under it (a short
     * table) ends at the table's last row or column; at most {@link #MAX_VISIBLE} of each. Null when not
     * even the top-left cell is known.
     */
    static Range visible(int topRow, int leftColumn, int bottomRow, int rightColumn, int rowCount, int columnCount) {
        if (topRow < 0 || leftColumn < 0) return null;
        int lastRow = bottomRow >= topRow ? bottomRow : rowCount - 1;
        int lastColumn = rightColumn >= leftColumn ? rightColumn : columnCount - 1;
        lastRow = Math.max(topRow, Math.min(lastRow, topRow + MAX_VISIBLE - 1));
        lastColumn = Math.max(leftColumn, Math.min(lastColumn, leftColumn + MAX_VISIBLE - 1));
        return new Range(topRow, lastRow, leftColumn, lastColumn);
    }

    /** Reads which cells of a block hold text: {@code filled[r][c]} for the block's row r and column c. */
    interface TextScan {
        boolean[][] filled(Range block);
    }

    /**
     * The cells a read takes: the part in use ({@link #inUse}) when the table is met below the element read; every
     * visible cell when the table itself is what was read (a step names a cell past the part in use, and the run
     * asks for the whole table: docs/desktop.md#spreadsheets-and-large-tables). The scan still reads them all first.
     */
    static Range toRead(Range visible, TextScan scan, boolean tableItself) {
        if (!tableItself) return inUse(visible, scan);
        scan.filled(visible);
        return visible;
    }

    /** The part of the visible block in use, scanning its text block by block from the corner (see the class). */
    static Range inUse(Range visible, TextScan scan) {
        int rows = Math.min(SCAN_ROWS, visible.rows());
        int columns = Math.min(SCAN_COLUMNS, visible.columns());
        int lastRow = -1, lastColumn = -1;
        boolean[] rowFilled = new boolean[visible.rows()];
        boolean[] columnFilled = new boolean[visible.columns()];
        java.util.List<Range> blocks = new java.util.ArrayList<>(java.util.List.of(block(visible, 0, rows, 0, columns)));
        while (!blocks.isEmpty()) {
            for (Range b : blocks) {
                boolean[][] f = scan.filled(b);
                for (int r = 0; r < f.length; r++)
                    for (int c = 0; c < f[r].length; c++)
                        if (f[r][c]) {
                            rowFilled[b.firstRow() - visible.firstRow() + r] = true;
                            columnFilled[b.firstColumn() - visible.firstColumn() + c] = true;
                        }
            }
            blocks.clear();
            boolean down = rows < visible.rows() && rowFilled[rows - 1];
            boolean right = columns < visible.columns() && columnFilled[columns - 1];
            int newRows = down ? Math.min(visible.rows(), rows + SCAN_ROWS) : rows;
            int newColumns = right ? Math.min(visible.columns(), columns + SCAN_COLUMNS) : columns;
            if (down) blocks.add(block(visible, rows, newRows, 0, columns));
            if (right) blocks.add(block(visible, 0, newRows, columns, newColumns));
            rows = newRows;
            columns = newColumns;
        }
        for (int r = 0; r < rowFilled.length; r++) if (rowFilled[r]) lastRow = r;
        for (int c = 0; c < columnFilled.length; c++) if (columnFilled[c]) lastColumn = c;
        int readRows = Math.min(visible.rows(), Math.max(MIN_ROWS, lastRow + 1 + MARGIN));
        int readColumns = Math.min(visible.columns(), Math.max(MIN_COLUMNS, lastColumn + 1 + MARGIN));
        return new Range(visible.firstRow(), visible.firstRow() + readRows - 1, visible.firstColumn(), visible.firstColumn() + readColumns - 1);
    }

    /** Rows [fromRow, toRow) and columns [fromColumn, toColumn) of the visible block, counted from its corner. */
    private static Range block(Range visible, int fromRow, int toRow, int fromColumn, int toColumn) {
        return new Range(visible.firstRow() + fromRow, visible.firstRow() + toRow - 1,
                visible.firstColumn() + fromColumn, visible.firstColumn() + toColumn - 1);
    }

    /** One number for a cell's place, row and column. */
    static long key(int row, int column) {
        return ((long) row << 32) | (column & 0xffffffffL);
    }

    /** The first {@code max} characters of a text (whole code points), as a read of that many characters gives them. */
    static String firstCharacters(String text, int max) {
        if (text.codePointCount(0, text.length()) <= max) return text;
        return text.substring(0, text.offsetByCodePoints(0, Math.max(0, max)));
    }

    /** What a read of one of a block's edge cells gave that says how the others are named. */
    record EdgeCell(int row, int column, String name, String description, int childCount) {}

    /**
     * Whether every cell of a block is named by its address and holds nothing below it, as a spreadsheet's are ("B3"):
     * true when each of the block's edge cells is (its name its own address, no description, no children). Then the
     * other cells are not asked for their names: a sheet names a cell by where it is, not by what it holds.
     */
    static boolean namedByAddress(java.util.Collection<EdgeCell> edges) {
        if (edges.isEmpty()) return false;
        for (EdgeCell e : edges)
            if (!e.name().equals(new dev.flowwright.bridge.Node.Cell(e.row(), e.column()).address())
                    || !e.description().isEmpty() || e.childCount() != 0) return false;
        return true;
    }

    /**
     * What the cells of a block's first row and first column tell about the rest (a read asks each of the others only
     * for what the layout cannot give: its states, its name, its text from the scan). A cell's child index, when the
     * edge cells' indices lie on one plane ({@code index = first + rows × down + columns × across}, as a row-major
     * table's do); and a cell's box, when the first row's cells share one top and height and the first column's one
     * left and width: its column's left and width, its row's top and height. Otherwise each cell is asked.
     */
    record Layout(Range block, int first, int down, int across, boolean planar,
                  java.util.Map<Integer, Rect> columns, java.util.Map<Integer, Rect> rows) {

        /** From the edge cells' indices and boxes (by {@link #key}); missing ones make that part unknown. */
        static Layout of(Range block, java.util.Map<Long, Integer> indices, java.util.function.LongFunction<Rect> boxes) {
            int r0 = block.firstRow(), c0 = block.firstColumn();
            Integer first = indices.get(key(r0, c0));
            Integer below = indices.get(key(r0 + 1, c0));
            Integer right = indices.get(key(r0, c0 + 1));
            boolean planar = first != null && first >= 0;
            int down = planar && below != null ? below - first : 0;
            int across = planar && right != null ? right - first : 0;
            if (planar && (block.rows() > 1 && below == null || block.columns() > 1 && right == null)) planar = false;
            if (planar)
                for (java.util.Map.Entry<Long, Integer> e : indices.entrySet()) {
                    int r = (int) (e.getKey() >> 32), c = (int) (long) e.getKey();
                    if (e.getValue() == null || e.getValue() != first + (r - r0) * down + (c - c0) * across) planar = false;
                }
            java.util.Map<Integer, Rect> columns = new java.util.HashMap<>(), rows = new java.util.HashMap<>();
            Rect corner = boxes.apply(key(r0, c0));
            boolean aligned = corner != null;
            for (int c = c0; aligned && c <= block.lastColumn(); c++) {
                Rect b = boxes.apply(key(r0, c));
                if (b == null || b.y() != corner.y() || b.height() != corner.height()) aligned = false;
                else columns.put(c, b);
            }
            for (int r = r0; aligned && r <= block.lastRow(); r++) {
                Rect b = boxes.apply(key(r, c0));
                if (b == null || b.x() != corner.x() || b.width() != corner.width()) aligned = false;
                else rows.put(r, b);
            }
            if (!aligned) {
                columns.clear();
                rows.clear();
            }
            return new Layout(block, planar ? first : -1, down, across, planar, java.util.Map.copyOf(columns), java.util.Map.copyOf(rows));
        }

        /** The child index of the cell at {@code row, column}; -1 when the layout does not tell. */
        int index(int row, int column) {
            return planar ? first + (row - block.firstRow()) * down + (column - block.firstColumn()) * across : -1;
        }

        /** The box of the cell at {@code row, column}; null when the layout does not tell. */
        Rect box(int row, int column) {
            Rect col = columns.get(column), line = rows.get(row);
            return col == null || line == null ? null : new Rect(col.x(), line.y(), col.width(), line.height());
        }
    }
}
