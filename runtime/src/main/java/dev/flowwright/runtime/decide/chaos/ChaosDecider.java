package dev.flowwright.runtime.decide.chaos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.Framing;
import dev.flowwright.runtime.decide.Question;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A decider that is confident and arbitrary, for asking "what is the worst this flow can do?": every
 * Choice gets one option at p {@link Thresholds#CHAOS_CHOICE_MIN}–{@link Thresholds#CHAOS_CHOICE_MAX}
 * (the rest share the remainder, {@code none} like any other option), every yes/no a P(yes) anywhere in
 * {@link Thresholds#CHAOS_NOUL_MIN}–{@link Thresholds#CHAOS_NOUL_MAX}, every Score one level at a
 * choice-like probability.
 * <p>
 * It is wrong the same way every time: the randomness comes from the seed and a hash of the question's
 * identity — its instructions without the framing's perspective line, the option descriptions as a set
 * (not their keys or order) and, for yes/no and scores, their labels. So every {@link Framing} of one
 * question gets the same answer (after the framing's keys are mapped back) and voting across framings
 * cannot cancel it out. The screen state is not part of the identity: the same question on a later turn
 * is answered the same way. Stateless and thread-safe.
 */
public final class ChaosDecider implements Decider {
    public static final String MODEL = "chaos";

    private final long seed;

    public ChaosDecider(long seed) { this.seed = seed; }

    public long seed() { return seed; }

    @Override
    public String describe() {
        return "chaos (seed " + seed + "): confident and arbitrary — for finding the worst a flow can do";
    }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        Map<String, Answer> answers = new LinkedHashMap<>();
        request.questions().forEach((id, q) -> answers.put(id, answer(q)));
        return new DecisionResponse(MODEL, answers, DecisionResponse.Usage.NONE, null);
    }

    /** This decider's answer to one question, the same for every framing of it. */
    public Answer answer(Question q) {
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L ^ identityHash(q));
        if (q instanceof Question.Noul) {
            return new Answer.NoulAnswer(between(random, Thresholds.CHAOS_NOUL_MIN, Thresholds.CHAOS_NOUL_MAX));
        }
        if (q instanceof Question.Choice c) return choice(c, random);
        if (q instanceof Question.Score s) return score(s, random);
        throw new IllegalArgumentException("unknown question type " + q);
    }

    private static Answer choice(Question.Choice c, SplittableRandom random) {
        // options in an order that does not depend on the framing: by description, then key
        List<Map.Entry<String, String>> options = new ArrayList<>(c.options().entrySet());
        options.sort(Comparator.comparing((Map.Entry<String, String> e) -> label(e)).thenComparing(Map.Entry::getKey));
        double[] p = spread(options.size(), random);
        Map<String, Double> probs = new LinkedHashMap<>();
        // keep the caller's key order in the answer
        Map<String, Double> byKey = new LinkedHashMap<>();
        String chosen = null;
        double best = -1;
        for (int i = 0; i < options.size(); i++) {
            byKey.put(options.get(i).getKey(), p[i]);
            if (p[i] > best) {
                best = p[i];
                chosen = options.get(i).getKey();
            }
        }
        for (String key : c.options().keySet()) probs.put(key, byKey.get(key));
        return new Answer.ChoiceAnswer(chosen, probs, best);
    }

    private static Answer score(Question.Score s, SplittableRandom random) {
        double[] p = spread(s.levels().size(), random);
        Map<String, Double> probs = new LinkedHashMap<>();
        double mean = 0;
        double best = 0;
        for (int i = 0; i < p.length; i++) {
            probs.put(Integer.toString(i), p[i]);
            mean += i * p[i];
            best = Math.max(best, p[i]);
        }
        return new Answer.ScoreAnswer(mean, probs, best);
    }

    /** One of n positions at a confident probability, the remainder shared at random among the rest. */
    private static double[] spread(int n, SplittableRandom random) {
        double[] p = new double[n];
        int winner = random.nextInt(n);
        double top = between(random, Thresholds.CHAOS_CHOICE_MIN, Thresholds.CHAOS_CHOICE_MAX);
        p[winner] = top;
        double[] weights = new double[n];
        double sum = 0;
        for (int i = 0; i < n; i++) {
            if (i == winner) continue;
            weights[i] = random.nextDouble();
            sum += weights[i];
        }
        for (int i = 0; i < n; i++) {
            if (i == winner) continue;
            p[i] = sum == 0 ? (1 - top) / (n - 1) : (1 - top) * weights[i] / sum;
        }
        return p;
    }

    private static double between(SplittableRandom random, double low, double high) {
        return low + (high - low) * random.nextDouble();
    }

    private static String label(Map.Entry<String, String> option) {
        return option.getValue() == null ? option.getKey() : option.getValue();
    }

    /** The question's identity, blind to what framings change (perspective line, option keys and order). */
    static long identityHash(Question q) {
        StringBuilder id = new StringBuilder(q.getClass().getSimpleName()).append('\n');
        id.append(withoutPerspective(q.instructions())).append('\n');
        if (q instanceof Question.Choice c) {
            List<String> labels = new ArrayList<>();
            c.options().entrySet().forEach(e -> labels.add(label(e)));
            labels.sort(null);
            labels.forEach(l -> id.append(l).append('\u0000'));
        } else if (q instanceof Question.Noul n) {
            id.append(n.whenTrue()).append('\u0000').append(n.whenFalse());
        } else if (q instanceof Question.Score s) {
            s.levels().forEach(l -> id.append(l).append('\u0000'));
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(id.toString().getBytes(StandardCharsets.UTF_8));
            long h = 0;
            for (int i = 0; i < 8; i++) h = (h << 8) | (digest[i] & 0xFF);
            return h;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    private static String withoutPerspective(JsonNode instructions) {
        if (instructions == null || instructions.isNull()) return "";
        if (instructions.isObject()) {
            ObjectNode copy = ((ObjectNode) instructions).deepCopy();
            copy.remove(Framing.PERSPECTIVE_FIELD);
            return copy.toString();
        }
        String text = instructions.asText();
        for (String line : Framing.PERSPECTIVES) {
            if (text.endsWith("\n" + line)) return text.substring(0, text.length() - line.length() - 1);
        }
        return text;
    }
}
