package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** "Set the speed to Fast": the screen says whether the field is picked in or typed into. */
class SetFieldStepTest {

    /** A drawn dropdown (a button-like combo box that takes no typing) whose options show once it is opened. */
    private static Sim speedMenu() {
        Sim sim = new Sim("browser", "Settings");
        sim.textbox("Name").value = "";
        Sim.Node menu = sim.add(sim.node("combobox", "Speed").can(ElementAction.CLICK, ElementAction.EXPAND));
        menu.value = "Medium";
        List<Sim.Node> options = new java.util.ArrayList<>();
        for (String o : List.of("Slow", "Medium", "Fast")) {
            Sim.Node opt = sim.add(sim.node("option", o).can(ElementAction.CLICK).path("listbox \"Speed\"")).hide();
            options.add(opt);
            opt.onPress(s -> {
                menu.value = o;
                options.forEach(Sim.Node::hide);
            });
        }
        menu.onPress(s -> options.forEach(Sim.Node::show));
        sim.goal(s -> "Fast".equals(menu.value));
        return sim;
    }

    @Test
    void aListIsOpenedAndItsOptionPickedNeverTyped() {
        Sim sim = speedMenu();
        RunReport r = SimRun.of(sim).run("set the speed to Fast");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isIn(Outcome.DONE);
        assertThat(sim.find("Speed").value).isEqualTo("Fast");
        // the list opened, then its option pressed: no repair after a list that only opened
        assertThat(sim.clicks).containsExactly("combobox \"Speed\"", "option \"Fast\"");
        assertThat(sim.fields).doesNotContainKey("combobox \"Speed\"");
        assertThat(sim.find("Name").value).isEmpty();
    }

    @Test
    void aRadioNamedAsTheValueIsPressed() {
        Sim sim = new Sim("browser", "Hotel");
        List<String> checked = new java.util.ArrayList<>();
        for (String city : List.of("New York", "Paris", "London")) {
            Sim.Node radio = sim.add(sim.node("radio", city).can(ElementAction.CLICK).path("group \"Select a Location\""));
            radio.onPress(s -> {
                s.nodes.stream().filter(n -> n.role.equals("radio")).forEach(n -> n.states.remove(ElementState.CHECKED));
                radio.states.add(ElementState.CHECKED);
                checked.add(city);
            });
        }
        sim.goal(s -> checked.contains("Paris"));
        RunReport r = SimRun.of(sim).run("choose Paris as the location");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(checked).containsExactly("Paris");
    }

    @Test
    void aBoxIsTypedInto() {
        Sim sim = new Sim("browser", "Booking");
        sim.textbox("Date").value = "";
        sim.button("Today");
        sim.goal(s -> "03/14/2027".equals(s.find("Date").value));
        RunReport r = SimRun.of(sim).run("set the date to 03/14/2027");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.find("Date").value).isEqualTo("03/14/2027");
        assertThat(sim.clicks).doesNotContain("button \"Today\"");
    }

    @Test
    void aNumberForABoxIsTypedAndOneForACounterIsSetByItsButtons() {
        // found on LibreOffice's Format Cells: "set Decimal places to 2", the spin button described by those words
        Sim dialog = new Sim("soffice", "Format Cells");
        dialog.add(dialog.node("spinbutton", "Enter the number of decimal places that you want to display.")
                .can(ElementAction.CLICK, ElementAction.SET_VALUE)).value = "0";
        dialog.button("OK");
        dialog.goal(s -> "2".equals(s.find("Enter the number of decimal places that you want to display.").value));
        RunReport typed = SimRun.of(dialog).run("set Decimal places to 2");
        assertThat(typed.step("1").orElseThrow().outcome()).as(typed.toJson()).isEqualTo(Outcome.DONE);
        assertThat(dialog.clicks).doesNotContain("button \"OK\"");
        // a count beside its + button takes no typing: the do loop presses + as a person would
        Sim counter = dev.flowwright.runtime.sim.SimApps.counter();
        counter.goal(s -> s.nodes.stream().anyMatch(n -> n.name.equals("Quantity: 2")));
        SimRun run = SimRun.of(counter);
        run.oracle.on(dev.flowwright.runtime.decide.Ask.TARGET, (id, q, screen) -> {
            for (var o : ((dev.flowwright.runtime.decide.Question.Choice) q).options().entrySet())
                if (String.valueOf(o.getValue()).contains("\"+\"")) return dev.flowwright.runtime.sim.Answers.pick(o.getKey(), 0.95);
            return null;
        });
        RunReport pressed = run.run("set the quantity to 2");
        assertThat(pressed.step("1").orElseThrow().outcome()).as(pressed.toJson()).isEqualTo(Outcome.DONE);
        assertThat(counter.clicks).containsExactly("button \"+\"", "button \"+\"");
    }
}
