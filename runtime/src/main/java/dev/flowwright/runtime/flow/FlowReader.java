package dev.flowwright.runtime.flow;

import dev.flowwright.runtime.Thresholds;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.reader.ReaderException;
import org.yaml.snakeyaml.representer.Representer;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Reads a flow file ({@code *.flow.yaml}, or JSON, which is YAML too) into a {@link Flow}, or into
 * every problem found, each at {@code file:line:column}. Hostile input fails fast and clearly: the
 * size is checked before parsing, aliases and nesting are limited while composing, and nothing a
 * parser throws reaches the user raw. Only the node tree is composed; no objects are constructed
 * from tags.
 */
public final class FlowReader {
    private FlowReader() {}

    /**
     * YAML text composed into a node tree under the flow file limits (size, aliases, nesting, no tags),
     * or the problems that stopped it. The recipe reader composes its files the same way.
     *
     * @param label names the file in problems
     * @param text the text as read (byte order mark removed); null when it could not be read
     * @param root the document's root node; null when there are problems (or the document is empty)
     */
    public record Composed(String label, String text, Node root, List<FileProblem> problems) {
        public Composed {
            problems = List.copyOf(problems);
        }

        public boolean failed() { return !problems.isEmpty(); }

        static Composed failed(String label, List<FileProblem> problems) { return new Composed(label, null, null, problems); }
    }

    /** Reads a file; a missing or unreadable file is one problem, not an exception. */
    public static FlowReading read(Path file) {
        return treeOf(compose(file));
    }

    /** Reads a flow from the bytes of a file named {@code label} (used in problem positions). */
    public static FlowReading read(String label, byte[] bytes) {
        return treeOf(compose(label, bytes));
    }

    /** Reads a flow from text, e.g. the studio's editor; {@code label} names it in problems. */
    public static FlowReading read(String label, String text) {
        return treeOf(compose(label, text));
    }

    private static FlowReading treeOf(Composed c) {
        if (c.failed()) return FlowReading.failed(c.problems());
        return new FlowTreeReader(c.label(), c.text()).read(c.root());
    }

