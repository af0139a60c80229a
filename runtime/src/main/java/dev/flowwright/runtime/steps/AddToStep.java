package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.safety.DestructiveCheck;
import dev.flowwright.runtime.reading.Field;
import dev.flowwright.runtime.reading.Intent;
import dev.flowwright.runtime.reading.QuotedNames;
import dev.flowwright.runtime.reading.StepNames;
import dev.flowwright.runtime.reading.StepWords;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.run.Outcome;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.ScreenPlace;
import dev.flowwright.runtime.steps.enter.EditableFields;
import dev.flowwright.runtime.surface.SettleKind;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "Add "milk" to the shopping list" ({@link Intent.AddTo}). A text goes into the list's entry box — a text
 * field labelled or placed for the list (its words, or an entry word such as "New item", "Add a task" in its
 * label, placeholder or region), else the only empty text field on screen (search boxes, passwords and fields
 * of other kinds are never entry boxes; a tag box the page made an {@code <input type="search">} is one when its
 * words do not say it searches) — typed as the enter step types, then submitted with the Add or "+"
 * control beside it, or with Return in the box (through the destructive and the key checks). Done when the
 * list shows the new text where it did not before; otherwise the step fails saying so. Several boxes that fit
 * equally are the person's to pick (teach mode). A thing the step names by description ("the Trail shoe") is
 * added with the add control of the item that shows it ("Add to cart"), never typed anywhere.
 */
final class AddToStep {
    private AddToStep() {}

