package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.flow.FileProblem;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.NodeReader;
import org.yaml.snakeyaml.nodes.Node;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a recipe file ({@code *.recipe.yaml}, FORMATS.md) into a {@link Recipe}, or throws
 * {@link RecipeFormatException} with every problem found, each at {@code file:line:col}. The YAML is
 * composed as flows are ({@link FlowReader#compose}: SnakeYAML safe, size, alias and nesting limits, no
 * tags); a byte order mark and CRLF line ends are fine.
 */
public final class RecipeReader {
    private RecipeReader() {}

    static final List<String> TOP_KEYS = List.of("recipe", "name", "flow", "app", "start", "steps", "expect");
    static final List<String> STEP_KEYS = List.of("from", "action", "target", "value", "keys", "label", "bypass");
    static final List<String> TARGET_KEYS = List.of("frame", "locators");
    static final List<String> EXPECT_KEYS = List.of("visible", "text");
    static final List<String> SCROLL_DIRECTIONS = List.of("up", "down", "left", "right");

    /** A well-formed placeholder: {@code ${name}} or {@code ${secrets.name}}. */
    static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{(secrets\\.)?([A-Za-z_][A-Za-z0-9_]*)}");

    public static Recipe read(Path file) {
        return fromComposed(FlowReader.compose(file));
    }

    public static Recipe parse(String text, String fileName) {
        return fromComposed(FlowReader.compose(fileName == null ? "<recipe>" : fileName, text));
    }

    private static Recipe fromComposed(FlowReader.Composed c) {
        if (c.failed()) {
            throw new RecipeFormatException(List.copyOf(c.problems()));
        }
        NodeReader nodes = new NodeReader(c.label(), c.text());
        Recipe recipe = c.root() == null ? null : new RecipeReader.Tree(nodes).recipe(c.root());
        if (c.root() == null) nodes.problems().add(new FileProblem(c.label(), 1, 1, "the file is empty; a recipe starts with `recipe: 1`"));
        if (!nodes.problems().isEmpty()) throw new RecipeFormatException(nodes.problems().stream().sorted().toList());
        return recipe;
    }

    /** One reading of one file's node tree. */
    private record Tree(NodeReader n) {

        Recipe recipe(Node root) {
            Map<String, Node> top = n.map(root, "the recipe", TOP_KEYS);
            if (top == null) return null;
            int version = version(root, top.get("recipe"));
            String name = n.optionalText(top, "name", "`name`");
            String flow = n.optionalText(top, "flow", "`flow`");
            String app = top.containsKey("app") ? n.text(top.get("app"), "`app`") : "browser";
            String start = n.optionalText(top, "start", "`start`");
            List<RecipeStep> steps = new ArrayList<>();
            Node stepsNode = top.get("steps");
            if (stepsNode == null) n.problem(root, "a recipe needs `steps`: the actions to replay");
            else {
                List<Node> items = n.list(stepsNode, "`steps`");
                if (items != null) for (int i = 0; i < items.size(); i++) {
                    RecipeStep s = step(items.get(i), i + 1);
                    if (s != null) steps.add(s);
                }
            }
            List<Expectation> expect = new ArrayList<>();
            Node expectNode = top.get("expect");
            if (expectNode != null && !NodeReader.isNull(expectNode)) {
                List<Node> items = n.list(expectNode, "`expect`");
                if (items != null) for (Node item : items) expectation(item).ifPresent(expect::add);
            }
            return new Recipe(version, name == null ? "" : name, flow, app == null ? "browser" : app, start, steps, expect);
        }

        int version(Node root, Node node) {
            if (node == null) {
                n.problem(root, "a recipe file starts with `recipe: " + Recipe.VERSION + "` (the format version); it is missing");
                return Recipe.VERSION;
            }
            String v = n.text(node, "`recipe`");
            if (v == null) return Recipe.VERSION;
            if (!v.equals(Integer.toString(Recipe.VERSION))) {
                n.problem(node, "recipe format version `" + v + "` is not supported; this Flowwright reads version " + Recipe.VERSION);
            }
            return Recipe.VERSION;
        }

        RecipeStep step(Node node, int number) {
            String where = "step " + number;
            Map<String, Node> f = n.map(node, where, STEP_KEYS);
            if (f == null) return null;
            Node actionNode = f.get("action");
            if (actionNode == null) {
                n.problem(node, where + " needs `action`: one of " + actionWords());
                return null;
            }
            String word = n.text(actionNode, "`action`");
            if (word == null) return null;
            Optional<RecipeAction> action = RecipeAction.fromWire(word);
            if (action.isEmpty()) {
                String hint = dev.flowwright.runtime.flow.Suggestions.nearest(word, actionWords()).map(w -> "did you mean `" + w + "`? ").orElse("");
                n.problem(actionNode, "unknown action `" + word + "`; " + hint + "expected one of " + String.join(", ", actionWords()));
                return null;
            }
            RecipeAction a = action.get();
            String from = n.optionalText(f, "from", "`from`");
            Target target = f.containsKey("target") && !NodeReader.isNull(f.get("target")) ? target(f.get("target"), where) : null;
            if (a.needsTarget() && !f.containsKey("target")) n.problem(node, where + " (" + a.wire() + ") needs a `target`: the element it acts on");
            String value = n.optionalText(f, "value", "`value`");
            if (value != null) placeholders(f.get("value"), value);
            String keys = n.optionalText(f, "keys", "`keys`");
            String label = n.optionalText(f, "label", "`label`");
            String bypass = n.optionalText(f, "bypass", "`bypass`");
            requires(a, f, node, where, value, keys, label);
            return new RecipeStep(from, a, target, value, keys, label, bypass);
        }

        void requires(RecipeAction a, Map<String, Node> f, Node node, String where, String value, String keys, String label) {
            String what = where + " (" + a.wire() + ")";
            switch (a) {
                case FILL, SELECT -> { if (!f.containsKey("value")) n.problem(node, what + " needs a `value`: the text to " + (a == RecipeAction.FILL ? "fill in" : "choose")); }
                case NAVIGATE -> { if (!f.containsKey("value")) n.problem(node, what + " needs a `value`: the address to open"); }
                case PRESS -> { if (!f.containsKey("keys")) n.problem(node, what + " needs `keys`, e.g. Enter or Control+A"); }
                case MANUAL -> { if (!f.containsKey("label")) n.problem(node, what + " needs a `label`: what a person must do"); }
                case SCROLL -> {
                    if (value != null && !SCROLL_DIRECTIONS.contains(value)) {
                        n.problem(f.get("value"), what + " scrolls " + String.join(", ", SCROLL_DIRECTIONS) + ", not `" + value + "`");
                    }
                }
                default -> { }
            }
            if (keys != null && a != RecipeAction.PRESS) n.problem(f.get("keys"), "`keys` belongs to a press step, not " + a.wire());
            if (label != null && a != RecipeAction.MANUAL) n.problem(f.get("label"), "`label` belongs to a manual step, not " + a.wire());
        }

        /** Every {@code ${…}} in a value must be {@code ${name}} or {@code ${secrets.name}}. */
        void placeholders(Node node, String value) {
            int i = value.indexOf("${");
            while (i >= 0) {
                Matcher m = PLACEHOLDER.matcher(value);
                if (!m.find(i) || m.start() != i) {
                    int close = value.indexOf('}', i);
                    String shown = close < 0 ? value.substring(i, Math.min(value.length(), i + 20)) : value.substring(i, close + 1);
                    n.problemInside(node, shown, "malformed placeholder `" + shown + "`: write ${name} for a fact or ${secrets.name} for a secret"
                            + (close < 0 ? " (the `}` is missing)" : ""));
                    i = value.indexOf("${", i + 2);
                } else {
                    i = value.indexOf("${", m.end());
                }
            }
        }

        Target target(Node node, String where) {
            Map<String, Node> f = n.map(node, "the target of " + where, TARGET_KEYS);
            if (f == null) return null;
            List<String> frame = new ArrayList<>();
            if (f.containsKey("frame") && !NodeReader.isNull(f.get("frame"))) {
                List<Node> items = n.list(f.get("frame"), "`frame`");
                if (items != null) for (Node item : items) {
                    String s = n.text(item, "a frame");
                    if (s == null) continue;
                    if (!s.startsWith("name=") && !s.startsWith("url=")) {
                        n.problem(item, "a frame is `name=…` or `url=…` (never an index), not `" + s + "`");
                    } else frame.add(s);
                }
            }
            List<Locator> locators = new ArrayList<>();
            Node ln = f.get("locators");
            if (ln == null || NodeReader.isNull(ln)) {
                n.problem(node, "the target of " + where + " has no `locators`: it needs at least one way to find its element");
            } else {
                List<Node> items = n.list(ln, "`locators`");
                if (items != null) {
                    if (items.isEmpty()) n.problem(ln, "the target of " + where + " has no locators: it needs at least one way to find its element");
                    for (Node item : items) locator(item).ifPresent(locators::add);
                }
            }
            return new Target(frame, locators);
        }

        Optional<Locator> locator(Node node) {
            List<String> allowed = new ArrayList<>(Locator.KINDS);
            Map<String, Node> f = n.map(node, "a locator", allowed, "locator kind");
            if (f == null) return Optional.empty();
            if (f.isEmpty()) {
                if (((org.yaml.snakeyaml.nodes.MappingNode) node).getValue().isEmpty()) {
                    n.problem(node, "an empty locator; write one of " + String.join(", ", Locator.KINDS));
                }
                return Optional.empty();
            }
            if (f.containsKey(Locator.ROLE)) {
                String role = n.text(f.get(Locator.ROLE), "`role`");
                String name = n.optionalText(f, Locator.NAME, "`name`");
                if (f.size() > (f.containsKey(Locator.NAME) ? 2 : 1)) n.problem(node, "a role locator has `role` and `name` only");
                return role == null ? Optional.empty() : Optional.of(Locator.role(role, name));
            }
            if (f.size() > 1) {
                n.problem(node, "a locator has one kind (found " + String.join(", ", f.keySet()) + "); write each as its own list item");
                return Optional.empty();
            }
            String kind = f.keySet().iterator().next();
            Node value = f.get(kind);
            if (kind.equals(Locator.PATH)) {
                List<Node> items = n.list(value, "`path`");
                if (items == null) return Optional.empty();
                List<String> path = new ArrayList<>();
                for (Node item : items) {
                    String s = n.text(item, "a path entry");
                    if (s != null) path.add(s);
                }
                if (path.isEmpty()) {
                    n.problem(value, "`path` is empty: list the ancestors' labels, outermost first");
                    return Optional.empty();
                }
                return Optional.of(Locator.path(path));
            }
            String s = n.text(value, "`" + kind + "`");
            return s == null ? Optional.empty() : Optional.of(new Locator(kind, null, s, List.of()));
        }

        Optional<Expectation> expectation(Node node) {
            Map<String, Node> f = n.map(node, "an expectation", EXPECT_KEYS);
            if (f == null) return Optional.empty();
            if (f.size() != 1) {
                if (!f.isEmpty() || ((org.yaml.snakeyaml.nodes.MappingNode) node).getValue().isEmpty()) {
                    n.problem(node, "an expectation is one of `visible: {locator}` or `text: { contains: \"…\" }`");
                }
                return Optional.empty();
            }
            if (f.containsKey("visible")) return locator(f.get("visible")).map(Expectation::visible);
            Node t = f.get("text");
            Map<String, Node> tf = n.map(t, "`text`", List.of("contains"));
            if (tf == null) return Optional.empty();
            if (!tf.containsKey("contains")) {
                n.problem(t, "`text` needs `contains`: the text the final screen must show");
                return Optional.empty();
            }
            String contains = n.text(tf.get("contains"), "`contains`");
            return contains == null ? Optional.empty() : Optional.of(Expectation.text(contains));
        }

        private static List<String> actionWords() {
            return Arrays.stream(RecipeAction.values()).map(RecipeAction::wire).toList();
        }
    }
}
