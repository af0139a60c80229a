package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.flowwright.runtime.Thresholds;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fits a request under {@link Thresholds#MAX_REQUEST_BYTES}: first by splitting its questions into
 * several requests that share the state, then — for a question that does not fit even alone — by
 * trimming long lists: the state's longest list (element lines first, as it is usually the longest)
 * is halved with a "(+N more)" line until it fits, then option descriptions are cut. A request that
 * still does not fit is refused naming its question, never sent half-formed.
 */
public final class RequestFitter {
    private static final int[] DESCRIPTION_CUTS = {160, 60, 0};
    private final int limit;

    public RequestFitter() { this(Thresholds.MAX_REQUEST_BYTES); }

    public RequestFitter(int limit) { this.limit = limit; }

    public List<DecisionRequest> fit(DecisionRequest request) {
        if (WireFormat.size(request) <= limit) return List.of(request);
        List<DecisionRequest> parts = new ArrayList<>();
        Map<String, Question> group = new LinkedHashMap<>();
        for (var e : request.questions().entrySet()) {
            Map<String, Question> wider = new LinkedHashMap<>(group);
            wider.put(e.getKey(), e.getValue());
            if (WireFormat.size(new DecisionRequest(request.model(), request.state(), wider)) <= limit) {
                group = wider;
                continue;
            }
            if (!group.isEmpty()) parts.add(new DecisionRequest(request.model(), request.state(), group));
            DecisionRequest alone = new DecisionRequest(request.model(), request.state(), Map.of(e.getKey(), e.getValue()));
            if (WireFormat.size(alone) <= limit) {
                group = new LinkedHashMap<>(alone.questions());
            } else {
                parts.add(trim(alone, e.getKey()));
                group = new LinkedHashMap<>();
            }
        }
        if (!group.isEmpty()) parts.add(new DecisionRequest(request.model(), request.state(), group));
        return parts;
    }

    private DecisionRequest trim(DecisionRequest one, String id) {
        JsonNode state = one.state() == null ? null : one.state().deepCopy();
        DecisionRequest now = one;
        while (WireFormat.size(now) > limit && state != null && halveLongestList(state)) {
            now = new DecisionRequest(one.model(), state, one.questions());
        }
        Question q = one.questions().get(id);
        for (int cut : DESCRIPTION_CUTS) {
            if (WireFormat.size(now) <= limit || !(q instanceof Question.Choice c)) break;
            now = new DecisionRequest(one.model(), state, Map.of(id, cutDescriptions(c, cut)));
        }
        if (WireFormat.size(now) > limit)
            throw new DecisionException(DecisionException.Code.INVALID_REQUEST,
                    "question \"" + id + "\" does not fit in " + limit + " bytes even with its lists trimmed");
        return now;
    }

    /** Halves the list in the state with the most bytes; false when no list has more than one item left. */
    static boolean halveLongestList(JsonNode state) {
        List<ArrayNode> lists = new ArrayList<>();
        collectLists(state, lists);
        ArrayNode longest = null;
        int longestBytes = 0;
        for (ArrayNode a : lists) {
            if (a.size() < 2) continue;
            int bytes = WireFormat.text(a).length();
            if (bytes > longestBytes) {
                longest = a;
                longestBytes = bytes;
            }
        }
        if (longest == null) return false;
        int items = longest.size();
        boolean noted = items > 0 && longest.get(items - 1).isTextual() && longest.get(items - 1).asText().startsWith("(+");
        int already = noted ? moreCount(longest.get(items - 1).asText()) : 0;
        int real = noted ? items - 1 : items;
        int keep = Math.max(1, real / 2);
        int dropped = real - keep + already;
        while (longest.size() > keep) longest.remove(longest.size() - 1);
        longest.add("(+" + dropped + " more)");
        return true;
    }

    private static int moreCount(String note) {
        try {
            return Integer.parseInt(note.substring(2).split("\\s")[0]);
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private static void collectLists(JsonNode n, List<ArrayNode> out) {
        if (n.isArray()) {
            out.add((ArrayNode) n);
            n.forEach(x -> collectLists(x, out));
        } else if (n.isObject()) {
            n.forEach(x -> collectLists(x, out));
        }
    }

    private static Question.Choice cutDescriptions(Question.Choice c, int max) {
        Map<String, String> options = new LinkedHashMap<>();
        c.options().forEach((k, d) -> options.put(k, d == null || max == 0 ? null : d.length() <= max ? d : d.substring(0, max - 1) + "…"));
        return new Question.Choice(c.instructions(), options);
    }
}
