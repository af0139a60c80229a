package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.events.Event;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

import dev.flowwright.runtime.Thresholds;

import static dev.flowwright.runtime.decide.ScriptedDecider.choice;
import static dev.flowwright.runtime.decide.ScriptedDecider.p;
import static dev.flowwright.runtime.decide.ScriptedDecider.state;
import static dev.flowwright.runtime.decide.ScriptedDecider.yesNo;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Voting through the whole pipeline: sequential voting (a first round of three framings, more only while a vote
 * is open), and — as a run recorded before it asks, every framing at once — quorum, stragglers and widening; duels.
 */
class VotingTest {
    private static final AskContext CONTEXT = new AskContext("1", 0, "judge");
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final List<Event> events = new CopyOnWriteArrayList<>();
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void stop() {
        release.countDown();
        pool.shutdownNow();
    }

    private DecisionMaker maker(Decider decider, int votes, ExchangeLog log) {
        return new DecisionMaker(decider, null, d -> events.add(Event.Decision.of(d)), log, new ModelBudget(100), votes, true,
                new Hedging(new ManualScheduler()), pool, null);
    }

    /** Every framing at once, as runs asked before sequential voting (and a cassette of one replays). */
    private DecisionMaker allAtOnce(Decider decider, int votes, ExchangeLog log, boolean deliberation) {
        return new DecisionMaker(decider, null, d -> events.add(Event.Decision.of(d)), log, new ModelBudget(100), votes, deliberation,
                new Hedging(new ManualScheduler()), pool, null, false);
    }

    /** Answers every question of every request the same way (choices by option description). */
    private static BiFunction<DecisionRequest, Integer, Map<String, Answer>> everyFraming(double yes, String description, double p) {
        return (request, call) -> {
            Map<String, Answer> out = new java.util.LinkedHashMap<>();
            request.questions().forEach((id, q) -> {
                if (q instanceof Question.Noul) out.put(id, p(yes));
                if (q instanceof Question.Choice c) out.put(id, ScriptedDecider.pick(c, keyOf(c, description), p));
            });
            return out;
        };
    }

    static String keyOf(Question.Choice c, String description) {
        return c.options().entrySet().stream().filter(e -> description.equals(e.getValue())).findFirst().orElseThrow().getKey();
    }

    @Test
    void sureAnswersEndTheWaitAtFiveOfSevenWhileStragglersAreChargedAndLogged() throws Exception {
        ScriptedDecider decider = new ScriptedDecider(everyFraming(0.99, null, 0)).hold(5, release).hold(6, release);
        CountDownLatch allLogged = new CountDownLatch(7);
        DecisionMaker maker = allAtOnce(decider, 7, (req, resp, id) -> allLogged.countDown(), true);

        Ballot ballot = maker.ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")));

        assertThat(ballot.framings()).hasSize(5);
        Event.Decision decision = (Event.Decision) events.get(0);
        assertThat(decision.accounting().calls()).isEqualTo(7);
        assertThat(decision.accounting().framings()).isEqualTo(5);
        assertThat(decision.verdict()).contains("quorum 5/7");
        assertThat(maker.budget().spent()).isEqualTo(7);
        release.countDown();
        assertThat(allLogged.await(10, TimeUnit.SECONDS)).as("the two stragglers still ran and were logged").isTrue();
    }

    @Test
    void oneUnsureAnswerMeansWaitingForEveryFraming() throws Exception {
        ScriptedDecider decider = new ScriptedDecider((r, call) -> Map.of("done", p(call == 0 ? 0.9 : 0.99))).hold(5, release).hold(6, release);
        DecisionMaker maker = allAtOnce(decider, 7, ExchangeLog.NONE, true);
        CompletableFuture<Ballot> ask = CompletableFuture.supplyAsync(() -> maker.ask(CONTEXT, state("page"), Map.of("done", yesNo("done?"))));
        release.countDown();
        Ballot ballot = ask.get(10, TimeUnit.SECONDS);
        assertThat(ballot.framings()).hasSize(7);
        assertThat(((Event.Decision) events.get(0)).verdict()).doesNotContain("quorum");
    }

