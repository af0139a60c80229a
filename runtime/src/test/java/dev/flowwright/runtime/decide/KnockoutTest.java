package dev.flowwright.runtime.decide;

import dev.flowwright.runtime.events.Event;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

import static dev.flowwright.runtime.decide.ScriptedDecider.instructions;
import static dev.flowwright.runtime.decide.ScriptedDecider.pick;
import static dev.flowwright.runtime.decide.ScriptedDecider.state;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A choice longer than the decider's host takes is asked in knockout rounds, never sent whole and refused. */
class KnockoutTest {
    private static final AskContext CONTEXT = new AskContext("3", 0, "ground: click to accomplish: open item 47");
    private static final Map<String, EvidenceGate.Bar> BAR = Map.of("target", EvidenceGate.Bar.choice(0.7));
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final List<Event.Decision> events = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() { pool.shutdownNow(); }

    private DecisionMaker maker(Decider decider, int votes) {
        return new DecisionMaker(decider, null, d -> events.add(Event.Decision.of(d)), ExchangeLog.NONE, new ModelBudget(500),
                votes, false, new Hedging(new ManualScheduler()), pool, null);
    }

    /** Options "1" … "n" described "item 1" … "item n", as grounding keys its candidates. */
    private static Question.Choice items(int n) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i <= n; i++) options.put(Integer.toString(i), "item " + i);
        return new Question.Choice(instructions(Ask.TARGET, "Which element opens item 47?"), options);
    }

    /** Like a model: in each choice, the option described {@code wanted} at {@code p}, else none at 0.9. */
    private static Function<Question.Choice, Answer> seeking(String wanted, double p) {
        return c -> {
            for (var e : c.options().entrySet()) if (wanted.equals(e.getValue())) return pick(c, e.getKey(), p);
            return pick(c, Framing.NONE, 0.9);
        };
    }

    /** A decider of a host taking {@code limit} options, answering each choice through {@code answer} (null: no answer). */
    private static ScriptedDecider host(int limit, java.util.function.BiFunction<String, Question.Choice, Answer> answer) {
        return new ScriptedDecider((r, call) -> {
            Map<String, Answer> out = new LinkedHashMap<>();
            r.questions().forEach((id, q) -> {
                Answer a = answer.apply(id, (Question.Choice) q);
                if (a != null) out.put(id, a);
            });
            return out;
        }).limit(limit);
    }

    private static List<Integer> optionCounts(List<DecisionRequest> requests) {
        List<Integer> counts = new ArrayList<>();
        requests.forEach(r -> r.questions().values().forEach(q -> counts.add(((Question.Choice) q).options().size())));
        return counts;
    }

    @Test
    void optionsAreSplitIntoAsFewEvenGroupsAsFitEachKeepingNoneAndTheOrder() {
        List<Map<String, String>> sixty = Knockout.split(NoneOption.withNone(items(60).options()), 26);
        assertThat(sixty).extracting(Map::size).containsExactly(21, 21, 21);
        assertThat(sixty.get(0).keySet()).startsWith("1", "2").endsWith("20", "none");
        assertThat(sixty.get(2).keySet()).startsWith("41").endsWith("60", "none");

        assertThat(Knockout.split(NoneOption.withNone(items(51).options()), 26)).extracting(Map::size).containsExactly(18, 18, 18);
        assertThat(Knockout.split(NoneOption.withNone(items(50).options()), 26)).extracting(Map::size).containsExactly(26, 26);
        assertThat(Knockout.split(NoneOption.withNone(items(255).options()), 26)).hasSize(11)
                .allSatisfy(g -> assertThat(g.size()).isBetween(24, 26));
        // a question without none fills each group to the limit with options
        assertThat(Knockout.split(items(27).options(), 26)).extracting(Map::size).containsExactly(14, 13);
    }

    @Test
    void sixtyOptionsOnAHostOfTwentySixAreAskedInGroupsAndTheWinnerKeepsItsOriginalKey() {
        ScriptedDecider decider = host(26, (id, c) -> seeking("item 47", 0.9).apply(c));

        GatedBallot gated = maker(decider, 3).askGated(CONTEXT, state("a list of 60 items"), Map.of("target", items(60)), BAR);

        assertThat(gated.chosen("target")).contains("47");
        assertThat(optionCounts(decider.requests())).allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(26));
        // round 1: three framings of one request with the three groups; the final round: three framings of 47 or none
        assertThat(decider.requests()).hasSize(6);
        assertThat(decider.requests().get(5).questions().get("target")).isInstanceOfSatisfying(Question.Choice.class,
                c -> assertThat(c.options()).hasSize(2));
        assertThat(gated.ballot().choice("target").orElseThrow().probabilities()).containsOnlyKeys("47", "none");
    }

    @Test
    void eachRoundIsADecisionEventAndTheFinalRoundIsTheQuestionItself() {
        ScriptedDecider decider = host(26, (id, c) -> seeking("item 47", 0.9).apply(c));

        maker(decider, 1).askGated(CONTEXT, state("a list of 60 items"), Map.of("target", items(60)), BAR);

        assertThat(events).extracting(Event.Decision::purpose)
                .containsExactly("knockout round 1: " + CONTEXT.purpose(), CONTEXT.purpose());
        assertThat(events.get(0).questions()).containsOnlyKeys("target~knockout1~1", "target~knockout1~2", "target~knockout1~3");
        assertThat(events.get(0).verdict()).isEqualTo("knockout round 1: target~knockout1~1 → no winner, "
                + "target~knockout1~2 → no winner, target~knockout1~3 → 47");
        assertThat(events.get(1).verdict()).contains("accept target=47").contains("knockout target: 1 of 60 options in the final round");
    }

    @Test
    void winnersOfEveryGroupGoOnUntilOneQuestionFits() {
        // a host of three: two options and none; the answer is the highest item in every group
        ScriptedDecider decider = host(3, (id, c) -> {
            String best = c.options().keySet().stream().filter(k -> !k.equals(Framing.NONE)).max(java.util.Comparator.comparingInt(Integer::parseInt)).orElseThrow();
            return pick(c, best, 0.9);
        });

        GatedBallot gated = maker(decider, 1).askGated(CONTEXT, state("ten items"), Map.of("target", items(10)), BAR);

        assertThat(gated.chosen("target")).contains("10");
        assertThat(events).extracting(Event.Decision::purpose).containsExactly("knockout round 1: " + CONTEXT.purpose(),
                "knockout round 2: " + CONTEXT.purpose(), "knockout round 3: " + CONTEXT.purpose(), CONTEXT.purpose());
        assertThat(optionCounts(decider.requests())).allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(3));
        assertThat(events.get(3).questions().get("target")).isInstanceOfSatisfying(Question.Choice.class,
                c -> assertThat(c.options().keySet()).containsExactly("8", "10", "none"));
    }

    @Test
    void aGroupAnsweredNoneOrNotAtAllSendsNoWinnerOn() {
        ScriptedDecider decider = host(26, (id, c) -> {
            if (id.endsWith("~knockout1~1")) return pick(c, "7", 0.8);
            if (id.endsWith("~knockout1~2")) return pick(c, Framing.NONE, 0.9);
            if (id.endsWith("~knockout1~3")) return null; // unsure: no usable answer
            return pick(c, "7", 0.9);
        });

        GatedBallot gated = maker(decider, 1).askGated(CONTEXT, state("s"), Map.of("target", items(60)), BAR);

        assertThat(gated.chosen("target")).contains("7");
        Question.Choice last = (Question.Choice) decider.requests().get(decider.requests().size() - 1).questions().get("target");
        assertThat(last.options().keySet()).containsExactly("7", "none");
    }

    @Test
    void whenNoGroupHasAWinnerTheQuestionAbstainsNeverTheFirstOption() {
        ScriptedDecider decider = host(26, (id, c) -> id.contains("~knockout") ? pick(c, Framing.NONE, 0.9) : pick(c, "1", 0.99));
        DecisionMaker maker = maker(decider, 1);

        GatedBallot gated = maker.askGated(CONTEXT, state("s"), Map.of("target", items(60)), BAR);
        Ballot ungated = maker.ask(CONTEXT, state("s"), Map.of("target", items(60)));

        assertThat(gated.verdict("target")).isEqualTo(EvidenceGate.Verdict.ABSTAIN);
        assertThat(gated.chosen("target")).isEmpty();
        assertThat(ungated.choice("target")).isEmpty();
        // only the rounds were asked: the whole list never, the final round never; the second decision asks the
        // same round on the same screen, answered from the run's cache
        assertThat(decider.requests()).hasSize(1)
                .allSatisfy(r -> assertThat(r.questions().keySet()).allSatisfy(id -> assertThat(id).contains("~knockout1~")));
    }

    @Test
    void aQuestionThatLosesItsRoundsAbstainsWhileTheOthersAreAnswered() {
        ScriptedDecider decider = new ScriptedDecider((r, call) -> {
            Map<String, Answer> out = new LinkedHashMap<>();
            r.questions().forEach((id, q) -> {
                if (q instanceof Question.Choice c) out.put(id, pick(c, Framing.NONE, 0.9));
                else out.put(id, ScriptedDecider.p(0.9));
            });
            return out;
        }).limit(26);
        Map<String, Question> questions = new LinkedHashMap<>();
        questions.put("done", ScriptedDecider.yesNo("Is it done?"));
        questions.put("target", items(60));
        Map<String, EvidenceGate.Bar> bars = Map.of("done", EvidenceGate.Bar.yesNo(0.5), "target", EvidenceGate.Bar.choice(0.7));

        GatedBallot gated = maker(decider, 1).askGated(CONTEXT, state("s"), questions, bars);

        assertThat(gated.accepted("done")).isTrue();
        assertThat(gated.verdict("target")).isEqualTo(EvidenceGate.Verdict.ABSTAIN);
        assertThat(decider.requests().get(1).questions()).containsOnlyKeys("done");
    }

    @Test
    void aChoiceExactlyAtTheLimitIsAskedAsOneQuestion() {
        ScriptedDecider decider = host(26, (id, c) -> seeking("item 20", 0.9).apply(c));

        // 25 options and none: 26
        GatedBallot gated = maker(decider, 1).askGated(CONTEXT, state("s"), Map.of("target", items(25)), BAR);

        assertThat(gated.chosen("target")).contains("20");
        assertThat(decider.requests()).hasSize(1);
        assertThat(optionCounts(decider.requests())).containsExactly(26);
        assertThat(events).extracting(Event.Decision::purpose).containsExactly(CONTEXT.purpose());
    }

    @Test
    void oneOptionOverTheLimitGoesToKnockout() {
        ScriptedDecider decider = host(26, (id, c) -> seeking("item 20", 0.9).apply(c));

        maker(decider, 1).askGated(CONTEXT, state("s"), Map.of("target", items(26)), BAR);

        assertThat(optionCounts(decider.requests())).containsExactly(14, 14, 2);
    }

    @Test
    void everyGroupOffersNone() {
        ScriptedDecider decider = host(26, (id, c) -> seeking("item 47", 0.9).apply(c));

        maker(decider, 1).ask(CONTEXT, state("s"), Map.of("target", items(60)));

        decider.requests().forEach(r -> r.questions().values().forEach(q ->
                assertThat(((Question.Choice) q).options().keySet()).last().isEqualTo(Framing.NONE)));
        assertThat(decider.requests().get(0).questions().values()).allSatisfy(q ->
                assertThat(q.instructions().path(Knockout.FIELD).asText()).isEqualTo(Knockout.NOTE));
    }

    @Test
    void theFinalAnswersConfidenceIsTheFinalRoundsOwn() {
        // every round is sure of item 47; the final round, asked 47 or none, is not
        ScriptedDecider decider = host(26, (id, c) -> seeking("item 47", id.contains("~knockout") ? 0.99 : 0.55).apply(c));

        Ballot ballot = maker(decider, 1).ask(CONTEXT, state("s"), Map.of("target", items(60)));

        Answer.ChoiceAnswer answer = ballot.choice("target").orElseThrow();
        assertThat(answer.choice()).isEqualTo("47");
        assertThat(answer.p("47")).isEqualTo(0.55);
    }

    @Test
    void theOfflineDeciderOnAHostOfFivePicksInRoundsWhatItPicksWhole() {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i <= 30; i++) options.put(Integer.toString(i), i == 23 ? "link \"Zurich office\"" : "link \"Branch " + i + " opening hours\"");
        Question.Choice target = new Question.Choice(Instructions.of(Ask.TARGET, "Which element should be clicked?", "open the Zurich office"), options);
        Decider offline = new dev.flowwright.runtime.decide.offline.OfflineDecider();
        Decider hostOfFive = new Decider() {
            @Override public String describe() { return "offline on a host of five"; }
            @Override public DecisionResponse decide(DecisionRequest r) { return offline.decide(r); }
            @Override public int maxChoiceOptions() { return 5; }
        };

        Ballot whole = maker(offline, 3).ask(CONTEXT, state("Offices"), Map.of("target", target));
        Ballot rounds = maker(hostOfFive, 3).ask(CONTEXT, state("Offices"), Map.of("target", target));

        assertThat(whole.choice("target").orElseThrow().choice()).isEqualTo("23");
        assertThat(rounds.choice("target").orElseThrow().choice()).isEqualTo("23");
        assertThat(events).extracting(Event.Decision::purpose).filteredOn(p -> p.startsWith("knockout round ")).hasSizeGreaterThan(1);
    }

    @Test
    void aDeciderClaimingALimitNoKnockoutCanWorkWithIsASetupError() {
        assertThatThrownBy(() -> maker(host(2, (id, c) -> null), 1)).isInstanceOf(DeciderSetupException.class)
                .hasMessageContaining("a limit must be from 3 to 255");
    }
}
