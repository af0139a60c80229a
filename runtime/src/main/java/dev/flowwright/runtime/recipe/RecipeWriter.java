package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.flow.FlowWriter;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.DumperOptions.FlowStyle;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Writes a recipe as docs/recipes.md#the-recipe-file-recipeyaml spells it: steps in block style, each locator a
 * one-line map ({@code { role: radio, name: One way }}). Quoting is SnakeYAML's emitter's, so any text survives;
 * reading the text back gives the same recipe. Files are written to a temporary sibling and renamed over the
 * target, never half-written.
 */
public final class RecipeWriter {
    private RecipeWriter() {}

    /** Text that reads back as itself without quotes, even inside { … } (no YAML indicators, not a number or boolean). */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9 _./@+-]*[A-Za-z0-9_./)]|[A-Za-z_]");
    private static final Pattern NOT_PLAIN_WORDS = Pattern.compile("(?i)(true|false|yes|no|on|off|null|y|n)");

    public static String toYaml(Recipe recipe) {
        List<NodeTuple> top = new ArrayList<>();
        top.add(entry("recipe", new ScalarNode(Tag.INT, Integer.toString(recipe.version()), null, null, DumperOptions.ScalarStyle.PLAIN)));
        if (recipe.name() != null && !recipe.name().isEmpty()) top.add(entry("name", text(recipe.name())));
        if (recipe.flow() != null) top.add(entry("flow", text(recipe.flow())));
        top.add(entry("app", text(recipe.app())));
        if (recipe.start() != null) top.add(entry("start", text(recipe.start())));
        List<Node> steps = new ArrayList<>();
        for (RecipeStep s : recipe.steps()) steps.add(step(s));
        top.add(entry("steps", new SequenceNode(Tag.SEQ, steps, FlowStyle.BLOCK)));
        if (!recipe.expect().isEmpty()) {
            List<Node> expect = new ArrayList<>();
            for (Expectation e : recipe.expect()) expect.add(expectation(e));
            top.add(entry("expect", new SequenceNode(Tag.SEQ, expect, FlowStyle.BLOCK)));
        }
        StringWriter out = new StringWriter();
        yaml().serialize(new MappingNode(Tag.MAP, top, FlowStyle.BLOCK), out);
        return out.toString();
    }

    /** Writes atomically: a temporary file in the same directory, then a rename over {@code file}. */
    public static void write(Recipe recipe, Path file) {
        writeAtomically(toYaml(recipe), file);
    }

    static void writeAtomically(String text, Path file) {
        try {
            FlowWriter.writeAtomically(text, file);
        } catch (IOException e) {
            throw new UncheckedIOException("the recipe could not be written to " + file + ": " + e.getMessage(), e);
        }
    }

    private static Node step(RecipeStep s) {
        List<NodeTuple> f = new ArrayList<>();
        if (s.from() != null) f.add(entry("from", text(s.from())));
        f.add(entry("action", text(s.action().wire())));
        if (s.target() != null) f.add(entry("target", target(s.target())));
        if (s.value() != null) f.add(entry("value", text(s.value())));
        if (s.keys() != null) f.add(entry("keys", text(s.keys())));
        if (s.label() != null) f.add(entry("label", text(s.label())));
        if (s.bypass() != null) f.add(entry("bypass", text(s.bypass())));
        return new MappingNode(Tag.MAP, f, FlowStyle.BLOCK);
    }

    private static Node target(Target t) {
        List<NodeTuple> f = new ArrayList<>();
        if (!t.frame().isEmpty()) {
            List<Node> frames = new ArrayList<>();
            for (String s : t.frame()) frames.add(text(s));
            f.add(entry("frame", new SequenceNode(Tag.SEQ, frames, FlowStyle.FLOW)));
        }
        List<Node> locators = new ArrayList<>();
        for (Locator l : t.locators()) locators.add(locator(l));
        f.add(entry("locators", new SequenceNode(Tag.SEQ, locators, FlowStyle.BLOCK)));
        return new MappingNode(Tag.MAP, f, FlowStyle.BLOCK);
    }

    static Node locator(Locator l) {
        List<NodeTuple> f = new ArrayList<>();
        if (l.kind().equals(Locator.ROLE)) {
            f.add(entry(Locator.ROLE, text(l.role())));
            if (l.value() != null) f.add(entry(Locator.NAME, text(l.value())));
        } else if (l.kind().equals(Locator.PATH)) {
            List<Node> items = new ArrayList<>();
            for (String p : l.path()) items.add(text(p));
            f.add(entry(Locator.PATH, new SequenceNode(Tag.SEQ, items, FlowStyle.FLOW)));
        } else {
            f.add(entry(l.kind(), text(l.value())));
        }
        return new MappingNode(Tag.MAP, f, FlowStyle.FLOW);
    }

    private static Node expectation(Expectation e) {
        if (e.visible() != null) return new MappingNode(Tag.MAP, List.of(entry("visible", locator(e.visible()))), FlowStyle.BLOCK);
        Node contains = new MappingNode(Tag.MAP, List.of(entry("contains", text(e.textContains()))), FlowStyle.FLOW);
        return new MappingNode(Tag.MAP, List.of(entry("text", contains)), FlowStyle.BLOCK);
    }

    private static NodeTuple entry(String key, Node value) {
        return new NodeTuple(new ScalarNode(Tag.STR, key, null, null, DumperOptions.ScalarStyle.PLAIN), value);
    }

    /** Plain when it reads back as the same text anywhere, else double-quoted (escapes survive the round trip). */
    private static Node text(String s) {
        boolean plain = PLAIN.matcher(s).matches() && !NOT_PLAIN_WORDS.matcher(s).matches() && !s.contains("  ");
        return new ScalarNode(Tag.STR, s, null, null, plain ? DumperOptions.ScalarStyle.PLAIN : DumperOptions.ScalarStyle.DOUBLE_QUOTED);
    }

    private static Yaml yaml() {
        DumperOptions dump = new DumperOptions();
        dump.setIndent(2);
        dump.setIndicatorIndent(2);
        dump.setIndentWithIndicator(true);
        dump.setWidth(Integer.MAX_VALUE);
        dump.setSplitLines(false);
        dump.setAllowUnicode(true);
        dump.setPrettyFlow(false);
        return new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(dump), dump);
    }
}
