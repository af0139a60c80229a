package dev.flowwright.runtime.flow;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.flow.VariableCheck.Use;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reading maps, keys and text out of YAML nodes while collecting problems at their positions:
 * duplicate and unknown keys, missing fields, wrong types, empty text. Also the budget of items a
 * file may expand to. What those maps mean is {@link FlowTreeReader}'s business.
 */
final class NodeReader {
    private final String label;
    private final List<FlowProblem> problems;
    private final VariableCheck variables;
    private int visited;
    private boolean tooBig;

    NodeReader(String label, List<FlowProblem> problems, VariableCheck variables) {
        this.label = label;
        this.problems = problems;
        this.variables = variables;
    }

    /** The fields of a step's payload map, or null (with a problem) when the payload is not a map. */
    Map<String, NodeTuple> payloadFields(String kind, Node node, List<String> allowed, String example) {
        if (!(node instanceof MappingNode map)) {
            problem(node, "`" + kind + "` should be a map, e.g. " + example + ", not " + describe(node));
            return null;
        }
        return fields(map, "`" + kind + "`", allowed);
    }

    /** Key → tuple; reports keys that are not text, duplicates and unknown keys (with the nearest known one). */
    Map<String, NodeTuple> fields(MappingNode map, String where, List<String> allowed) {
        Map<String, NodeTuple> out = new LinkedHashMap<>();
        for (NodeTuple t : map.getValue()) {
            if (!visit()) break;
            String key = key(t);
            if (key == null) continue;
            if (out.containsKey(key)) {
                int firstLine = SourceText.position(out.get(key).getKeyNode().getStartMark())[0];
                problem(t.getKeyNode(), "duplicate key `" + key + "` in " + where + " (first at line " + firstLine + ")");
                continue;
            }
            if (!allowed.contains(key)) {
                String hint = Suggestions.nearest(key, allowed).map(k -> "did you mean `" + k + "`? ").orElse("");
                problem(t.getKeyNode(), "unknown key `" + key + "` in " + where + "; " + hint + "expected " + String.join(", ", allowed));
                continue;
            }
            out.put(key, t);
        }
        return out;
    }

    String required(Map<String, NodeTuple> fields, String kind, String key, Node payload, Use use) {
        NodeTuple t = fields.get(key);
        if (t == null) {
            problem(payload, "`" + kind + "` needs `" + key + "`");
            return null;
        }
        return text(t.getValueNode(), "`" + kind + "." + key + "`", use);
    }

    String key(NodeTuple t) {
        if (t.getKeyNode() instanceof ScalarNode s && !isNull(s) && !s.getValue().isBlank()) return s.getValue();
        problem(t.getKeyNode(), "a key should be a word, not " + describe(t.getKeyNode()));
        return null;
    }

    /** The scalar's text as written (so "007" stays "007"), checked for variable use; null with a problem otherwise. */
    String text(Node node, String what, Use use) {
        if (!(node instanceof ScalarNode s)) {
            problem(node, what + " should be text, not " + describe(node));
            return null;
        }
        if (isNull(s) || s.getValue().isBlank()) {
            problem(node, what + " is empty");
            return null;
        }
        if (use != null) variables.check(s.getValue(), s, use);
        return s.getValue();
    }

    static boolean isNull(Node node) {
        return node instanceof ScalarNode s && s.getTag().equals(Tag.NULL);
    }

    static String describe(Node node) {
        if (node instanceof SequenceNode) return "a list";
        if (node instanceof MappingNode) return "a map";
        if (isNull(node)) return "empty";
        String v = ((ScalarNode) node).getValue();
        return "`" + (v.length() > 40 ? v.substring(0, 40) + "..." : v) + "`";
    }

    /** Counts one more item; past the limit (aliases expanding a file) reading stops with one problem. */
    boolean visit() {
        if (++visited <= Thresholds.MAX_FLOW_NODES) return true;
        if (!tooBig) {
            tooBig = true;
            problems.add(new FlowProblem(label, 1, 1, "the flow expands to more than " + Thresholds.MAX_FLOW_NODES
                    + " items (through aliases?); a flow is a short list of steps"));
        }
        return false;
    }

    void problem(Node node, String message) {
        int[] at = SourceText.position(node.getStartMark());
        problems.add(new FlowProblem(label, at[0], at[1], message));
    }
}
