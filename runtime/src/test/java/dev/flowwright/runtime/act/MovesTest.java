package dev.flowwright.runtime.act;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.sim.Quirks;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimApps;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.flowwright.runtime.sim.Answers.pick;
import static org.assertj.core.api.Assertions.assertThat;

/** Moves: shortcuts and the Return rule, the destructive check in the loop, strike-offs, the task's dialog. */
class MovesTest {

    @Test
    void aDestructiveTargetFailsTheStepWithZeroActionsInOneTurn() {
        Sim sim = SimApps.inbox();
        SimApps.compose(sim);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick(((dev.flowwright.runtime.decide.Question.Choice) q).options().entrySet().stream()
                .filter(e -> e.getValue().contains("Send")).findFirst().orElseThrow().getKey(), 0.95));
        RunReport r = run.run("send the message");
        var step = r.step("1").orElseThrow();
        assertThat(step.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(step.actions()).isEmpty();
        assertThat(step.turns()).isEqualTo(1);
        assertThat(step.note()).contains("button \"Send\"").contains("hard to undo");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aControlNamedByALaterStopBeforeIsRefused() {
        Sim sim = SimApps.inbox();
        sim.button("Post");
        RunReport r = SimRun.of(sim).run(new Step.Do("post to the thread"), new Step.StopBefore("posting the reply"));
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("the flow stops before \"posting the reply\"");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aShortcutIsPressedOnlyAtHalfOrMore() {
        Sim sim = SimApps.inbox();
        sim.onKey.put("cmd+f", s -> s.window = "Find");
        sim.goal(s -> s.window.equals("Find"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("shortcut", 0.9)).on(Ask.SHORTCUT, (id, q, s) -> pick("find", 0.45));
        run.run("find a message");
        assertThat(sim.keys).isEmpty();

        Sim sure = SimApps.inbox();
        sure.onKey.put("cmd+f", s -> s.window = "Find");
        sure.goal(s -> s.window.equals("Find"));
        SimRun run2 = SimRun.of(sure);
        run2.oracle.on(Ask.MOVE, (id, q, s) -> pick("shortcut", 0.9)).on(Ask.SHORTCUT, (id, q, s) -> pick("find", 0.5));
        RunReport r = run2.run("find a message");
        assertThat(sure.keys).containsExactly("cmd+f");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void returnIsRefusedWhileASheetIsInFront() {
        Sim sim = SimApps.inbox();
        Quirks.searchSheet(sim);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("shortcut", 0.9)).on(Ask.SHORTCUT, (id, q, s) -> pick("confirm", 0.9));
        run.run("run the search");
        assertThat(sim.keys).doesNotContain("return");
        assertThat(run.oracle.allRequestText()).contains("refused to press return while a sheet is in front");
    }

    @Test
    void returnRunsTheSearchRightAfterTypingIntoAVisibleSearchBox() {
        Sim sim = SimApps.inbox();
        Quirks.searchSheet(sim);
        sim.goal(s -> s.front().map(l -> l.nodes.stream().anyMatch(n -> n.name.equals("Results"))).orElse(false));
        SimRun run = SimRun.of(sim);
        // an enter step types into the search box and tells the run so
        run.runners.with(Step.Enter.class, (step, ctx) -> {
            Screen s = ctx.eyes().glance();
            Element box = s.elements().stream().filter(e -> e.role().equals("searchbox")).findFirst().orElseThrow();
            ctx.hands().act(0, dev.flowwright.runtime.run.Action.type(box, step.slots().get("query"), "fill query"));
            ctx.hands().typedInto(box);
            return StepOutcome.done("typed");
        });
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("shortcut", 0.9)).on(Ask.SHORTCUT, (id, q, s) -> pick("confirm", 0.9));
        RunReport r = run.run(new Step.Enter(Map.of("query", "tea")), new Step.Do("run the search"));
        assertThat(sim.keys).containsExactly("return");
        assertThat(r.step("2").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void addingTwoPacketsStrikesOffTheOtherCardsAdd() {
        Sim sim = SimApps.shop("Green tea", "Black tea", "Coffee");
        sim.goal(s -> s.clicks.size() >= 2);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.DONE, (id, q, s) -> dev.flowwright.runtime.sim.Answers.noul(s.clicks.size() >= 2 ? 0.95 : 0.05));
        RunReport r = run.run("add 2 packets of tea");
        assertThat(sim.log).containsOnly("launch Shop", "click button \"Add\"", "click button \"Add\"");
        // both presses went to the first card: the others' "Add" were struck off after the first press
        assertThat(run.oracle.requests.stream().filter(q -> q.asks().contains("target")).skip(1).findFirst().orElseThrow().text())
                .doesNotContain("listitem #2").doesNotContain("listitem #3");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void choosingTwoSeatsPressesEachCard() {
        Sim sim = SimApps.seats(3);
        // a chosen seat's Select is disabled: the next press must go to another card
        for (Sim.Node n : sim.nodes) if (n.name.equals("Select")) {
            Sim.Node self = n;
            var before = n;
            before.onPress(s -> {
                self.state(dev.flowwright.runtime.screen.ElementState.DISABLED);
                s.context.add("chosen " + s.clicks.size());
            });
        }
        sim.goal(s -> s.clicks.size() >= 2);
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.TARGET, (id, q, s) -> pick("1", 0.9));
        RunReport r = run.run("choose 2 adjacent seats");
        assertThat(sim.clicks).hasSize(2);
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }

    @Test
    void theTasksOwnDialogIsAnsweredNeverWithYesAndIsNotAnObstacle() {
        Sim sim = SimApps.inbox();
        Sim.Node save = sim.button("Save report");
        save.onPress(s -> SimApps.dialog(s, "Choose format", "Yes", "PDF", "Close"));
        sim.goal(s -> s.clicked("PDF"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.BLOCKED, (id, q, s) -> dev.flowwright.runtime.sim.Answers.noul(s.front().isPresent() ? 0.9 : 0.05));
        run.oracle.on(Ask.TARGET, (id, q, s) -> s.front().isPresent() ? pick("none", 0.9) : null);
        run.oracle.on(Ask.AGAIN, (id, q, s) -> pick("none", 0.9));
        run.oracle.on(Ask.DIALOG_ANSWER, (id, q, s) -> pick("1", 0.9));
        RunReport r = run.run("save report in pdf format");
        assertThat(sim.clicks).containsExactly("button \"Save report\"", "button \"PDF\"");
        assertThat(run.oracle.asked(Ask.DISMISS)).isZero();
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        var options = ((dev.flowwright.runtime.decide.Question.Choice) run.oracle.requests.stream()
                .filter(q -> q.asks().contains("dialog_answer")).findFirst().orElseThrow().questions().get("dialog_answer")).options();
        assertThat(options.values()).noneMatch(o -> o.contains("\"Yes\"") || o.contains("\"Close\""));
    }

    @Test
    void aScrollGivesWayToAConfidentTarget() {
        Sim sim = SimApps.inbox().goal(s -> s.window.equals("New Message"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("scroll", 0.9));
        run.run("start a new email message");
        assertThat(sim.scrolls).isEmpty();
        assertThat(sim.clicks).containsExactly("button \"New Message\"");
    }

    @Test
    void aScrollWithoutAConfidentTargetScrolls() {
        Sim sim = SimApps.inbox();
        sim.onKey.put("scroll", s -> s.window = "Inbox (more)");
        sim.goal(s -> s.window.equals("Inbox (more)"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("scroll", 0.9)).on(Ask.TARGET, (id, q, s) -> pick("1", 0.5));
        run.run("see older mail");
        assertThat(sim.scrolls).containsExactly("page");
        assertThat(sim.clicks).isEmpty();
    }

    @Test
    void aScrollThatChangedNothingWithdrawsScrolling() {
        Sim sim = SimApps.inbox();
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("scroll", 0.9)).on(Ask.TARGET, (id, q, s) -> pick("none", 0.9))
                .on(Ask.AGAIN, (id, q, s) -> pick("none", 0.9));
        run.run("see older mail");
        assertThat(sim.scrolls).hasSize(1);
        var moves = run.oracle.requests.stream().filter(q -> q.asks().contains("move")).toList();
        assertThat(((dev.flowwright.runtime.decide.Question.Choice) moves.get(moves.size() - 1).questions().get("move")).options())
                .doesNotContainKey("scroll");
    }

    @Test
    void expandGroundsAnExpandableElement() {
        Sim sim = SimApps.inbox();
        sim.add(sim.node("combobox", "Folder")).onExpand(s -> s.window = "Folders open");
        sim.goal(s -> s.window.equals("Folders open"));
        SimRun run = SimRun.of(sim);
        run.oracle.on(Ask.MOVE, (id, q, s) -> pick("expand", 0.9));
        RunReport r = run.run("open the folder list");
        assertThat(sim.log).contains("expand combobox \"Folder\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
    }
}
