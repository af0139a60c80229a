package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Oracle;
import dev.flowwright.runtime.sim.Sim;

/**
 * A sign-in page for recipe tests, as a browser would describe it: heading "Sign in", an e-mail field, a password
 * field with a JSF-generated id, a "Gonder" (send) button that signs in when both are filled and shows "Welcome
 * back". The v2 page is a redesign that breaks every recorded locator: the button reads "Tamam" and its id is
 * renamed everywhere, so the page still works but no recorded locator of the button matches.
 */
final class RecipeSims {
    private RecipeSims() {}

    static final String PASSWORD = "hunter2-correct-horse";

    static Sim signIn(boolean v2) {
        Sim sim = new Sim("browser", "Sign in");
        sim.kind = "browser";
        sim.url = "http://localhost:8700/signin/";
        sim.add(sim.node("heading", "Sign in")).hint("tag", "h1");
        Sim.Node email = sim.textbox("Email").hint("tag", "input").hint("id", "email").hint("nameAttr", "email")
                .hint("labelText", "Email").hint("type", "email");
        Sim.Node password = sim.textbox("Password").hint("tag", "input").hint("id", "j_idt12:password")
                .hint("nameAttr", "password").hint("labelText", "Password").hint("type", "password");
        String button = v2 ? "Tamam" : "Gonder";
        sim.button(button).hint("tag", "button").hint("id", v2 ? "confirm-btn" : "send-btn").onPress(s -> {
            if (!"ann@example.com".equals(email.value) || !PASSWORD.equals(password.value)) {
                s.context.add("Wrong e-mail or password");
                return;
            }
            s.window = "Welcome";
            s.nodes.clear();
            s.add(s.node("heading", "Welcome back")).hint("tag", "h1");
            s.link("Sign out").hint("tag", "a").hint("href", "/signout");
        });
        sim.goal(s -> s.window.equals("Welcome"));
        return sim;
    }

    /**
     * The oracle a heal on the v2 page asks: its target question picks "Tamam" for the step that names
     * "Gonder" (as a model knows both mean send; the oracle only compares words).
     */
    static Oracle healingOracle(Sim sim, EventBus bus) {
        Oracle o = new Oracle(sim, bus);
        o.on(Ask.TARGET, (id, q, s) -> {
            Question.Choice c = (Question.Choice) q;
            for (var en : c.options().entrySet()) {
                if (String.valueOf(en.getValue()).contains("Tamam")) return Answers.pick(en.getKey(), 0.93);
            }
            return null;
        });
        return o;
    }

    /** An asker that fails the test the moment anything asks it: proof a replay used no decider. */
    static dev.flowwright.runtime.decide.Asker exploding() {
        return (context, state, questions) -> {
            throw new AssertionError("a replay asked a decider: " + questions.keySet());
        };
    }

    static Sim.Node checkbox(Sim sim, String name) {
        return sim.add(sim.node("checkbox", name).can(ElementAction.CLICK));
    }
}