    /** A file composed under the limits; a missing or unreadable file is one problem. */
    public static Composed compose(Path file) {
        String label = file.toString();
        try {
            if (Files.isDirectory(file)) return failed(label, "this is a directory, not a flow file");
            long size = Files.size(file);
            if (size > Thresholds.MAX_FLOW_BYTES) return tooLarge(label, size);
            byte[] bytes;
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes(Thresholds.MAX_FLOW_BYTES + 1); // the file may have grown since size()
            }
            return compose(label, bytes);
        } catch (NoSuchFileException e) {
            return failed(label, "no such file");
        } catch (IOException e) {
            return failed(label, "the file cannot be read: " + e.getMessage());
        }
    }

    /** The bytes of a file named {@code label}, which must be UTF-8, composed under the limits. */
    public static Composed compose(String label, byte[] bytes) {
        if (bytes.length > Thresholds.MAX_FLOW_BYTES) return tooLarge(label, bytes.length);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (MalformedInputException e) {
            return failed(label, "the file is not UTF-8 text; save it as UTF-8");
        } catch (CharacterCodingException e) {
            return failed(label, "the file is not UTF-8 text: " + e.getMessage());
        }
        return compose(label, text);
    }

    /** Text composed under the limits; {@code label} names it in problems. */
    public static Composed compose(String label, String text) {
        if (text.length() > Thresholds.MAX_FLOW_BYTES) return tooLarge(label, text.length());
        if (text.startsWith("\uFEFF")) text = text.substring(1); // a UTF-8 byte order mark is allowed
        text = JsonWhitespace.asYaml(text);
        int tooDeep = bracketPastDepthLimit(text);
        if (tooDeep >= 0) {
            int[] at = new SourceText(text).position(text.codePointCount(0, tooDeep));
            return Composed.failed(label, List.of(new FileProblem(label, at[0], at[1], limitMessage("nesting depth"))));
        }
        Node root;
        try {
            root = yaml().compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            return Composed.failed(label, List.of(syntaxProblem(label, e, text)));
        } catch (ReaderException e) {
            int[] at = new SourceText(text).position(e.getPosition());
            return Composed.failed(label, List.of(new FileProblem(label, at[0], at[1],
                    String.format(Locale.ROOT, "the control character U+%04X is not allowed in a flow; delete it", e.getCodePoint()))));
        } catch (YAMLException e) {
            return failed(label, limitMessage(e.getMessage()));
        } catch (RuntimeException | StackOverflowError e) {
            return failed(label, "the file could not be read as YAML: " + e.getClass().getSimpleName());
        }
        return new Composed(label, text, root, List.of());
    }

    private static Yaml yaml() {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false); // composing does not check this; FlowTreeReader reports each duplicate with its line
        options.setMaxAliasesForCollections(Thresholds.MAX_FLOW_ALIASES);
        options.setNestingDepthLimit(Thresholds.MAX_FLOW_DEPTH);
        options.setAllowRecursiveKeys(false);
        options.setCodePointLimit(Thresholds.MAX_FLOW_BYTES + 1);
        options.setProcessComments(false);
        DumperOptions dump = new DumperOptions();
        return new Yaml(new SafeConstructor(options), new Representer(dump), dump, options);
    }

    private static FileProblem syntaxProblem(String label, MarkedYAMLException e, String text) {
        Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
        String problem = e.getProblem() == null ? "" : e.getProblem();
        String context = e.getContext() == null ? "" : e.getContext();
        if (problem.startsWith("Global tag is not allowed")) {
            problem = "";
            context = "";
        }
        String message = problem.isEmpty() && context.isEmpty() ? "tags (`!!...`) are not allowed in a flow; write plain text" : "YAML syntax: " + (context.isEmpty() ? problem : context + ", " + problem);
        if (mark == null) return new FileProblem(label, 1, 1, message);
        String line = lineOf(text, mark.getLine());
        if (line.contains("${") && (line.contains("{ ") || line.contains("[")) && message.contains("flow")) {
            message += " (inside { ... } or [ ... ], quote text that holds a variable: \"${name}\")";
        }
        return new FileProblem(label, mark.getLine() + 1, mark.getColumn() + 1, message);
    }

    /**
     * The index of the first bracket nested deeper than the limit, or -1. SnakeYAML stops at the same
     * limit, but only after its scanner has read far ahead through thousands of {@code [[[[}, which
     * takes a second cold; this scan takes microseconds. Quoted text and comments are skipped; a
     * bracket inside plain text counts, which only matters past dozens of unclosed ones.
     */
    static int bracketPastDepthLimit(String text) {
        int depth = 0;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == '\\' && quote == '"') i++;
                else if (c == quote || c == '\n') quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '#') {
                while (i + 1 < text.length() && text.charAt(i + 1) != '\n') i++;
            } else if (c == '[' || c == '{') {
                if (++depth > Thresholds.MAX_FLOW_DEPTH) return i;
            } else if ((c == ']' || c == '}') && depth > 0) {
                depth--;
            }
        }
        return -1;
    }

    private static String lineOf(String text, int zeroBasedLine) {
        String[] lines = text.split("\\r\\n|\\n|\\r", -1);
        return zeroBasedLine < lines.length ? lines[zeroBasedLine] : "";
    }

    /** SnakeYAML's limit messages, said in the user's terms. */
    private static String limitMessage(String raw) {
        String m = raw == null ? "" : raw.toLowerCase(Locale.ROOT);
        if (m.contains("aliases")) {
            return "the file uses more than " + Thresholds.MAX_FLOW_ALIASES + " aliases (*name) to lists or maps; "
                    + "this looks like an alias bomb, and a flow needs no aliases — write the steps out";
        }
        if (m.contains("nesting depth")) {
            return "the file nests lists and maps more than " + Thresholds.MAX_FLOW_DEPTH + " levels deep; a flow is a list of steps";
        }
        if (m.contains("code points")) return tooLargeMessage(-1);
        if (m.contains("recursive")) return "the file refers to itself through an alias (*name); write the steps out";
        return "the file could not be read as YAML: " + raw;
    }

    private static Composed tooLarge(String label, long size) {
        return failed(label, tooLargeMessage(size));
    }

    private static String tooLargeMessage(long size) {
        String limit = (Thresholds.MAX_FLOW_BYTES / 1024) + " KB";
        if (size < 0) return "the file is larger than " + limit + "; a flow file may be at most " + limit;
        return String.format(Locale.ROOT, "the file is %.1f MB; a flow file may be at most %s", size / (1024.0 * 1024.0), limit);
    }

    private static Composed failed(String label, String message) {
        return Composed.failed(label, List.of(new FileProblem(label, 1, 1, message)));
    }
}
