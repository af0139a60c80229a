package dev.flowwright.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.run.GroundingHint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What groundings learned, kept between runs ({@code run --memory FILE}): a JSON file of
 * {@link GroundingHint}s. A missing file is an empty memory; a malformed one is refused with
 * {@code file:line:col}; writing merges what a run learned over what was there (one hint per
 * application and purpose, the newest wins) and replaces the file whole. Hints hold masked names only.
 *
 * <pre>{"version": 1, "hints": [{"app": "browser", "key": "click to accomplish: search", "role": "button",
 *   "name": "Search", "path": ["form \"Find\""]}]}</pre>
 */
final class MemoryFile {
    static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private MemoryFile() {}

    /** A memory file that cannot be used, with where and why. */
    static final class Unreadable extends Exception {
        Unreadable(String message) { super(message); }
    }

    static List<GroundingHint> read(Path file) throws Unreadable {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (IOException e) {
            throw new Unreadable(file + ":1:1: the memory file could not be read: " + e.getMessage());
        }
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            int line = at == null ? 1 : Math.max(1, at.getLineNr());
            int col = at == null ? 1 : Math.max(1, at.getColumnNr());
            throw new Unreadable(file + ":" + line + ":" + col + ": not JSON: " + e.getOriginalMessage());
        }
        if (root == null || root.isMissingNode()) return List.of();
        if (!root.isObject() || !root.path("hints").isArray()) {
            throw new Unreadable(file + ":1:1: a memory file is an object with a \"hints\" list, as `run --memory` writes it");
        }
        List<GroundingHint> hints = new ArrayList<>();
        int i = 0;
        for (JsonNode h : root.get("hints")) {
            if (!h.isObject() || !h.path("key").isTextual() || !h.path("role").isTextual() || !h.path("name").isTextual()) {
                throw new Unreadable(file + ":1:1: hint " + (i + 1) + " needs text \"key\", \"role\" and \"name\"");
            }
            List<String> path = new ArrayList<>();
            h.path("path").forEach(p -> path.add(p.asText()));
            hints.add(new GroundingHint(h.path("app").asText(""), h.get("key").asText(), h.get("role").asText(), h.get("name").asText(), path));
            i++;
        }
        return hints;
    }

    /** {@code learned} over {@code known}, one hint per application and purpose; the order is first seen. */
    static List<GroundingHint> merge(List<GroundingHint> known, List<GroundingHint> learned) {
        Map<String, GroundingHint> byPurpose = new LinkedHashMap<>();
        for (GroundingHint h : known) byPurpose.put(id(h), h);
        for (GroundingHint h : learned) byPurpose.put(id(h), h);
        return List.copyOf(byPurpose.values());
    }

    static void write(Path file, List<GroundingHint> hints) throws IOException {
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
        AtomicFiles.write(file, JSON.writeValueAsString(root) + "\n");
    }

    private static String id(GroundingHint h) {
        return h.app().toLowerCase(Locale.ROOT) + "\n" + h.key().strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