    @Test
    void choicesReachQuorumOnlyWithTheSameTopAtNinetyPercentInEachFraming() throws Exception {
        Question.Choice target = choice("1", "2", "3");
        ScriptedDecider sure = new ScriptedDecider(everyFraming(0, "option 2", 0.95)).hold(5, release).hold(6, release);
        assertThat(allAtOnce(sure, 7, ExchangeLog.NONE, true).ask(CONTEXT, state("page"), Map.of("t", target)).framings()).hasSize(5);

        ScriptedDecider unsure = new ScriptedDecider(everyFraming(0, "option 2", 0.85)).hold(5, release).hold(6, release);
        CompletableFuture<Ballot> ask = CompletableFuture.supplyAsync(() -> allAtOnce(unsure, 7, ExchangeLog.NONE, true).ask(CONTEXT, state("page"), Map.of("t", target)));
        release.countDown();
        assertThat(ask.get(10, TimeUnit.SECONDS).framings()).hasSize(7);
    }

    @Test
    void fewerThanSevenVotesNeverTakeTheQuorum() throws Exception {
        ScriptedDecider decider = new ScriptedDecider(everyFraming(0.99, null, 0)).hold(4, release);
        CompletableFuture<Ballot> ask = CompletableFuture.supplyAsync(() -> allAtOnce(decider, 5, ExchangeLog.NONE, true).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?"))));
        release.countDown();
        assertThat(ask.get(10, TimeUnit.SECONDS).framings()).hasSize(5);
    }

    @Test
    void allAtOnceAnUndecidedQuestionIsWidenedToFramingsEightAndNineOnly() {
        ScriptedDecider decider = new ScriptedDecider((r, call) -> {
            Map<String, Answer> out = new java.util.LinkedHashMap<>();
            if (r.questions().containsKey("done")) out.put("done", p(0.7));
            if (r.questions().containsKey("blocked")) out.put("blocked", p(0.01));
            return out;
        });
        GatedBallot gated = allAtOnce(decider, 7, ExchangeLog.NONE, true).askGated(CONTEXT, state("page"),
                Map.of("done", yesNo("done?"), "blocked", yesNo("blocked?")),
                Map.of("done", EvidenceGate.Bar.yesNo(0.75), "blocked", EvidenceGate.Bar.yesNo(0.7)));

        List<DecisionRequest> sent = decider.requests();
        assertThat(sent).hasSize(9);
        List<DecisionRequest> widened = sent.subList(7, 9);
        assertThat(widened).allSatisfy(r -> assertThat(r.questions()).containsOnlyKeys("done"));
        Set<String> perspectives = widened.stream().map(ScriptedDecider::perspectiveOf).collect(Collectors.toSet());
        assertThat(perspectives).containsExactlyInAnyOrder(Framing.perspective(7), Framing.perspective(8));
        assertThat(gated.verdict("blocked")).isEqualTo(EvidenceGate.Verdict.ACCEPT);
        assertThat(gated.verdict("done")).isEqualTo(EvidenceGate.Verdict.DELIBERATE);
        assertThat(gated.ballot().framings()).hasSize(9);
    }

    @Test
    void aSplitChoiceIsSettledByDuelsWhenOneFinalistWinsItsPairings() {
        Question.Choice target = choice("A", "B", "C");
        ScriptedDecider decider = new ScriptedDecider((r, call) -> {
            Map<String, Answer> out = new java.util.LinkedHashMap<>();
            r.questions().forEach((id, q) -> {
                Question.Choice c = (Question.Choice) q;
                if (q.instructions().has("duel")) {
                    String winner = c.options().containsValue("option A") ? keyOf(c, "option A") : keyOf(c, "option B");
                    out.put(id, ScriptedDecider.pick(c, winner, 0.8));
                } else {
                    java.util.Map<String, Double> probs = new java.util.LinkedHashMap<>();
                    probs.put(keyOf(c, "option A"), 0.45);
                    probs.put(keyOf(c, "option B"), 0.40);
                    probs.put(keyOf(c, "option C"), 0.15);
                    out.put(id, new Answer.ChoiceAnswer(keyOf(c, "option A"), probs, 0.3));
                }
            });
            return out;
        });
        GatedBallot gated = maker(decider, 7, ExchangeLog.NONE).askGated(CONTEXT, state("page"), Map.of("t", target),
                Map.of("t", EvidenceGate.Bar.choice(0.7)));
        assertThat(gated.chosen("t")).contains("A");
        assertThat(gated.duelWinners()).containsEntry("t", "A");
        assertThat(events).hasSize(2);
        assertThat(((Event.Decision) events.get(1)).verdict()).isEqualTo("duel won by A");
    }

    @Test
    void aSlowFramingIsHedgedAndTheDecisionSaysWhichCopyWon() throws Exception {
        ManualScheduler clock = new ManualScheduler();
        ScriptedDecider decider = new ScriptedDecider((r, call) -> Map.of("done", p(0.9))).hold(0, release);
        DecisionMaker maker = new DecisionMaker(decider, null, d -> events.add(Event.Decision.of(d)), null, new ModelBudget(10), 1, true,
                new Hedging(clock), pool, null);
        CompletableFuture<Ballot> ask = CompletableFuture.supplyAsync(() -> maker.ask(CONTEXT, state("page"), Map.of("done", yesNo("done?"))), pool);
        // the primary is in flight and its hedge timer set (advancing before the timer exists would skip it)
        while (decider.requests().isEmpty() || clock.pending() == 0) Thread.onSpinWait();
        clock.advance(4_000);
        assertThat(ask.get(10, TimeUnit.SECONDS).yes("done")).contains(0.9);
        Event.Decision d = (Event.Decision) events.get(0);
        assertThat(d.verdict()).contains("hedged 1, copy won 1");
        assertThat(d.accounting().calls()).isEqualTo(2);
        assertThat(maker.budget().spent()).isEqualTo(2);
    }

    @Test
    void allAtOnceWithDeliberationOffAnUndecidedQuestionIsNotWidened() {
        ScriptedDecider decider = new ScriptedDecider((r, call) -> Map.of("done", p(0.5)));
        allAtOnce(decider, 7, null, false).askGated(CONTEXT, state("page"), Map.of("done", yesNo("done?")), Map.of("done", EvidenceGate.Bar.yesNo(0.75)));
        assertThat(decider.requests()).hasSize(7);
    }

    // ---- sequential voting ----

    @Test
    void aConfidentUnanimousFirstRoundOfThreeFramingsDecides() {
        ScriptedDecider decider = new ScriptedDecider(everyFraming(0.92, "option 2", 0.9));
        Ballot ballot = maker(decider, 7, ExchangeLog.NONE).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?"), "t", choice("1", "2", "3")));
        assertThat(decider.requests()).hasSize(Thresholds.FIRST_VOTES);
        assertThat(ballot.framings()).hasSize(3);
        assertThat(ballot.yes("done").orElseThrow()).isCloseTo(0.92, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(((Event.Decision) events.get(0)).verdict()).doesNotContain("more framings");
    }

    @Test
    void aSplitVoteIsAskedInTwoMoreFramingsAtATimeAndOnlyTheOpenQuestion() {
        // done: framings 0 and 2 say yes surely, framing 1 no; blocked: sure no everywhere (settled in the first round)
        ScriptedDecider decider = new ScriptedDecider((r, call) -> {
            Map<String, Answer> out = new java.util.LinkedHashMap<>();
            if (r.questions().containsKey("done")) out.put("done", p(call == 1 ? 0.1 : 0.9));
            if (r.questions().containsKey("blocked")) out.put("blocked", p(0.02));
            return out;
        });
        Ballot ballot = maker(decider, 7, ExchangeLog.NONE).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?"), "blocked", yesNo("blocked?")));
        List<DecisionRequest> sent = decider.requests();
        // 2 for, 1 against: open; 4 of 5 still open, but a yes/no has five framings that differ (Framing.distinct)
        assertThat(sent).hasSize(5);
        assertThat(sent.subList(3, 5)).allSatisfy(r -> assertThat(r.questions()).containsOnlyKeys("done"));
        assertThat(ballot.framings()).hasSize(5);
        assertThat(ballot.framings().subList(3, 5)).allSatisfy(f -> assertThat(f).containsOnlyKeys("done"));
        assertThat(((Event.Decision) events.get(0)).verdict()).contains("more framings: done 5");
    }

    @Test
    void aVoteTwoOfThreeFramingsDoNotBackIsSplitAndAskedNoFurther() {
        ScriptedDecider unsure = new ScriptedDecider((r, call) -> Map.of("done", p(call == 0 ? 0.9 : 0.55)));
        maker(unsure, 7, ExchangeLog.NONE).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")));
        assertThat(unsure.requests()).as("unsure framings: more of them tell nothing").hasSize(3);
    }

    @Test
    void anUnansweredQuestionIsNotAskedPastTheFirstRound() {
        ScriptedDecider silent = new ScriptedDecider((r, call) -> Map.of());
        Ballot ballot = maker(silent, 7, ExchangeLog.NONE).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")));
        assertThat(silent.requests()).hasSize(3);
        assertThat(ballot.yes("done")).isEmpty();
    }

    @Test
    void aGatedVoteStillOpenIsAskedUpToNineFramingsAndTheGateReadsThemAll() {
        // every third call picks option 1, the others option 2, surely: neither settled nor split by the test's bounds
        ScriptedDecider decider = new ScriptedDecider(splitPicks());
        GatedBallot gated = maker(decider, 7, ExchangeLog.NONE).askGated(CONTEXT, state("page"), Map.of("t", choice("1", "2", "3")),
                Map.of("t", EvidenceGate.Bar.choice(0.5)));
        assertThat(decider.requests().stream().filter(r -> !isDuel(r)).count()).isEqualTo(Thresholds.MAX_VOTES);
        assertThat(gated.ballot().framings()).hasSize(9);
        assertThat(gated.ballot().agreement("t")).as("6 of 9 picked option 2, short of the gate's agreement").isCloseTo(6 / 9.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    /** Every third call (1, 4, 7, …) picks option 1 at 0.9, every other call option 2 at 0.9; a duel is won by option 2. */
    private static java.util.function.BiFunction<DecisionRequest, Integer, Map<String, Answer>> splitPicks() {
        return (r, call) -> {
            Map<String, Answer> out = new java.util.LinkedHashMap<>();
            r.questions().forEach((id, q) -> {
                Question.Choice c = (Question.Choice) q;
                String wanted = c.instructions().has("duel") || call % 3 != 1 ? "option 2" : "option 1";
                out.put(id, ScriptedDecider.pick(c, keyOf(c, wanted), 0.9));
            });
            return out;
        };
    }

    private static boolean isDuel(DecisionRequest r) { return r.questions().values().iterator().next().instructions().has("duel"); }

    @Test
    void withDeliberationOffASequentialVoteStopsAtItsVotes() {
        ScriptedDecider decider = new ScriptedDecider(splitPicks());
        DecisionMaker maker = new DecisionMaker(decider, null, d -> events.add(Event.Decision.of(d)), null, new ModelBudget(100), 7, false,
                new Hedging(new ManualScheduler()), pool, null);
        maker.askGated(CONTEXT, state("page"), Map.of("t", choice("1", "2", "3")), Map.of("t", EvidenceGate.Bar.choice(0.5)));
        assertThat(decider.requests()).hasSize(7);
    }

    @Test
    void aDecisionAlreadyUnderItsFirstRoundsVotesAsksNoMore() {
        ScriptedDecider decider = new ScriptedDecider((r, call) -> Map.of("done", p(call == 0 ? 0.9 : 0.1)));
        maker(decider, 1, ExchangeLog.NONE).ask(CONTEXT, state("page"), Map.of("done", yesNo("done?")));
        assertThat(decider.requests()).hasSize(1);
    }

    @Test
    void aDuelWhoseStrongestFinalistWinsItsPairingsAsksNoOthers() {
        ScriptedDecider decider = duelling("option A", "option B");
        GatedBallot gated = maker(decider, 7, ExchangeLog.NONE).askGated(CONTEXT, state("page"), Map.of("t", choice("A", "B", "C")),
                Map.of("t", EvidenceGate.Bar.choice(0.7)));
        assertThat(gated.chosen("t")).contains("A");
        assertThat(duelsAsked(decider)).containsExactly("t~duel~A~B", "t~duel~A~C");
    }

    @Test
    void aDuelTheStrongestFinalistDoesNotSweepAsksTheRestOfItsPairings() {
        // B beats A and C; A beats C
        ScriptedDecider decider = duelling("option B", "option A");
        GatedBallot gated = maker(decider, 7, ExchangeLog.NONE).askGated(CONTEXT, state("page"), Map.of("t", choice("A", "B", "C")),
                Map.of("t", EvidenceGate.Bar.choice(0.7)));
        assertThat(duelsAsked(decider)).containsExactly("t~duel~A~B", "t~duel~A~C", "t~duel~B~C");
        assertThat(gated.chosen("t")).as("every pairing asked, as before: B won both of its own").contains("B");
    }

    /**
     * A model that cannot tell the finalists apart answers each pairing with an even spread; its pick is only the
     * first option listed. No pairing is won, so nothing is chosen: unsure is abstain, never the first option.
     */
    @Test
    void duelsAnsweredWithAnEvenSpreadCrownNobody() {
        ScriptedDecider decider = new ScriptedDecider((r, call) -> {
            Map<String, Answer> out = new java.util.LinkedHashMap<>();
            r.questions().forEach((id, q) -> {
                Question.Choice c = (Question.Choice) q;
                Map<String, Double> even = new java.util.LinkedHashMap<>();
                c.options().keySet().forEach(k -> even.put(k, 1.0 / c.options().size()));
                String first = c.options().keySet().iterator().next();
                out.put(id, q.instructions().has("duel") ? new Answer.ChoiceAnswer(first, even, 0.2)
                        : new Answer.ChoiceAnswer(keyOf(c, "option A"), Map.of(keyOf(c, "option A"), 0.45, keyOf(c, "option B"), 0.40,
                                keyOf(c, "option C"), 0.15), 0.3));
            });
            return out;
        });
        GatedBallot gated = maker(decider, 7, ExchangeLog.NONE).askGated(CONTEXT, state("page"), Map.of("t", choice("A", "B", "C")),
                Map.of("t", EvidenceGate.Bar.choice(0.7)));
        assertThat(duelsAsked(decider)).isNotEmpty();
        assertThat(gated.chosen("t")).isEmpty();
    }

    /**
     * A decider whose plain framings lean to A over B over C (0.45, 0.40, 0.15), and whose duels go to
     * {@code first} when it is in the pairing, else to {@code second}.
     */
    private static ScriptedDecider duelling(String first, String second) {
        return new ScriptedDecider((r, call) -> {
            Map<String, Answer> out = new java.util.LinkedHashMap<>();
            r.questions().forEach((id, q) -> {
                Question.Choice c = (Question.Choice) q;
                if (q.instructions().has("duel")) {
                    String winner = c.options().containsValue(first) ? keyOf(c, first) : keyOf(c, second);
                    out.put(id, ScriptedDecider.pick(c, winner, 0.8));
                } else {
                    Map<String, Double> probs = new java.util.LinkedHashMap<>();
                    probs.put(keyOf(c, "option A"), 0.45);
                    probs.put(keyOf(c, "option B"), 0.40);
                    probs.put(keyOf(c, "option C"), 0.15);
                    out.put(id, new Answer.ChoiceAnswer(keyOf(c, "option A"), probs, 0.3));
                }
            });
            return out;
        });
    }

    /** The duel pairings a decider was asked, in the order asked. */
    private static List<String> duelsAsked(ScriptedDecider decider) {
        List<String> out = new ArrayList<>();
        decider.requests().forEach(r -> r.questions().forEach((id, q) -> { if (q.instructions().has("duel")) out.add(id); }));
        return out;
    }

    static List<String> keys(Question.Choice c) { return new ArrayList<>(c.options().keySet()); }
}
