package dev.flowwright.runtime.flow;

import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.Node;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The text of a flow file as code points with its line starts, so a problem inside a scalar (a
 * {@code ${name}} in the middle of a multi-line step) is reported at its own line and column.
 * Line breaks are counted as SnakeYAML counts them, so positions agree with its marks.
 */
final class SourceText {
    private final int[] codePoints;
    private final int[] lineStarts;

    SourceText(String text) {
        codePoints = text.codePoints().toArray();
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < codePoints.length; i++) {
            int c = codePoints[i];
            boolean lone = c == '\r' && (i + 1 >= codePoints.length || codePoints[i + 1] != '\n');
            if (c == '\n' || c == 0x85 || c == 0x2028 || c == 0x2029 || lone) starts.add(i + 1);
        }
        lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** 1-based {line, column} of a code point index. */
    int[] position(int index) {
        int at = Arrays.binarySearch(lineStarts, index);
        int line = at >= 0 ? at : -at - 2;
        return new int[]{line + 1, index - lineStarts[line] + 1};
    }

    static int[] position(Mark mark) {
        return mark == null ? new int[]{1, 1} : new int[]{mark.getLine() + 1, mark.getColumn() + 1};
    }

    /**
     * Where the {@code occurrence}-th (0-based) {@code literal} inside {@code node} is in the file;
     * the node's start when it cannot be found (an escaped form in a quoted scalar).
     */
    int[] positionInside(Node node, String literal, int occurrence) {
        Mark start = node.getStartMark();
        Mark end = node.getEndMark();
        if (start == null || end == null) return position(start);
        int[] needle = literal.codePoints().toArray();
        int seen = 0;
        int to = Math.min(end.getIndex(), codePoints.length) - needle.length;
        for (int i = start.getIndex(); i <= to; i++) {
            if (matchesAt(needle, i) && seen++ == occurrence) return position(i);
        }
        return position(start);
    }

    private boolean matchesAt(int[] needle, int at) {
        for (int j = 0; j < needle.length; j++) if (codePoints[at + j] != needle[j]) return false;
        return true;
    }
}
