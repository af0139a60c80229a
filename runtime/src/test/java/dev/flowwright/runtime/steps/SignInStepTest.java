package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.sim.SimRun;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Signing in: the user into the form's user field, the password only into a password field, the form's sign-in control pressed. */
class SignInStepTest {
    private static final String PW = "correct horse battery";

    /** A sign-in form "login": E-mail, Password (type=password), and its default button Sign in; a newsletter box beside it. */
    private static Sim signIn(String button) {
        Sim sim = new Sim("browser", "Sign in");
        sim.textbox("Newsletter e-mail").value = "";
        sim.textbox("E-mail").hint("form", "login").value = "";
        sim.textbox("Password").hint("form", "login").hint("type", "password").value = "";
        Sim.Node go = sim.button(button).hint("form", "login").hint("defaultButton", "true");
        go.onPress(s -> s.text("Welcome back"));
        return sim;
    }

    private static SimRun withSecret(Sim sim) {
        SimRun run = SimRun.of(sim);
        run.secrets = new Secrets().put("pw", PW);
        return run;
    }

    @Test
    void theUserAndThePasswordGoIntoTheFormsFieldsAndItsSignInIsPressed() {
        Sim sim = signIn("Sign in");
        RunReport r = withSecret(sim).run("log in as ada@example.org with password ${pw}");
        assertThat(r.step("1").orElseThrow().outcome()).as(r.toJson()).isEqualTo(Outcome.DONE);
        assertThat(sim.find("E-mail").value).isEqualTo("ada@example.org");
        assertThat(sim.find("Password").value).isEqualTo(PW);
        assertThat(sim.find("Newsletter e-mail").value).isEmpty();
        assertThat(sim.clicked("Sign in")).isTrue();
        assertThat(r.toJson()).doesNotContain(PW);
    }

    @Test
    void withNoPasswordFieldNothingIsTyped() {
        Sim sim = new Sim("browser", "Sign in");
        sim.textbox("E-mail").value = "";
        sim.textbox("Password hint").value = "";
        sim.button("Sign in");
        RunReport r = withSecret(sim).run("sign in as ada with password ${pw}");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("no password field");
        assertThat(sim.find("Password hint").value).isEmpty();
        assertThat(sim.find("E-mail").value).isEmpty();
    }

    @Test
    void theFormsSignInControlStillGoesThroughTheDestructiveCheck() {
        Sim sim = signIn("Delete account");
        RunReport r = withSecret(sim).run("log in as ada with password ${pw}");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(sim.clicked("Delete account")).isFalse();
    }

    @Test
    void aPageThatComplainsAfterwardsIsNoSignIn() {
        Sim sim = signIn("Sign in");
        sim.find("Sign in").onPress(s -> s.context.add("Wrong password"));
        RunReport r = withSecret(sim).run("log in as ada with password ${pw}");
        assertThat(r.step("1").orElseThrow().outcome()).isEqualTo(Outcome.FAILED);
        assertThat(r.step("1").orElseThrow().note()).contains("complains");
    }
}
