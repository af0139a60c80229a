package dev.flowwright.runtime.sim;

import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.SurfaceKind;

/** Ready-made simulated applications: a mail client, a shop with product cards, a seat map. */
public final class SimApps {
    private SimApps() {}

    /**
     * "Mail", window "Inbox": New Message (opens the compose window with To, Subject, Body, Send),
     * Archive, Reply, and three messages in a list.
     */
    public static Sim inbox() {
        Sim sim = new Sim("Mail", "Inbox");
        sim.button("New Message").onPress(SimApps::compose);
        sim.button("Archive");
        sim.button("Reply");
        String[] subjects = {"Lunch on Friday", "Quarterly report", "Your invoice"};
        for (int i = 0; i < subjects.length; i++) {
            sim.link(subjects[i]).path("list \"Messages\"", "listitem #" + (i + 1));
        }
        sim.context.add("Inbox — 3 messages");
        return sim;
    }

    /** Opens the compose window (what New Message and cmd+n do). */
    public static void compose(Sim s) {
        if (s.window.equals("New Message")) return;
        s.window = "New Message";
        s.textbox("To");
        s.textbox("Subject");
        s.textbox("Body").hint("placeholder", "Write your message");
        s.button("Send");
    }

    /** "Shop", window "Products": N product cards, each with its name and an "Add" button; a basket count. */
    public static Sim shop(String... products) {
        Sim sim = new Sim("Shop", "Products");
        Sim.Node basket = sim.text("Basket: 0 items");
        int[] count = {0};
        for (int i = 0; i < products.length; i++) {
            String card = "listitem #" + (i + 1);
            sim.text(products[i]).path("list \"Products\"", card);
            sim.button("Add").path("list \"Products\"", card).onPress(s -> basket.name = "Basket: " + (++count[0]) + " items");
        }
        return sim;
    }

    /** "Seats", window "Choose seats": N seat cards, each with "Select" that marks the seat chosen. */
    public static Sim seats(int n) {
        Sim sim = new Sim("Seats", "Choose seats");
        for (int i = 1; i <= n; i++) {
            String card = "listitem #" + i;
            Sim.Node label = sim.text("Seat " + i + "A").path("list \"Seats\"", card);
            Sim.Node select = sim.button("Select").path("list \"Seats\"", card);
            select.onPress(s -> {
                label.name = label.name.replace("A", "A (chosen)");
                select.state(dev.flowwright.runtime.screen.ElementState.SELECTED);
            });
        }
        return sim;
    }

    /** A dialog the task's own press opens (e.g. "Save changes?" with Yes / Keep editing / Close). */
    public static Sim.Layer dialog(Sim sim, String title, String... buttons) {
        Sim.Layer l = sim.layer("dialog \"" + title + "\"", SurfaceKind.DIALOG);
        for (String b : buttons) l.button(b).onPress(s -> l.close());
        return l;
    }

    /** A text box that is a search box. */
    public static Sim.Node searchBox(Sim sim, String name) {
        return sim.add(sim.node("searchbox", name).can(ElementAction.CLICK, ElementAction.SET_VALUE, ElementAction.TYPE_TEXT));
    }

    /** "Basket", window "Quantity": a count shown as "Quantity: N" and a "+" button that adds one each press. */
    public static Sim counter() {
        Sim sim = new Sim("Basket", "Quantity");
        Sim.Node shown = sim.text("Quantity: 0");
        int[] n = {0};
        sim.button("+").describe("Add one").onPress(s -> shown.name = "Quantity: " + (++n[0]));
        return sim;
    }
}
