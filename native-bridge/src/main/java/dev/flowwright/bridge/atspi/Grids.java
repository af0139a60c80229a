package dev.flowwright.bridge.atspi;

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
}
