package dev.flowwright.bridge.atspi;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Which cells of a large table are read: what shows, scanned from the corner, in full only where in use. */
class GridsTest {

    /** A sheet of 40 visible rows by 22 columns whose cells below and right of {@code rows} × {@code columns} are empty. */
    private static final class Sheet implements Grids.TextScan {
        final boolean[][] data = new boolean[40][22];
        final List<Grids.Range> scanned = new ArrayList<>();
        int cellsScanned;

        Sheet fill(int rows, int columns) {
            for (int r = 0; r < rows; r++) for (int c = 0; c < columns; c++) data[r][c] = true;
            return this;
        }

        @Override
        public boolean[][] filled(Grids.Range block) {
            scanned.add(block);
            boolean[][] f = new boolean[block.rows()][block.columns()];
            for (int r = 0; r < block.rows(); r++)
                for (int c = 0; c < block.columns(); c++) {
                    f[r][c] = data[block.firstRow() + r][block.firstColumn() + c];
                    cellsScanned++;
                }
            return f;
        }
    }

    private static final Grids.Range SCREEN = new Grids.Range(0, 39, 0, 21);

    @Test
    void aSmallTableIsScannedOnceAndReadWithAMarginForTheNextEntry() {
        Sheet sheet = new Sheet().fill(6, 3);
        Grids.Range read = Grids.inUse(SCREEN, sheet);
        assertThat(sheet.cellsScanned).isEqualTo(Grids.SCAN_ROWS * Grids.SCAN_COLUMNS);
        assertThat(read).isEqualTo(new Grids.Range(0, 7, 0, 4));
    }

    @Test
    void anEmptySheetStillHasItsFirstCellsToTypeInto() {
        Grids.Range read = Grids.inUse(SCREEN, new Sheet());
        assertThat(read.rows()).isEqualTo(Grids.MIN_ROWS);
        assertThat(read.columns()).isEqualTo(Grids.MIN_COLUMNS);
    }

    @Test
    void dataReachingTheLastRowScannedIsFollowedDownAndRightToWhereItEnds() {
        Sheet sheet = new Sheet().fill(30, 10);
        Grids.Range read = Grids.inUse(SCREEN, sheet);
        assertThat(read).isEqualTo(new Grids.Range(0, 31, 0, 11));
        assertThat(sheet.cellsScanned).as("never the whole visible block").isLessThan(40 * 22);
    }

    @Test
    void nothingPastWhatShowsIsRead() {
        Sheet sheet = new Sheet().fill(40, 22);
        Grids.Range read = Grids.inUse(SCREEN, sheet);
        assertThat(read).isEqualTo(SCREEN);
    }

    @Test
    void theVisibleBlockComesFromTheCornersAndAShortTableEndsAtItsLastRow() {
        assertThat(Grids.visible(3, 1, 42, 22, 1_048_576, 16_384)).isEqualTo(new Grids.Range(3, 42, 1, 22));
        assertThat(Grids.visible(0, 0, -1, -1, 7, 3)).isEqualTo(new Grids.Range(0, 6, 0, 2));
        assertThat(Grids.visible(-1, -1, 5, 5, 10, 10)).isNull();
        assertThat(Grids.visible(0, 0, -1, -1, 1_048_576, 16_384).rows()).isEqualTo(Grids.MAX_VISIBLE);
    }

    @Test
    void onlyTablesThatManageTheirCellsOrHaveTooManyAreReadFromWhatShows() {
        Set<String> table = Set.of(TreeWalk.TABLE);
        assertThat(Grids.isLarge(table, Set.of("manages-descendants"), 12)).isTrue();
        assertThat(Grids.isLarge(table, Set.of(), Integer.MAX_VALUE)).isTrue();
        assertThat(Grids.isLarge(table, Set.of(), 40)).isFalse();
        assertThat(Grids.isLarge(Set.of(), Set.of("manages-descendants"), Integer.MAX_VALUE)).as("a list without the table interface").isFalse();
    }

    @Test
    void belowTheWindowAVisibleChildOfAShowingParentDoesNotShow() {
        // GTK 3 and LibreOffice: a shut menu's items are visible, not showing, under a showing menu
        assertThat(TreeWalk.onScreen(Set.of("visible"), Set.of("showing", "visible"), 5)).isFalse();
        assertThat(TreeWalk.onScreen(Set.of("visible", "showing"), Set.of("showing", "visible"), 5)).isTrue();
        // GTK 4 never says showing below the window: visible is all there is
        assertThat(TreeWalk.onScreen(Set.of("visible"), Set.of("visible"), 5)).isTrue();
        assertThat(TreeWalk.onScreen(Set.of("visible"), Set.of("showing", "visible", "active"), 1)).as("a child of the window").isTrue();
        assertThat(TreeWalk.onScreen(Set.of(), Set.of("visible"), 5)).isFalse();
    }

    @Test
    void aMenuWhoseFirstItemIsVisibleButNotDrawnIsShut() {
        Set<String> menuInABar = Set.of("showing", "visible", "selectable");
        assertThat(TreeWalk.shutMenu(Set.of("visible", "enabled"), menuInABar, 5)).isTrue();
        assertThat(TreeWalk.shutMenu(Set.of("visible", "showing"), menuInABar, 5)).as("an open menu's item").isFalse();
        // a hidden first item says nothing about the others: they are read
        assertThat(TreeWalk.shutMenu(Set.of("enabled"), menuInABar, 5)).isFalse();
        // GTK 4 never says showing: a visible item under a merely visible menu is drawn
        assertThat(TreeWalk.shutMenu(Set.of("visible"), Set.of("visible"), 5)).isFalse();
    }

