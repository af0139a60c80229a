package dev.flowwright.runtime.screen;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.flow.Secrets;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue #12 item 6: once a secret is typed into a field, that field's value is masked in every later look,
 * matched by its locator hints and never by ref (refs are minted per look); password fields always.
 */
class MaskedScreenTest {
    private static final String CARD = "4111111111111111";

    private static Element field(String ref, String name, String value, Map<String, String> hints) {
        return new Element(ref, "textbox", name, "", value, Set.of(), Set.of(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT),
                new Bounds(10, 20, 200, 30), List.of("form \"Payment\""), hints);
    }

    private static Screen look(Element... elements) {
        return new Screen("browser", "Checkout", "http://x/checkout", SurfaceKind.WINDOW, List.of(elements), List.of(), List.of());
    }

    private static Secrets typedIntoCardField() {
        Secrets s = new Secrets(Map.of("card", CARD));
        Element typedInto = field("e7", "Card number", "", Map.of("tag", "input", "id", "cc-number", "nameAttr", "cardnumber"));
        s.typing(CARD, typedInto.role(), typedInto.name(), typedInto.hints());
        return s;
    }

    @Test
    void theFieldASecretWasTypedIntoIsMaskedInALaterLookWithAnotherRef() {
        Secrets s = typedIntoCardField();
        // the page reformatted the value into a spelling no text rule knows (first six and last four digits)
        Element later = field("e31", "Card number", "4111 11•• •••• 1111", Map.of("tag", "input", "id", "cc-number", "nameAttr", "cardnumber"));
        Screen masked = MaskedScreen.screen(look(later), s);
        assertThat(masked.elements().get(0).value()).isEqualTo("${card}");
        assertThat(masked.elements().get(0).ref()).isEqualTo("e31");
        assertThat(MaskedScreen.showingSecrets(look(later), s)).containsExactly(later);
    }

    @Test
    void anyOneStableHintFindsTheFieldAgain() {
        Secrets s = typedIntoCardField();
        // the framework re-rendered it: a new id and a new accessible name, the same name attribute
        Element renamed = field("e2", "Card", "4111 11•• •••• 1111", Map.of("tag", "input", "id", "mat-input-9", "nameAttr", "CardNumber"));
        assertThat(MaskedScreen.value(renamed, s)).isEqualTo("${card}");
    }

    @Test
    void anotherFieldIsNotMaskedByTheMark() {
        Secrets s = typedIntoCardField();
        Element expiry = field("e32", "Expiry", "12/27", Map.of("tag", "input", "id", "cc-exp", "nameAttr", "exp"));
        assertThat(MaskedScreen.value(expiry, s)).isEqualTo("12/27");
        assertThat(MaskedScreen.showingSecrets(look(expiry), s)).isEmpty();
    }

    @Test
    void anEmptyMarkedFieldStaysEmpty() {
        Secrets s = typedIntoCardField();
        Element cleared = field("e40", "Card number", "", Map.of("tag", "input", "id", "cc-number"));
        assertThat(MaskedScreen.value(cleared, s)).isEmpty();
    }

    @Test
    void aDesktopFieldIsKnownByRoleAndNameOrByItsIndexPath() {
        Secrets s = new Secrets(Map.of("pin", "90210"));
        Map<String, String> hints = Map.of("platformRole", "text", "indexPath", "0/2/1");
        s.typing("90210", "textbox", "PIN", hints);
        assertThat(MaskedScreen.value(field("d9", "PIN", "9-0-2-1-0!", Map.of("platformRole", "text", "indexPath", "0/3/1")), s)).isEqualTo("${pin}");
        assertThat(MaskedScreen.value(field("d10", "", "9 0 2 1 0!", hints), s)).isEqualTo("${pin}");
        assertThat(MaskedScreen.value(field("d11", "Name", "Ada", Map.of("platformRole", "text", "indexPath", "0/4/1")), s)).isEqualTo("Ada");
    }

    @Test
    void typingTextWithoutASecretMarksNothing() {
        Secrets s = new Secrets(Map.of("card", CARD));
        s.typing("Ada Lovelace", "textbox", "Name on card", Map.of("tag", "input", "id", "cc-name"));
        assertThat(s.markedFields()).isZero();
    }

    @Test
    void aPasswordFieldIsAlwaysMaskedWhateverItHolds() {
        Secrets none = new Secrets();
        Element web = field("e1", "Password", "••••••", Map.of("tag", "input", "type", "password"));
        Element desktop = new Element("d1", "password text", "Password", "", "s3cret", Set.of(), Set.of(), new Bounds(0, 0, 9, 9), List.of(), Map.of());
        Element gtk = field("d2", "Password", "s3cret", Map.of("platformRole", "password text"));
        assertThat(MaskedScreen.value(web, none)).isEqualTo(Secrets.PASSWORD_MASK);
        assertThat(MaskedScreen.value(desktop, none)).isEqualTo(Secrets.PASSWORD_MASK);
        assertThat(MaskedScreen.value(gtk, none)).isEqualTo(Secrets.PASSWORD_MASK);
        assertThat(MaskedScreen.showingSecrets(look(web, gtk), none)).containsExactly(web, gtk);
    }

    @Test
    void aDecisionRequestNeverCarriesTheMarkedFieldsValue() {
        Secrets s = typedIntoCardField();
        Element later = field("e55", "Card number", "4111 11•• •••• 1111", Map.of("tag", "input", "nameAttr", "cardnumber"));
        ObjectNode state = StateText.render(look(later), StateText.Options.forStep("pay").withSecrets(s).withValues(true));
        assertThat(state.toString()).doesNotContain("4111").contains("${card}");
        assertThat(StateText.describe(later, s).toString()).doesNotContain("4111");
        assertThat(StateText.elementLine(later, s)).doesNotContain("4111");
    }

    @Test
    void aChangeNoteNeverCarriesTheMarkedFieldsValue() {
        Secrets s = typedIntoCardField();
        Element before = field("e1", "Card number", "", Map.of("tag", "input", "nameAttr", "cardnumber"));
        Element after = field("e2", "Card number", "4111 11•• •••• 1111", Map.of("tag", "input", "nameAttr", "cardnumber"));
        assertThat(ChangeNote.between(look(before), look(after), s)).doesNotContain("4111");
        assertThat(ChangeNote.of(look(before), look(after), s).changed().toString()).doesNotContain("4111");
    }
}