    /** Words an entry box's label or placeholder uses: what it is for is adding. */
    private static final Set<String> ENTRY_WORDS = Set.of("add", "new", "item", "entry", "task", "todo", "to-do", "note", "create");
    /** Words of a list's name that say it is a list and nothing about which. */
    private static final Set<String> LIST_WORDS = Set.of("list", "cart", "basket", "bag", "checklist", "queue", "wishlist", "watchlist",
            "playlist", "todo", "todos", "to-do", "task", "tasks", "backlog", "item", "items", "my", "our", "your", "the", "this");
    /** What the control that adds a typed text is called. */
    private static final List<String> ADD_NAMES = List.of("add", "+", "add item", "add to list", "add entry", "add task", "add to-do",
            "add todo", "save", "submit", "create", "ok", "enter", "add it");
    /** An item's add control: "Add", "Add to cart", "+", "Add to basket". */
    private static final Pattern ADDS = Pattern.compile("^(?:\\+|add(?:\\s+(?:to\\s+(?:cart|basket|bag|list|wishlist|watchlist|order|playlist|queue)|item|one|it))?)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DESCRIBED = Pattern.compile("^(?:the|this|that|these|those|my|your)\\s+", Pattern.CASE_INSENSITIVE);
    private static final Set<String> NOT_ENTRY_TYPES = Set.of("password", "email", "number", "date", "time", "tel", "url", "month");
    /**
     * What a box for searching says of itself. A tag box is often an {@code <input type="search">} (Choices.js,
     * Select2): it is a search box only when its words say it looks for something.
     */
    private static final Pattern SEARCHING = Pattern.compile("\\b(?:search\\w*|find|filter\\w*|look(?:ing)?\\s+(?:up|for)|query)\\b",
            Pattern.CASE_INSENSITIVE);

    static StepOutcome run(Intent.AddTo add, StepContext ctx) {
        String raw = add.text().text();
        String shown = ctx.redaction().expand(raw);
        ctx.account().turnBoundary(0);
        Screen first = ctx.eyes().look(0, "");
        boolean described = DESCRIBED.matcher(raw).find();
        if (!described) {
            Optional<Element> box = entryBox(ctx, first, add);
            if (box.isPresent()) return typeAndSubmit(ctx, add, first, box.get());
        }
        Optional<Element> control = addControl(ctx, first, described ? DESCRIBED.matcher(shown).replaceFirst("") : shown);
        if (control.isPresent()) {
            Submitting.Result r = Submitting.press(ctx, first, control.get());
            ctx.account().endTurn(ctx.account().turns(), r.ok() ? r.how() : "refused");
            if (!r.ok()) return StepOutcome.failed(r.note());
            return StepOutcome.done(r.how() + " for \"" + shown + "\"");
        }
        ctx.account().endTurn(0, "no entry box or add control");
        return StepOutcome.failed("no entry box for " + ctx.mask(add.list().phrase()) + " and no item \"" + shown
                + "\" with an add control on screen");
    }

    private static StepOutcome typeAndSubmit(StepContext ctx, Intent.AddTo add, Screen first, Element box) {
        String shown = ctx.redaction().expand(add.text().text());
        String want = fold(ctx.redaction().expandForTyping(add.text().text()));
        int before = count(first, want, box);
        ctx.account().endTurn(0, "the entry box is " + ctx.mask(box.label()));
        Intent.TypeInto typing = new Intent.TypeInto(add.source(), add.text(), new Field(box.label(), "new item", Field.How.NAMED));
        StepOutcome typed = Typing.run(List.of(typing), ctx, java.util.Map.of("new item", fields -> FieldPins.typedBefore(fields, box)));
        if (typed.outcome() == Outcome.FAILED) return typed;
        Screen now = ctx.eyes().look(ctx.account().turns(), "");
        Element field = FieldPins.typedBefore(EditableFields.of(now, Set.of(), e -> false), box).orElse(box);
        // a control the destructive check refuses (a form's "Submit" beside a tag box) adds nothing here: Return does
        Screen seen = now;
        List<Element> adders = Submitting.beside(now, field, e -> !EditableFields.isField(e) && Submitting.named(e, ADD_NAMES)
                && DestructiveCheck.refusal(e, seen, ctx).isEmpty());
        Submitting.Result sent;
        if (!adders.isEmpty()) {
            Optional<Element> adder = Submitting.one(ctx, now, adders, "add \"" + shown + "\"");
            if (adder.isEmpty()) return StepOutcome.failed("could not tell which control adds \"" + shown + "\": " + adders.size() + " fit");
            sent = Submitting.press(ctx, now, adder.get());
        } else {
            sent = Submitting.pressReturn(ctx, now, field);
        }
        if (!sent.ok()) return StepOutcome.failed(sent.note());
        Screen after = ctx.eyes().look(ctx.account().turns(), "");
        if (count(after, want, null) <= before) {
            ctx.eyes().awaitChange(ADDED_WAIT_MS);
            ctx.eyes().settle(SettleKind.BRIEF);
            after = ctx.eyes().look(ctx.account().turns(), "");
        }
        ctx.account().endTurn(ctx.account().turns(), sent.how());
        if (count(after, want, null) <= before) {
            return StepOutcome.failed("typed \"" + shown + "\" into " + ctx.mask(box.label()) + " and " + sent.how()
                    + ", but the list does not show it");
        }
        return StepOutcome.done("added \"" + shown + "\" to " + ctx.mask(add.list().phrase()) + " (" + sent.how() + ")");
    }

    /** How long the list gets to show an added text after the submit settled. */
    static final long ADDED_WAIT_MS = 1_000;

    /** The list's entry box: labelled or placed for the list, else one that says it adds, else the only empty text field. */
    static Optional<Element> entryBox(StepContext ctx, Screen screen, Intent.AddTo add) {
        List<Element> boxes = new ArrayList<>();
        for (Element e : EditableFields.of(screen, Set.of(), x -> false)) if (entryKind(e)) boxes.add(e);
        if (boxes.isEmpty()) return Optional.empty();
        Set<String> listWords = new java.util.HashSet<>(StepWords.of(add.list().phrase()));
        listWords.removeAll(LIST_WORDS);
        // the boxes whose words share the most with the list's name: "the field limited to 5 values" is the box
        // labelled "Limited to 5 values", not the one whose label shares only "values"
        int most = listWords.isEmpty() ? 0 : boxes.stream().mapToInt(e -> StepWords.overlap(listWords, words(e))).max().orElse(0);
        List<Element> forList = most == 0 ? List.of() : boxes.stream().filter(e -> StepWords.overlap(listWords, words(e)) == most).toList();
        if (forList.size() == 1) return Optional.of(forList.get(0));
        List<Element> pool = forList.isEmpty() ? boxes : forList;
        List<Element> entries = pool.stream().filter(e -> StepWords.overlap(ENTRY_WORDS, words(e)) > 0).toList();
        if (entries.size() == 1) return Optional.of(entries.get(0));
        List<Element> empty = (entries.isEmpty() ? pool : entries).stream().filter(e -> e.value() == null || e.value().isBlank()).toList();
        if (empty.size() == 1) return Optional.of(empty.get(0));
        if (empty.isEmpty()) return Optional.empty();
        List<HumanHandoff.Candidate> candidates = empty.stream().map(e -> new HumanHandoff.Candidate(ScreenPlace.line(e, screen), e.ref(), Double.NaN)).toList();
        HumanHandoff.Which which = ctx.handoff().askWhich(ctx.account().path(), 0, "add to " + add.list().phrase(),
                "which of these is the box to add \"" + ctx.redaction().expand(add.text().text()) + "\" to " + add.list().phrase() + "?", ctx.mask(screen.window()), candidates);
        ctx.remember("which entry box: " + which.note());
        return which.picked().map(empty::get);
    }

    /** A one-line text field a new entry could be typed into: not a password, not a search box, not a field of another kind. */
    private static boolean entryKind(Element e) {
        String type = e.hint("type");
        if (type != null && NOT_ENTRY_TYPES.contains(type.toLowerCase(Locale.ROOT))) return false;
        if (e.has(ElementState.MULTILINE) || "textarea".equalsIgnoreCase(e.hint("tag"))) return false;
        if (!(e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT))) return false;
        if (e.role().equals("combobox") && e.can(ElementAction.EXPAND) && !e.can(ElementAction.TYPE_TEXT)) return false;
        return !searching(e) && !dev.flowwright.runtime.flow.Secrets.isPasswordField(e.role(), e.hints());
    }

