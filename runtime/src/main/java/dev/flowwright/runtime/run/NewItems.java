package dev.flowwright.runtime.run;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "New is new" (docs/safety.md#new-is-new, issue #12 item 10): what was already there when a step asked for something new. A step that asks for a new message, item or
 * folder presses no item that was already listed, and no later step of the run types into an editor that was
 * already open then and still holds what it held: that is somebody else's draft, not the one the flow made. Held
 * for the whole run (a flow that makes something new and then edits an older item should say so in two runs, or
 * open it by hand); fields are compared by what identifies them (role, name, the containers around them) and by
 * their contents, which are never written into a note.
 */
public final class NewItems {
    /** The words that make a step one that asks for something new. */
    public static final Pattern ASKS_FOR_NEW = Pattern.compile("\\b(new|create|compose)\\b", Pattern.CASE_INSENSITIVE);
    /** A control named for making something new: its name starts with the word ("New message", "+ New", "Compose"). */
    private static final Pattern NAMED_NEW = Pattern.compile("^\\W*(new|create|compose)\\b", Pattern.CASE_INSENSITIVE);
    /** A path entry naming one item of a collection: a list item, a table row, an article of a feed. */
    private static final Pattern ITEM_ENTRY = Pattern.compile("^(listitem|row|article|treeitem) #\\d+$");

    /** Container (the path joined) → field (role:name) → the non-blank contents it held before. */
    private final Map<String, Map<String, String>> heldBefore = new HashMap<>();
    /** The step that asked for something new, in its own words (masked), for notes. */
    private String newStep;
    /** Its path: that step's own presses are held to the listed items. */
    private String newStepPath;
    /** The items listed at the first look of every step that asked for something new (role:name:description). */
    private final Set<String> listed = new HashSet<>();

    /** Thrown from {@link Hands#act} for a press refused by this rule: the step fails with the note. */
    public static final class Refused extends RuntimeException {
        public Refused(String note) { super(note, null, false, false); }

        public String note() { return getMessage(); }
    }

    /** The step that asked for something new, as written (masked); null before any did. */
    public String newStep() { return newStep; }

    /** Whether {@code stepText} asks for something new ("start a new message", "create a folder", "compose …"). */
    public static boolean asksForNew(String stepText) { return stepText != null && ASKS_FOR_NEW.matcher(stepText).find(); }

    /**
     * The first look of the step at {@code path} that asks for something new: every open editor holding
     * contents, and every listed item, belongs to someone else.
     */
    public void before(String path, String stepText, Screen first) {
        newStep = stepText;
        newStepPath = path;
        listed.addAll(listedItems(first));
        for (Element e : first.elements()) {
            if (!editable(e) || e.value() == null || e.value().isBlank()) continue;
            heldBefore.computeIfAbsent(container(e), k -> new HashMap<>()).putIfAbsent(fieldKey(e), e.value());
        }
    }

    /**
     * Why typing into {@code field} would write into an existing item the flow did not create, or empty:
     * the field, or a field beside it in the same container, still holds what it held before the step that
     * asked for something new (so that step did not replace it with a fresh one).
     */
    public Optional<String> foreign(Element field, Screen now) {
        Map<String, String> held = heldBefore.get(container(field));
        if (held == null) return Optional.empty();
        boolean still = stillHolds(field, held);
        for (Element e : now.elements()) {
            if (still) break;
            if (editable(e) && container(e).equals(container(field))) still = stillHolds(e, held);
        }
        if (!still) return Optional.empty();
        return Optional.of("refused to type into " + field.label() + ": it belongs to an item that was already open before the step \""
                + newStep + "\" asked for a new one (it still holds what it held then); the flow did not create it");
    }

    /**
     * The listed items a step's presses are held to: the step that asked for something new, and any later
     * enter step (its openers and reveal loop must not open a colleague's draft to type into); other
     * steps may open an existing item on purpose ("open the draft from Linus").
     */
    public Set<String> listedFor(String path, boolean entering) {
        if (newStep == null || !(entering || path.equals(newStepPath))) return Set.of();
        return Set.copyOf(listed);
    }

    /**
     * An element of an item that was listed at the first look of a step asking for something new (a row
     * of a list or table, or a control inside one): not the new item. A control whose name starts with new,
     * create or compose (a "New message" button in a toolbar list) is not an item; a row that merely
     * mentions the word (a draft titled "New message template") still is.
     */
    public static Set<String> listedItems(Screen first) {
        Set<String> out = new HashSet<>();
        for (Element e : first.elements()) if (inItem(e) && !namedNew(e)) out.add(itemKey(e));
        return out;
    }

    /** Whether {@code e} is one of {@link #listedItems}: compared by role and name, as a list reorders (a new row on top). */
    public static boolean listed(Set<String> items, Element e) {
        return !items.isEmpty() && inItem(e) && !namedNew(e) && items.contains(itemKey(e));
    }

    private static boolean namedNew(Element e) {
        return NAMED_NEW.matcher(e.name()).find() || (e.name().isBlank() && NAMED_NEW.matcher(e.description()).find());
    }

    private static boolean inItem(Element e) {
        for (String p : e.path()) if (ITEM_ENTRY.matcher(p).matches()) return true;
        return false;
    }

    private static String itemKey(Element e) { return e.role() + ":" + e.name() + ":" + e.description(); }

    private static boolean stillHolds(Element e, Map<String, String> held) {
        String before = held.get(fieldKey(e));
        return before != null && before.equals(e.value());
    }

    /** A field one types into; a search box holds a query, not an item. */
    private static boolean editable(Element e) {
        return (e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT)) && !"searchbox".equals(e.role());
    }

    private static String fieldKey(Element e) { return e.role() + ":" + e.name(); }

    private static String container(Element e) {
        List<String> p = e.path();
        return String.join(" > ", p);
    }
}
