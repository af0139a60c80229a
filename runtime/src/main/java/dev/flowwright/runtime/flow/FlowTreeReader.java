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
import java.util.stream.Collectors;

/**
 * Turns a composed YAML node tree into a {@link Flow}, collecting every problem on the way (not just
 * the first): the shape of the file, each step's kind and payload, and the variable rules
 * ({@link VariableCheck}). One instance reads one file.
 */
final class FlowTreeReader {
    static final List<String> TOP_KEYS = List.of("name", "app", "start", "vars", "steps");
    static final List<String> KINDS = List.of("do", "enter", "choose", "pick", "read", "verify", "wait_for",
            "stop_before", "open", "browse", "if", "repeat_until");

    private final String label;
    private final SourceText source;
    private final List<FlowProblem> problems = new ArrayList<>();
    private final VariableCheck variables;
    private int visited;
    private boolean tooBig;

    FlowTreeReader(String label, String text) {
        this.label = label;
        this.source = new SourceText(text);
        this.variables = new VariableCheck(label, source, problems);
    }

    FlowReading read(Node root) {
        if (root == null || isNull(root)) {
            problems.add(new FlowProblem(label, 1, 1, "the file is empty; a flow needs `steps:` with at least one step"));
            return FlowReading.failed(problems);
        }
        if (!(root instanceof MappingNode map)) {
            problem(root, "a flow is a map with `steps:` (and optionally name, app, start, vars), not " + describe(root));
            return FlowReading.failed(problems);
        }
        Map<String, NodeTuple> fields = fields(map, "the flow", TOP_KEYS);
        Map<String, String> vars = vars(fields.get("vars"));
        String name = optionalText(fields, "name", Use.TEXT);
        String app = optionalText(fields, "app", Use.TEXT);
        String start = optionalText(fields, "start", Use.TEXT);
        List<Step> steps = List.of();
        NodeTuple stepsField = fields.get("steps");
        if (stepsField == null) {
            problem(map, "a flow needs `steps:` with at least one step");
        } else {
            steps = steps(stepsField.getValueNode(), "steps");
        }
        variables.finish();
        if (!problems.isEmpty()) return FlowReading.failed(problems);
        return FlowReading.of(new Flow(name, app, start, vars, steps));
    }

    // ---- the top level ----

    private Map<String, String> vars(NodeTuple field) {
        Map<String, String> vars = new LinkedHashMap<>();
        if (field == null) return vars;
        Node node = field.getValueNode();
        if (isNull(node)) return vars;
        if (!(node instanceof MappingNode map)) {
            problem(node, "`vars` should be a map of names to default values, not " + describe(node));
            return vars;
        }
        for (NodeTuple t : map.getValue()) {
            String name = key(t);
            if (name == null) continue;
            if (!References.isName(name)) {
                problem(t.getKeyNode(), "`" + name + "` is not a variable name (letters, digits and _, not starting with a digit)");
                continue;
            }
            if (vars.containsKey(name)) {
                problem(t.getKeyNode(), "duplicate variable `" + name + "`");
                continue;
            }
            Node value = t.getValueNode();
            String text = "";
            if (value instanceof ScalarNode s && !isNull(s)) {
                text = s.getValue();
                variables.check(text, s, Use.VAR_DEFAULT);
            } else if (!isNull(value)) {
                problem(value, "the default of `" + name + "` should be text, not " + describe(value));
            }
            vars.put(name, text);
            variables.declare(name);
        }
        return vars;
    }

    private String optionalText(Map<String, NodeTuple> fields, String key, Use use) {
        NodeTuple t = fields.get(key);
        return t == null ? null : text(t.getValueNode(), "`" + key + "`", use);
    }

    // ---- steps ----

