package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A popup that comes up as a field takes the focus, and disables the form behind it (a "session expiring" notice):
 * the filling clears it once, as the do loop clears an obstacle, and types again — never its "leave" control.
 */
class EnterObstacleTest {

    /** A sign-in form; typing into the password field the first time brings up the notice and disables the form. */
    private static Sim form(boolean popupTwice) {
        Sim sim = new Sim("browser", "Sign in");
        Sim.Node user = sim.textbox("Username");
        Sim.Node password = sim.textbox("Password");
        Sim.Node login = sim.button("Log in");
        int[] shown = {0};
        String notice = "Your session is about to expire. Leave for the home page?";
        password.onType((s, text) -> {
            if (shown[0] >= (popupTwice ? 2 : 1)) return;
            shown[0]++;
            password.value = "";
            for (Sim.Node n : new Sim.Node[] {user, password, login}) n.state(ElementState.DISABLED);
            password.dropsPaste = true;
            s.context.add(notice);
            Sim.Node leave = s.button("Leave");
            leave.onPress(x -> x.context.add("left the page"));
            Sim.Node stay = s.button("Cancel");
            stay.onPress(x -> {
                x.context.remove(notice);
                leave.hide();
                stay.hide();
                for (Sim.Node n : new Sim.Node[] {user, password, login}) n.states.remove(ElementState.DISABLED);
                password.dropsPaste = false;
            });
        });
        return sim;
    }

    @Test
    void aPopupThatDisabledTheFieldIsClearedOnceAndTheTextGoesIn() {
        Sim sim = form(false);
        RunReport r = SimRun.of(sim).run("enter the username \"ada\" and the password \"h0rse\"");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.find("Password").value).isEqualTo("h0rse");
        assertThat(sim.clicked("Cancel")).isTrue();
        assertThat(sim.clicked("Leave")).isFalse();
    }

    @Test
    void aSecondPopupFailsTheStep() {
        Sim sim = form(true);
        RunReport r = SimRun.of(sim).run("enter the username \"ada\" and the password \"h0rse\"");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.clicked("Leave")).isFalse();
    }
}
