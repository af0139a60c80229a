package dev.flowwright.runtime.run;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.flow.FlowWriter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What groundings learned, kept between runs ({@code run --memory FILE}): a JSON file of
 * {@link GroundingHint}s. A missing file is an empty memory; a malformed one is refused with
 * {@code file:line:col}; writing merges what a run learned over what was there (one hint per
 * application and purpose, the newest wins) and replaces the file whole. Hints hold masked names only.
 * The studio keeps each flow's memory in the same format (its settings folder, {@code memory/}); both
 * front ends read and write it through this one class, which is why it lives in the runtime.
 *
 * <pre>{"version": 1, "hints": [{"app": "browser", "key": "click to accomplish: search", "role": "button",
 *   "name": "Search", "path": ["form \"Find\""]}]}</pre>
 */
public final class MemoryFile {
    static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private MemoryFile() {}

    /** A memory file that cannot be used, with where and why. */
    public static final class Unreadable extends Exception {
        Unreadable(String message) { super(message); }
    }

    public static List<GroundingHint> read(Path file) throws Unreadable {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (IOException e) {
            throw new Unreadable(file + ":1:1: the memory file could not be read: " + e.getMessage());
        }
        if (text.isBlank()) return List.of();
        List<GroundingHint> hints = new ArrayList<>();
        boolean sawHints = false;
        try (JsonParser p = JSON.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) throw shape(file, p.currentTokenLocation());
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                if (!"hints".equals(field)) {
                    p.skipChildren();
                    continue;
                }
                if (value != JsonToken.START_ARRAY) throw shape(file, p.currentTokenLocation());
                sawHints = true;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    JsonLocation at = p.currentTokenLocation();
                    hints.add(hint(file, at, p.readValueAsTree(), hints.size() + 1));
                }
            }
        } catch (JsonProcessingException e) {
            throw new Unreadable(where(file, e.getLocation()) + ": not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new Unreadable(file + ":1:1: the memory file could not be read: " + e.getMessage());
        }
        if (!sawHints) throw shape(file, null);
        return hints;
    }

    private static GroundingHint hint(Path file, JsonLocation at, JsonNode h, int number) throws Unreadable {
        if (!h.isObject() || !h.path("key").isTextual() || !h.path("role").isTextual() || !h.path("name").isTextual()) {
            throw new Unreadable(where(file, at) + ": hint " + number + " needs text \"key\", \"role\" and \"name\"");
        }
        List<String> path = new ArrayList<>();
        h.path("path").forEach(step -> path.add(step.asText()));
        return new GroundingHint(h.path("app").asText(""), h.get("key").asText(), h.get("role").asText(), h.get("name").asText(), path);
    }

    private static Unreadable shape(Path file, JsonLocation at) {
        return new Unreadable(where(file, at) + ": a memory file is an object with a \"hints\" list, as `run --memory` writes it");
    }

    private static String where(Path file, JsonLocation at) {
        int line = at == null ? 1 : Math.max(1, at.getLineNr());
        int col = at == null ? 1 : Math.max(1, at.getColumnNr());
        return file + ":" + line + ":" + col;
    }

    /** {@code learned} over {@code known}: a learned hint replaces the known one for the same application and purpose. */
    public static List<GroundingHint> merge(List<GroundingHint> known, List<GroundingHint> learned) {
        List<GroundingHint> out = new ArrayList<>(known);
        for (GroundingHint h : learned) {
            out.removeIf(old -> old.isFor(h.app(), h.key()));
            out.add(h);
        }
        return List.copyOf(out);
    }

    public static void write(Path file, List<GroundingHint> hints) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", VERSION);
        ArrayNode list = root.putArray("hints");
        for (GroundingHint h : hints) {
            ObjectNode o = list.addObject();
            o.put("app", h.app());
            o.put("key", h.key());
            o.put("role", h.role());
            o.put("name", h.name());
            ArrayNode path = o.putArray("path");
            h.path().forEach(path::add);
        }
        FlowWriter.writeAtomically(JSON.writeValueAsString(root) + "\n", file);
    }
}