    private List<Step> steps(Node node, String where) {
        List<Step> steps = new ArrayList<>();
        if (!(node instanceof SequenceNode seq)) {
            problem(node, "`" + where + "` should be a list of steps (each starting with `-`), not " + describe(node));
            return steps;
        }
        if (seq.getValue().isEmpty()) {
            problem(node, "`" + where + "` has no steps; give at least one");
            return steps;
        }
        for (Node item : seq.getValue()) {
            if (!visit()) break;
            Step step = step(item);
            if (step != null) steps.add(step);
        }
        return steps;
    }

    private Step step(Node node) {
        if (node instanceof ScalarNode) {
            String text = text(node, "a step", Use.DO_TEXT);
            return text == null ? null : new Step.Do(text);
        }
        if (node instanceof SequenceNode) {
            problem(node, "a step is text or a map with one key naming its kind (e.g. `choose: {…}`), not a list");
            return null;
        }
        MappingNode map = (MappingNode) node;
        List<NodeTuple> tuples = map.getValue();
        if (tuples.isEmpty()) {
            problem(node, "a step map needs one key naming its kind (" + String.join(", ", KINDS) + ")");
            return null;
        }
        if (tuples.size() > 1) {
            String keys = tuples.stream().map(t -> t.getKeyNode() instanceof ScalarNode s ? s.getValue() : "?").collect(Collectors.joining(", "));
            problem(node, "a step has exactly one kind, but this one has " + tuples.size() + " keys (" + keys
                    + "); start each step on its own line with `-`");
            return null;
        }
        NodeTuple only = tuples.get(0);
        String kind = key(only);
        if (kind == null) return null;
        if (!KINDS.contains(kind)) {
            String hint = Suggestions.nearest(kind, KINDS).map(k -> "; did you mean `" + k + "`?").orElse("");
            problem(only.getKeyNode(), "unknown step kind `" + kind + "`" + hint + " (kinds: " + String.join(", ", KINDS) + ")");
            return null;
        }
        return payload(kind, only.getValueNode());
    }

    private Step payload(String kind, Node node) {
        return switch (kind) {
            case "do" -> textStep(kind, node, Use.DO_TEXT, Step.Do::new);
            case "verify" -> textStep(kind, node, Use.TEXT, Step.Verify::new);
            case "wait_for" -> textStep(kind, node, Use.TEXT, Step.WaitFor::new);
            case "stop_before" -> textStep(kind, node, Use.TEXT, Step.StopBefore::new);
            case "open" -> textStep(kind, node, Use.TEXT, Step.Open::new);
            case "browse" -> textStep(kind, node, Use.TEXT, Step.Browse::new);
            case "enter" -> enter(node);
            case "choose" -> choose(node);
            case "pick" -> pick(node);
            case "read" -> readStep(node);
            case "if" -> ifStep(node);
            case "repeat_until" -> repeatUntil(node);
            default -> throw new IllegalStateException("kind without a reader: " + kind);
        };
    }

    private Step textStep(String kind, Node node, Use use, java.util.function.Function<String, Step> make) {
        String text = text(node, "`" + kind + "`", use);
        return text == null ? null : make.apply(text);
    }

    private Step enter(Node node) {
        if (!(node instanceof MappingNode map) || map.getValue().isEmpty()) {
            problem(node, "`enter` should be a map of field names to text, e.g. `enter: { pincode: \"560001\" }`"
                    + (node instanceof MappingNode ? "; this one is empty" : ", not " + describe(node)));
            return null;
        }
        Map<String, String> slots = new LinkedHashMap<>();
        boolean ok = true;
        for (NodeTuple t : map.getValue()) {
            if (!visit()) return null;
            String slot = key(t);
            if (slot == null) { ok = false; continue; }
            variables.check(slot, t.getKeyNode(), Use.SLOT_NAME);
            if (slots.containsKey(slot)) {
                problem(t.getKeyNode(), "the field `" + slot + "` is entered twice in one step");
                ok = false;
                continue;
            }
            String text = text(t.getValueNode(), "the text for `" + slot + "`", Use.ENTER_VALUE);
            if (text == null) { ok = false; continue; }
            slots.put(slot, text);
        }
        return ok ? new Step.Enter(slots) : null;
    }

