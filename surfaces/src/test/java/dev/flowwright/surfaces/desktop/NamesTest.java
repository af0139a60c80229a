package dev.flowwright.surfaces.desktop;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NamesTest {

    @Test
    void toolkitClassNamesAreNoNames() {
        assertThat(Names.clean("GtkButton", "push button")).isEmpty();
        assertThat(Names.clean("AdwGizmo", "filler")).isEmpty();
        assertThat(Names.clean("HistoryView", "filler")).isEmpty();
        assertThat(Names.clean("HistoryView", "push button")).isEqualTo("HistoryView");
    }

    @Test
    void aLabelSaidTwiceIsSaidOnce() {
        assertThat(Names.clean("4 4", "push button")).isEqualTo("4");
        assertThat(Names.clean("mod mod", "push button")).isEqualTo("mod");
        assertThat(Names.clean("Save as", "push button")).isEqualTo("Save as");
        assertThat(Names.clean("no no no", "push button")).isEqualTo("no no no");
    }
}
