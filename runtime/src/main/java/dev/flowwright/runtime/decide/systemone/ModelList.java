package dev.flowwright.runtime.decide.systemone;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The models a System One host lists at {@code GET /v1/models}, and whether the one a run names is among
 * them. Hosts list them in the OpenAI shape ({@code {"data":[{"id":"jev-1.13.0"}]}}: TypeSafe, LiteLLM,
 * Ollama, llama.cpp) or as {@code {"models":[{"name":…}]}}; anything else reads as no list. An empty list
 * is a list: an Ollama with nothing pulled, a LiteLLM proxy with no model configured.
 */
final class ModelList {
    private ModelList() {}

    /**
     * The query the list is asked with: a LiteLLM proxy then lists its wildcard routes ({@code typesafe/*})
     * as well as its models; other hosts ignore it.
     */
    static final String QUERY = "?return_wildcard_routes=true";

    /** The models listed, or empty when the body is no list this reads (not JSON, another shape). */
    static java.util.Optional<List<String>> read(byte[] body) {
        JsonNode root;
        try {
            root = body == null || body.length == 0 ? null : WireFormat.JSON.readTree(body);
        } catch (IOException notJson) {
            return java.util.Optional.empty();
        }
        if (root == null) return java.util.Optional.empty();
        JsonNode list = root.isArray() ? root : root.has("data") ? root.get("data") : root.path("models");
        if (!list.isArray()) return java.util.Optional.empty();
        List<String> out = new ArrayList<>();
        for (JsonNode m : list) {
            String id = m.isTextual() ? m.asText() : firstText(m.path("id"), m.path("name"), m.path("model"));
            if (id != null && !id.isBlank() && !out.contains(id)) out.add(id);
        }
        return java.util.Optional.of(out);
    }

    /**
     * Whether {@code model} is offered: by its name exactly (case aside), with Ollama's {@code :latest} tag
     * or without it, a {@code …-latest} alias by any version of its model ({@code jev-latest} by
     * {@code jev-1.13.0}), since a host may list versions only, and by a LiteLLM wildcard route that
     * covers it ({@code typesafe/*} offers {@code typesafe/jev-latest}, {@code *} every model).
     */
    static boolean offers(List<String> offered, String model) {
        String wanted = plain(model);
        String family = wanted.endsWith("-latest") ? wanted.substring(0, wanted.length() - "-latest".length()) : null;
        for (String o : offered) {
            String have = plain(o);
            if (have.equals(wanted)) return true;
            if (have.endsWith("*") && wanted.startsWith(have.substring(0, have.length() - 1))) return true;
            if (family != null && (have.equals(family) || have.startsWith(family + "-"))) return true;
        }
        return false;
    }

    private static String plain(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        return n.endsWith(":latest") ? n.substring(0, n.length() - ":latest".length()) : n;
    }

    private static String firstText(JsonNode... nodes) {
        for (JsonNode n : nodes) if (n.isTextual()) return n.asText();
        return null;
    }
}
