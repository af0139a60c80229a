package dev.flowwright.runtime.flow;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.DumperOptions.FlowStyle;
import org.yaml.snakeyaml.DumperOptions.ScalarStyle;
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
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link Flow} as a {@code *.flow.yaml} that {@link FlowReader} reads back to an equal flow:
 * a {@code do} as a bare string, choose/pick/read as one-line maps (as docs/flow-format.md#steps writes them), the
 * rest in block style. Quoting is SnakeYAML's emitter's, so any text survives the round trip. Files
 * are written to a temporary sibling and renamed over the target, never half-written.
 */
public final class FlowWriter {
    private FlowWriter() {}

    public static String toYaml(Flow flow) {
        List<NodeTuple> top = new ArrayList<>();
        if (!flow.name().isEmpty()) top.add(entry("name", text(flow.name())));
        top.add(entry("app", text(flow.app())));
        if (flow.start() != null) top.add(entry("start", text(flow.start())));
        if (!flow.vars().isEmpty()) top.add(entry("vars", map(flow.vars(), FlowStyle.BLOCK)));
        if (!flow.allow().isEmpty()) {
            List<Node> words = new ArrayList<>();
            for (String w : flow.allow()) words.add(text(w));
            top.add(entry("allow", new SequenceNode(Tag.SEQ, words, FlowStyle.FLOW)));
        }
        top.add(entry("steps", steps(flow.steps())));
        StringWriter out = new StringWriter();
        yaml().serialize(new MappingNode(Tag.MAP, top, FlowStyle.BLOCK), out);
        return out.toString();
    }

    /** Writes atomically: a temporary file in the same directory, then a rename over {@code file}. */
    public static void write(Flow flow, Path file) throws IOException {
        writeAtomically(toYaml(flow), file);
    }

    /**
     * Writes text as UTF-8 to a temporary file in the same directory, then renames it over {@code file}:
     * a reader sees the old file or the new one, never half of one. Recipes are written the same way.
     */
    public static void writeAtomically(String text, Path file) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, "." + file.getFileName() + ".", ".tmp");
        try {
            Files.write(temp, bytes);
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static Node steps(List<Step> steps) {
        List<Node> items = new ArrayList<>();
        for (Step s : steps) items.add(step(s));
        return new SequenceNode(Tag.SEQ, items, FlowStyle.BLOCK);
    }

    private static Node step(Step step) {
        if (step instanceof Step.Do d) return text(d.text());
        if (step instanceof Step.Enter e) return one("enter", map(e.slots(), FlowStyle.BLOCK));
        if (step instanceof Step.Choose c) return one("choose", inline(List.of(entry("what", text(c.what())), entry("option", text(c.option())))));
        if (step instanceof Step.Pick p) {
            List<NodeTuple> f = new ArrayList<>(List.of(entry("from", text(p.from())), entry("by", text(p.by()))));
            if (p.into() != null) f.add(entry("into", text(p.into())));
            return one("pick", inline(f));
        }
        if (step instanceof Step.Read r) return one("read", inline(List.of(entry("what", text(r.what())), entry("into", text(r.into())))));
        if (step instanceof Step.Verify v) return one("verify", text(v.condition()));
        if (step instanceof Step.WaitFor w) return one("wait_for", text(w.condition()));
        if (step instanceof Step.StopBefore s) return one("stop_before", text(s.phrase()));
        if (step instanceof Step.Open o) return one("open", text(o.app()));
        if (step instanceof Step.Browse b) return one("browse", text(b.url()));
        if (step instanceof Step.If i) {
            List<NodeTuple> f = new ArrayList<>(List.of(entry("condition", text(i.condition())), entry("then", steps(i.then()))));
            if (!i.otherwise().isEmpty()) f.add(entry("else", steps(i.otherwise())));
            return one("if", new MappingNode(Tag.MAP, f, FlowStyle.BLOCK));
        }
        if (step instanceof Step.RepeatUntil r) {
            List<NodeTuple> f = new ArrayList<>(List.of(entry("condition", text(r.condition())), entry("steps", steps(r.steps()))));
            if (r.max() != Step.RepeatUntil.DEFAULT_MAX) f.add(entry("max", new ScalarNode(Tag.INT, Integer.toString(r.max()), null, null, ScalarStyle.PLAIN)));
            return one("repeat_until", new MappingNode(Tag.MAP, f, FlowStyle.BLOCK));
        }
        throw new IllegalStateException("a step kind the writer does not know: " + step.kind());
    }

    private static Node one(String kind, Node payload) {
        return new MappingNode(Tag.MAP, List.of(entry(kind, payload)), FlowStyle.BLOCK);
    }

    private static Node inline(List<NodeTuple> fields) {
        return new MappingNode(Tag.MAP, fields, FlowStyle.FLOW);
    }

    private static Node map(Map<String, String> values, FlowStyle style) {
        List<NodeTuple> fields = new ArrayList<>();
        values.forEach((k, v) -> fields.add(entry(k, text(v == null ? "" : v))));
        return new MappingNode(Tag.MAP, fields, style);
    }

    private static NodeTuple entry(String key, Node value) {
        return new NodeTuple(text(key), value);
    }

    private static ScalarNode text(String value) {
        if (value == null) throw new IllegalArgumentException("a flow field is missing its text");
        return new ScalarNode(Tag.STR, value, null, null, ScalarStyle.PLAIN);
    }

    private static Yaml yaml() {
        DumperOptions options = new DumperOptions();
        options.setIndent(2);
        options.setIndicatorIndent(2);
        options.setIndentWithIndicator(true);
        options.setWidth(160);
        options.setSplitLines(false);
        options.setAllowUnicode(true);
        options.setLineBreak(DumperOptions.LineBreak.UNIX);
        return new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(options), options);
    }
}
