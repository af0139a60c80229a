package dev.flowwright.runtime.sim;

import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.SurfaceKind;

/**
 * The named quirks real applications have, each added to a {@link Sim} in one call, so a test reads as
 * the situation it pins: {@code Quirks.consentBanner(sim)}, {@code Quirks.stubbornBackdrop(sim)}.
 */
public final class Quirks {
    private Quirks() {}

    /** Presses and keys are recorded but change nothing. */
    public static Sim frozen(Sim sim) {
        sim.quirks.add(Sim.Quirk.FROZEN);
        return sim;
    }

    /** Every look comes back blank (surface none). */
    public static Sim unreadable(Sim sim) {
        sim.quirks.add(Sim.Quirk.FAIL_OBSERVE);
        return sim;
    }

    public static Sim failLaunch(Sim sim) {
        sim.quirks.add(Sim.Quirk.FAIL_LAUNCH);
        return sim;
    }

    /** A cookie dialog over the page, not part of any step; each of its buttons closes it. */
    public static Sim.Layer consentBanner(Sim sim) {
        sim.quirks.add(Sim.Quirk.CONSENT_BANNER);
        Sim.Layer l = sim.layer("dialog \"Cookie consent\"", SurfaceKind.DIALOG).obstacle();
        l.add(sim.node("text", "We use cookies to improve your experience"));
        for (String b : new String[]{"Allow Selection", "Allow All", "Customize"}) {
            l.button(b).onPress(s -> l.close());
        }
        return l;
    }

    /** A bare backdrop over the page: Escape does nothing, pressing the cover clears it. */
    public static Sim.Layer backdrop(Sim sim) {
        sim.quirks.add(Sim.Quirk.BACKDROP);
        Sim.Layer l = sim.layer("layer", SurfaceKind.WINDOW).emptyBackdrop();
        l.escapeCloses = false;
        return l;
    }

    /** A backdrop nothing clears. */
    public static Sim.Layer stubbornBackdrop(Sim sim) {
        Sim.Layer l = backdrop(sim);
        sim.quirks.add(Sim.Quirk.STUBBORN_BACKDROP);
        l.dismissCoverCloses = false;
        return l;
    }

    /** A control laid over the page's controls (a location picker's button); Escape closes it. */
    public static Sim.Layer controlOver(Sim sim, String control) {
        sim.quirks.add(Sim.Quirk.CONTROL_OVER);
        Sim.Layer l = sim.layer("popover \"" + control + "\"", SurfaceKind.WINDOW).covering("button \"" + control + "\"");
        l.button(control);
        return l;
    }

    /** A promotion toast with a close button, in the way of every step. */
    public static Sim.Layer promoToast(Sim sim) {
        sim.quirks.add(Sim.Quirk.PROMO_TOAST);
        Sim.Layer l = sim.layer("dialog \"Summer sale\"", SurfaceKind.DIALOG).obstacle();
        l.add(sim.node("text", "Summer sale: 20% off"));
        l.button("Close").onPress(s -> l.close());
        return l;
    }

    /**
     * A store's search that opens as a full-window sheet with a search box; Return there runs the search
     * (a "Results" heading appears).
     */
    public static Sim.Layer searchSheet(Sim sim) {
        sim.quirks.add(Sim.Quirk.SEARCH_SHEET);
        Sim.Layer l = sim.layer("sheet \"Search\"", SurfaceKind.SHEET);
        l.add(sim.node("searchbox", "Search products").can(ElementAction.CLICK, ElementAction.SET_VALUE, ElementAction.TYPE_TEXT));
        sim.onKey.put("return", s -> {
            if (l.open && l.nodes.stream().noneMatch(n -> n.name.equals("Results"))) l.add(s.node("heading", "Results"));
        });
        return l;
    }

    /** Someone else's unsent draft already in the list: a "new message" step must not take it for its own. */
    public static Sim.Node draftInList(Sim sim) {
        sim.quirks.add(Sim.Quirk.DRAFT_IN_LIST);
        return sim.link("Draft: (no subject)").path("list \"Messages\"", "listitem #0");
    }

    /**
     * Two controls that take each other's place: pressing {@code a} shows {@code b} instead, pressing
     * {@code b} brings {@code a} back, and a status line says which state the page is in. A decider that
     * never judges the step done flips between them for ever.
     */
    public static Sim flipFlop(Sim sim, String a, String b) {
        sim.quirks.add(Sim.Quirk.FLIP_FLOP);
        Sim.Node status = sim.text("State: " + a);
        Sim.Node first = sim.button(a);
        Sim.Node second = sim.link(b).hide();
        first.onPress(s -> { first.hide(); second.show(); status.name = "State: " + b; });
        second.onPress(s -> { second.hide(); first.show(); status.name = "State: " + a; });
        return sim;
    }

    /**
     * A sign-in page whose sign-in button swaps with an account switcher (the portal of issue #12 swapped
     * it with its sign-out link): "Sign in" and "Use another account" take each other's place.
     */
    public static Sim oscillatingSignIn(Sim sim) {
        return flipFlop(sim, "Sign in", "Use another account");
    }

