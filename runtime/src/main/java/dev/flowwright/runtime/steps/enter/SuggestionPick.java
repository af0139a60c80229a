package dev.flowwright.runtime.steps.enter;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.screen.LookAlikes;
import dev.flowwright.runtime.act.Presses;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.run.NewItems;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.ScreenPlace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Picking the suggestion a typed text opened (docs/step-kinds.md#enter): only rows
 * {@link SuggestionRows} lets through are ever considered (appeared after the typing, the field's own,
 * on screen, never the application's menu items); of those, rows that mention the text come first — one reading exactly as typed is pressed without asking, any
 * other is Jev's to pick; a panel stringing rows together is never pressed; when none mentions the text
 * only new list rows are offered; at most {@link Thresholds#MOST_SUGGESTIONS}, picked at
 * {@link Thresholds#SUGGESTION_FLOOR}, "none" keeps the text as typed. A private text is never offered.
 * A search box takes only the same search; a place box gets {@link Thresholds#LATE_LOOKS} more looks
 * and one more question for the row naming the same place in other words.
 */
final class SuggestionPick {
    private SuggestionPick() {}

    private static final Set<String> ROW_ROLES = Set.of("option", "menuitem", "listitem", "row", "gridcell", "list item", "table cell");
    private static final Set<String> PLACE_WORDS = Set.of(
            "pickup", "pick", "drop", "from", "to", "address", "city", "destination", "origin", "location", "place",
            "area", "airport", "station", "where", "locality", "leaving", "going", "departure", "arrival");
    private static final Pattern SEARCH_WORD = Pattern.compile("\\b(search|query|find)\\b", Pattern.CASE_INSENSITIVE);
    /** Rows that are the same search: the text itself after words like "Show all results for". */
    private static final Pattern SAME_SEARCH_PREFIX = Pattern.compile(
            "^(show|see|view)?\\s*(all)?\\s*(results|products|items)?\\s*(for|of)?\\s*[\"“']?", Pattern.CASE_INSENSITIVE);

    /** What typing into a field opened, and what to do about it. */
    record Typed(String slot, Element field, String text, String shownText, boolean isPrivate, String stepText) {}

    /**
     * Picks the suggestion, if one fits. Returns why the step must stop when the suggestions are
     * look-alikes nobody could tell apart ({@link LookAlikes}): never the first of them.
     */
    static Optional<String> commit(StepContext ctx, int turn, Screen before, Typed t) {
        if (t.isPrivate()) return Optional.empty(); // picking would show a fact's value to Jev: it stays as typed
        Screen firstLook = ctx.eyes().look(turn, "");
        Screen after = firstLook;
        boolean place = isPlaceBox(t.slot());
        boolean search = !place && isSearchBox(t.slot(), t.field());
        // only what the typing opened, in the field's own list, on screen: never the application's menus
        List<Element> fresh = SuggestionRows.offerable(pressable(after, t.field()), before, after, t.field());
        if (search) {
            sameSearch(fresh, t.text()).ifPresent(e -> press(ctx, turn, firstLook, e, "the same search"));
            return Optional.empty();
        }
        List<Element> mentions = mentions(fresh, t.text());
        if (place && mentions.isEmpty()) {
            Screen look = after;
            for (int i = 0; i < Thresholds.LATE_LOOKS && mentions.isEmpty(); i++) {
                boolean changed = ctx.eyes().awaitChange(Thresholds.LATE_LOOK_MS);
                look = ctx.eyes().look(turn, "");
                Screen seen = look;
                // a ride app lists rows as soon as its box has the focus: a row of its list already showing counts here
                List<Element> all = pressable(seen, t.field());
                List<Element> opened = SuggestionRows.offerable(all, before, seen, t.field());
                List<Element> showing = SuggestionRows.offerableShowing(
                        all.stream().filter(e -> mentionsOrShares(e, t.text()) && !opened.contains(e)).toList(), before, seen, t.field());
                fresh = new ArrayList<>(opened);
                fresh.addAll(showing);
                mentions = mentions(fresh, t.text());
                if (!changed) break; // a page that stayed still lists nothing more
            }
            if (mentions.isEmpty()) {
                List<Element> rows = fresh.stream().filter(e -> isRow(e) || sharesHalf(e, t.text())).toList();
                return ask(ctx, turn, look, rows, t, "Which row names the same place as the text typed, in other words, or is the nearest place listed? Answer none if no row does.");
            }
            after = look;
        }
        Optional<Element> exact = mentions.stream().filter(e -> Element.comparable(e.name()).equals(Element.comparable(t.text()))).findFirst();
        if (exact.isPresent()) {
            press(ctx, turn, after, exact.get(), "it reads exactly as typed");
            return Optional.empty();
        }
        List<Element> offered = mentions.isEmpty() ? fresh.stream().filter(SuggestionPick::isRow).toList() : mentions;
        return ask(ctx, turn, after, offered, t, "Which suggestion completes the text typed into \"" + ctx.mask(t.slot())
                + "\"? Answer none if none fits: the text then stays as typed.");
    }

    private static Optional<String> ask(StepContext ctx, int turn, Screen screen, List<Element> all, Typed t, String sentence) {
        // an item listed before a step asked for something new (a colleague's draft naming the same address) is no suggestion
        Set<String> listed = ctx.hands().newItemsListed();
        List<Element> rows = all.stream().filter(e -> !NewItems.listed(listed, e)).toList();
        if (rows.isEmpty()) return Optional.empty(); // a field that opens no list costs nothing
        List<Element> offered = rows.subList(0, Math.min(rows.size(), Thresholds.MOST_SUGGESTIONS));
        FieldList list = new FieldList(ctx, offered);
        ObjectNode ins = Instructions.of(Ask.SUGGESTION, sentence, t.stepText());
        ins.put("slot", ctx.mask(t.slot()));
        ins.put("typed", ctx.mask(t.shownText()));
        ins.put("words", ctx.mask(t.shownText()));
        Optional<Answer.ChoiceAnswer> a = ctx.model().ask(turn, "suggestion for " + t.slot(), ctx.eyes().state(screen, t.stepText()),
                Map.of("suggestion", NoneOption.choice(ins, list.options()))).choice("suggestion");
        if (a.isEmpty()) return Optional.empty();
        Element e = list.get(a.get().choice());
        double p = a.get().p(a.get().choice());
        if (e == null || p < Thresholds.SUGGESTION_FLOOR) {
            ctx.remember("kept the text for \"" + t.slot() + "\" as typed: no suggestion clearly fits");
            return Optional.empty();
        }
        List<String> names = offered.stream().map(x -> x.name()).toList();
        Optional<LookAlikes.Ambiguity> ambiguity = LookAlikes.check(t.shownText(), names, offered.indexOf(e));
        if (ambiguity.isPresent()) {
            List<Element> alike = ambiguity.get().lookAlikes().stream().map(offered::get).toList();
            List<String> shown = new ArrayList<>();
            for (Element x : alike) shown.add(String.format(Locale.ROOT, "\"%s\" %.2f", ctx.mask(x.name()), a.get().p(list.keyOf(x))));
            String note = "could not tell which suggestion is \"" + ctx.mask(t.shownText()) + "\": " + ctx.mask(ambiguity.get().why())
                    + " — " + String.join(", ", shown);
            ctx.remember(note);
            if (!ctx.handoff().available()) return Optional.of(note);
            ctx.account().usedLoop("handoff");
            // only the suggestions are offered: pointing at anything else is "none of these"
            var which = ctx.handoff().askWhich(ctx.account().path(), turn, "suggestion for " + t.slot(),
                    "which of these is \"" + ctx.mask(t.shownText()) + "\"?", ctx.mask(screen.window()),
                    alike.stream().map(x -> new HumanHandoff.Candidate(ScreenPlace.line(x, screen), x.ref(), a.get().p(list.keyOf(x)))).toList());
            if (which.picked().isEmpty()) return Optional.of(note + "; asked a person: " + which.note());
            press(ctx, turn, screen, alike.get(which.picked().get()), "a person said it is this one");
            return Optional.empty();
        }
        press(ctx, turn, screen, e, String.format("picked at %.2f", p));
        return Optional.empty();
    }

    private static void press(StepContext ctx, int turn, Screen screen, Element e, String why) {
        if (NewItems.listed(ctx.hands().newItemsListed(), e)) {
            ctx.remember("did not pick " + ctx.mask(e.label()) + ": it was listed before the step that asked for something new, so it is somebody else's item");
            return;
        }
        Optional<String> refusal = DestructiveCheck.refusal(e, screen, ctx);
        if (refusal.isPresent()) {
            ctx.remember(refusal.get());
            return;
        }
        ctx.account().usedLoop("suggestion");
        if (Presses.click(ctx, turn, screen, e).ok()) ctx.remember("picked the suggestion " + e.label() + ": " + why);
    }

    private static List<Element> pressable(Screen s, Element field) {
        List<Element> out = new ArrayList<>();
        String fieldKey = EditableFields.key(field);
        for (Element e : s.elements()) {
            if (!e.can(ElementAction.CLICK) || EditableFields.isField(e) || EditableFields.key(e).equals(fieldKey)) continue;
            out.add(e);
        }
        return out;
    }

    /** Rows naming the text, minus panels that string several of them together. */
    private static List<Element> mentions(List<Element> rows, String text) {
        List<Element> m = rows.stream().filter(e -> Element.comparable(e.name()).contains(Element.comparable(text))).toList();
        return m.stream().filter(e -> !isPanel(e, rows)).toList();
    }

    /** A popover drawn as one button whose label holds two or more other rows' names: a press lands mid-panel. */
    private static boolean isPanel(Element e, List<Element> rows) {
        String name = Element.comparable(e.name());
        int inside = 0;
        for (Element r : rows) if (r != e && r.isNamed() && !Element.comparable(r.name()).equals(name) && name.contains(Element.comparable(r.name()))) inside++;
        return inside >= 2;
    }

    private static Optional<Element> sameSearch(List<Element> rows, String text) {
        String want = Element.comparable(text);
        for (Element e : rows) {
            String name = Element.comparable(e.name());
            if (name.equals(want)) return Optional.of(e);
            String rest = SAME_SEARCH_PREFIX.matcher(name).replaceFirst("").replaceAll("[\"”']$", "").strip();
            if (rest.equals(want) && !name.equals(rest)) return Optional.of(e);
        }
        return Optional.empty();
    }

    static boolean isRow(Element e) { return ROW_ROLES.contains(e.role()); }

    private static boolean mentionsOrShares(Element e, String text) {
        return Element.comparable(e.name()).contains(Element.comparable(text)) || sharesHalf(e, text);
    }

    /** A pressable box sharing at least half the text's words ("MG Road / Shivaji Nagar" for "MG Road Metro Station"). */
    private static boolean sharesHalf(Element e, String text) {
        List<String> words = words(text);
        if (words.isEmpty()) return false;
        List<String> name = words(e.name());
        long shared = words.stream().filter(name::contains).count();
        return shared * 2 >= words.size();
    }

    static boolean isPlaceBox(String slot) {
        for (String w : words(slot)) if (PLACE_WORDS.contains(w)) return true;
        return false;
    }

    static boolean isSearchBox(String slot, Element field) {
        return field.role().equals("searchbox") || SEARCH_WORD.matcher(slot).find() || SEARCH_WORD.matcher(field.name()).find();
    }

    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) if (!w.isEmpty()) out.add(w);
        return out;
    }

}
