package dev.flowwright.surfaces.browser;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KeyCombosTest {
    @Test
    void cmdIsControlOffAMacAndMetaOnOne() {
        assertThat(KeyCombos.toPlaywright("cmd+n", false)).isEqualTo("Control+n");
        assertThat(KeyCombos.toPlaywright("cmd+n", true)).isEqualTo("Meta+n");
        assertThat(KeyCombos.toPlaywright("cmd+shift+N", false)).isEqualTo("Control+Shift+n");
    }

    @Test
    void returnIsEnterAndNamedKeysArePlaywrightsNames() {
        assertThat(KeyCombos.toPlaywright("return", false)).isEqualTo("Enter");
        assertThat(KeyCombos.toPlaywright("escape", false)).isEqualTo("Escape");
        assertThat(KeyCombos.toPlaywright("tab", false)).isEqualTo("Tab");
        assertThat(KeyCombos.toPlaywright("cmd+[", false)).isEqualTo("Control+[");
        assertThat(KeyCombos.toPlaywright("cmd+,", true)).isEqualTo("Meta+,");
        assertThat(KeyCombos.toPlaywright("alt+down", false)).isEqualTo("Alt+ArrowDown");
        assertThat(KeyCombos.toPlaywright("cmd++", false)).isEqualTo("Control++");
        assertThat(KeyCombos.toPlaywright("f5", false)).isEqualTo("F5");
    }

    @Test
    void anUnknownModifierIsRefusedNotGuessed() {
        assertThatThrownBy(() -> KeyCombos.toPlaywright("hyper+n", false)).hasMessageContaining("hyper");
        assertThatThrownBy(() -> KeyCombos.toPlaywright(" ", false)).isInstanceOf(IllegalArgumentException.class);
    }
}
