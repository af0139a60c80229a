package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.flow.Secrets;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The request pipeline every decision goes through (docs/architecture.md#how-a-decision-is-made): budget check,
 * secrets masked to {@code ${name}}, a {@code none} option where one is required, {@link Knockout} rounds for a
 * choice longer than the decider's host takes, fitting to {@link Thresholds#MAX_REQUEST_BYTES}, a vote over
 * framings sent together in one request where the byte limit allows (quorum, hedging), the merged {@link Ballot}, and one {@link DecisionListener.Decided}
 * per decision with its accounting. With deliberation on, {@link #askGated} widens an undecided vote to framings up
 * to {@link Thresholds#MAX_VOTES} and duels the finalists of a Choice still open. Thread-safe.
 */
public final class DecisionMaker implements Asker, AutoCloseable {
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final Decider decider;
    private final Secrets secrets;
    private final DecisionListener events;
    private final int votes;
    /** The most options the decider's host takes in one choice; a longer choice goes through knockout rounds. */
    private final int maxChoiceOptions;
    private final boolean deliberation;
    private final Vote vote;
    private final ModelBudget budget;
    private final ExecutorService ownExecutor;
    private final DecisionAccounting accounting = new DecisionAccounting();

    /** The pipeline with wall-clock hedging and its own small executor. */
    public DecisionMaker(Decider decider, Secrets secrets, DecisionListener events, ExchangeLog exchanges,
                         ModelBudget budget, int votes, boolean deliberation) {
        this(decider, secrets, events, exchanges, budget, votes, deliberation, Hedging.system(), null, null);
    }

    /**
     * @param exchanges where each answered exchange goes; pass {@link ExchangeLog#NONE} when the decider
     *                  already records them (deciders opened by {@link DeciderChoice#open} do), or the
     *                  journal gets every exchange twice
     * @param hedging  share one per runtime (it caps copies in flight)
     * @param executor where calls run; null: a small pool this maker owns and {@link #close}s
     * @param model    the model named in requests; null lets the decider choose
     */
    public DecisionMaker(Decider decider, Secrets secrets, DecisionListener events, ExchangeLog exchanges,
                         ModelBudget budget, int votes, boolean deliberation, Hedging hedging,
                         java.util.concurrent.Executor executor, String model) {
        if (votes < 1 || votes > Thresholds.MAX_VOTES) throw new IllegalArgumentException("votes must be 1–" + Thresholds.MAX_VOTES + ", not " + votes);
        this.decider = decider;
        this.maxChoiceOptions = Knockout.checkedLimit(decider);
        this.secrets = secrets == null ? new Secrets() : secrets;
        this.events = events == null ? DecisionListener.NONE : events;
        this.votes = votes;
        this.deliberation = deliberation;
        this.budget = budget;
        this.ownExecutor = executor == null ? Executors.newFixedThreadPool(Thresholds.MAX_VOTES + Thresholds.HEDGE_COPIES + 1, r -> {
            Thread t = new Thread(r, "flowwright-decide-" + THREADS.incrementAndGet());
            t.setDaemon(true);
            return t;
        }) : null;
        this.vote = new Vote(decider, model, exchanges == null ? ExchangeLog.NONE : exchanges, budget, hedging,
                executor == null ? ownExecutor : executor, new RequestFitter(Thresholds.MAX_REQUEST_BYTES - FRAMING_ROOM), Thresholds.MAX_REQUEST_BYTES);
    }

    /** Bytes kept free when fitting, for the perspective line a framing adds. */
    static final int FRAMING_ROOM = 512;

    public int votes() { return votes; }

    public ModelBudget budget() { return budget; }

    /** Every decision's calls, bytes, tokens and latency so far, for the run report. */
    public DecisionAccounting accounting() { return accounting; }

    @Override
    public Ballot ask(AskContext context, JsonNode state, Map<String, Question> questions) {
        return ask(context, state, questions, Map.of());
    }

    /** Asks, and names in the Decision event the bar each question is held to (and the gate's verdict on it). */
    public Ballot ask(AskContext context, JsonNode state, Map<String, Question> questions, Map<String, EvidenceGate.Bar> bars) {
        Prepared p = prepare(context, state, questions);
        if (p.questions.isEmpty()) return Ballot.empty();
        long started = System.nanoTime();
        Vote.Result r = vote.run(p.state, p.questions, 0, votes);
        Ballot ballot = BallotMerger.merge(p.questions, r.framings());
        publish(context, p.questions, ballot, bars, verdictLine(p, ballot, bars, p.abstentions(bars), r), r, started);
        return ballot;
    }

    /**
     * Asks and gates every question that has a bar. With deliberation on, questions the gate leaves
     * undecided are asked again in the framings after the last one asked (up to {@link Thresholds#MAX_VOTES}),
     * and a Choice still undecided is settled by duels between its finalists when one of them wins
     * {@link Thresholds#DUEL_WIN} of its pairings.
     */
    @Override
    public GatedBallot askGated(AskContext context, JsonNode state, Map<String, Question> questions, Map<String, EvidenceGate.Bar> bars) {
        Prepared p = prepare(context, state, questions);
        if (p.questions.isEmpty()) return new GatedBallot(Ballot.empty(), p.abstentions(bars), Map.of());
        long started = System.nanoTime();
        Vote.Result first = vote.run(p.state, p.questions, 0, votes);
        List<Integer> indexes = new ArrayList<>(first.indexes());
        List<Map<String, Answer>> framings = new ArrayList<>(first.framings());
        Ballot ballot = BallotMerger.merge(p.questions, framings);
        Map<String, EvidenceGate.Verdict> verdicts = gateAll(ballot, bars, p);
        Vote.Result last = first;
        int asked = first.asked();
        Map<String, Question> open = undecided(p.questions, verdicts);
        if (deliberation && !open.isEmpty() && asked < Thresholds.MAX_VOTES && budget.left() > 0) {
            Vote.Result wider = vote.run(p.state, open, asked, Thresholds.MAX_VOTES);
            last = wider;
            combine(indexes, framings, wider);
            ballot = BallotMerger.merge(p.questions, framings);
            verdicts = gateAll(ballot, bars, p);
            first.calls().addAndGet(wider.calls().get());
            first.bytes().addAndGet(wider.bytes().get());
            first.tokens().addAndGet(wider.tokens().get());
            first.reportedIn().addAndGet(wider.reportedIn().get());
            first.reportedOut().addAndGet(wider.reportedOut().get());
        }
        Map<String, String> duelWinners = new LinkedHashMap<>();
        Map<String, EvidenceGate.Verdict> settled = new LinkedHashMap<>(verdicts);
        publish(context, p.questions, ballot, bars, verdictLine(p, ballot, bars, verdicts, last), first, started);
        if (deliberation) {
            for (var e : settled.entrySet()) {
                if (e.getValue() != EvidenceGate.Verdict.DELIBERATE || !(p.questions.get(e.getKey()) instanceof Question.Choice c)) continue;
                duel(context, p.state, e.getKey(), c, ballot).ifPresent(w -> duelWinners.put(e.getKey(), w));
            }
            duelWinners.keySet().forEach(id -> settled.put(id, EvidenceGate.Verdict.ACCEPT));
        }
        return new GatedBallot(ballot, settled, duelWinners);
    }

    private java.util.Optional<String> duel(AskContext context, JsonNode state, String id, Question.Choice c, Ballot ballot) {
        var merged = ballot.choice(id);
        if (merged.isEmpty() || budget.left() == 0) return java.util.Optional.empty();
        List<String> finalists = EvidenceGate.finalists(merged.get());
        if (finalists.size() < 2) return java.util.Optional.empty();
        Map<String, Question> pairings = Duels.pairings(id, c, finalists);
        long started = System.nanoTime();
        Vote.Result r = vote.run(state, pairings, 0, 1);
        Ballot duels = BallotMerger.merge(pairings, r.framings());
        java.util.Optional<String> winner = Duels.winner(id, finalists, duels);
        publish(new AskContext(context.stepPath(), context.turn(), "duel: " + context.purpose()), pairings, duels, Map.of(),
                winner.map(w -> "duel won by " + w).orElse("duel undecided"), r, started);
        return winner;
    }

    private static void combine(List<Integer> indexes, List<Map<String, Answer>> framings, Vote.Result more) {
        for (int k = 0; k < more.indexes().size(); k++) {
            indexes.add(more.indexes().get(k));
            framings.add(more.framings().get(k));
        }
    }

    private static Map<String, Question> undecided(Map<String, Question> questions, Map<String, EvidenceGate.Verdict> verdicts) {
        Map<String, Question> open = new LinkedHashMap<>();
        verdicts.forEach((id, v) -> {
            if (v == EvidenceGate.Verdict.DELIBERATE) open.put(id, questions.get(id));
        });
        return open;
    }

    /** The gate's verdicts; a question its knockout rounds left without a winner abstains. */
    private static Map<String, EvidenceGate.Verdict> gateAll(Ballot ballot, Map<String, EvidenceGate.Bar> bars, Prepared p) {
        Map<String, EvidenceGate.Verdict> verdicts = new LinkedHashMap<>();
        bars.forEach((id, bar) -> verdicts.put(id, EvidenceGate.gate(ballot, id, bar)));
        verdicts.putAll(p.abstentions(bars));
        return verdicts;
    }

    /**
     * The questions as they will be asked: masked, with {@code none}, each long choice narrowed to the
     * finalists of its knockout rounds; {@code abstained} holds those no round found a winner for.
     */
    private record Prepared(JsonNode state, Map<String, Question> questions, java.util.Set<String> abstained, Map<String, String> notes) {
        Map<String, EvidenceGate.Verdict> abstentions(Map<String, EvidenceGate.Bar> bars) {
            Map<String, EvidenceGate.Verdict> out = new LinkedHashMap<>();
            abstained.forEach(id -> { if (bars.containsKey(id)) out.put(id, EvidenceGate.Verdict.ABSTAIN); });
            return out;
        }
    }

    private Prepared prepare(AskContext context, JsonNode state, Map<String, Question> questions) {
        if (budget.left() == 0) throw new DecisionException(DecisionException.Code.BUDGET, "the model-call budget of " + budget.limit() + " calls is spent");
        Map<String, Question> ready = new LinkedHashMap<>();
        RequestMasking.mask(questions, secrets).forEach((id, q) -> ready.put(id, NoneOption.ensure(q)));
        JsonNode masked = state == null ? JsonNodeFactory.instance.objectNode() : RequestMasking.mask(state, secrets);
        Knockout.Result k = Knockout.run(ready, maxChoiceOptions, (round, groups) -> knockoutRound(context, masked, round, groups));
        return new Prepared(masked, k.questions(), k.abstained(), k.notes());
    }

    /** One knockout round, voted like any question and published as its own Decision ("knockout round N: …"). */
    private Ballot knockoutRound(AskContext context, JsonNode state, int round, Map<String, Question> groups) {
        long started = System.nanoTime();
        Vote.Result r = vote.run(state, groups, 0, votes);
        Ballot ballot = BallotMerger.merge(groups, r.framings());
        publish(new AskContext(context.stepPath(), context.turn(), "knockout round " + round + ": " + context.purpose()), groups, ballot,
                Map.of(), Knockout.verdict(round, groups, ballot), r, started);
        return ballot;
    }

    private static String verdictLine(Prepared p, Ballot ballot, Map<String, EvidenceGate.Bar> bars,
                                      Map<String, EvidenceGate.Verdict> given, Vote.Result r) {
        Map<String, Question> questions = p.questions;
        List<String> parts = new ArrayList<>();
        if (bars.isEmpty()) {
            List<String> missing = new ArrayList<>();
            questions.keySet().forEach(id -> { if (!ballot.answers().containsKey(id)) missing.add(id); });
            parts.add(missing.isEmpty() ? "answered" : "unanswered: " + String.join(", ", missing));
        } else {
            bars.forEach((id, bar) -> {
                EvidenceGate.Verdict v = given.containsKey(id) ? given.get(id) : EvidenceGate.gate(ballot, id, bar);
                String pick = bar.choice() ? ballot.choice(id).map(c -> "=" + c.choice()).orElse("") : "";
                parts.add(v.name().toLowerCase(java.util.Locale.ROOT) + " " + id + pick);
            });
        }
        parts.addAll(p.notes.values());
        p.abstained.forEach(id -> parts.add("knockout " + id + ": no winner in a round, abstains"));
        if (r.calls().get() == 0 && !r.framings().isEmpty()) parts.add("from the run's cache");
        if (r.quorum()) parts.add("quorum " + r.framings().size() + "/" + r.asked());
        if (r.copies().get() > 0) parts.add("hedged " + r.copies().get() + ", copy won " + r.copyWins().get());
        return String.join("; ", parts);
    }

    private void publish(AskContext context, Map<String, Question> questions, Ballot ballot, Map<String, EvidenceGate.Bar> bars,
                         String verdict, Vote.Result r, long startedNanos) {
        Map<String, Double> thresholds = new LinkedHashMap<>();
        bars.forEach((id, bar) -> thresholds.put(id, bar.value()));
        long nanos = System.nanoTime() - startedNanos;
        accounting.record(new DecisionAccounting.Call(r.calls().get(), r.bytes().get(), r.tokens().get(),
                java.time.Duration.ofNanos(nanos), r.reportedIn().get(), r.reportedOut().get()));
        events.decided(new DecisionListener.Decided(Instant.now(), context, questions, ballot.framings(), ballot.answers(),
                thresholds, verdict, r.calls().get(), r.bytes().get(), r.tokens().get(), nanos / 1_000_000, r.requestId().get()));
    }

    /** What the run report says about the decider. */
    public String describe() { return decider.describe(); }

    @Override
    public void close() {
        if (ownExecutor != null) ownExecutor.shutdownNow();
    }
}