    private Step choose(Node node) {
        Map<String, NodeTuple> f = payloadFields("choose", node, List.of("what", "option"), "`choose: { what: trip type, option: One way }`");
        if (f == null) return null;
        String what = required(f, "choose", "what", node, Use.TEXT);
        String option = required(f, "choose", "option", node, Use.TEXT);
        return what == null || option == null ? null : new Step.Choose(what, option);
    }

    private Step pick(Node node) {
        Map<String, NodeTuple> f = payloadFields("pick", node, List.of("from", "by", "into"), "`pick: { from: the results, by: lowest price, into: flight }`");
        if (f == null) return null;
        String from = required(f, "pick", "from", node, Use.TEXT);
        String by = required(f, "pick", "by", node, Use.TEXT);
        String into = f.containsKey("into") ? into(f.get("into"), "pick", true) : null;
        boolean intoOk = !f.containsKey("into") || into != null;
        return from == null || by == null || !intoOk ? null : new Step.Pick(from, by, into);
    }

    private Step readStep(Node node) {
        Map<String, NodeTuple> f = payloadFields("read", node, List.of("what", "into"), "`read: { what: the total price, into: price }`");
        if (f == null) return null;
        String what = required(f, "read", "what", node, Use.TEXT);
        String into = null;
        if (!f.containsKey("into")) problem(node, "`read` needs `into` (the variable that keeps what was read)");
        else into = into(f.get("into"), "read", false);
        return what == null || into == null ? null : new Step.Read(what, into);
    }

    private String into(NodeTuple field, String kind, boolean byPick) {
        Node node = field.getValueNode();
        String name = text(node, "`" + kind + ".into`", null);
        if (name == null) return null;
        String bare = name.startsWith("${") && name.endsWith("}") ? name.substring(2, name.length() - 1) : null;
        if (bare != null && References.isName(bare)) {
            problem(node, "`into` takes a plain name: write `into: " + bare + "`, and `${" + bare + "}` where you use it");
            return null;
        }
        if (!References.isName(name)) {
            problem(node, "`" + name + "` is not a variable name (letters, digits and _, not starting with a digit)");
            return null;
        }
        variables.set(name, SourceText.position(node.getStartMark())[0], byPick);
        return name;
    }

    private Step ifStep(Node node) {
        Map<String, NodeTuple> f = payloadFields("if", node, List.of("condition", "then", "else"),
                "`if: { condition: a cookie banner is showing, then: [accept essential cookies only] }`");
        if (f == null) return null;
        String condition = required(f, "if", "condition", node, Use.CONDITION);
        VariableCheck.Scope before = variables.scope();
        List<Step> then = null;
        if (!f.containsKey("then")) problem(node, "`if` needs `then` (the steps to take when the condition holds)");
        else then = steps(f.get("then").getValueNode(), "then");
        VariableCheck.Scope afterThen = variables.scope();
        variables.restore(before);
        List<Step> otherwise = List.of();
        if (f.containsKey("else") && !isNull(f.get("else").getValueNode())) {
            Node elseNode = f.get("else").getValueNode();
            otherwise = elseNode instanceof SequenceNode s && s.getValue().isEmpty() ? List.of() : steps(elseNode, "else");
        }
        variables.join(afterThen, variables.scope());
        return condition == null || then == null ? null : new Step.If(condition, then, otherwise);
    }

