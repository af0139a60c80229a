package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.flow.Suggestions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reading maps, keys, text and lists out of a recipe's YAML nodes while collecting every problem at its
 * position: duplicate and unknown keys (with the nearest known one), wrong types, empty text. What the
 * maps mean is {@link RecipeReader}'s business.
 */
final class RecipeNodes {
    private final String file;
    private final String text;
    final List<RecipeProblem> problems = new ArrayList<>();

    RecipeNodes(String file, String text) {
        this.file = file;
        this.text = text;
    }

    /** Key → value node of a map; null (with a problem) when the node is not a map. */
    Map<String, Node> map(Node node, String what, List<String> allowed) {
        return map(node, what, allowed, "key");
    }

    /** As {@link #map(Node, String, List)}; an unknown key is reported as an unknown {@code noun}. */
    Map<String, Node> map(Node node, String what, List<String> allowed, String noun) {
        if (!(node instanceof MappingNode map)) {
            problem(node, what + " should be a map, not " + describe(node));
            return null;
        }
        Map<String, Node> out = new LinkedHashMap<>();
        Map<String, Node> keys = new LinkedHashMap<>();
        for (NodeTuple t : map.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode k) || isNull(k) || k.getValue().isBlank()) {
                problem(t.getKeyNode(), "a key should be a word, not " + describe(t.getKeyNode()));
                continue;
            }
            String key = k.getValue();
            if (keys.containsKey(key)) {
                problem(k, "duplicate key `" + key + "` in " + what + " (first at line " + (keys.get(key).getStartMark().getLine() + 1) + ")");
                continue;
            }
            keys.put(key, k);
            if (!allowed.contains(key)) {
                String hint = Suggestions.nearest(key, allowed).map(n -> "did you mean `" + n + "`? ").orElse("");
                problem(k, "unknown " + noun + " `" + key + "` in " + what + "; " + hint + "expected " + String.join(", ", allowed));
                continue;
            }
            out.put(key, t.getValueNode());
        }
        return out;
    }

    /** The items of a list; null (with a problem) when the node is not a list. */
    List<Node> list(Node node, String what) {
        if (node instanceof SequenceNode seq) return seq.getValue();
        problem(node, what + " should be a list, not " + describe(node));
        return null;
    }

    /** The scalar's text as written; null (with a problem) when it is not text or is empty. */
    String text(Node node, String what) {
        if (!(node instanceof ScalarNode s)) {
            problem(node, what + " should be text, not " + describe(node));
            return null;
        }
        if (isNull(s) || s.getValue().isBlank()) {
            problem(node, what + " is empty");
            return null;
        }
        return s.getValue();
    }

    /** Optional text: null when the key is absent or the value is YAML null. */
    String optionalText(Map<String, Node> fields, String key, String what) {
        Node n = fields.get(key);
        if (n == null || isNull(n)) return null;
        return text(n, what);
    }

    static boolean isNull(Node node) {
        return node instanceof ScalarNode s && s.getTag().equals(Tag.NULL);
    }

    static String describe(Node node) {
        if (node == null) return "nothing";
        if (node instanceof SequenceNode) return "a list";
        if (node instanceof MappingNode) return "a map";
        if (isNull(node)) return "empty";
        String v = ((ScalarNode) node).getValue();
        return "`" + (v.length() > 40 ? v.substring(0, 40) + "..." : v) + "`";
    }

    void problem(Node node, String message) {
        Mark m = node == null ? null : node.getStartMark();
        problems.add(new RecipeProblem(file, m == null ? 1 : m.getLine() + 1, m == null ? 1 : m.getColumn() + 1, message));
    }

    /** A problem at {@code literal} inside a scalar, found in the file's text when it can be (else at the scalar). */
    void problemInside(Node node, String literal, String message) {
        Mark start = node.getStartMark();
        Mark end = node.getEndMark();
        if (text != null && start != null && end != null) {
            int points = text.codePointCount(0, text.length());
            int from = text.offsetByCodePoints(0, Math.min(start.getIndex(), points));
            int to = text.offsetByCodePoints(0, Math.min(end.getIndex(), points));
            int at = text.indexOf(literal, from);
            if (at >= 0 && at < to) {
                int line = 1, col = 1;
                for (int i = 0; i < at; i++) {
                    char c = text.charAt(i);
                    if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                        line++;
                        col = 1;
                    } else if (!Character.isLowSurrogate(c)) {
                        col++;
                    }
                }
                problems.add(new RecipeProblem(file, line, col, message));
                return;
            }
        }
        problem(node, message);
    }
}