    /** A button that is pressed and does nothing at all. */
    public static Sim.Node deadButton(Sim sim, String name) {
        sim.quirks.add(Sim.Quirk.DEAD_BUTTON);
        return sim.button(name);
    }

    /** A key combination the application ignores (no handler): pressing it changes nothing. */
    public static Sim deadKey(Sim sim, String combo) {
        sim.quirks.add(Sim.Quirk.DEAD_KEY);
        sim.onKey.remove(combo);
        return sim;
    }

    /**
     * A text editor's menu bar (GTK reads every menu's items even while the menu is shut): File ▸ Revert,
     * Close Window, Quit and Edit ▸ Undo, Redo. Undo and Revert are disabled until something is typed into
     * {@code document}, then enabled — their states change, they do not appear.
     */
    public static Sim.Node menuBarWithUndo(Sim sim, Sim.Node document) {
        sim.quirks.add(Sim.Quirk.MENU_BAR_WITH_UNDO);
        Sim.Node file = sim.add(sim.node("menu", "File").can(ElementAction.CLICK).hint("indexPath", "0/0/0"));
        String[] fileItems = {"Revert", "Close Window", "Quit"};
        for (int i = 0; i < fileItems.length; i++)
            sim.add(sim.node("menuitem", fileItems[i]).can(ElementAction.CLICK).hint("indexPath", "0/0/0/" + i));
        Sim.Node edit = sim.add(sim.node("menu", "Edit").can(ElementAction.CLICK).hint("indexPath", "0/0/1"));
        Sim.Node undo = sim.add(sim.node("menuitem", "Undo").can(ElementAction.CLICK).hint("indexPath", "0/0/1/0"));
        sim.add(sim.node("menuitem", "Redo").can(ElementAction.CLICK).hint("indexPath", "0/0/1/1").state(ElementState.DISABLED));
        undo.state(ElementState.DISABLED);
        sim.find("Revert").state(ElementState.DISABLED);
        document.hint("indexPath", "0/1/0");
        var typed = document.onType;
        document.onType((s, t) -> {
            undo.states.remove(ElementState.DISABLED);
            s.find("Revert").states.remove(ElementState.DISABLED);
            s.find("Undo").onPress(x -> document.value = "");
            s.find("Revert").onPress(x -> document.value = "");
            if (typed != null) typed.accept(s, t);
        });
        return undo;
    }

    /**
     * Menu items that show up in the tree only once something is typed (a "Revert" and an "Undo Typing"
     * a toolkit adds to a shut menu), off-screen: at GTK's "not drawn" -2^31 corner and marked offscreen.
     */
    public static void offscreenMenuItems(Sim sim, Sim.Node document) {
        sim.quirks.add(Sim.Quirk.OFFSCREEN_MENU_ITEMS);
        var typed = document.onType;
        document.onType((s, t) -> {
            for (String name : new String[]{"Undo Typing", "Revert"}) {
                Sim.Node item = s.add(s.node("menuitem", name).can(ElementAction.CLICK).state(ElementState.OFFSCREEN));
                item.bounds = new dev.flowwright.runtime.screen.Bounds(-2_147_483_648.0, -2_147_483_648.0, 1, 1);
                item.onPress(x -> document.value = "");
            }
            if (typed != null) typed.accept(s, t);
        });
    }

    /**
     * A field whose own code holds the text back and shows it a beat later (a framework re-rendering from its
     * state): right after a set it reads empty, and the next change of the page shows the text.
     */
    public static Sim.Node fillsLate(Sim sim, Sim.Node field) {
        sim.quirks.add(Sim.Quirk.FILLS_LATE);
        var typed = field.onType;
        field.onType((s, text) -> {
            String held = field.value;
            field.value = "";
            s.onWait = x -> field.value = held;
            if (typed != null) typed.accept(s, text);
        });
        return field;
    }

    /**
     * A field that clears itself once, on the first input it gets (a framework resetting the value on focus),
     * and the surface says so the way the browser's does: it read the field back empty right after the set.
     * Later input stays.
     */
    public static Sim.Node clearsFirstInput(Sim sim, Sim.Node field) {
        sim.quirks.add(Sim.Quirk.CLEARS_FIRST_INPUT);
        var typed = field.onType;
        boolean[] cleared = {false};
        field.onType((s, text) -> {
            if (typed != null) typed.accept(s, text);
            if (cleared[0]) return;
            cleared[0] = true;
            field.value = "";
            s.fields.remove(field.name);
            throw new dev.flowwright.runtime.surface.SurfaceException(dev.flowwright.runtime.surface.SurfaceError.TEXT_NOT_DELIVERED,
                    field.label() + " was filled but reads back empty");
        });
        return field;
    }

    /**
     * The application quits when {@code control} is pressed: every later look is blank (surface none),
     * the way a desktop surface reads an application that is gone.
     */
    public static Sim.Node quitsOn(Sim sim, Sim.Node control) {
        sim.quirks.add(Sim.Quirk.QUITS_ON_CLOSE);
        control.onPress(s -> s.quirks.add(Sim.Quirk.FAIL_OBSERVE));
        return control;
    }
}
