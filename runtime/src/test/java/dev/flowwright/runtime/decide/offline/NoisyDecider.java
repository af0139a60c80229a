package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

/**
 * A decider whose framings disagree the way a model's do: the offline decider's answer to each framed question
 * with its log-probabilities (a yes/no's log-odds) moved by Gaussian noise of scale {@code sigma}. The noise is
 * drawn from the framed question itself (its instructions with the framing's perspective line, its options in
 * the framing's order and keys) and the state, so a framing gets the same noise however the framings are
 * bundled or in which round it is asked: two voting schemes meet the same framings. For the labelled set's
 * pipeline figures ({@link DecisionEval}); not a model of any particular host.
 */
final class NoisyDecider implements Decider {
    private final Decider inner;
    private final double sigma;
    private final long seed;

    NoisyDecider(Decider inner, double sigma, long seed) {
        this.inner = inner;
        this.sigma = sigma;
        this.seed = seed;
    }

    @Override
    public String describe() { return "noisy(" + inner.describe() + ", sigma " + sigma + ")"; }

    @Override
    public boolean framingsTogether() { return inner.framingsTogether(); }

    @Override
    public DecisionResponse decide(DecisionRequest request) {
        DecisionResponse r = inner.decide(request);
        Map<String, Answer> out = new LinkedHashMap<>();
        r.answers().forEach((id, a) -> {
            Question q = request.questions().get(id);
            String identity = WireFormat.identity(new DecisionRequest(null, request.state() == null ? JsonNodeFactory.instance.objectNode() : request.state(), Map.of("q", q)));
            Random random = new Random(seed * 31 + identity.hashCode());
            out.put(id, noisy(a, random));
        });
        return new DecisionResponse(r.model(), out, r.usage(), r.requestId());
    }

    private Answer noisy(Answer a, Random random) {
        if (a instanceof Answer.NoulAnswer y) {
            double p = Math.min(1 - 1e-4, Math.max(1e-4, y.p()));
            double logit = Math.log(p / (1 - p)) + sigma * random.nextGaussian();
            return new Answer.NoulAnswer(1 / (1 + Math.exp(-logit)));
        }
        if (a instanceof Answer.ChoiceAnswer c) {
            Map<String, Double> probs = perturbed(c.probabilities(), random);
            String best = argmax(probs);
            return new Answer.ChoiceAnswer(best, probs, probs.get(best));
        }
        Answer.ScoreAnswer s = (Answer.ScoreAnswer) a;
        Map<String, Double> probs = perturbed(s.probabilities(), random);
        double score = 0;
        for (var e : probs.entrySet()) score += Integer.parseInt(e.getKey()) * e.getValue();
        return new Answer.ScoreAnswer(score, probs, probs.get(argmax(probs)));
    }

    private Map<String, Double> perturbed(Map<String, Double> probs, Random random) {
        Map<String, Double> weights = new LinkedHashMap<>();
        double sum = 0;
        for (var e : probs.entrySet()) {
            double w = Math.exp(Math.log(Math.max(1e-4, e.getValue())) + sigma * random.nextGaussian());
            weights.put(e.getKey(), w);
            sum += w;
        }
        Map<String, Double> out = new LinkedHashMap<>();
        for (var e : weights.entrySet()) out.put(e.getKey(), e.getValue() / sum);
        return out;
    }

    private static String argmax(Map<String, Double> probs) {
        String best = null;
        for (var e : probs.entrySet()) if (best == null || e.getValue() > probs.get(best)) best = e.getKey();
        return best;
    }
}