    // ---- what the edge cells tell about the rest ----

    @Test
    void anAddressIsACellAndACellItsAddress() {
        assertThat(dev.flowwright.bridge.Node.Cell.of("b3")).contains(new dev.flowwright.bridge.Node.Cell(2, 1));
        assertThat(dev.flowwright.bridge.Node.Cell.of("AB120")).contains(new dev.flowwright.bridge.Node.Cell(119, 27));
        for (String a : java.util.List.of("A1", "Z9", "AA10", "XFD1048576"))
            assertThat(dev.flowwright.bridge.Node.Cell.of(a).orElseThrow().address()).isEqualTo(a);
        assertThat(dev.flowwright.bridge.Node.Cell.of("B0")).isEmpty();
        assertThat(dev.flowwright.bridge.Node.Cell.of("Total")).isEmpty();
    }

    @Test
    void cellsAreNamedByTheirAddressOnlyWhenEveryEdgeCellIs() {
        java.util.List<Grids.EdgeCell> sheet = java.util.List.of(new Grids.EdgeCell(0, 0, "A1", "", 0),
                new Grids.EdgeCell(0, 27, "AB1", "", 0), new Grids.EdgeCell(9, 0, "A10", "", 0));
        assertThat(Grids.namedByAddress(sheet)).isTrue();
        // a grid named by what its cells hold (a list's rows), one described, one with children, none read
        assertThat(Grids.namedByAddress(java.util.List.of(new Grids.EdgeCell(0, 0, "A1", "", 0), new Grids.EdgeCell(0, 1, "Amount", "", 0)))).isFalse();
        assertThat(Grids.namedByAddress(java.util.List.of(new Grids.EdgeCell(1, 1, "B2", "a note", 0)))).isFalse();
        assertThat(Grids.namedByAddress(java.util.List.of(new Grids.EdgeCell(1, 1, "B2", "", 1)))).isFalse();
        assertThat(Grids.namedByAddress(java.util.List.of())).isFalse();
    }

    private static final Grids.Range BLOCK = new Grids.Range(10, 13, 2, 4);

    /** The edge cells (first row, first column) of {@link #BLOCK} of a row-major sheet with {@code width} columns and 20 × 17 px cells. */
    private static java.util.Map<Long, Integer> rowMajor(int width) {
        java.util.Map<Long, Integer> indices = new java.util.HashMap<>();
        for (int r = BLOCK.firstRow(); r <= BLOCK.lastRow(); r++)
            for (int c = BLOCK.firstColumn(); c <= BLOCK.lastColumn(); c++)
                if (r == BLOCK.firstRow() || c == BLOCK.firstColumn()) indices.put(Grids.key(r, c), r * width + c);
        return indices;
    }

    private static dev.flowwright.bridge.Rect box(long key) {
        int r = (int) (key >> 32), c = (int) key;
        return new dev.flowwright.bridge.Rect(100 + 80 * c, 50 + 17 * r, 80, 17);
    }

    @Test
    void aRowMajorTablesIndicesAndBoxesAreTakenFromItsFirstRowAndColumn() {
        Grids.Layout layout = Grids.Layout.of(BLOCK, rowMajor(1024), GridsTest::box);
        assertThat(layout.index(12, 3)).isEqualTo(12 * 1024 + 3);
        assertThat(layout.index(13, 4)).isEqualTo(13 * 1024 + 4);
        assertThat(layout.box(12, 3)).isEqualTo(box(Grids.key(12, 3)));
    }

    @Test
    void indicesOffThePlaneOrMissingAreAskedCellByCell() {
        java.util.Map<Long, Integer> odd = rowMajor(1024);
        odd.put(Grids.key(13, 2), 7); // a column's last index not where the others put it
        assertThat(Grids.Layout.of(BLOCK, odd, GridsTest::box).index(12, 3)).isEqualTo(-1);
        java.util.Map<Long, Integer> gap = rowMajor(1024);
        gap.remove(Grids.key(10, 3));
        assertThat(Grids.Layout.of(BLOCK, gap, GridsTest::box).index(12, 4)).isEqualTo(-1);
        assertThat(Grids.Layout.of(BLOCK, java.util.Map.of(), GridsTest::box).index(11, 3)).isEqualTo(-1);
    }

    @Test
    void boxesThatDoNotLineUpAreAskedCellByCell() {
        // the first row's third cell sits lower than the first (a merged cell, a ragged grid)
        Grids.Layout ragged = Grids.Layout.of(BLOCK, rowMajor(1024), key -> key == Grids.key(10, 4)
                ? new dev.flowwright.bridge.Rect(420, 60, 80, 17) : box(key));
        assertThat(ragged.box(12, 3)).isNull();
        Grids.Layout unknown = Grids.Layout.of(BLOCK, rowMajor(1024), key -> key == Grids.key(12, 2) ? null : box(key));
        assertThat(unknown.box(13, 4)).isNull();
        assertThat(unknown.index(13, 4)).as("the indices still tell").isEqualTo(13 * 1024 + 4);
    }

    @Test
    void aLongTextIsCutAtWholeCharacters() {
        assertThat(Grids.firstCharacters("Total", 10)).isEqualTo("Total");
        assertThat(Grids.firstCharacters("Total", 3)).isEqualTo("Tot");
        assertThat(Grids.firstCharacters("a😀b", 2)).isEqualTo("a😀");
    }
}
