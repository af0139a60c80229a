package dev.flowwright.runtime.screen;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.flowwright.runtime.screen.Looks.*;
import static org.assertj.core.api.Assertions.assertThat;

class FingerprintTest {

    @Test
    void signatureIsRoleNameValueStatesPathWithoutRef() {
        Element e = withPath(withStates(textbox("From", "Ist"), ElementState.FOCUSED), "form \"Search\"", "group #2");
        assertThat(Fingerprint.signature(e)).isEqualTo("textbox:From:\"Ist\":focused,editable:form \"Search\" > group #2");
        assertThat(Fingerprint.signature(e)).doesNotContain(e.ref());
    }

    @Test
    void signatureWritesANullValueAsJsonNull() {
        assertThat(Fingerprint.signature(button("Go"))).isEqualTo("button:Go:null::");
    }

    @Test
    void fingerprintIgnoresRefs() {
        Screen first = screen(withRef(button("Search"), "e1"), withRef(link("Home"), "e2"));
        Screen second = screen(withRef(button("Search"), "e17"), withRef(link("Home"), "e40"));
        assertThat(Fingerprint.of(first)).isEqualTo(Fingerprint.of(second));
    }

    @Test
    void fingerprintChangesWhenAValueChanges() {
        assertThat(Fingerprint.of(screen(textbox("From", "I"))))
                .isNotEqualTo(Fingerprint.of(screen(textbox("From", "Is"))));
    }

    @Test
    void fingerprintChangesWithTheWindowTheSurfaceAndTheText() {
        Screen base = screen("Flights", List.of("Where to?"), button("Search"));
        String fp = Fingerprint.of(base);
        assertThat(Fingerprint.of(screen("Hotels", List.of("Where to?"), button("Search")))).isNotEqualTo(fp);
        assertThat(Fingerprint.of(withSurface(base, SurfaceKind.DIALOG))).isNotEqualTo(fp);
        assertThat(Fingerprint.of(screen("Flights", List.of("No results"), button("Search")))).isNotEqualTo(fp);
    }

    @Test
    void fingerprintDoesNotDependOnTheOrderStatesWereAdded() {
        Element a = withStates(withStates(button("Tab"), ElementState.SELECTED), ElementState.FOCUSED);
        Element b = withStates(withStates(button("Tab"), ElementState.FOCUSED), ElementState.SELECTED);
        assertThat(Fingerprint.signature(a)).isEqualTo(Fingerprint.signature(b));
    }

    @Test
    void aValueLookingLikeTheSeparatorCannotForgeAnotherSignature() {
        // the value is JSON-quoted, so "a:b" in a value is not a name boundary
        assertThat(Fingerprint.signature(withValue(textbox("x", null), "1\":\"2")))
                .isNotEqualTo(Fingerprint.signature(withValue(textbox("x", null), "1")));
        assertThat(Fingerprint.signature(withValue(textbox("x", null), "a\"b"))).contains("\"a\\\"b\"");
    }

    @Test
    void fingerprintIsAStableHexHashThatJournalsCanCompareAcrossRuns() {
        Screen screen = screen("Flights", List.of("Book a flight"), withRef(button("Search"), "e1"), withRef(textbox("From", "Ist"), "e2"));
        // SHA-256 of the signature lines, first 128 bits (checked independently with Python hashlib)
        assertThat(Fingerprint.of(screen)).isEqualTo("94f138f03ce27d1b38dd40470601f38f");
    }
}
