package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.act.DoLoop;
import dev.flowwright.runtime.run.ActionKind;
import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.run.StepOutcome;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One enter step's rounds (docs/step-kinds.md#enter, at most {@link Thresholds#ENTER_ROUNDS}): look; collect the editable
 * fields; with none, press an opener or run a short reveal loop; assign slots to fields; deliver each text
 * in screen order with verified delivery (a dropdown's picked as an option) and pick the suggestion it
 * opened; a slot left without a field is skipped when the form does not ask for it. Then one field-error
 * check, one re-entry, and the verdict.
 * Slot texts are expanded for typing only at the moment they are typed; questions name slots, never texts.
 */
final class FormFilling {
    private final StepContext ctx;
    private final Map<String, String> raw;
    private final String stepText;
    private final Set<String> pending = new LinkedHashSet<>();
    /** Slot → key of the field it went into. */
    private final Map<String, String> delivered = new LinkedHashMap<>();
    private final List<String> notAsked = new ArrayList<>();
    private final Set<String> askedAbout = new HashSet<>();
    private final Set<String> struckRoles = new HashSet<>();
    private final Set<String> usedKeys = new HashSet<>();
    private final Set<String> usedTexts = new HashSet<>();
    private final Set<String> openersTried = new HashSet<>();
    private final Set<String> calendarTried = new HashSet<>();
    private final List<String> unverified = new ArrayList<>();
    /** Verified slots read again before the step ends: true when a picked suggestion replaced the text (it need only be non-empty). */
    private final Map<String, Boolean> toReread = new LinkedHashMap<>();
    private boolean revealed;
    /** Why fields were withheld: they belong to an item that was there before a step asked for a new one. */
    private String withheld;

    /** Slots whose field the step's words pick out ({@link EnterStep.Pin}), before any question is asked. */
    private final Map<String, EnterStep.Pin> pins;

    FormFilling(StepContext ctx, Map<String, String> slots, Map<String, EnterStep.Pin> pins) {
        this.ctx = ctx;
        this.pins = Map.copyOf(pins);
        this.raw = new LinkedHashMap<>(slots);
        this.stepText = ctx.account().text();
        pending.addAll(slots.keySet());
    }

    StepOutcome run() {
        for (int round = 0; round < Thresholds.ENTER_ROUNDS && !pending.isEmpty(); round++) {
            ctx.account().turnBoundary(round);
            Screen screen = ctx.eyes().look(round, "");
            // a person asked for a value sees the screen it goes into: the handoff comes after the first look
            if (round == 0) PrivateValues.supplyMissing(ctx, raw, screen);
            if (round == 0) spreadOverFields(screen);
            // a cell named by address past the part of a sheet the look read ("cell H9")
            for (String slot : pending) screen = dev.flowwright.runtime.act.target.SheetCellsShown.withCellNamed(ctx, round, screen, slot);
            List<Element> fields = fields(screen);
            if (fields.size() < pending.size() && !screen.unexplored().isEmpty()) {
                screen = explore(screen);
                fields = fields(screen);
            }
            if (fields.isEmpty()) {
                boolean moved = calendar(round, screen) || openAny(round, screen) || reveal();
                ctx.account().endTurn(round, "no editable field on screen" + (moved ? "; tried to show one" : ""));
                if (!moved) break;
                continue;
            }
            List<String> slots = List.copyOf(pending);
            Map<String, Element> assigned = pinned(slots, fields);
            List<Element> open = fields.stream().filter(f -> !assigned.containsValue(f)).toList();
            assigned.putAll(SlotAssignment.assign(ctx, round, screen, stepText,
                    slots.stream().filter(s -> !assigned.containsKey(s)).toList(), open));
            StepOutcome failure = deliverAll(round, screen, assigned);
            if (failure != null) return failure;
            List<String> fieldless = pending.stream().filter(s -> !assigned.containsKey(s)).toList();
            boolean opened = fieldless.isEmpty() ? false : settleFieldless(round, fieldless);
            ctx.account().endTurn(round, "filled " + delivered.size() + " of " + raw.size() + " slots");
            if (assigned.isEmpty() && !opened && struckNothingNew(assigned)) break;
        }
        return verdict();
    }

    /** The slots whose pin picks one of {@code fields}. */
    private Map<String, Element> pinned(List<String> slots, List<Element> fields) {
        Map<String, Element> out = new LinkedHashMap<>();
        for (String slot : slots) {
            EnterStep.Pin pin = pins.get(slot);
            if (pin == null) continue;
            pin.pick(fields.stream().filter(f -> !out.containsValue(f)).toList()).ifPresent(f -> {
                out.put(slot, f);
                ctx.remember("the step's words pick " + ctx.mask(f.label()) + " for \"" + ctx.mask(slot) + "\"");
            });
        }
        return out;
    }

    /** "into both text fields": the one text becomes a slot per field of the kind ({@link KindSlots#spread}). */
    private void spreadOverFields(Screen screen) {
        for (String slot : List.copyOf(pending)) {
            List<String> each = KindSlots.spread(slot, screen);
            if (each.isEmpty()) continue;
            String text = raw.remove(slot);
            pending.remove(slot);
            for (String one : each) {
                raw.put(one, text);
                pending.add(one);
            }
            ctx.remember("\"" + ctx.mask(slot) + "\" is " + each.size() + " fields: " + String.join(", ", each));
        }
    }

    /** Reads up to {@link Thresholds#EXPLORE_SUBTREES} subtrees the look cut short, into one screen. */
    private Screen explore(Screen screen) {
        List<Element> all = new ArrayList<>(screen.elements());
        List<String> left = new ArrayList<>(screen.unexplored());
        int n = Math.min(left.size(), Thresholds.EXPLORE_SUBTREES);
        for (int i = 0; i < n; i++) {
            try {
                all.addAll(ctx.eyes().explore(left.get(i)));
            } catch (dev.flowwright.runtime.surface.SurfaceException e) {
                ctx.remember("could not read a part of the screen the look cut short: " + e.getMessage());
            }
        }
        ctx.account().usedLoop("explore");
        return new Screen(screen.app(), screen.window(), screen.url(), screen.surface(), all, screen.context(),
                left.subList(n, left.size()));
    }

    /**
     * Fields still free: not of a struck kind, not a box another slot was typed into (by place or by what it
     * holds), and not a field of an item that was already open when a step asked for a new one.
     */
    private List<Element> fields(Screen screen) {
        return EditableFields.of(screen, struckRoles, e -> usedKeys.contains(EditableFields.key(e))
                || (e.value() != null && !e.value().isBlank() && usedTexts.contains(VerifiedDelivery.squeeze(e.value())))
                || foreign(e, screen));
    }

    private boolean foreign(Element e, Screen screen) {
        var why = ctx.hands().newItems().foreign(e, screen);
        if (why.isEmpty()) return false;
        if (withheld == null) ctx.remember(why.get());
        withheld = why.get();
        return true;
    }

    private StepOutcome deliverAll(int round, Screen screen, Map<String, Element> assigned) {
        List<Map.Entry<String, Element>> inOrder = new ArrayList<>(assigned.entrySet());
        inOrder.sort(Comparator.comparingDouble(en -> EditableFields.readingOrder(en.getValue())));
        Screen current = screen;
        boolean first = true;
        for (var en : inOrder) {
            String slot = en.getKey();
            String key = EditableFields.key(en.getValue());
            Element field = en.getValue();
            if (!first) {
                current = ctx.eyes().look(round, "");
                if (EditableFields.find(current, key).isEmpty() && !current.unexplored().isEmpty()) current = explore(current);
                field = EditableFields.find(current, key).orElse(null);
                if (field == null) continue; // gone: the slot stays pending for the next round
            }
            first = false;
            StepOutcome failure = deliverOne(round, current, slot, field);
            if (failure != null) return failure;
        }
        return null;
    }

    private StepOutcome deliverOne(int round, Screen screen, String slot, Element field) {
        var notOurs = ctx.hands().newItems().foreign(field, screen);
        if (notOurs.isPresent()) return StepOutcome.failed(notOurs.get());
        var notAPasswordField = PasswordFields.refusal(ctx, slot, raw.get(slot), field, screen);
        if (notAPasswordField.isPresent()) return StepOutcome.failed(notAPasswordField.get());
        if (SelectSlot.picks(field)) return chooseOption(round, screen, slot, field);
        String text = ctx.redaction().expandForTyping(raw.get(slot));
        VerifiedDelivery.Result r = VerifiedDelivery.deliver(ctx, round, slot, field, text);
        if (r instanceof VerifiedDelivery.Result.Refused) {
            struckRoles.add(field.role());
            ctx.remember(field.label() + " takes no text; every " + field.role() + " is struck off for this step");
            return null;
        }
        if (r instanceof VerifiedDelivery.Result.NotDelivered nd) {
            // a popup that came up as the field took the focus, and disabled it: cleared once, the slot goes again
            if (!obstacleCleared && appearedInTheWay(round, screen, field)) {
                obstacleCleared = true;
                return null;
            }
            return StepOutcome.failed(nd.message());
        }
        boolean verified = ((VerifiedDelivery.Result.Delivered) r).how() != VerifiedDelivery.How.UNVERIFIED;
        if (!verified) unverified.add(slot);
        ctx.hands().acted(round, ActionKind.SET_VALUE, field, raw.get(slot), dev.flowwright.runtime.events.Event.Acted.FLOW);
        pending.remove(slot);
        delivered.put(slot, EditableFields.key(field));
        usedKeys.add(EditableFields.key(field));
        usedTexts.add(VerifiedDelivery.squeeze(text));
        ctx.remember("entered the text for \"" + slot + "\" into " + field.label());
        int actionsBefore = ctx.account().actions().size();
        var stop = SuggestionPick.commit(ctx, round, screen, new SuggestionPick.Typed(slot, field, text, ctx.redaction().expand(raw.get(slot)),
                PrivateValues.isPrivate(ctx, raw.get(slot)), stepText));
        if (verified) toReread.put(slot, ctx.account().actions().size() > actionsBefore);
        return stop.map(StepOutcome::failed).orElse(null);
    }

    /**
     * After a delivery failed: the field is now disabled or gone and the screen shows text or controls it did
     * not before — something came up in the way (a "session expiring" popup). It is cleared as the do loop
     * clears an obstacle; true when something was pressed.
     */
    private boolean appearedInTheWay(int round, Screen before, Element field) {
        Screen now = ctx.eyes().look(round, "");
        Optional<Element> still = now.elements().stream().filter(e -> EditableFields.key(e).equals(EditableFields.key(field))).findFirst();
        if (still.isPresent() && !still.get().has(ElementState.DISABLED)) return false;
        Set<String> old = new HashSet<>(before.context());
        boolean appeared = now.context().stream().anyMatch(l -> !old.contains(l)) || now.surface() != before.surface();
        if (!appeared) return false;
        ctx.remember("something came up in the way as " + ctx.mask(field.label()) + " took the text; clearing it once");
        return DoLoop.clearObstacle(ctx, round, now, stepText);
    }

    /** Whether a popup in the way of the form was cleared once already: a second one fails the step. */
    private boolean obstacleCleared;

    /** A dropdown slot: its text is picked as one of the list's options ({@link SelectSlot}), not typed. */
    private StepOutcome chooseOption(int round, Screen screen, String slot, Element list) {
        SelectSlot.Result r = selectIn(round, screen, slot, list);
        if (r instanceof SelectSlot.Result.Failed f) return StepOutcome.failed(f.note());
        boolean verified = ((SelectSlot.Result.Chosen) r).verified();
        if (!verified) unverified.add(slot);
        pending.remove(slot);
        delivered.put(slot, EditableFields.key(list));
        usedKeys.add(EditableFields.key(list));
        ctx.remember("chose the option for \"" + slot + "\" in " + list.label());
        if (verified) toReread.put(slot, false);
        return null;
    }

    private SelectSlot.Result selectIn(int turn, Screen screen, String slot, Element list) {
        return SelectSlot.choose(ctx, turn, screen, slot, list, raw.get(slot), ctx.redaction().expandForTyping(raw.get(slot)),
                PrivateValues.isPrivate(ctx, raw.get(slot)));
    }

    /**
     * Slots with no field: those the form does not ask for (under {@link Thresholds#NOT_ASKED}) are skipped;
     * for the rest an opener may show the field. True when something was pressed.
     */
    private boolean settleFieldless(int round, List<String> fieldless) {
        Screen screen = ctx.eyes().look(round, "");
        if (calendar(round, screen)) return true;
        List<String> fresh = fieldless.stream().filter(askedAbout::add).toList();
        if (!fresh.isEmpty()) {
            Map<String, Double> asks = SlotQuestions.asks(ctx, round, screen, stepText, fresh);
            asks.forEach((slot, p) -> {
                if (p < Thresholds.NOT_ASKED) {
                    pending.remove(slot);
                    notAsked.add(slot);
                    ctx.remember(String.format("the form does not ask for \"%s\" (%.2f); skipped", slot, p));
                }
            });
        }
        for (String slot : List.copyOf(pending)) {
            if (Openers.tryOpen(ctx, round, screen, slot, stepText, openersTried)) return true;
        }
        return false;
    }

    /** A pending date slot, with a calendar on screen, is picked there: it has nothing to type into. */
    private boolean calendar(int round, Screen screen) {
        if (!CalendarPick.showsCalendar(screen)) return false;
        for (String slot : List.copyOf(pending)) {
            if (PrivateValues.isPrivate(ctx, raw.get(slot)) || !calendarTried.add(slot)) continue; // one paging per slot
            var date = CalendarPick.parse(ctx.redaction().expand(raw.get(slot)));
            if (date.isEmpty()) continue;
            if (CalendarPick.pick(ctx, round, screen, slot, date.get())) {
                pending.remove(slot);
                delivered.put(slot, "calendar");
                return true;
            }
        }
        return false;
    }

    private boolean openAny(int round, Screen screen) {
        for (String slot : List.copyOf(pending)) {
            if (Openers.tryOpen(ctx, round, screen, slot, stepText, openersTried)) return true;
        }
        return false;
    }

    /** No field at all: a short do loop to show them, once per step. */
    private boolean reveal() {
        if (revealed) return false;
        revealed = true;
        ctx.account().usedLoop("reveal");
        String intent = "show the editable fields for: " + ctx.mask(String.join(", ", pending));
        DoLoop.run(ctx, intent, DoLoop.Options.turns(Thresholds.ENTER_REVEAL_TURNS)
                .until(s -> !EditableFields.of(s, struckRoles, e -> false).isEmpty()));
        return true;
    }

    private int struckBefore;

    /** A round that assigned nothing but struck a kind off may find the real field next round. */
    private boolean struckNothingNew(Map<String, Element> assigned) {
        boolean none = struckRoles.size() == struckBefore;
        struckBefore = struckRoles.size();
        return none;
    }

    private StepOutcome verdict() {
        if (!pending.isEmpty()) {
            return StepOutcome.failed("no field on screen for: " + String.join(", ", pending)
                    + (delivered.isEmpty() ? "" : " (entered " + String.join(", ", delivered.keySet()) + ")")
                    + (withheld == null ? "" : "; " + withheld));
        }
        if (delivered.isEmpty()) return StepOutcome.failed("nothing on screen asks for: " + String.join(", ", notAsked));
        StepOutcome errors = fieldErrors();
        if (errors != null) return errors;
        StepOutcome lost = stillHeld();
        if (lost != null) return lost;
        StringBuilder note = new StringBuilder("entered " + String.join(", ", delivered.keySet()));
        if (!unverified.isEmpty()) note.append("; unverified (cannot be read back): ").append(String.join(", ", unverified));
        if (!notAsked.isEmpty()) note.append("; not asked for: ").append(String.join(", ", notAsked));
        return StepOutcome.done(note.toString());
    }

    /** One error check per delivered slot; a flagged slot is entered again once, then the step fails naming it. */
    private StepOutcome fieldErrors() {
        int turn = ctx.account().turns();
        Screen screen = ctx.eyes().look(turn, "");
        List<String> flagged = flagged(turn, screen, List.copyOf(delivered.keySet()));
        if (flagged.isEmpty()) return null;
        ctx.account().usedLoop("field_error");
        for (String slot : flagged) {
            Screen now = ctx.eyes().look(turn, "");
            Element field = EditableFields.find(now, delivered.get(slot)).orElse(null);
            if (field == null || ctx.hands().newItems().foreign(field, now).isPresent()) continue;
            ctx.remember("the screen shows an error about \"" + slot + "\"; entering it again");
            if (SelectSlot.picks(field)) {
                if (selectIn(turn, now, slot, field) instanceof SelectSlot.Result.Failed) break;
                continue;
            }
            VerifiedDelivery.Result r = VerifiedDelivery.deliver(ctx, turn, slot, field, ctx.redaction().expandForTyping(raw.get(slot)));
            if (!(r instanceof VerifiedDelivery.Result.Delivered)) break;
        }
        Screen after = ctx.eyes().look(turn + 1, "");
        List<String> still = flagged(turn + 1, after, flagged);
        ctx.account().endTurn(turn, "re-entered " + String.join(", ", flagged));
        if (still.isEmpty()) return null;
        return StepOutcome.failed("the form still shows an error for: " + String.join(", ", still) + " (entered twice; it would not go in)");
    }

    /**
     * Every field the step filled (and verified) is read again before the step ends (issue #13 item 4): an
     * application that cleared one afterwards (a later field's handler, a re-render) has not been "entered".
     * A field no longer on screen, or that cannot be read, is left alone; one whose text a picked suggestion
     * replaced need only hold something. Compared on letters and digits, so a field that reformats what it
     * holds ("1000" as "1,000") still holds it. The text itself is never put in the note.
     */
    private StepOutcome stillHeld() {
        if (toReread.isEmpty()) return null;
        ctx.eyes().settle(dev.flowwright.runtime.surface.SettleKind.BRIEF);
        Screen now = ctx.eyes().look(ctx.account().turns(), "");
        List<String> lost = new ArrayList<>();
        toReread.forEach((slot, replaced) -> {
            Element field = EditableFields.find(now, delivered.get(slot)).orElse(null);
            if (field == null) return;
            java.util.Optional<String> value;
            try {
                value = ctx.eyes().readValue(field);
            } catch (dev.flowwright.runtime.surface.SurfaceException e) {
                return;
            }
            if (value.isEmpty()) return;
            String got = alphanumeric(value.get());
            String want = alphanumeric(ctx.redaction().expandForTyping(raw.get(slot)));
            boolean holds = replaced ? !got.isEmpty() : got.contains(want);
            // a token field empties its box and shows what was typed as a token beside it ("To: Grace ×")
            if (!holds && got.isEmpty() && shownBeside(now, field, want)) return;
            if (!holds) lost.add(slot);
        });
        if (lost.isEmpty()) return null;
        return StepOutcome.failed("read again before the step ended, the field for " + String.join(", ", lost)
                + " no longer holds the text entered into it");
    }

    /** True when an element other than the field shows the text (a token or chip the field made of it). */
    private static boolean shownBeside(Screen screen, Element field, String want) {
        if (want.isEmpty()) return false;
        for (Element e : screen.elements()) {
            if (e.ref().equals(field.ref())) continue;
            if ((e.name() != null && alphanumeric(e.name()).contains(want)) || (e.value() != null && alphanumeric(e.value()).contains(want))) return true;
        }
        return false;
    }

    private static String alphanumeric(String s) {
        return s.codePoints().filter(Character::isLetterOrDigit).map(Character::toLowerCase)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }

    private List<String> flagged(int turn, Screen screen, List<String> slots) {
        Map<String, Double> errors = SlotQuestions.errors(ctx, turn, screen, stepText, slots);
        return errors.entrySet().stream().filter(en -> en.getValue() >= Thresholds.FIELD_ERROR).map(Map.Entry::getKey).toList();
    }
}
