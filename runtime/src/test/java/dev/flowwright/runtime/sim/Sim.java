package dev.flowwright.runtime.sim;

import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.surface.ScrollDirection;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A simulated application for tests: a window of nodes plus layers in front (dialogs, sheets, banners,
 * backdrops), with named quirks (see {@link Quirks}). It records every click, key, field, settle,
 * launch, navigation and cover dismissal, mints fresh refs on every look (so nothing may compare them),
 * and reports covered presses the way a real surface does. The oracle reads its {@link #goal}.
 */
public class Sim implements Surface {

    /** The quirks a sim was built with; tests name them for readability and the oracle reads some. */
    public enum Quirk {
        FROZEN, FAIL_OBSERVE, FAIL_LAUNCH, CONSENT_BANNER, BACKDROP, STUBBORN_BACKDROP, CONTROL_OVER, PROMO_TOAST,
        SEARCH_SHEET, DRAFT_IN_LIST, CALENDAR_STAYS_OPEN, CITY_ROWS, TOKEN_FIELD, DRAWER, COOKIE_BAR, FAIL_NAVIGATE,
        FLIP_FLOP, DEAD_BUTTON, DEAD_KEY,
        MENU_BAR_WITH_UNDO, OFFSCREEN_MENU_ITEMS, QUITS_ON_CLOSE, FILLS_LATE, CLEARS_FIRST_INPUT
    }

    /** One element of the simulated application; mutable, built fluently. */
    public final class Node {
        public String role;
        public String name;
        public String description = "";
        public String value;
        public final EnumSet<ElementState> states = EnumSet.noneOf(ElementState.class);
        public final EnumSet<ElementAction> actions = EnumSet.noneOf(ElementAction.class);
        public List<String> path = List.of();
        public final Map<String, String> hints = new HashMap<>();
        public boolean visible = true;
        /** Children a look cuts short: listed only when the runtime explores this node. */
        public final List<Node> truncated = new ArrayList<>();
        /** What reading the field returns, from what it holds (a token field, an unreadable one); null: the value. */
        public java.util.function.UnaryOperator<String> readsAs;
        /** Set-value and typing are accepted but change nothing (the text must be pasted). */
        public boolean dropsSetValue;
        /** Pasting changes nothing either: the text never lands. */
        public boolean dropsPaste;
        /** Where it sits (reading order is y, then x); null: the default box at the origin. */
        public Bounds bounds;
        Layer layer;
        Consumer<Sim> onPress;
        Consumer<Sim> onExpand;
        BiConsumer<Sim, String> onType;

        Node(String role, String name) {
            this.role = role;
            this.name = name == null ? "" : name;
        }

        public Node onPress(Consumer<Sim> f) { onPress = f; return this; }
        public Node onExpand(Consumer<Sim> f) { onExpand = f; actions.add(ElementAction.EXPAND); return this; }
        public Node onType(BiConsumer<Sim, String> f) { onType = f; return this; }
        public Node path(String... p) { path = List.of(p); return this; }
        public Node describe(String d) { description = d; return this; }
        public Node value(String v) { value = v; return this; }
        public Node state(ElementState... s) { states.addAll(List.of(s)); return this; }
        public Node can(ElementAction... a) { actions.addAll(List.of(a)); return this; }
        public Node hint(String k, String v) { hints.put(k, v); return this; }
        public Node hide() { visible = false; return this; }
        public Node at(double x, double y) { bounds = new Bounds(x, y, 100, 20); return this; }
        public Node show() { visible = true; return this; }
        public String label() { return toElement("").label(); }

        Element toElement(String ref) {
            List<String> p = new ArrayList<>();
            if (layer != null && layer.pathEntry != null) p.add(layer.pathEntry);
            p.addAll(path);
            EnumSet<ElementState> s = EnumSet.noneOf(ElementState.class);
            s.addAll(states);
            if (layer == null && coveringLayer() != null) s.add(ElementState.COVERED);
            return new Element(ref, role, name, description, value, s, actions, bounds == null ? new Bounds(0, 0, 10, 10) : bounds, p, hints);
        }
    }

    /** Something in front of the window: a dialog, sheet, alert, banner or a bare backdrop. */
    public final class Layer {
        public final String pathEntry;
        public final SurfaceKind kind;
        public final List<Node> nodes = new ArrayList<>();
        public boolean open = true;
        /** Whether the oracle's blocked question sees it as an obstacle (not part of any step). */
        public boolean obstacle;
        /** Whether window nodes under it report as covered (presses refused). */
        public boolean covers;
        /** A bare backdrop: the surface says "an empty layer" and dismissCover may press it. */
        public boolean empty;
        public String coverLabel;
        public boolean escapeCloses = true;
        public boolean dismissCoverCloses = true;

        Layer(String pathEntry, SurfaceKind kind) {
            this.pathEntry = pathEntry;
            this.kind = kind;
        }

        public Node button(String name) { return add(new Node("button", name).can(ElementAction.CLICK)); }

        public Node add(Node n) {
            n.layer = this;
            nodes.add(n);
            return n;
        }

        public Layer obstacle() { obstacle = true; return this; }
        public Layer covering(String coverLabel) { covers = true; this.coverLabel = coverLabel; return this; }
        public Layer emptyBackdrop() { covers = true; empty = true; coverLabel = "an empty layer"; return this; }
        public void close() { open = false; }
    }

    public final String app;
    public String window;
    public String url;
    public final List<Node> nodes = new ArrayList<>();
    public final List<Layer> layers = new ArrayList<>();
    public final List<String> context = new ArrayList<>();
    public final EnumSet<Quirk> quirks = EnumSet.noneOf(Quirk.class);
    public String kind = "sim";

    // ---- what happened ----
    public final List<String> clicks = new ArrayList<>();
    public final List<String> keys = new ArrayList<>();
    public final Map<String, String> fields = new LinkedHashMap<>();
    public final List<SettleKind> settles = new ArrayList<>();
    public final List<String> launches = new ArrayList<>();
    public final List<String> navigations = new ArrayList<>();
    public final List<String> scrolls = new ArrayList<>();
    /** Every operation in order: "click button \"Send\"", "key escape", "dismissCover", "wait", … */
    public final List<String> log = new ArrayList<>();
    public int coverDismissals;
    public int looks;
    public int waits;

    /** What the oracle treats as the current step's goal being met. */
    public Predicate<Sim> goal = s -> false;
    /** The progress level (0–4) the oracle reports while the goal is not met. */
    public int progressLevel = 1;
    /** Runs on every wait: a loading application can finish here. */
    public Consumer<Sim> onWait;
    /** Key handlers beyond Escape: combo → effect. */
    public final Map<String, Consumer<Sim>> onKey = new HashMap<>();

    private Map<String, Node> refs = new HashMap<>();

    public Sim(String app, String window) {
        this.app = app;
        this.window = window;
    }

    // ---- building ----

    public Node button(String name) { return add(new Node("button", name).can(ElementAction.CLICK)); }

    public Node link(String name) { return add(new Node("link", name).can(ElementAction.CLICK)); }

    public Node tab(String name) { return add(new Node("tab", name).can(ElementAction.CLICK)); }

    public Node textbox(String name) {
        return add(new Node("textbox", name).can(ElementAction.CLICK, ElementAction.SET_VALUE, ElementAction.TYPE_TEXT));
    }

    public Node text(String name) { return add(new Node("text", name)); }

    public Node add(Node n) {
        nodes.add(n);
        return n;
    }

    public Node node(String role, String name) { return new Node(role, name); }

    public Layer layer(String pathEntry, SurfaceKind kind) {
        Layer l = new Layer(pathEntry, kind);
        layers.add(l);
        return l;
    }

    public Sim goal(Predicate<Sim> g) { goal = g; return this; }

    public boolean goalMet() { return goal.test(this); }

    /** The first node (window or open layer) with this name. */
    public Node find(String name) {
        for (Node n : nodes) if (n.name.equals(name)) return n;
        for (Layer l : layers) for (Node n : l.nodes) if (n.name.equals(name)) return n;
        throw new IllegalArgumentException("no node named " + name);
    }

    public boolean clicked(String name) { return clicks.stream().anyMatch(c -> c.endsWith("\"" + name + "\"")); }

    public Optional<Layer> front() {
        for (int i = layers.size() - 1; i >= 0; i--) if (layers.get(i).open) return Optional.of(layers.get(i));
        return Optional.empty();
    }

    public boolean hasObstacle() { return layers.stream().anyMatch(l -> l.open && l.obstacle); }

    Layer coveringLayer() {
        for (int i = layers.size() - 1; i >= 0; i--) if (layers.get(i).open && layers.get(i).covers) return layers.get(i);
        return null;
    }

    // ---- Surface ----

    @Override
    public String kind() { return kind; }

    @Override
    public Screen look() {
        looks++;
        if (quirks.contains(Quirk.FAIL_OBSERVE)) return Screen.blank(app, "the application could not be read");
        Map<String, Node> minted = new HashMap<>();
        List<Element> elements = new ArrayList<>();
        List<Node> all = new ArrayList<>();
        for (Node n : nodes) if (n.visible) all.add(n);
        for (Layer l : layers) if (l.open) for (Node n : l.nodes) if (n.visible) all.add(n);
        for (Node n : all) {
            String ref = "s" + looks + "e" + (elements.size() + 1);
            minted.put(ref, n);
            elements.add(n.toElement(ref));
        }
        refs = minted;
        SurfaceKind surface = SurfaceKind.WINDOW;
        for (Layer l : layers) if (l.open && l.kind != SurfaceKind.WINDOW) surface = l.kind;
        List<String> unexplored = new ArrayList<>();
        minted.forEach((ref, n) -> { if (!n.truncated.isEmpty()) unexplored.add(ref); });
        unexplored.sort(null);
        return new Screen(app, window, url, surface, elements, context, unexplored);
    }

    /** Every explored ref, in order. */
    public final List<String> explored = new ArrayList<>();

    @Override
    public List<Element> explore(String ref) {
        Node parent = refs.get(ref);
        if (parent == null) throw new SurfaceException(SurfaceError.STALE_REF, ref + " belongs to an older look");
        explored.add(parent.label());
        List<Element> out = new ArrayList<>();
        for (Node n : parent.truncated) {
            String r = ref + "x" + (out.size() + 1);
            refs.put(r, n);
            out.add(n.toElement(r));
        }
        return out;
    }

    @Override
    public void press(Element target) {
        Node n = resolve(target);
        String label = n.label();
        if (n.layer == null && coveringLayer() != null) {
            Layer c = coveringLayer();
            log.add("refused click " + label);
            throw SurfaceException.covered(label, c.coverLabel, c.empty);
        }
        clicks.add(label);
        log.add("click " + label);
        if (quirks.contains(Quirk.FROZEN)) return;
        if (n.onPress != null) n.onPress.accept(this);
    }

    @Override
    public void setValue(Element target, String text) {
        Node n = resolve(target);
        if (!n.actions.contains(ElementAction.SET_VALUE)) throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, n.label() + " takes no text");
        log.add("set " + n.label());
        if (n.dropsSetValue) return;
        n.value = text;
        fields.put(n.name, text);
        if (n.onType != null) n.onType.accept(this, text);
    }

    @Override
    public void type(Element target, String text) {
        Node n = resolve(target);
        if (!n.actions.contains(ElementAction.TYPE_TEXT)) throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, n.label() + " takes no text");
        log.add("type " + n.label());
        if (n.dropsSetValue) return;
        n.value = (n.value == null ? "" : n.value) + text;
        fields.put(n.name, n.value);
        if (n.onType != null) n.onType.accept(this, text);
    }

    @Override
    public Optional<String> readValue(Element target) {
        Node n = resolve(target);
        return Optional.ofNullable(n.readsAs == null ? n.value : n.readsAs.apply(n.value));
    }

    @Override
    public void paste(Element target, String text, boolean replace) {
        Node n = resolve(target);
        log.add("paste " + n.label() + (replace ? " (replace)" : " (at caret)"));
        if (n.dropsPaste) return;
        n.value = replace || n.value == null ? text : n.value + text;
        fields.put(n.name, n.value);
    }

    @Override
    public void keyCombo(String combo) {
        keys.add(combo);
        log.add("key " + combo);
        if (quirks.contains(Quirk.FROZEN)) return;
        if (combo.equals("escape")) {
            for (int i = layers.size() - 1; i >= 0; i--) {
                Layer l = layers.get(i);
                if (!l.open) continue;
                if (l.escapeCloses) l.close();
                break;
            }
        }
        Consumer<Sim> f = onKey.get(combo);
        if (f != null) f.accept(this);
    }

    @Override
    public void scroll(Element target, ScrollDirection direction) {
        String what = target == null ? "page" : resolve(target).label();
        scrolls.add(what);
        log.add("scroll " + what);
        Consumer<Sim> f = onKey.get("scroll");
        if (f != null && !quirks.contains(Quirk.FROZEN)) f.accept(this);
    }

    @Override
    public void expand(Element target) {
        Node n = resolve(target);
        log.add("expand " + n.label());
        clicks.add(n.label());
        if (quirks.contains(Quirk.FROZEN)) return;
        if (n.onExpand != null) n.onExpand.accept(this);
        else if (n.onPress != null) n.onPress.accept(this);
    }

    @Override
    public void select(Element target, String option) {
        Node n = resolve(target);
        n.value = option;
        fields.put(n.name, option);
        log.add("select " + n.label() + " " + option);
    }

    @Override
    public void settle(SettleKind kind) { settles.add(kind); }

    @Override
    public boolean awaitChange(long millis) {
        waits++;
        log.add("wait");
        if (onWait != null) {
            onWait.accept(this);
            return true;
        }
        return false;
    }

    @Override
    public void dismissCover() {
        log.add("dismissCover");
        coverDismissals++;
        Layer c = coveringLayer();
        if (c != null && c.empty && c.dismissCoverCloses) c.close();
    }

    @Override
    public void navigate(String address) {
        navigations.add(address);
        log.add("navigate " + address);
        if (quirks.contains(Quirk.FAIL_NAVIGATE)) {
            throw new SurfaceException(SurfaceError.NAVIGATION_FAILED, "net::ERR_NAME_NOT_RESOLVED at " + address + "\nCall log: …");
        }
        url = address;
    }

    @Override
    public void launch(String application) {
        launches.add(application);
        log.add("launch " + application);
        if (quirks.contains(Quirk.FAIL_LAUNCH)) throw new SurfaceException(SurfaceError.LAUNCH_FAILED, application + " is not installed");
    }

    @Override
    public byte[] screenshot() { return new byte[0]; }

    /** The labels each picture was asked to paint over (one list per screenshot). */
    public final List<List<String>> hiddenInScreenshots = new ArrayList<>();

    @Override
    public byte[] screenshot(List<Element> hide) {
        hiddenInScreenshots.add(hide.stream().map(Element::label).toList());
        return new byte[]{(byte) 0x89, 'P', 'N', 'G'};
    }

    private Node resolve(Element target) {
        if (target == null) throw new SurfaceException(SurfaceError.STALE_REF, "no target");
        Node n = refs.get(target.ref());
        if (n == null) throw new SurfaceException(SurfaceError.STALE_REF, target.label() + " belongs to an older look");
        return n;
    }
}
