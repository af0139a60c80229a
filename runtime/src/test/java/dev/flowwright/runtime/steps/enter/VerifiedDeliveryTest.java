package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.run.Action;
import dev.flowwright.runtime.run.ActionKind;
import dev.flowwright.runtime.run.LoopGuard;
import dev.flowwright.runtime.run.fake.FakeEyes;
import dev.flowwright.runtime.run.fake.FakeHands;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Verified delivery against fake hands and eyes, no simulated run: every try is one action through the
 * hands (so the gate sees it), and what the field reads back decides the record and the result.
 */
class VerifiedDeliveryTest {
    private static final Element NAME = new Element("e1", "textbox", "Name", "", "", Set.of(),
            Set.of(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT), null, List.of(), Map.of());

    private final FakeEyes eyes = new FakeEyes();

    /** A field whose page keeps only the first {@code keep} characters set into it, and takes a paste whole. */
    private FakeHands truncatingOnSet(int keep) {
        return new FakeHands(a -> {
            if (a.kind() == ActionKind.SET_VALUE) eyes.values.put(a.target().ref(), a.value().substring(0, Math.min(keep, a.value().length())));
            else if (a.kind() == ActionKind.PASTE) eyes.values.put(a.target().ref(), a.value());
        });
    }

    @Test
    void aValueThatReadsBackIsOneVerifiedFill() {
        FakeHands hands = truncatingOnSet(100);
        var r = VerifiedDelivery.deliver(hands, eyes, new Secrets(), 2, "name", NAME, "Ada Lovelace");
        assertEquals(VerifiedDelivery.How.SET_VALUE, assertInstanceOf(VerifiedDelivery.Result.Delivered.class, r).how());
        assertEquals(List.of(new FakeHands.Taken("fill name", ActionKind.SET_VALUE, true, "delivered through set_value, verified")), hands.records());
        assertSame(NAME, hands.lastTypedInto());
        assertEquals(0, eyes.settles());
    }

    @Test
    void aValueThatDoesNotReadBackIsPastedAsASecondAction() {
        FakeHands hands = truncatingOnSet(3);
        var r = VerifiedDelivery.deliver(hands, eyes, new Secrets(), 2, "name", NAME, "Ada Lovelace");
        assertEquals(VerifiedDelivery.How.PASTE, assertInstanceOf(VerifiedDelivery.Result.Delivered.class, r).how());
        assertEquals(List.of(
                new FakeHands.Taken("fill name", ActionKind.SET_VALUE, true, "the field did not read back the text; pasting it"),
                new FakeHands.Taken("paste name", ActionKind.PASTE, true, "delivered through paste, verified")), hands.records());
        assertTrue(hands.attempted().get(1).replace(), "a set-value field is pasted over, after select-all");
        assertEquals(1, eyes.settles(), "the page was let settle before the paste");
    }

    @Test
    void aFieldThatStillDoesNotReadBackIsNotDelivered() {
        FakeHands hands = new FakeHands(a -> eyes.values.put(a.target().ref(), "Ad"));
        var r = VerifiedDelivery.deliver(hands, eyes, new Secrets(), 2, "name", NAME, "Ada Lovelace");
        assertTrue(assertInstanceOf(VerifiedDelivery.Result.NotDelivered.class, r).message().startsWith("TEXT_NOT_DELIVERED"));
        assertEquals(new FakeHands.Taken("paste name", ActionKind.PASTE, false, "TEXT_NOT_DELIVERED"), hands.records().get(1));
    }

    @Test
    void aFieldThatRefusesTextIsOneFailedAction() {
        FakeHands hands = new FakeHands(a -> { throw new SurfaceException(SurfaceError.NOT_A_TEXT_FIELD, "Name is a button"); });
        var r = VerifiedDelivery.deliver(hands, eyes, new Secrets(), 2, "name", NAME, "Ada Lovelace");
        assertInstanceOf(VerifiedDelivery.Result.Refused.class, r);
        assertEquals(List.of(new FakeHands.Taken("fill name", ActionKind.SET_VALUE, false, "NOT_A_TEXT_FIELD: Name is a button")), hands.records());
        assertNull(hands.lastTypedInto());
        assertEquals(0, eyes.reads());
    }

    /** The hands' gate holds for a delivery too: a refused fill is neither typed nor read back. */
    @Test
    void aFillTheGateRefusesIsNotTakenAtAll() {
        FakeHands hands = truncatingOnSet(100).refusing(a -> a.kind() == ActionKind.SET_VALUE);
        assertThrows(LoopGuard.Stopped.class, () -> VerifiedDelivery.deliver(hands, eyes, new Secrets(), 2, "name", NAME, "Ada Lovelace"));
        assertEquals(List.of(), hands.attempted());
        assertEquals(0, eyes.reads());
    }

    /** A field that takes only keys is typed into, and a typed field holds the text among what it had. */
    @Test
    void aKeysOnlyFieldIsTyped() {
        Element keysOnly = new Element("e2", "textbox", "Reply", "", "", Set.of(), Set.of(ElementAction.TYPE_TEXT), null, List.of(), Map.of());
        FakeHands hands = new FakeHands(a -> eyes.values.put(a.target().ref(), "> quoted\n" + a.value()));
        var r = VerifiedDelivery.deliver(hands, eyes, new Secrets(), 1, "reply", keysOnly, "thanks");
        assertInstanceOf(VerifiedDelivery.Result.Delivered.class, r);
        Action typed = hands.attempted().get(0);
        assertEquals(ActionKind.TYPE, typed.kind());
        assertEquals("fill reply", typed.toString(), "an action names its words, never the text it types");
    }
}
