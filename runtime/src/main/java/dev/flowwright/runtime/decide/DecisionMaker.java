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
    /** Sequential voting (a first round, more framings only while a vote is open), or every framing at once. */
    private final boolean sequential;
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
        this(decider, secrets, events, exchanges, budget, votes, deliberation, hedging, executor, model, decider.sequentialVoting());
    }

    /**
     * As above, saying whether decisions are voted sequentially ({@link Sequential}: a first round of
     * {@link Thresholds#FIRST_VOTES} framings, more only while a vote is open) or every framing at once, as
     * runs did before sequential voting — what a cassette of such a run replays, and the labelled set's
     * figures compare with.
     */
    public DecisionMaker(Decider decider, Secrets secrets, DecisionListener events, ExchangeLog exchanges,
                         ModelBudget budget, int votes, boolean deliberation, Hedging hedging,
                         java.util.concurrent.Executor executor, String model, boolean sequential) {
        this.sequential = sequential;
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
        Rounds rounds = vote(p.state, p.questions, bars, votes);
        Ballot ballot = BallotMerger.merge(p.questions, rounds.framings);
        Vote.Result r = rounds.result();
        publish(context, p.questions, ballot, bars, verdictLine(p, ballot, bars, p.abstentions(bars), r, rounds.widened), r, started);
        return ballot;
    }

    /**
     * Asks {@code questions} as this maker votes: sequentially (docs/architecture.md#how-a-decision-is-made) — the first
     * {@link Thresholds#FIRST_VOTES} framings, then {@link Thresholds#MORE_VOTES} more at a time of the questions
     * whose votes are still open ({@link Sequential}), up to {@code most} framings — or every framing up to
     * {@code most} at once.
     */
    private Rounds vote(JsonNode state, Map<String, Question> questions, Map<String, EvidenceGate.Bar> bars, int most) {
        Rounds rounds = new Rounds();
        int first = sequential ? Math.min(most, Thresholds.FIRST_VOTES) : most;
        rounds.add(vote.run(state, questions, 0, first), first, Map.of());
        if (!sequential) return rounds;
        Map<String, Question> open = Sequential.open(questions, rounds.framings, bars, rounds.next);
        while (!open.isEmpty() && rounds.next < most && budget.left() > 0) {
            int to = Math.min(most, rounds.next + Thresholds.MORE_VOTES);
            rounds.add(vote.run(state, open, rounds.next, to), to, open);
            open = Sequential.open(open, rounds.framings, bars, rounds.next);
        }
        return rounds;
    }

    /** The framings of one decision over its rounds, in framing order, and what they cost together. */
    private static final class Rounds {
        final List<Integer> indexes = new ArrayList<>();
        final List<Map<String, Answer>> framings = new ArrayList<>();
        /** The questions asked past the first round, with how many framings each was asked in. */
        final Map<String, Integer> widened = new LinkedHashMap<>();
        int next;
        int asked;
        boolean quorum;
        final java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
        final java.util.concurrent.atomic.AtomicLong bytes = new java.util.concurrent.atomic.AtomicLong();
        final java.util.concurrent.atomic.AtomicLong tokens = new java.util.concurrent.atomic.AtomicLong();
        final java.util.concurrent.atomic.AtomicLong reportedIn = new java.util.concurrent.atomic.AtomicLong();
        final java.util.concurrent.atomic.AtomicLong reportedOut = new java.util.concurrent.atomic.AtomicLong();
        final java.util.concurrent.atomic.AtomicReference<String> requestId = new java.util.concurrent.atomic.AtomicReference<>();
        final java.util.concurrent.atomic.AtomicInteger copies = new java.util.concurrent.atomic.AtomicInteger();
        final java.util.concurrent.atomic.AtomicInteger copyWins = new java.util.concurrent.atomic.AtomicInteger();
        Throwable firstError;
        /** Each round's own result: its counters still count stragglers a quorum left running. */
        private final List<Vote.Result> results = new ArrayList<>();

        void add(Vote.Result r, int to, Map<String, Question> asked) {
            for (int k = 0; k < r.indexes().size(); k++) {
                indexes.add(r.indexes().get(k));
                framings.add(r.framings().get(k));
            }
            asked.keySet().forEach(id -> widened.put(id, to));
            next = to;
            this.asked += r.asked();
            quorum |= r.quorum();
            if (firstError == null) firstError = r.firstError();
            results.add(r);
        }

        /** One result for the record: one round's own, or the counters summed over the rounds as they stand now. */
        Vote.Result result() {
            if (results.size() == 1 && results.get(0).framings().size() == framings.size()) return results.get(0);
            for (Vote.Result r : results) {
                calls.addAndGet(r.calls().get());
                bytes.addAndGet(r.bytes().get());
                tokens.addAndGet(r.tokens().get());
                reportedIn.addAndGet(r.reportedIn().get());
                reportedOut.addAndGet(r.reportedOut().get());
                copies.addAndGet(r.copies().get());
                copyWins.addAndGet(r.copyWins().get());
                if (r.requestId().get() != null) requestId.compareAndSet(null, r.requestId().get());
            }
            results.clear();
            return new Vote.Result(indexes, framings, asked, quorum, calls, bytes, tokens, reportedIn, reportedOut, requestId, firstError, copies, copyWins);
        }
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
        Rounds rounds = vote(p.state, p.questions, bars, sequential && deliberation ? Thresholds.MAX_VOTES : votes);
        Ballot ballot = BallotMerger.merge(p.questions, rounds.framings);
        Map<String, EvidenceGate.Verdict> verdicts = gateAll(ballot, bars, p);
        Map<String, Question> open = undecided(p.questions, verdicts);
        // every framing at once (a run recorded before sequential voting): the undecided are widened to the last framings
        if (!sequential && deliberation && !open.isEmpty() && rounds.next < Thresholds.MAX_VOTES && budget.left() > 0) {
            rounds.add(vote.run(p.state, open, rounds.next, Thresholds.MAX_VOTES), Thresholds.MAX_VOTES, open);
            ballot = BallotMerger.merge(p.questions, rounds.framings);
            verdicts = gateAll(ballot, bars, p);
        }
        Vote.Result r = rounds.result();
        Map<String, String> duelWinners = new LinkedHashMap<>();
        Map<String, EvidenceGate.Verdict> settled = new LinkedHashMap<>(verdicts);
        publish(context, p.questions, ballot, bars, verdictLine(p, ballot, bars, verdicts, r, rounds.widened), r, started);
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
        Rounds rounds = new Rounds();
        if (!sequential) {
            rounds.add(vote.run(state, pairings, 0, 1), 1, Map.of());
        } else {
            // sequential duels: the strongest finalist's pairings first, the rest only while the winner is still open
            Map<String, Question> first = Duels.firstRound(id, finalists, pairings);
            rounds.add(vote.run(state, first, 0, 1), 1, Map.of());
            Map<String, Question> rest = new LinkedHashMap<>(pairings);
            rest.keySet().removeAll(first.keySet());
            if (!rest.isEmpty() && budget.left() > 0 && !Duels.decided(id, finalists, BallotMerger.merge(first, rounds.framings), rest.keySet())) {
                rounds.add(vote.run(state, rest, 0, 1), 1, Map.of());
            }
        }
        Ballot duels = BallotMerger.merge(pairings, merged(rounds.framings));
        java.util.Optional<String> winner = Duels.winner(id, finalists, duels);
        Vote.Result r = rounds.result();
        publish(new AskContext(context.stepPath(), context.turn(), "duel: " + context.purpose()), pairings, duels, Map.of(),
                winner.map(w -> "duel won by " + w).orElse("duel undecided"), r, started);
        return winner;
    }

    /** Framings asked in rounds of different questions (a duel's pairings) merged framing by framing, in index order. */
    private static List<Map<String, Answer>> merged(List<Map<String, Answer>> framings) {
        // every duel round asks framing 0 of its pairings: one framing, all the pairings asked
        Map<String, Answer> one = new LinkedHashMap<>();
        framings.forEach(one::putAll);
        return framings.isEmpty() ? List.of() : List.of(one);
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
        Rounds rounds = vote(state, groups, Map.of(), votes);
        Ballot ballot = BallotMerger.merge(groups, rounds.framings);
        publish(new AskContext(context.stepPath(), context.turn(), "knockout round " + round + ": " + context.purpose()), groups, ballot,
                Map.of(), Knockout.verdict(round, groups, ballot), rounds.result(), started);
        return ballot;
    }

    private static String verdictLine(Prepared p, Ballot ballot, Map<String, EvidenceGate.Bar> bars,
                                      Map<String, EvidenceGate.Verdict> given, Vote.Result r, Map<String, Integer> widened) {
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
        if (!widened.isEmpty()) {
            List<String> more = new ArrayList<>();
            widened.forEach((id, n) -> more.add(id + " " + n));
            parts.add("more framings: " + String.join(", ", more));
        }
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
