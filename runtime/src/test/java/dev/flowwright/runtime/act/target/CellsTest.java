package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Which cell a step's words name: by address, beside another cell, or where a column and a row header meet. */
class CellsTest {

    /**
     * Month | Amount | Total          (row 1: the column headers)
     * January | 120 | 
     * March | 45 |
     * April | 60 | March            (a cell that reads like a row header)
     */
    private static Screen sheet() {
        String[][] values = {{"Month", "Amount", "Total"}, {"January", "120", ""}, {"March", "45", ""}, {"April", "60", "March"}};
        List<Element> cells = new ArrayList<>();
        cells.add(new Element("e1", "button", "Save", "", null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(), Map.of()));
        for (int r = 0; r < values.length; r++) {
            for (int c = 0; c < 3; c++) {
                Map<String, String> hints = new LinkedHashMap<>();
                String address = (char) ('A' + c) + Integer.toString(r + 1);
                hints.put("cell", address);
                hints.put("row", Integer.toString(r + 1));
                hints.put("column", Integer.toString(c + 1));
                if (r > 0) hints.put("columnHeader", values[0][c]);
                if (r > 0 && c > 0) hints.put("rowHeader", values[r][0]);
                cells.add(new Element("e" + (cells.size() + 1), "cell", address, "", values[r][c], Set.of(),
                        Set.of(ElementAction.CLICK, ElementAction.SET_VALUE), null, List.of(), hints));
            }
        }
        return new Screen("soffice", "budget - LibreOffice Calc", null, SurfaceKind.WINDOW, cells, List.of(), List.of());
    }

    private static Optional<String> named(String words) {
        return Cells.named(sheet(), words).map(e -> e.hint("cell"));
    }

    /** A sheet read where it is in use says when a step names a cell in so many words that it does not show. */
    @Test
    void aCellNamedByAddressThatTheScreenLacksIsMissing() {
        assertThat(Cells.namesMissing(sheet(), "cell H9")).isTrue();
        assertThat(Cells.namesMissing(sheet(), "type 7 into cell h9")).isTrue();
        assertThat(Cells.namesMissing(sheet(), "cell B3")).as("shown").isFalse();
        assertThat(Cells.namesMissing(sheet(), "B12")).as("a bare identifier may be anything: only 'cell X' says a cell").isFalse();
        assertThat(Cells.namesMissing(sheet(), "the Amount for March")).isFalse();
        Screen noCells = new Screen("gedit", "notes", null, SurfaceKind.WINDOW, List.of(), List.of(), List.of());
        assertThat(Cells.namesMissing(noCells, "cell H9")).as("nothing to say without cells").isFalse();
        assertThat(Cells.missingAddress(sheet(), "type 7 into cell k120")).contains("K120");
        assertThat(Cells.explicitAddress("into cell k120")).contains("K120");
        assertThat(Cells.explicitAddress("SKU B12")).as("only 'cell X' is an address said as one").isEmpty();
    }

    @Test
    void aCellIsNamedByItsAddress() {
        assertThat(named("cell B3")).contains("B3");
        assertThat(named("cell b3")).contains("B3");
        assertThat(named("B4")).contains("B4");
        assertThat(named("the value in cell C2")).contains("C2");
        assertThat(named("cell Z99")).as("an address the screen does not show").isEmpty();
    }

    @Test
    void aCellIsNamedBesideAnother() {
        assertThat(named("the cell under Total")).contains("C2");
        assertThat(named("the cell below \"Amount\"")).contains("B2");
        assertThat(named("the cell right of January")).contains("B2");
        assertThat(named("the cell to the left of 45")).contains("A3");
        assertThat(named("the cell above B3")).contains("B2");
        assertThat(named("the cell next to March")).as("two cells read March: not settled here").isEmpty();
        assertThat(named("the cell under Nothing")).isEmpty();
    }

    @Test
    void aCellIsNamedWhereAColumnHeaderMeetsARowHeader() {
        assertThat(named("the Amount column of the row for March")).contains("B3");
        assertThat(named("the Amount of April")).contains("B4");
        assertThat(named("April's amount")).contains("B4");
        assertThat(named("the Total for January")).contains("C2");
        assertThat(named("the total")).as("no row named").isEmpty();
        assertThat(named("the Amount and the Total of March")).as("two columns named").isEmpty();
    }

    @Test
    void wordsThatNameNoCellNameNone() {
        assertThat(named("the Save button")).isEmpty();
        assertThat(named("")).isEmpty();
        Screen noCells = new Screen("gedit", "x", null, SurfaceKind.WINDOW, List.of(), List.of(), List.of());
        assertThat(Cells.named(noCells, "cell B3")).isEmpty();
    }

    @Test
    void aPressNamesACellOnlyWhenItsWordsSpeakOfOne() {
        assertThat(Cells.pressed(sheet(), "select the cell under Total").map(e -> e.hint("cell"))).contains("C2");
        assertThat(Cells.pressed(sheet(), "sort the Amount of March")).as("no word for a cell: a control is meant").isEmpty();
    }
}
