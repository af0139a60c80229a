package dev.flowwright.runtime.recipe;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IdTailsTest {

    @Test
    void reactUseIdCounterIsDroppedAndTheDevelopersSuffixKept() {
        assertEquals("form-item", IdTails.tail(":r1:-form-item"));
        assertEquals("email", IdTails.tail(":R2a6:email"));
        assertTrue(IdTails.whollyGenerated(":r1:"));
        assertTrue(IdTails.whollyGenerated("«r3»"));
    }

    @Test
    void jsfGeneratedSegmentsAreDroppedFromTheNamingContainerChain() {
        assertEquals("searchInput", IdTails.tail("j_idt23:searchInput"));
        assertEquals("searchForm:searchInput", IdTails.tail("searchForm:j_idt23:searchInput"));
        assertTrue(IdTails.whollyGenerated("j_idt23"));
        assertTrue(IdTails.hasTail("j_idt99:searchInput", "searchInput"));
        assertTrue(IdTails.hasTail("other:j_idt7:searchInput", "searchInput"));
    }

    @Test
    void angularMaterialAndEmberIdsAreWhollyGenerated() {
        assertTrue(IdTails.whollyGenerated("mat-input-4"));
        assertTrue(IdTails.whollyGenerated("cdk-overlay-12"));
        assertTrue(IdTails.whollyGenerated("ember123"));
        assertEquals("label", IdTails.tail("mat-input-4-label"));
    }

    @Test
    void uuidAndHexSuffixesAndCountersAreDropped() {
        assertEquals("email", IdTails.tail("email-3f2a9c1e-77b0-4c1d-9a2e-0b1c2d3e4f50"));
        assertEquals("field", IdTails.tail("field_a1b2c3d4e5"));
        assertEquals("city", IdTails.tail("city-17"));
        assertTrue(IdTails.whollyGenerated("3f2a9c1e-77b0-4c1d-9a2e-0b1c2d3e4f50"));
    }

    @Test
    void anIdAPersonWroteIsStableAsItIs() {
        assertNull(IdTails.tail("from-city"));
        assertNull(IdTails.tail("trip-oneway"));
        assertFalse(IdTails.whollyGenerated("r2"));          // not between colons: a word
        assertEquals("searchForm:searchInput", IdTails.stablePart("searchForm:searchInput"));
    }
}
