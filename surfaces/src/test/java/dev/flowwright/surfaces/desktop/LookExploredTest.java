package dev.flowwright.surfaces.desktop;

import dev.flowwright.bridge.Node;
import dev.flowwright.bridge.NodePath;
import dev.flowwright.bridge.Rect;
import dev.flowwright.runtime.screen.Element;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sheet read where it is in use leaves its table unexplored; read whole, the cells it had left out join the look
 * with refs of their own, and the elements the look had keep theirs (docs/desktop.md#spreadsheets-and-large-tables).
 */
class LookExploredTest {
    private static final int PID = 42;
    private static final Set<String> CELL_STATES = Set.of("showing", "visible", "enabled", "editable", "selectable", "focusable", "transient");

    private static NodePath path(int... indices) {
        return new NodePath(PID, indices);
    }

    private static Node cell(int row, int column, String text) {
        String address = (char) ('A' + column) + Integer.toString(row + 1);
        return new Node(path(0, 0, row * 16384 + column), "table cell", address, "", CELL_STATES, List.of(),
                new Rect(100 + 80 * column, 100 + 17 * row, 80, 17), text, false, null, false, 0, List.of(), new Node.Cell(row, column));
    }

    /** A window with a Save button and a sheet whose read cells are {@code rows} × {@code columns}. */
    private static Node window(int rows, int columns) {
        List<Node> cells = new ArrayList<>();
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < columns; c++) cells.add(cell(r, c, r == 0 ? "Head " + c : c < 2 ? Integer.toString(r * 10 + c) : ""));
        Node table = new Node(path(0, 0), "table", "Sheet1", "", Set.of("showing", "visible", "manages-descendants"), List.of(),
                new Rect(100, 100, 1400, 800), null, false, null, true, Integer.MAX_VALUE, cells);
        Node save = new Node(path(0, 1), "push button", "Save", "", Set.of("showing", "visible", "enabled"), List.of("press"),
                new Rect(10, 10, 40, 20), null, false, null, false, 0, List.of());
        return new Node(path(0), "frame", "budget.fods - LibreOffice Calc", "", Set.of("showing", "visible", "active"), List.of(),
                new Rect(0, 0, 1600, 1000), null, false, null, false, 2, List.of(table, save));
    }

    @Test
    void theCellsASheetLeftOutJoinTheLookAndTheOthersKeepTheirRefs() {
        Look look = Look.of("soffice", window(5, 4), 1);
        assertThat(look.screen.elements()).as("the cells in use are elements").anyMatch(e -> "D5".equals(e.hint("cell")));
        assertThat(look.screen.unexplored()).hasSize(1);
        String grid = look.screen.unexplored().get(0);
        Map<String, String> before = look.screen.elements().stream().collect(Collectors.toMap(Element::ref, Element::label));

        Node whole = window(5, 9).children().get(0);
        Look more = look.explored(grid, whole).orElseThrow();

        Map<String, Element> byAddress = more.screen.elements().stream().filter(e -> e.hint("cell") != null)
                .collect(Collectors.toMap(e -> e.hint("cell"), Function.identity()));
        assertThat(byAddress).containsKeys("H3", "I5").hasSize(45);
        before.forEach((ref, label) -> assertThat(more.screen.byRef(ref)).as(ref).hasValueSatisfying(e -> assertThat(e.label()).isEqualTo(label)));
        assertThat(more.node(byAddress.get("H3").ref()).cell()).isEqualTo(new Node.Cell(2, 7));
        assertThat(more.screen.elements()).extracting(Element::ref).doesNotHaveDuplicates();
        assertThat(more.screen.unexplored()).as("the table is read now").isEmpty();
        assertThat(look.explored("e1", whole)).as("a ref that names no table").isEmpty();
    }
}
