package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.handoff.HandoffResponse;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Adding to a list: its entry box (never a search box), submitted with its Add control or Return, done when the list shows it. */
class AddToStepTest {

    /** A page with a search box on top and a shopping list with its "New item" box; {@code adds} says whether the list really adds. */
    private static Sim shopping(boolean withAddButton, boolean adds) {
        Sim sim = new Sim("browser", "Lists");
        sim.add(sim.node("searchbox", "Search recipes").can(ElementAction.CLICK, ElementAction.SET_VALUE)).value = "";
        Sim.Node box = sim.textbox("New item").path("region \"Shopping list\"");
        box.value = "";
        Runnable add = () -> {
            if (!adds) return;
            sim.add(sim.node("listitem", box.value).path("region \"Shopping list\"", "list \"Items\""));
            box.value = "";
        };
        if (withAddButton) sim.button("Add").path("region \"Shopping list\"").onPress(s -> add.run());
        else sim.onKey.put("return", s -> add.run());
        return sim;
    }

    private static List<String> items(Sim sim) {
        return sim.nodes.stream().filter(n -> n.role.equals("listitem")).map(n -> n.name).toList();
    }

    @Test
    void theTextGoesIntoTheListsBoxAndItsAddControlAddsIt() {
        Sim sim = shopping(true, true);
        RunReport r = SimRun.of(sim).run("add \"milk\" to the shopping list");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(items(sim)).containsExactly("milk");
        assertThat(sim.find("Search recipes").value).isEmpty();
        assertThat(sim.clicks).contains("button \"Add\"");
    }

    @Test
    void withNoAddControlReturnInTheBoxAddsIt() {
        Sim sim = shopping(false, true);
        RunReport r = SimRun.of(sim).run("put milk on the shopping list");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(items(sim)).containsExactly("milk");
        assertThat(sim.keys).containsExactly("return");
    }

    @Test
    void aListThatDoesNotShowTheTextFailsTheStep() {
        Sim sim = shopping(true, false);
        RunReport r = SimRun.of(sim).run("add \"milk\" to the shopping list");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("the list does not show it");
    }

    /** Two lists, each with its own box and Add. */
    private static Sim twoLists() {
        Sim sim = new Sim("browser", "Lists");
        for (String list : List.of("Groceries", "Hardware")) {
            Sim.Node box = sim.textbox("").path("region \"" + list + "\"").hint("placeholder", "Add to " + list.toLowerCase());
            box.value = "";
            sim.button("Add").path("region \"" + list + "\"").onPress(s -> {
                s.add(s.node("listitem", box.value).path("region \"" + list + "\""));
                box.value = "";
            });
        }
        return sim;
    }

    @Test
    void theListsOwnBoxIsTheOneItsWordsName() {
        Sim sim = twoLists();
        RunReport r = SimRun.of(sim).run("add nails to the hardware list");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.nodes.stream().filter(n -> n.role.equals("listitem")).map(n -> n.path.get(0))).containsExactly("region \"Hardware\"");
    }

    @Test
    void twoBoxesTheWordsDoNotTellApartAreAskedAboutNeverTheFirstTaken() {
        Sim sim = twoLists();
        RunReport r = SimRun.of(sim).run("add nails to the list");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(items(sim)).isEmpty();
        Sim asked = twoLists();
        SimRun run = SimRun.of(asked);
        List<List<String>> offered = new ArrayList<>();
        run.responder = req -> {
            offered.add(req.choices());
            return new HandoffResponse.Picked(1);
        };
        RunReport picked = run.run("add nails to the list");
        assertThat(offered).hasSize(1);
        assertThat(picked.step("1").orElseThrow().outcome()).as(picked.toJson()).isEqualTo(Outcome.DONE);
        assertThat(asked.nodes.stream().filter(n -> n.role.equals("listitem")).map(n -> n.path.get(0))).containsExactly("region \"Hardware\"");
    }

    @Test
    void aThingNamedByDescriptionIsAddedWithItsItemsAddControlNeverTyped() {
        Sim sim = new Sim("browser", "Shop");
        sim.add(sim.node("searchbox", "Search").can(ElementAction.CLICK, ElementAction.SET_VALUE)).value = "";
        List<String> cart = new ArrayList<>();
        for (String shoe : List.of("Trail shoe", "Road shoe")) {
            sim.add(sim.node("button", "Add to cart").can(ElementAction.CLICK).hint("item", shoe + " €80").hint("indexPath", shoe))
                    .onPress(s -> cart.add(shoe));
        }
        RunReport r = SimRun.of(sim).run("add the Trail shoe to the cart");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(cart).containsExactly("Trail shoe");
        assertThat(sim.find("Search").value).isEmpty();
    }

    /**
     * Tag boxes drawn over an {@code <input type="search">} (as Choices.js and Select2 draw them): the one whose label
     * fits the step is an entry box; the site's own search box, which says it searches, never is.
     */
    @Test
    void aTagBoxOfTheSearchRoleIsAnEntryBoxWhenItsWordsDoNotSaySearch() {
        Sim sim = new Sim("browser", "Widgets");
        sim.add(sim.node("searchbox", "Search the docs").can(ElementAction.CLICK, ElementAction.SET_VALUE)).value = "";
        for (String label : List.of("Unique values only", "Limited to 5 values with remove button")) {
            Sim.Node box = sim.add(sim.node("searchbox", label).can(ElementAction.CLICK, ElementAction.SET_VALUE));
            box.value = "";
            sim.onKey.put("return", s -> {
                Sim.Node typed = s.nodes.stream().filter(n -> n.role.equals("searchbox") && n.value != null && !n.value.isBlank())
                        .findFirst().orElseThrow();
                s.add(s.node("listitem", typed.value).path("list \"" + typed.name + "\""));
                typed.value = "";
            });
        }
        RunReport r = SimRun.of(sim).run("add \"foo\" to the field limited to 5 values");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.nodes.stream().filter(n -> n.role.equals("listitem")).map(n -> n.path.get(0)).toList())
                .containsExactly("list \"Limited to 5 values with remove button\"");
        assertThat(sim.find("Search the docs").value).isEmpty();
    }
}
