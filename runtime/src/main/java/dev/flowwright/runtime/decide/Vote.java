package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One round of framings (framings {@code from} … {@code to−1}): the questions fitted into parts, and each
 * part's framings sent together in one budgeted, hedged request whose exchange is logged — split into
 * several requests only when one would pass the byte limit. Waits for every framing, or — under
 * the {@link Quorum} rule — for all but the last two, leaving the stragglers to finish (and be charged
 * and logged) in the background. When no framing answered because the decision service failed
 * ({@link DecisionException#deciderFailure()}), the round throws that failure; framings that did answer
 * still count when others failed.
 */
final class Vote {
    /** Answers per framing (in the caller's keys, framing order, answered framings only) and what they cost. */
    record Result(List<Integer> indexes, List<Map<String, Answer>> framings, int asked, boolean quorum,
                  AtomicInteger calls, AtomicLong bytes, AtomicLong tokens, AtomicLong reportedIn, AtomicLong reportedOut,
                  AtomicReference<String> requestId, Throwable firstError, AtomicInteger copies, AtomicInteger copyWins) {}

    private final Decider decider;
    private final String model;
    private final ExchangeLog exchanges;
    private final ModelBudget budget;
    private final Hedging hedging;
    private final Executor executor;
    private final RequestFitter fitter;
    /** The most bytes one request carrying several framings may have. */
    private final int requestLimit;

    Vote(Decider decider, String model, ExchangeLog exchanges, ModelBudget budget, Hedging hedging, Executor executor, RequestFitter fitter, int requestLimit) {
        this.requestLimit = requestLimit;
        this.decider = decider;
        this.model = model;
        this.exchanges = exchanges;
        this.budget = budget;
        this.hedging = hedging;
        this.executor = executor;
        this.fitter = fitter;
    }

    Result run(JsonNode state, Map<String, Question> questions, int from, int to) {
        List<DecisionRequest> parts = fitter.fit(new DecisionRequest(model, state, questions));
        Map<Integer, Framing> framings = new LinkedHashMap<>();
        for (int index = from; index < to; index++) framings.put(index, Framing.of(index, questions));
        // as many framings as the budget pays for, each part's framings sent together (docs/architecture.md#how-a-decision-is-made)
        int granted = to - from;
        List<Bundle> bundles = bundles(parts, framings, from, granted);
        while (granted > 0 && bundles.size() > budget.left()) bundles = --granted == 0 ? List.of() : bundles(parts, framings, from, granted);
        if (granted == 0) throw new DecisionException(DecisionException.Code.BUDGET, "the model-call budget of " + budget.limit() + " calls is spent");
        int paid = bundles.isEmpty() ? 0 : budget.take(bundles.size());
        if (paid == 0 && !bundles.isEmpty()) throw new DecisionException(DecisionException.Code.BUDGET, "the model-call budget of " + budget.limit() + " calls is spent");
        if (paid < bundles.size()) bundles = bundles.subList(0, paid);
        // Calls charged for a request that could not be completed are not refunded: they were reserved.
        AtomicInteger calls = new AtomicInteger(paid);
        AtomicLong bytes = new AtomicLong();
        AtomicLong tokens = new AtomicLong();
        AtomicLong reportedIn = new AtomicLong();
        AtomicLong reportedOut = new AtomicLong();
        AtomicReference<String> requestId = new AtomicReference<>();
        AtomicInteger copies = new AtomicInteger();
        AtomicInteger copyWins = new AtomicInteger();
        Map<Integer, List<CompletableFuture<Map<String, Answer>>>> byFraming = new LinkedHashMap<>();
        // what the run already asked on this very state is answered from its cache, never sent again
        for (int p = 0; p < parts.size(); p++) {
            for (int index = from; index < from + granted; index++) {
                Map<String, Answer> known = cache.get(unitKey(parts.get(p), framings, index));
                if (known != null) byFraming.computeIfAbsent(index, k -> new ArrayList<>()).add(CompletableFuture.completedFuture(known));
            }
        }
        for (Bundle bundle : bundles) {
            byte[] body = WireFormat.toBytes(bundle.request());
            long estimate = DecisionAccounting.estimateTokens(body.length, bundle.request().questions().size());
            bytes.addAndGet(body.length);
            tokens.addAndGet(estimate);
            CompletableFuture<Map<String, Answer>> call = hedging.call(() -> send(bundle.request(), reportedIn, reportedOut, requestId), body.length, executor, () -> {
                if (!budget.tryTake()) return false;
                calls.incrementAndGet();
                copies.incrementAndGet();
                bytes.addAndGet(body.length);
                tokens.addAndGet(estimate);
                return true;
            }).thenApply(outcome -> {
                if (outcome.copyWon()) copyWins.incrementAndGet();
                return outcome.value();
            });
            for (int index : bundle.framings()) byFraming.computeIfAbsent(index, k -> new ArrayList<>()).add(call.thenApply(a -> {
                Map<String, Answer> answers = unbundle(bundle, index, a);
                Map<String, Question> asked = framings.get(index).questions();
                // only a whole answer is kept: a question left unanswered is asked again next time
                if (bundle.part().questions().keySet().stream().allMatch(id -> valid(Map.of(id, asked.get(id)), answers).containsKey(id)))
                    cache.putIfAbsent(unitKey(bundle.part(), framings, index), Map.copyOf(answers));
                return answers;
            }));
        }
        // framings that travel together arrive together: a quorum is for framings sent one per request
        int quorumAt = decider.framingsTogether() ? byFraming.size() : Quorum.needed(byFraming.size());
        Collector collector = new Collector(byFraming.size(), quorumAt, questions);
        byFraming.forEach((index, partCalls) -> {
            Framing framing = framings.get(index);
            CompletableFuture.allOf(partCalls.toArray(CompletableFuture[]::new)).whenComplete((v, e) -> {
                Map<String, Answer> merged = new LinkedHashMap<>();
                Throwable error = null;
                for (CompletableFuture<Map<String, Answer>> p : partCalls) {
                    if (p.isCompletedExceptionally()) error = error != null ? error : cause(p);
                    else merged.putAll(framing.toOriginal(valid(framing.questions(), p.join())));
                }
                collector.finished(index, error != null && merged.isEmpty() ? null : merged, error);
            });
        });
        Result result = collector.await(calls, bytes, tokens, reportedIn, reportedOut, requestId, copies, copyWins);
        // no framing answered because the service failed: that is the outcome, never an empty ballot read as "none"
        DecisionException failed = result.framings().isEmpty() ? deciderFailure(result.firstError()) : null;
        if (failed != null) throw failed;
        return result;
    }

    /**
     * One request carrying several framings of one part: each framed question under {@link #bundledId}, the
     * part's state once. Only a request with one framing keeps the caller's ids.
     */
    record Bundle(DecisionRequest part, DecisionRequest request, List<Integer> framings) {}

    /**
     * The run's cache (docs/architecture.md#how-a-decision-is-made): the answers to one framing of one part,
     * by the identity of that framing's request — the same state (so the same screen), the same questions
     * with the same options, the same framing. A maker lives for one run, and so does its cache.
     */
    private final Map<String, Map<String, Answer>> cache = new java.util.concurrent.ConcurrentHashMap<>();

    private String unitKey(DecisionRequest part, Map<Integer, Framing> framings, int index) {
        return WireFormat.identity(request(part, framings, List.of(index)));
    }

    /** A framed question's id in a request carrying several framings: {@code f<index>.<id>}. */
    static String bundledId(int framing, String id) { return "f" + framing + "." + id; }

    /**
     * The requests that carry framings {@code from} … {@code from+count−1} of each part: a part's framings go
     * together until one more would take the request past {@link #requestLimit}, then a new request starts;
     * a decider that does not take framings together gets one request per framing and part.
     */
    List<Bundle> bundles(List<DecisionRequest> parts, Map<Integer, Framing> framings, int from, int count) {
        List<Bundle> out = new ArrayList<>();
        boolean together = decider.framingsTogether();
        for (DecisionRequest part : parts) {
            List<Integer> group = new ArrayList<>();
            for (int index = from; index < from + count; index++) {
                if (cache.containsKey(unitKey(part, framings, index))) continue;
                List<Integer> wider = new ArrayList<>(group);
                wider.add(index);
                if (group.isEmpty() || (together && WireFormat.size(request(part, framings, wider)) <= requestLimit)) {
                    group = wider;
                    continue;
                }
                out.add(new Bundle(part, request(part, framings, group), group));
                group = new ArrayList<>(List.of(index));
            }
            if (!group.isEmpty()) out.add(new Bundle(part, request(part, framings, group), group));
        }
        return out;
    }

    private DecisionRequest request(DecisionRequest part, Map<Integer, Framing> framings, List<Integer> indexes) {
        Map<String, Question> framed = new LinkedHashMap<>();
        for (int index : indexes) {
            Map<String, Question> asked = framings.get(index).questions();
            part.questions().keySet().forEach(id -> framed.put(indexes.size() == 1 ? id : bundledId(index, id), asked.get(id)));
        }
        return new DecisionRequest(model, part.state(), framed);
    }

    /** Framing {@code index}'s answers in a bundle's response, under the framing's own ids. */
    private static Map<String, Answer> unbundle(Bundle bundle, int index, Map<String, Answer> answers) {
        if (bundle.framings().size() == 1) return answers;
        String prefix = bundledId(index, "");
        Map<String, Answer> out = new LinkedHashMap<>();
        answers.forEach((id, a) -> { if (id.startsWith(prefix)) out.put(id.substring(prefix.length()), a); });
        return out;
    }

    /** The decision service's failure in {@code error}'s causes (a hedged call may wrap it), or null. */
    private static DecisionException deciderFailure(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof DecisionException d) return d.deciderFailure() ? d : null;
        }
        return null;
    }

    private Map<String, Answer> send(DecisionRequest request, AtomicLong reportedIn, AtomicLong reportedOut, AtomicReference<String> requestId) {
        DecisionResponse response = decider.decide(request);
        exchanges.record(WireFormat.toJson(request), WireFormat.toJson(response), response.requestId());
        reportedIn.addAndGet(response.usage().inputTokens());
        reportedOut.addAndGet(response.usage().outputTokens());
        if (response.requestId() != null) requestId.compareAndSet(null, response.requestId());
        return response.answers();
    }

    /** Answers that fit the question as framed; anything else is dropped here (fail closed). */
    private static Map<String, Answer> valid(Map<String, Question> questions, Map<String, Answer> answers) {
        Map<String, Answer> out = new LinkedHashMap<>();
        answers.forEach((id, a) -> {
            if (a == null || !questions.containsKey(id)) return;
            Question q = questions.get(id);
            if (a instanceof Answer.NoulAnswer y) {
                if (q instanceof Question.Noul && y.p() >= 0 && y.p() <= 1) out.put(id, a);
            } else if (a instanceof Answer.ChoiceAnswer c) {
                if (!(q instanceof Question.Choice asked) || !asked.options().containsKey(c.choice())) return;
                Map<String, Double> probs = new LinkedHashMap<>();
                c.probabilities().forEach((k, p) -> { if (asked.options().containsKey(k) && p >= 0 && p <= 1) probs.put(k, p); });
                out.put(id, new Answer.ChoiceAnswer(c.choice(), probs, c.confidence()));
            } else if (a instanceof Answer.ScoreAnswer s) {
                if (q instanceof Question.Score asked && s.score() >= 0 && s.score() <= asked.levels().size() - 1) out.put(id, a);
            }
        });
        return out;
    }

    private static Throwable cause(CompletableFuture<?> f) {
        try {
            f.join();
            return null;
        } catch (RuntimeException e) {
            return e.getCause() != null ? e.getCause() : e;
        }
    }

    /** Gathers framings as they finish and wakes the asker when all are in or the quorum holds. */
    private static final class Collector {
        private final int asked;
        private final int quorumAt;
        private final Map<String, Question> questions;
        private final Map<Integer, Map<String, Answer>> answered = new java.util.TreeMap<>();
        private int finished;
        private Throwable firstError;

        Collector(int asked, int quorumAt, Map<String, Question> questions) {
            this.asked = asked;
            this.quorumAt = quorumAt;
            this.questions = questions;
        }

        synchronized void finished(int index, Map<String, Answer> answers, Throwable error) {
            finished++;
            if (answers != null) answered.put(index, answers);
            if (error != null && firstError == null) firstError = error;
            notifyAll();
        }

        private boolean quorumHolds() {
            return quorumAt < asked && answered.size() >= quorumAt && Quorum.settled(questions, new ArrayList<>(answered.values()));
        }

        synchronized Result await(AtomicInteger calls, AtomicLong bytes, AtomicLong tokens, AtomicLong reportedIn, AtomicLong reportedOut,
                                  AtomicReference<String> requestId, AtomicInteger copies, AtomicInteger copyWins) {
            boolean quorum = false;
            try {
                while (finished < asked) {
                    if (quorumHolds()) {
                        quorum = true;
                        break;
                    }
                    wait();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DecisionException(DecisionException.Code.INTERRUPTED, "interrupted while waiting for a decision", e);
            }
            return new Result(new ArrayList<>(answered.keySet()), new ArrayList<>(answered.values()), asked, quorum,
                    calls, bytes, tokens, reportedIn, reportedOut, requestId, firstError, copies, copyWins);
        }
    }
}