    private Step repeatUntil(Node node) {
        Map<String, NodeTuple> f = payloadFields("repeat_until", node, List.of("condition", "steps", "max"),
                "`repeat_until: { condition: the basket shows 3 items, steps: [add one more packet], max: 5 }`");
        if (f == null) return null;
        List<Step> steps = null;
        if (!f.containsKey("steps")) problem(node, "`repeat_until` needs `steps` (the steps to repeat)");
        else steps = steps(f.get("steps").getValueNode(), "repeat_until.steps");
        // the condition is tested after each pass, so names its steps set are available to it
        String condition = required(f, "repeat_until", "condition", node, Use.CONDITION);
        int max = Step.RepeatUntil.DEFAULT_MAX;
        boolean maxOk = true;
        if (f.containsKey("max")) {
            Node m = f.get("max").getValueNode();
            Integer parsed = m instanceof ScalarNode s && s.getTag().equals(Tag.INT) ? parseInt(s.getValue()) : null;
            if (parsed == null) {
                problem(m, "`repeat_until.max` should be a whole number from 1 to " + Step.RepeatUntil.CAP + ", not " + describe(m));
                maxOk = false;
            } else if (parsed < 1 || parsed > Step.RepeatUntil.CAP) {
                problem(m, "`repeat_until.max` is " + parsed + "; it must be from 1 to " + Step.RepeatUntil.CAP
                        + (parsed > Step.RepeatUntil.CAP ? " (a loop repeats at most " + Step.RepeatUntil.CAP + " times)" : ""));
                maxOk = false;
            } else {
                max = parsed;
            }
        }
        return condition == null || steps == null || !maxOk ? null : new Step.RepeatUntil(condition, steps, max);
    }

    // ---- maps, keys and text ----

    /** The fields of a step's payload map, or null (with a problem) when the payload is not a map. */
    private Map<String, NodeTuple> payloadFields(String kind, Node node, List<String> allowed, String example) {
        if (!(node instanceof MappingNode map)) {
            problem(node, "`" + kind + "` should be a map, e.g. " + example + ", not " + describe(node));
            return null;
        }
        return fields(map, "`" + kind + "`", allowed);
    }

    /** Key → tuple; reports keys that are not text, duplicates and unknown keys (with the nearest known one). */
    private Map<String, NodeTuple> fields(MappingNode map, String where, List<String> allowed) {
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

    private String required(Map<String, NodeTuple> fields, String kind, String key, Node payload, Use use) {
        NodeTuple t = fields.get(key);
        if (t == null) {
            problem(payload, "`" + kind + "` needs `" + key + "`");
            return null;
        }
        return text(t.getValueNode(), "`" + kind + "." + key + "`", use);
    }

    private String key(NodeTuple t) {
        if (t.getKeyNode() instanceof ScalarNode s && !isNull(s) && !s.getValue().isBlank()) return s.getValue();
        problem(t.getKeyNode(), "a key should be a word, not " + describe(t.getKeyNode()));
        return null;
    }

    /** The scalar's text as written (so "007" stays "007"), checked for variable use; null with a problem otherwise. */
    private String text(Node node, String what, Use use) {
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

    private static boolean isNull(Node node) {
        return node instanceof ScalarNode s && s.getTag().equals(Tag.NULL);
    }

    private static String describe(Node node) {
        if (node instanceof SequenceNode) return "a list";
        if (node instanceof MappingNode) return "a map";
        if (isNull(node)) return "empty";
        String v = ((ScalarNode) node).getValue();
        return "`" + (v.length() > 40 ? v.substring(0, 40) + "…" : v) + "`";
    }

    private static Integer parseInt(String s) {
        try {
            return Integer.valueOf(s.trim().replace("_", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Counts one more item; past the limit (aliases expanding a file) reading stops with one problem. */
    private boolean visit() {
        if (++visited <= Thresholds.MAX_FLOW_NODES) return true;
        if (!tooBig) {
            tooBig = true;
            problems.add(new FlowProblem(label, 1, 1, "the flow expands to more than " + Thresholds.MAX_FLOW_NODES
                    + " items (through aliases?); a flow is a short list of steps"));
        }
        return false;
    }

    private void problem(Node node, String message) {
        int[] at = SourceText.position(node.getStartMark());
        problems.add(new FlowProblem(label, at[0], at[1], message));
    }
}
