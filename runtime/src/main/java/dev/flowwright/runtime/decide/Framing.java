package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One framing of a decision (docs/architecture.md#how-a-decision-is-made). Framing 0 is the question unchanged; framing
 * i adds one of four rotating perspective lines and, for a Choice whose keys (besides {@code none}) are
 * all digits or all capitals, rotates the options by ⌈i·n/9⌉ mod n, reverses them on odd i and re-keys
 * them (zero-padded numbers on even i, letters on odd i) — so a position or key bias cannot win the
 * vote. {@link #toOriginal} maps a framed answer back to the caller's keys.
 */
public final class Framing {
    /** The perspective lines framings 1, 2, 3, 4, 5, … add, in rotation. */
    public static final List<String> PERSPECTIVES = List.of(
            "Judge as a careful person reading the screen for the first time.",
            "Judge only from what the screen shows, not from what it might show next.",
            "Judge as someone who must be sure before acting; doubt counts against.",
            "Judge by what a person doing this task would expect to see.");
    public static final String PERSPECTIVE_FIELD = "perspective";
    public static final String NONE = "none";

    private final int index;
    private final Map<String, Question> framed;
    /** Per choice question: framed key → original key. */
    private final Map<String, Map<String, String>> keyMaps;

    private Framing(int index, Map<String, Question> framed, Map<String, Map<String, String>> keyMaps) {
        this.index = index;
        this.framed = framed;
        this.keyMaps = keyMaps;
    }

    public int index() { return index; }

    /** The questions as this framing sends them. */
    public Map<String, Question> questions() { return framed; }

    public static Framing of(int index, Map<String, Question> questions) {
        if (index < 0 || index >= Thresholds.MAX_VOTES) throw new IllegalArgumentException("framing " + index + " is outside 0–" + (Thresholds.MAX_VOTES - 1));
        Map<String, Question> out = new LinkedHashMap<>();
        Map<String, Map<String, String>> maps = new LinkedHashMap<>();
        questions.forEach((id, q) -> {
            if (index == 0) {
                out.put(id, q);
                return;
            }
            JsonNode ins = withPerspective(q.instructions(), index);
            if (q instanceof Question.Noul n) {
                out.put(id, new Question.Noul(ins, n.whenTrue(), n.whenFalse()));
            } else if (q instanceof Question.Score s) {
                out.put(id, new Question.Score(ins, s.levels()));
            } else if (q instanceof Question.Choice c) {
                Map<String, String> back = new LinkedHashMap<>();
                out.put(id, new Question.Choice(ins, reorder(c.options(), index, back)));
                if (!back.isEmpty()) maps.put(id, back);
            } else {
                throw new IllegalStateException("unknown question type " + q);
            }
        });
        return new Framing(index, Collections.unmodifiableMap(out), maps);
    }

    /**
     * How many framings of {@code q} differ from each other: a question whose options are not re-keyed (a yes/no, a
     * score, a choice keyed by words) differs only by its perspective line, so framing 1 + 4k repeats framing 1 — the
     * run's cache answers it, and it is no new evidence; a re-keyed choice's framings all differ.
     */
    public static int distinct(Question q) {
        boolean rekeyed = q instanceof Question.Choice c && rekeyable(c.options());
        return rekeyed ? Thresholds.MAX_VOTES : 1 + PERSPECTIVES.size();
    }

    /** The perspective line framing {@code index} adds (none for framing 0). */
    public static String perspective(int index) {
        return index == 0 ? null : PERSPECTIVES.get((index - 1) % PERSPECTIVES.size());
    }

    private static JsonNode withPerspective(JsonNode instructions, int index) {
        String line = perspective(index);
        if (instructions == null || instructions.isNull()) {
            ObjectNode n = JsonNodeFactory.instance.objectNode();
            n.put(PERSPECTIVE_FIELD, line);
            return n;
        }
        if (instructions.isObject()) {
            ObjectNode copy = ((ObjectNode) instructions).deepCopy();
            copy.put(PERSPECTIVE_FIELD, line);
            return copy;
        }
        return JsonNodeFactory.instance.textNode(instructions.asText() + "\n" + line);
    }

    /** Whether a choice's keys are positional labels a model may be biased by (all digits or all capitals). */
    static boolean rekeyable(Map<String, String> options) {
        List<String> keys = keysBesidesNone(options);
        if (keys.size() < 2) return false;
        boolean digits = keys.stream().allMatch(k -> !k.isEmpty() && k.chars().allMatch(ch -> ch >= '0' && ch <= '9'));
        boolean capitals = keys.stream().allMatch(k -> !k.isEmpty() && k.chars().allMatch(ch -> ch >= 'A' && ch <= 'Z'));
        return digits || capitals;
    }

    private static Map<String, String> reorder(Map<String, String> options, int index, Map<String, String> back) {
        if (!rekeyable(options)) return options;
        List<String> keys = keysBesidesNone(options);
        int n = keys.size();
        int shift = (int) (((long) index * n + Thresholds.MAX_VOTES - 1) / Thresholds.MAX_VOTES) % n;
        List<String> order = new ArrayList<>(n);
        for (int k = 0; k < n; k++) order.add(keys.get((k + shift) % n));
        if (index % 2 == 1) Collections.reverse(order);
        Map<String, String> out = new LinkedHashMap<>();
        for (int k = 0; k < n; k++) {
            String key = index % 2 == 0 ? number(k + 1, n) : letters(k);
            out.put(key, options.get(order.get(k)));
            back.put(key, order.get(k));
        }
        if (options.containsKey(NONE)) {
            out.put(NONE, options.get(NONE));
            back.put(NONE, NONE);
        }
        return out;
    }

    private static List<String> keysBesidesNone(Map<String, String> options) {
        List<String> keys = new ArrayList<>(options.keySet());
        keys.remove(NONE);
        return keys;
    }

    static String number(int k, int n) {
        int width = Integer.toString(n).length();
        return String.format("%0" + width + "d", k);
    }

    /** A, B, …, Z, AA, AB, … */
    static String letters(int k) {
        StringBuilder s = new StringBuilder();
        int x = k;
        do {
            s.insert(0, (char) ('A' + x % 26));
            x = x / 26 - 1;
        } while (x >= 0);
        return s.toString();
    }

    /** This framing's answer in the caller's keys; an answer naming a key this framing never sent is dropped. */
    public Answer toOriginal(String id, Answer answer) {
        Map<String, String> back = keyMaps.get(id);
        if (back == null || !(answer instanceof Answer.ChoiceAnswer c)) return answer;
        String choice = back.get(c.choice());
        if (choice == null) return null;
        Map<String, Double> probs = new LinkedHashMap<>();
        c.probabilities().forEach((k, p) -> {
            String original = back.get(k);
            if (original != null) probs.put(original, p);
        });
        return new Answer.ChoiceAnswer(choice, probs, c.confidence());
    }

    /** Every answer of a response in the caller's keys. */
    public Map<String, Answer> toOriginal(Map<String, Answer> answers) {
        Map<String, Answer> out = new LinkedHashMap<>();
        answers.forEach((id, a) -> {
            Answer mapped = toOriginal(id, a);
            if (mapped != null) out.put(id, mapped);
        });
        return out;
    }
}
