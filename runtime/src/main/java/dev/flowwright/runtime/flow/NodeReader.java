package dev.flowwright.runtime.flow;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.flow.VariableCheck.Use;
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
 * Reading maps, keys, text and lists out of the YAML nodes of a flow or a recipe file while collecting
 * every problem at its position: duplicate and unknown keys (with the nearest known one), missing
 * fields, wrong types, empty text, and the budget of items a file may expand to. What those maps mean
 * is {@link FlowTreeReader}'s or the recipe reader's business.
 */
public final class NodeReader {
    private final String label;
    private final String kind;
    private final SourceText source;
    private final List<FileProblem> problems;
    private final VariableCheck variables;
    private int visited;
    private boolean tooBig;

    NodeReader(String label, SourceText source, List<FileProblem> problems, VariableCheck variables) {
        this(label, "flow", source, problems, variables);
    }

    /** A reader for a recipe file's nodes ({@code text} is the file, for positions inside scalars). */
    public NodeReader(String label, String text) {
        this(label, "recipe", new SourceText(text == null ? "" : text), new ArrayList<>(), null);
    }

    private NodeReader(String label, String kind, SourceText source, List<FileProblem> problems, VariableCheck variables) {
        this.label = label;
        this.kind = kind;
        this.source = source;
        this.problems = problems;
        this.variables = variables;
    }

    /** Every problem found so far, in the order found. */
    public List<FileProblem> problems() {
        return problems;
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
        return fields(map, where, allowed, "key");
    }

    private Map<String, NodeTuple> fields(MappingNode map, String where, List<String> allowed, String noun) {
        Map<String, NodeTuple> out = new LinkedHashMap<>();
        Map<String, NodeTuple> seen = new LinkedHashMap<>();
        for (NodeTuple t : map.getValue()) {
            if (!visit()) break;
            String key = key(t);
            if (key == null) continue;
            if (seen.containsKey(key)) {
                int firstLine = SourceText.position(seen.get(key).getKeyNode().getStartMark())[0];
                problem(t.getKeyNode(), "duplicate key `" + key + "` in " + where + " (first at line " + firstLine + ")");
                continue;
            }
            seen.put(key, t);
            if (!allowed.contains(key)) {
                String hint = Suggestions.nearest(key, allowed).map(k -> "did you mean `" + k + "`? ").orElse("");
                problem(t.getKeyNode(), "unknown " + noun + " `" + key + "` in " + where + "; " + hint + "expected " + String.join(", ", allowed));
                continue;
            }
            out.put(key, t);
        }
        return out;
    }

    /** Key → value node of a map; null (with a problem) when the node is not a map. */
    public Map<String, Node> map(Node node, String what, List<String> allowed) {
        return map(node, what, allowed, "key");
    }

    /** As {@link #map(Node, String, List)}; an unknown key is reported as an unknown {@code noun}. */
    public Map<String, Node> map(Node node, String what, List<String> allowed, String noun) {
        if (!(node instanceof MappingNode map)) {
            problem(node, what + " should be a map, not " + describe(node));
            return null;
        }
        Map<String, Node> out = new LinkedHashMap<>();
        fields(map, what, allowed, noun).forEach((k, t) -> out.put(k, t.getValueNode()));
        return out;
    }

    /** The items of a list; null (with a problem) when the node is not a list. */
    public List<Node> list(Node node, String what) {
        if (node instanceof SequenceNode seq) return seq.getValue();
        problem(node, what + " should be a list, not " + describe(node));
        return null;
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

    /** The scalar's text as written (so "007" stays "007"); null (with a problem) when it is not text or is empty. */
    public String text(Node node, String what) {
        return text(node, what, null);
    }

    /** As {@link #text(Node, String)}, and checked for variable use when {@code use} is given. */
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

    /** Optional text: null when the key is absent or the value is YAML null. */
    public String optionalText(Map<String, Node> fields, String key, String what) {
        Node n = fields.get(key);
        if (n == null || isNull(n)) return null;
        return text(n, what);
    }

    public static boolean isNull(Node node) {
        return node instanceof ScalarNode s && s.getTag().equals(Tag.NULL);
    }

    public static String describe(Node node) {
        if (node == null) return "nothing";
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
            problems.add(new FileProblem(label, 1, 1, "the " + kind + " expands to more than " + Thresholds.MAX_FLOW_NODES
                    + " items (through aliases?); a " + kind + " is a short list of steps"));
        }
        return false;
    }

    /** A problem at the start of {@code node} (the file's start when there is no node). */
    public void problem(Node node, String message) {
        int[] at = SourceText.position(node == null ? null : node.getStartMark());
        problems.add(new FileProblem(label, at[0], at[1], message));
    }

    /** A problem at {@code literal} inside a scalar, found in the file's text when it can be (else at the scalar). */
    public void problemInside(Node node, String literal, String message) {
        int[] at = source.positionInside(node, literal, 0);
        problems.add(new FileProblem(label, at[0], at[1], message));
    }
}
