package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.LookAlikes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The embedded decider: answers the runtime's own question catalogue ({@link Ask}) from the rendered
 * state and the instructions JSON, in-process, with no network, deterministically. Grounding questions
 * are answered by word relevance ({@link Relevance}); judgments about the screen by general cues
 * ({@link ScreenJudge}). A question it does not recognise gets an honest, uninformative answer: P(yes) ½, a
 * near-uniform choice that leans to {@code none} when offered, a uniform score. Thread-safe (stateless).
 */
public final class OfflineDecider implements Decider {
    public static final String MODEL = "offline-lexical-1";
    /** Softmax temperature over relevance scores: how sharply a better match takes the probability. */
    static final double TEMPERATURE = 0.08;
    /** The relevance a confirmed candidate is weighed against (the confirm yes/no): below it, "no". */
    static final double NONE_SCORE = 0.30;
    private static final Set<String> SKIP_FIELDS = Set.of("ask", "question", "rules", "perspective", "offer_none", "duel", "knockout");

    private final Semantic semantic;
    private final double semanticWeight;

    public OfflineDecider() { this(null, 0); }

    /** With a semantic similarity added to word relevance at {@code weight} (grounding questions only). */
    public OfflineDecider(Semantic semantic, double weight) {
        this.semantic = semantic;
        this.semanticWeight = weight;
    }

