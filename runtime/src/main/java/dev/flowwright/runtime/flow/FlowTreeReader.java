package dev.flowwright.runtime.flow;

import dev.flowwright.runtime.flow.VariableCheck.Use;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

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
    static final List<String> TOP_KEYS = List.of("name", "app", "start", "vars", "allow", "steps");
    static final List<String> KINDS = List.of("do", "enter", "choose", "pick", "read", "verify", "wait_for",
            "stop_before", "open", "browse", "if", "repeat_until");

    private final String label;
    private final SourceText source;
    private final List<FileProblem> problems = new ArrayList<>();
    private final VariableCheck variables;
    private final NodeReader nodes;

    FlowTreeReader(String label, String text) {
        this.label = label;
        this.source = new SourceText(text);
        this.variables = new VariableCheck(label, source, problems);
        this.nodes = new NodeReader(label, source, problems, variables);
    }

    FlowReading read(Node root) {
        if (root == null || NodeReader.isNull(root)) {
            problems.add(new FileProblem(label, 1, 1, "the file is empty; a flow needs `steps:` with at least one step"));
            return FlowReading.failed(problems);
        }
        if (!(root instanceof MappingNode map)) {
            nodes.problem(root, "a flow is a map with `steps:` (and optionally name, app, start, vars, allow), not " + NodeReader.describe(root));
            return FlowReading.failed(problems);
        }
        Map<String, NodeTuple> fields = nodes.fields(map, "the flow", TOP_KEYS);
        Map<String, String> vars = vars(fields.get("vars"));
        String name = optionalText(fields, "name", Use.TEXT);
        String app = optionalText(fields, "app", Use.TEXT);
        String start = optionalText(fields, "start", Use.TEXT);
        List<String> allow = allow(fields.get("allow"));
        List<Step> steps = List.of();
        NodeTuple stepsField = fields.get("steps");
        if (stepsField == null) {
            nodes.problem(map, "a flow needs `steps:` with at least one step");
        } else {
            steps = steps(stepsField.getValueNode(), "steps");
        }
        variables.finish();
        if (!problems.isEmpty()) return FlowReading.failed(problems);
        return FlowReading.of(new Flow(name, app, start, vars, steps, allow));
    }

    // ---- the top level ----

    private Map<String, String> vars(NodeTuple field) {
        Map<String, String> vars = new LinkedHashMap<>();
        if (field == null) return vars;
        Node node = field.getValueNode();
        if (NodeReader.isNull(node)) return vars;
        if (!(node instanceof MappingNode map)) {
            nodes.problem(node, "`vars` should be a map of names to default values, not " + NodeReader.describe(node));
            return vars;
        }
        for (NodeTuple t : map.getValue()) {
            String name = nodes.key(t);
            if (name == null) continue;
            if (!References.isName(name)) {
                nodes.problem(t.getKeyNode(), "`" + name + "` is not a variable name (letters, digits and _, not starting with a digit)");
                continue;
            }
            if (vars.containsKey(name)) {
                nodes.problem(t.getKeyNode(), "duplicate variable `" + name + "`");
                continue;
            }
            Node value = t.getValueNode();
            String text = "";
            if (value instanceof ScalarNode s && !NodeReader.isNull(s)) {
                text = s.getValue();
                variables.check(text, s, Use.VAR_DEFAULT);
            } else if (!NodeReader.isNull(value)) {
                nodes.problem(value, "the default of `" + name + "` should be text, not " + NodeReader.describe(value));
            }
            vars.put(name, text);
            variables.declare(name);
        }
        return vars;
    }

    /**
     * {@code allow: [submit, Place order]}: the author's explicit permission, a list of fixed words
     * (no variables: what a flow may press is decided when it is written, not by what a run is given).
     */
    private List<String> allow(NodeTuple field) {
        List<String> out = new ArrayList<>();
        if (field == null) return out;
        Node node = field.getValueNode();
        if (NodeReader.isNull(node)) return out;
        String example = "e.g. `allow: [submit]` or `allow: [sign out, Place order]`";
        if (node instanceof ScalarNode s) {
            nodes.problem(node, "`allow` is a list: write `allow: [" + s.getValue().strip() + "]`");
            return out;
        }
        if (!(node instanceof SequenceNode seq)) {
            nodes.problem(node, "`allow` should be a list of hard words or control names this flow may press, " + example
                    + ", not " + NodeReader.describe(node));
            return out;
        }
        for (Node item : seq.getValue()) {
            if (!(item instanceof ScalarNode s) || NodeReader.isNull(s) || s.getValue().isBlank()) {
                nodes.problem(item, "each `allow` entry is a word or a control's name, " + example + ", not " + NodeReader.describe(item));
                continue;
            }
            String word = s.getValue().strip();
            if (word.contains("${")) {
                nodes.problem(item, "`allow` takes fixed words, not variables: what a flow may press is written in the flow");
                continue;
            }
            if (out.stream().anyMatch(w -> w.equalsIgnoreCase(word))) {
                nodes.problem(item, "`" + word + "` is allowed twice");
                continue;
            }
            out.add(word);
        }
        return out;
    }

    private String optionalText(Map<String, NodeTuple> fields, String key, Use use) {
        NodeTuple t = fields.get(key);
        return t == null ? null : nodes.text(t.getValueNode(), "`" + key + "`", use);
    }

    // ---- steps ----

    private List<Step> steps(Node node, String where) {
        List<Step> steps = new ArrayList<>();
        if (!(node instanceof SequenceNode seq)) {
            nodes.problem(node, "`" + where + "` should be a list of steps (each starting with `-`), not " + NodeReader.describe(node));
            return steps;
        }
        if (seq.getValue().isEmpty()) {
            nodes.problem(node, "`" + where + "` has no steps; give at least one");
            return steps;
        }
        for (Node item : seq.getValue()) {
            if (!nodes.visit()) break;
            Step step = step(item);
            if (step != null) steps.add(step);
        }
        return steps;
    }

    private Step step(Node node) {
        if (node instanceof ScalarNode) {
            String text = nodes.text(node, "a step", Use.DO_TEXT);
            return text == null ? null : new Step.Do(text);
        }
        if (node instanceof SequenceNode) {
            nodes.problem(node, "a step is text or a map with one key naming its kind (e.g. `choose: {...}`), not a list");
            return null;
        }
        MappingNode map = (MappingNode) node;
        List<NodeTuple> tuples = map.getValue();
        if (tuples.isEmpty()) {
            nodes.problem(node, "a step map needs one key naming its kind (" + String.join(", ", KINDS) + ")");
            return null;
        }
        if (tuples.size() > 1) {
            String keys = tuples.stream().map(t -> t.getKeyNode() instanceof ScalarNode s ? s.getValue() : "?").collect(Collectors.joining(", "));
            nodes.problem(node, "a step has exactly one kind, but this one has " + tuples.size() + " keys (" + keys
                    + "); start each step on its own line with `-`");
            return null;
        }
        NodeTuple only = tuples.get(0);
        String kind = nodes.key(only);
        if (kind == null) return null;
        if (!KINDS.contains(kind)) {
            String hint = Suggestions.nearest(kind, KINDS).map(k -> "; did you mean `" + k + "`?").orElse("");
            nodes.problem(only.getKeyNode(), "unknown step kind `" + kind + "`" + hint + " (kinds: " + String.join(", ", KINDS) + ")");
            return null;
        }
        return payload(kind, only.getValueNode());
    }

    private Step payload(String kind, Node node) {
        return switch (kind) {
            case "do" -> textStep(kind, node, Use.DO_TEXT, Step.Do::new);
            case "verify" -> textStep(kind, node, Use.CONDITION, Step.Verify::new);
            case "wait_for" -> textStep(kind, node, Use.CONDITION, Step.WaitFor::new);
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
        String text = nodes.text(node, "`" + kind + "`", use);
        return text == null ? null : make.apply(text);
    }

    private Step enter(Node node) {
        if (!(node instanceof MappingNode map) || map.getValue().isEmpty()) {
            nodes.problem(node, "`enter` should be a map of field names to text, e.g. `enter: { pincode: \"560001\" }`"
                    + (node instanceof MappingNode ? "; this one is empty" : ", not " + NodeReader.describe(node)));
            return null;
        }
        Map<String, String> slots = new LinkedHashMap<>();
        boolean ok = true;
        for (NodeTuple t : map.getValue()) {
            if (!nodes.visit()) return null;
            String slot = nodes.key(t);
            if (slot == null) { ok = false; continue; }
            variables.check(slot, t.getKeyNode(), Use.SLOT_NAME);
            if (slots.containsKey(slot)) {
                nodes.problem(t.getKeyNode(), "the field `" + slot + "` is entered twice in one step");
                ok = false;
                continue;
            }
            String text = nodes.text(t.getValueNode(), "the text for `" + slot + "`", Use.ENTER_VALUE);
            if (text == null) { ok = false; continue; }
            slots.put(slot, text);
        }
        return ok ? new Step.Enter(slots) : null;
    }

    private Step choose(Node node) {
        Map<String, NodeTuple> f = nodes.payloadFields("choose", node, List.of("what", "option"), "`choose: { what: trip type, option: One way }`");
        if (f == null) return null;
        String what = nodes.required(f, "choose", "what", node, Use.TEXT);
        String option = nodes.required(f, "choose", "option", node, Use.TEXT);
        return what == null || option == null ? null : new Step.Choose(what, option);
    }

    private Step pick(Node node) {
        Map<String, NodeTuple> f = nodes.payloadFields("pick", node, List.of("from", "by", "into"), "`pick: { from: the results, by: lowest price, into: flight }`");
        if (f == null) return null;
        String from = nodes.required(f, "pick", "from", node, Use.TEXT);
        String by = nodes.required(f, "pick", "by", node, Use.TEXT);
        String into = f.containsKey("into") ? into(f.get("into"), "pick", true) : null;
        boolean intoOk = !f.containsKey("into") || into != null;
        return from == null || by == null || !intoOk ? null : new Step.Pick(from, by, into);
    }

    private Step readStep(Node node) {
        Map<String, NodeTuple> f = nodes.payloadFields("read", node, List.of("what", "into"), "`read: { what: the total price, into: price }`");
        if (f == null) return null;
        String what = nodes.required(f, "read", "what", node, Use.TEXT);
        String into = null;
        if (!f.containsKey("into")) nodes.problem(node, "`read` needs `into` (the variable that keeps what was read)");
        else into = into(f.get("into"), "read", false);
        return what == null || into == null ? null : new Step.Read(what, into);
    }

    private String into(NodeTuple field, String kind, boolean byPick) {
        Node node = field.getValueNode();
        String name = nodes.text(node, "`" + kind + ".into`", null);
        if (name == null) return null;
        String bare = name.startsWith("${") && name.endsWith("}") ? name.substring(2, name.length() - 1) : null;
        if (bare != null && References.isName(bare)) {
            nodes.problem(node, "`into` takes a plain name: write `into: " + bare + "`, and `${" + bare + "}` where you use it");
            return null;
        }
        if (!References.isName(name)) {
            nodes.problem(node, "`" + name + "` is not a variable name (letters, digits and _, not starting with a digit)");
            return null;
        }
        variables.set(name, SourceText.position(node.getStartMark())[0], byPick);
        return name;
    }

    private Step ifStep(Node node) {
        Map<String, NodeTuple> f = nodes.payloadFields("if", node, List.of("condition", "then", "else"),
                "`if: { condition: a cookie banner is showing, then: [accept essential cookies only] }`");
        if (f == null) return null;
        String condition = nodes.required(f, "if", "condition", node, Use.CONDITION);
        VariableCheck.Scope before = variables.scope();
        List<Step> then = null;
        if (!f.containsKey("then")) nodes.problem(node, "`if` needs `then` (the steps to take when the condition holds)");
        else then = steps(f.get("then").getValueNode(), "then");
        VariableCheck.Scope afterThen = variables.scope();
        variables.restore(before);
        List<Step> otherwise = List.of();
        if (f.containsKey("else") && !NodeReader.isNull(f.get("else").getValueNode())) {
            Node elseNode = f.get("else").getValueNode();
            otherwise = elseNode instanceof SequenceNode s && s.getValue().isEmpty() ? List.of() : steps(elseNode, "else");
        }
        variables.join(afterThen, variables.scope());
        return condition == null || then == null ? null : new Step.If(condition, then, otherwise);
    }

    private Step repeatUntil(Node node) {
        Map<String, NodeTuple> f = nodes.payloadFields("repeat_until", node, List.of("condition", "steps", "max"),
                "`repeat_until: { condition: the basket shows 3 items, steps: [add one more packet], max: 5 }`");
        if (f == null) return null;
        List<Step> steps = null;
        if (!f.containsKey("steps")) nodes.problem(node, "`repeat_until` needs `steps` (the steps to repeat)");
        else steps = steps(f.get("steps").getValueNode(), "repeat_until.steps");
        // the condition is tested after each pass, so names its steps set are available to it
        String condition = nodes.required(f, "repeat_until", "condition", node, Use.CONDITION);
        int max = Step.RepeatUntil.DEFAULT_MAX;
        boolean maxOk = true;
        if (f.containsKey("max")) {
            Node m = f.get("max").getValueNode();
            Integer parsed = m instanceof ScalarNode s && !NodeReader.isNull(s) ? parseInt(s.getValue()) : null;
            if (parsed == null) {
                nodes.problem(m, "`repeat_until.max` should be a whole number from 1 to " + Step.RepeatUntil.CAP + ", not " + NodeReader.describe(m));
                maxOk = false;
            } else if (parsed < 1 || parsed > Step.RepeatUntil.CAP) {
                nodes.problem(m, "`repeat_until.max` is " + parsed + "; it must be from 1 to " + Step.RepeatUntil.CAP
                        + (parsed > Step.RepeatUntil.CAP ? " (a loop repeats at most " + Step.RepeatUntil.CAP + " times)" : ""));
                maxOk = false;
            } else {
                max = parsed;
            }
        }
        return condition == null || steps == null || !maxOk ? null : new Step.RepeatUntil(condition, steps, max);
    }

    private static Integer parseInt(String s) {
        try {
            return Integer.valueOf(s.trim().replace("_", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