    /** A box for searching: its words say so ("Search", "Find a product", "Filter…"), whatever its role. */
    private static boolean searching(Element e) {
        return SEARCHING.matcher(String.join(" ", e.name(), e.description(), nonNull(e.hint("placeholder")), nonNull(e.hint("labelText")))).find();
    }

    /** The words that say what a field is for: its label, placeholder, label text, id and where it sits. */
    private static String words(Element e) {
        return String.join(" ", e.name(), e.description(), nonNull(e.hint("placeholder")), nonNull(e.hint("labelText")),
                nonNull(e.hint("id")).replace('-', ' ').replace('_', ' '), nonNull(e.hint("nameAttr")), String.join(" ", e.path()));
    }

    /** The add control of the one item that shows {@code thing}. */
    private static Optional<Element> addControl(StepContext ctx, Screen screen, String thing) {
        Pattern mention = StepNames.wholeWord(thing.strip());
        List<Element> controls = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (!e.can(ElementAction.CLICK) || e.has(ElementState.DISABLED) || e.item() == null) continue;
            String name = e.isNamed() ? e.name() : e.description();
            if (ADDS.matcher(name.strip()).matches() && mention.matcher(e.item()).find()) controls.add(e);
        }
        return Submitting.one(ctx, screen, controls, "add " + thing);
    }

    /** How many lines and element names on screen hold {@code want} as its own words, {@code except} aside. */
    private static int count(Screen screen, String want, Element except) {
        if (want.isBlank()) return 0;
        Pattern p = StepNames.wholeWord(want);
        int n = 0;
        for (String line : screen.context()) if (p.matcher(fold(line)).find()) n++;
        for (Element e : screen.elements()) {
            if (EditableFields.isField(e) || except != null && e.ref().equals(except.ref())) continue;
            if (p.matcher(fold(e.name())).find() && !screen.context().contains(e.name())) n++;
        }
        return n;
    }

    private static String fold(String s) { return QuotedNames.fold(s == null ? "" : s); }

    private static String nonNull(String s) { return s == null ? "" : s; }
}
