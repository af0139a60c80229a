package dev.flowwright.runtime.act;

import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A quoted name the screen does not show may be behind a tab or a collapsed section (issue #13): the
 * tabs are opened in reading order, each looked at within the move, and the name pressed once it shows.
 * A help centre's tabs, not the benchmark's.
 */
class LookBehindFoldsTest {

    /** Tabs across the top; each shows its own links and hides the others'. */
    private static Sim helpCentre(String... tabs) {
        Sim sim = new Sim("browser", "Help centre");
        Map<String, List<String>> links = Map.of(
                "Shipping", List.of("Delivery times", "Tracking"),
                "Returns", List.of("Refund policy", "Return label"),
                "Contact", List.of("Chat with us"),
                "Delete account", List.of("Why we keep data"));
        java.util.Map<String, List<Sim.Node>> panels = new java.util.LinkedHashMap<>();
        for (int i = 0; i < tabs.length; i++) {
            List<Sim.Node> panel = new java.util.ArrayList<>();
            for (int j = 0; j < links.get(tabs[i]).size(); j++) panel.add(sim.link(links.get(tabs[i]).get(j)).at(10 + 120 * j, 60));
            panels.put(tabs[i], panel);
        }
        for (int i = 0; i < tabs.length; i++) {
            String name = tabs[i];
            Sim.Node tab = sim.tab(name).at(10 + 120 * i, 20);
            tab.onPress(s -> {
                for (var e : panels.entrySet()) for (Sim.Node n : e.getValue()) n.visible = e.getKey().equals(name);
                s.nodes.stream().filter(n -> "tab".equals(n.role)).forEach(n -> n.states.remove(ElementState.SELECTED));
                s.find(name).states.add(ElementState.SELECTED);
            });
        }
        sim.find(tabs[0]).states.add(ElementState.SELECTED);
        for (int i = 1; i < tabs.length; i++) for (Sim.Node n : panels.get(tabs[i])) n.hide();
        return sim;
    }

    @Test
    void theTabsAreOpenedInTurnUntilTheQuotedLinkShowsAndThenItIsPressed() {
        Sim sim = helpCentre("Shipping", "Contact", "Returns");
        sim.goal(s -> s.clicks.contains("link \"Refund policy\""));
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("click on the link \"Refund policy\"");
        assertThat(sim.clicks).containsExactly("tab \"Contact\"", "tab \"Returns\"", "link \"Refund policy\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.DONE);
        assertThat(r.step("1").orElseThrow().loops()).contains("look_behind");
    }

    @Test
    void aLookMadeByAnExpandMoveStillPressesTheNameItFound() {
        Sim sim = helpCentre("Shipping", "Contact", "Returns");
        sim.goal(s -> s.clicks.contains("link \"Refund policy\""));
        SimRun run = SimRun.of(sim);
        run.oracle.on(dev.flowwright.runtime.decide.Ask.MOVE, (id, q, s) -> dev.flowwright.runtime.sim.Answers.pick("expand", 0.9));
        run.run("click on the link \"Refund policy\"");
        assertThat(sim.clicks).contains("link \"Refund policy\"");
    }

    @Test
    void aNameNoTabHoldsFailsAfterEachTabWasOpenedOnce() {
        Sim sim = helpCentre("Shipping", "Contact", "Returns");
        sim.goal(s -> false);
        SimRun run = SimRun.of(sim);
        RunReport r = run.run("click on the link \"Gift cards\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.clicks).containsExactly("tab \"Contact\"", "tab \"Returns\"");
    }

    @Test
    void aTabWhoseNameIsHardToUndoIsNotOpenedToLook() {
        Sim sim = helpCentre("Shipping", "Delete account", "Returns");
        sim.goal(s -> s.clicks.contains("link \"Refund policy\""));
        SimRun run = SimRun.of(sim);
        run.run("click on the link \"Refund policy\"");
        assertThat(sim.clicks).doesNotContain("tab \"Delete account\"").contains("link \"Refund policy\"");
    }

    @Test
    void aStepThatQuotesNothingDoesNotLookBehindTabs() {
        Sim sim = helpCentre("Shipping", "Contact", "Returns");
        sim.goal(s -> false);
        SimRun run = SimRun.of(sim);
        run.run("click on the refund link");
        assertThat(run.events.toString()).doesNotContain("looking behind");
    }

    @Test
    void aTreeBranchShutOnlyByItsClassWordsIsOpenedToLookBehind() {
        // jQuery treeview: no aria state, a toggle whose class says "hitarea expandable"
        Sim sim = new Sim("browser", "Files");
        sim.link("Docs").at(30, 10);
        Sim.Node toggle = sim.add(sim.node("generic", "").describe("hitarea expandable").hint("descFrom", "markup")
                .can(dev.flowwright.runtime.screen.ElementAction.CLICK)).at(10, 10);
        Sim.Node hidden = sim.link("Budget.xlsx").at(50, 30).hide();
        toggle.onPress(s -> { hidden.show(); toggle.description = "hitarea collapsable"; });
        sim.goal(s -> s.clicks.contains("link \"Budget.xlsx\""));
        SimRun run = SimRun.of(sim);
        run.run("click on the file named \"Budget.xlsx\"");
        assertThat(sim.clicks).containsExactly("generic \"hitarea expandable\"", "link \"Budget.xlsx\"");
    }
}