    @Override
    public String describe() { return "offline (embedded, no network)"; }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        StateView view = new StateView(request.state());
        Map<String, Answer> answers = new LinkedHashMap<>();
        request.questions().forEach((id, q) -> answers.put(id, answer(q, view)));
        Keypad.answer(request.questions(), view).forEach(answers::put);
        return new DecisionResponse(MODEL, answers, new DecisionResponse.Usage(0, 0), null);
    }

    Answer answer(Question q, StateView view) {
        JsonNode ins = q.instructions();
        Optional<Ask> ask = Instructions.askOf(ins);
        String goal = goal(ins, view);
        if (ask.isEmpty()) return unknown(q);
        Ask a = ask.get();
        if (q instanceof Question.Noul) return new Answer.NoulAnswer(yesNo(a, ins, goal, view));
        if (q instanceof Question.Score s) return score(s, a, ins, goal, view);
        if (q instanceof Question.Choice c) return choice(c, a, ins, goal, view);
        return unknown(q);
    }

    /** The words that say what is wanted: the step and every field but the framing ones. */
    static String goal(JsonNode ins, StateView view) {
        if (ins == null || !ins.isObject()) return ins == null ? view.step : ins.asText();
        StringBuilder b = new StringBuilder();
        String step = ins.path("step").asText("");
        ins.fields().forEachRemaining(e -> {
            if (SKIP_FIELDS.contains(e.getKey()) || !e.getValue().isValueNode()) return;
            // "click to accomplish: <step>" says the step again with boilerplate that dilutes every match
            if (e.getKey().equals("purpose") && !step.isBlank() && e.getValue().asText().endsWith(step)) return;
            b.append(e.getValue().asText()).append(". ");
        });
        if (b.length() == 0) b.append(view.step.isEmpty() ? ins.path("question").asText("") : view.step);
        return b.toString();
    }

    private static String field(JsonNode ins, String... names) {
        for (String n : names) if (ins != null && ins.hasNonNull(n) && !ins.get(n).asText().isBlank()) return ins.get(n).asText();
        return null;
    }

    private double yesNo(Ask a, JsonNode ins, String goal, StateView v) {
        String step = Optional.ofNullable(field(ins, "step", "intent")).orElse(goal);
        String condition = Optional.ofNullable(field(ins, "condition", "what", "option")).orElse(step);
        return switch (a) {
            case DONE, ALREADY_DONE, HAPPENED -> completion(step, v);
            case NOT_DONE -> ScreenJudge.clamp(1 - completion(step, v));
            case HELPED -> ScreenJudge.clamp(0.35 + 0.5 * completion(step, v));
            case BLOCKED -> ScreenJudge.blocked(step, v);
            case HOLDS -> ScreenJudge.holds(condition, v);
            case NEGATED -> ScreenJudge.clamp(1 - ScreenJudge.holds(condition, v));
            // a choice shows as its option selected, not as the words of what it is chosen in
            case REFLECTS -> ScreenJudge.reflects(Optional.ofNullable(field(ins, "option")).orElse(condition), v);
            case STRAYS -> ScreenJudge.clamp(1 - ScreenJudge.reflects(Optional.ofNullable(field(ins, "option")).orElse(condition), v));
            case ASKS -> asks(Optional.ofNullable(field(ins, "slot", "field")).orElse(goal), v);
            case FIELD_ERROR -> ScreenJudge.fieldError(Optional.ofNullable(field(ins, "slot", "field")).orElse(goal), v);
            case CONFIRM -> confirm(ins, step, v);
            default -> 0.5;
        };
    }

    /** How complete a step looks: a calculation on a keypad by its display, anything else by {@link ScreenJudge}. */
    private static double completion(String step, StateView v) {
        return Keypad.completion(step, v).orElseGet(() -> ScreenJudge.completion(step, v));
    }

    private static double asks(String slot, StateView v) {
        double best = 0;
        Set<String> words = new java.util.HashSet<>(Words.of(slot));
        for (Candidate c : v.elements) best = Math.max(best, ScreenJudge.cover(words, c.shown()));
        for (String line : v.text) best = Math.max(best, 0.7 * ScreenJudge.cover(words, line));
        return ScreenJudge.clamp(0.15 + 0.75 * best);
    }

    private static double confirm(JsonNode ins, String step, StateView v) {
        String described = field(ins, "candidate", "element", "target", "option");
        if (described == null) return 0.5;
        Candidate mine = Candidate.parse(described);
        Map<String, Candidate> pool = new LinkedHashMap<>();
        for (int i = 0; i < v.elements.size(); i++) pool.put("s" + i, v.elements.get(i));
        pool.put("mine", mine);
        Map<String, Double> scores = Relevance.scores(step, pool, Relevance.actionOf(step));
        double own = scores.get("mine");
        double rival = scores.entrySet().stream().filter(e -> !e.getKey().equals("mine") && !pool.get(e.getKey()).raw().equals(mine.raw()))
                .mapToDouble(Map.Entry::getValue).max().orElse(0);
        return ScreenJudge.clamp(1 / (1 + Math.exp(-((own - NONE_SCORE) * 8 + (own - rival) * 6))));
    }

    private Answer score(Question.Score s, Ask a, JsonNode ins, String goal, StateView v) {
        int levels = s.levels().size();
        double level = switch (a) {
            case PROGRESS -> completion(Optional.ofNullable(field(ins, "step", "intent")).orElse(goal), v);
            case COVERAGE -> ScreenJudge.holds(Optional.ofNullable(field(ins, "condition")).orElse(goal), v);
            default -> -1;
        };
        if (level < 0) return uniformScore(levels);
        Map<String, Double> probs = a == Ask.PROGRESS ? topIsDone(level, levels) : around(level * (levels - 1), levels, 1);
        double score = 0;
        for (var e : probs.entrySet()) score += Integer.parseInt(e.getKey()) * e.getValue();
        return new Answer.ScoreAnswer(score, probs, concentration(probs));
    }

    /**
     * Progress whose top level ("fully accomplished") carries exactly P(done), the rest spread below it
     * around the same estimate: the top level and the done question are one belief, asked twice, and a
     * spread that leaks the top level's mass to "nearly" would hold a plainly finished step under the bar.
     */
    private static Map<String, Double> topIsDone(double done, int levels) {
        Map<String, Double> below = around(done * (levels - 2), levels - 1, 1 - done);
        below.put(Integer.toString(levels - 1), done);
        return below;
    }

    /** A discretised bell of total {@code mass} over levels 0…n−1 centred at {@code centre}. */
    private static Map<String, Double> around(double centre, int n, double mass) {
        Map<String, Double> probs = new LinkedHashMap<>();
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double w = Math.exp(-Math.pow(i - centre, 2) / 0.8);
            probs.put(Integer.toString(i), w);
            sum += w;
        }
        for (var e : probs.entrySet()) e.setValue(mass * e.getValue() / sum);
        return probs;
    }

    private Answer choice(Question.Choice c, Ask a, JsonNode ins, String goal, StateView v) {
        if (a == Ask.MOVE) return Moves.answer(c, goal, v);
        if (a == Ask.PAGE_KIND) return pageKind(c, v);
        String want = switch (a) {
            case SLOT -> Optional.ofNullable(field(ins, "slot", "field")).orElse(goal);
            case SUGGESTION -> Optional.ofNullable(field(ins, "text", "value", "typed")).orElse(goal);
            case SOURCE, PICK -> Optional.ofNullable(field(ins, "what", "by", "from")).orElse(goal);
            default -> goal;
        };
        if (a == Ask.DISMISS) want = want + " close dismiss decline accept escape";
        Map<String, Candidate> options = new LinkedHashMap<>();
        c.options().forEach((k, d) -> { if (!"none".equals(k)) options.put(k, Candidate.parse(d == null ? k : d)); });
        if (options.isEmpty()) return unknown(c);
        Relevance.Action action = a == Ask.SLOT ? Relevance.Action.TYPE : a == Ask.SOURCE || a == Ask.REGION ? Relevance.Action.ANY : Relevance.actionOf(want);
        Map<String, Double> scores = Relevance.scores(want, options, action, semantic, semanticWeight);
        if (a == Ask.SOURCE && Readings.asksForQuantity(want)) Readings.favourNumbers(scores, options);
        String none = c.options().containsKey("none") ? "none" : null;
        double noneScore = related(want, options) ? Thresholds.OFFLINE_RELATED_NONE_SCORE : Thresholds.OFFLINE_NONE_SCORE;
        if (a != Ask.SLOT && a != Ask.SOURCE && a != Ask.REGION && a != Ask.DISMISS) {
            // the rule reads the step's own words: other fields quote places ('region "Delivery"'), not what is wanted
            String named = a == Ask.SUGGESTION || a == Ask.PICK ? want : Optional.ofNullable(field(ins, "step")).orElse(want);
            noneScore = lookAlikes(named, options, scores, noneScore);
        }
        return fromProbabilities(Relevance.softmax(scores, TEMPERATURE, none, noneScore));
    }

    /** Whether some option shares a word with what is wanted, by its name, place or value. */
    private static boolean related(String want, Map<String, Candidate> options) {
        java.util.Set<String> words = new java.util.HashSet<>(Words.of(want));
        for (Candidate c : options.values()) {
            for (String w : Words.of(c.shown() + " " + c.where() + " " + c.value())) if (words.contains(w)) return true;
        }
        return false;
    }

    /**
     * The look-alike rule read as evidence ({@link LookAlikes}): the one candidate the rule settles on
     * (the exact match, or the only one holding every wanted word) gets
     * {@link Thresholds#OFFLINE_EXACT_PREFERENCE}; look-alikes none of which is exact put {@code none}
     * {@link Thresholds#OFFLINE_LOOKALIKE_NONE_LEAD} above the best of them — unsure is "none". Returns
     * the score {@code none} competes with.
     */
    private static double lookAlikes(String want, Map<String, Candidate> options, Map<String, Double> scores, double noneScore) {
        List<String> keys = new java.util.ArrayList<>(options.keySet());
        List<String> names = keys.stream().map(k -> options.get(k).shown()).toList();
        Optional<Integer> preferred = LookAlikes.preferred(want, names);
        if (preferred.isPresent()) {
            scores.merge(keys.get(preferred.get()), Thresholds.OFFLINE_EXACT_PREFERENCE, Double::sum);
            return noneScore;
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int i : LookAlikes.ambiguous(want, names)) best = Math.max(best, scores.get(keys.get(i)));
        return best == Double.NEGATIVE_INFINITY ? noneScore : Math.max(noneScore, best + Thresholds.OFFLINE_LOOKALIKE_NONE_LEAD);
    }

    private static Answer pageKind(Question.Choice c, StateView v) {
        Map<String, Candidate> kinds = new LinkedHashMap<>();
        c.options().forEach((k, d) -> kinds.put(k, Candidate.line(d == null ? k : d)));
        String page = v.shownText() + " " + v.elements.stream().map(Candidate::shown).reduce("", (x, y) -> x + " " + y);
        return fromProbabilities(Relevance.softmax(Relevance.scores(page, kinds, Relevance.Action.ANY), 0.15, null, 0));
    }

    static Answer.ChoiceAnswer fromProbabilities(Map<String, Double> probs) {
        String best = null;
        for (var e : probs.entrySet()) if (best == null || e.getValue() > probs.get(best)) best = e.getKey();
        return new Answer.ChoiceAnswer(best, probs, concentration(probs));
    }

    /** 1 − normalised entropy: 0 for uniform, 1 for all mass on one option. */
    static double concentration(Map<String, Double> probs) {
        int n = probs.size();
        if (n < 2) return 1;
        double h = 0;
        for (double p : probs.values()) if (p > 0) h -= p * Math.log(p);
        return Math.max(0, Math.min(1, 1 - h / Math.log(n)));
    }

    /** An honest "I cannot tell": ½, a near-uniform choice leaning to none, a uniform score. */
    static Answer unknown(Question q) {
        if (q instanceof Question.Noul) return new Answer.NoulAnswer(0.5);
        if (q instanceof Question.Choice c) {
            Map<String, Double> weights = new LinkedHashMap<>();
            c.options().keySet().forEach(k -> weights.put(k, "none".equals(k) ? 2.0 : 1.0));
            double sum = weights.values().stream().mapToDouble(Double::doubleValue).sum();
            weights.replaceAll((k, w) -> w / sum);
            return fromProbabilities(weights);
        }
        if (q instanceof Question.Score s) return uniformScore(s.levels().size());
        throw new IllegalStateException("unknown question type " + q);
    }

    private static Answer.ScoreAnswer uniformScore(int levels) {
        Map<String, Double> probs = new LinkedHashMap<>();
        for (int i = 0; i < levels; i++) probs.put(Integer.toString(i), 1.0 / levels);
        return new Answer.ScoreAnswer((levels - 1) / 2.0, probs, 0);
    }

    static List<String> keys(Question.Choice c) { return List.copyOf(c.options().keySet()); }
}
