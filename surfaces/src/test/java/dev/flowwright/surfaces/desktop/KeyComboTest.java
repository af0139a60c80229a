package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KeyComboTest {

    @Test
    void cmdIsControlOffMacosAndSuperOnIt() {
        assertThat(KeyCombo.parse("cmd+n", false)).isEqualTo(new KeyCombo(List.of(KeyCombo.CONTROL), 'n', null));
        assertThat(KeyCombo.parse("cmd+n", true).modifiers()).containsExactly(KeyCombo.SUPER);
        assertThat(KeyCombo.parse("cmd+shift+N", false)).isEqualTo(new KeyCombo(List.of(KeyCombo.CONTROL, KeyCombo.SHIFT), 'n', null));
    }

    @Test
    void namedKeysAreTheirKeysyms() {
        assertThat(KeyCombo.parse("return", false).key()).isEqualTo(0xff0d);
        assertThat(KeyCombo.parse("Escape", false).key()).isEqualTo(0xff1b);
        assertThat(KeyCombo.parse("tab", false).key()).isEqualTo(0xff09);
        assertThat(KeyCombo.parse("f5", false).key()).isEqualTo(0xffc2);
    }

    @Test
    void aLoneCharacterIsTypedAsItselfAndThePlusKeyCanBeNamed() {
        assertThat(KeyCombo.parse("*", false)).isEqualTo(new KeyCombo(List.of(), '*', "*"));
        assertThat(KeyCombo.parse("+", false).character()).isEqualTo("+");
        assertThat(KeyCombo.parse("ctrl++", false)).isEqualTo(new KeyCombo(List.of(KeyCombo.CONTROL), '+', null));
        assertThat(KeyCombo.parse("×", false).key()).as("Latin-1 keysyms are the code point").isEqualTo(0xd7);
        assertThat(KeyCombo.parse("→", false).key()).as("beyond Latin-1, 0x01000000 + code point").isEqualTo(0x01002192);
    }

    @Test
    void nonsenseIsRefusedWithTheComboInTheMessage() {
        assertThatThrownBy(() -> KeyCombo.parse("hyper+q", false))
                .isInstanceOfSatisfying(SurfaceException.class, e -> {
                    assertThat(e.code()).isEqualTo(SurfaceError.ACTION_NOT_SUPPORTED);
                    assertThat(e.getMessage()).contains("\"hyper+q\"");
                });
        assertThatThrownBy(() -> KeyCombo.parse("", false)).isInstanceOf(SurfaceException.class);
        assertThatThrownBy(() -> KeyCombo.parse("ctrl+banana", false)).isInstanceOf(SurfaceException.class);
    }
}
