package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.surface.SurfaceError;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OpenResultTest {

    @Test
    void notesAreTheSeedsSentences() {
        assertThat(OpenResult.open("gnome-calculator").note()).isEqualTo("gnome-calculator is open");
        assertThat(OpenResult.open("localc", "started with SAL_USE_VCLPLUGIN=gtk3, the LibreOffice toolkit AT-SPI can read").note())
                .isEqualTo("localc is open (started with SAL_USE_VCLPLUGIN=gtk3, the LibreOffice toolkit AT-SPI can read)");
        OpenResult unreadable = OpenResult.unreadable("xeyes", "xeyes shows the window \"xeyes\" but puts no accessibility tree on the AT-SPI bus: …");
        assertThat(unreadable.opened()).as("it runs").isTrue();
        assertThat(unreadable.windowReady()).isFalse();
        assertThat(unreadable.code()).isEqualTo(SurfaceError.UNREADABLE);
        assertThat(unreadable.note()).startsWith("xeyes cannot be read: xeyes shows the window");
        assertThat(OpenResult.failed("gedit", SurfaceError.LAUNCH_FAILED, "cannot open display: :99\nmore").note())
                .isEqualTo("gedit could not be opened: LAUNCH_FAILED (cannot open display: :99)");
    }

    @Test
    void aFailureKeepsOnlyTheFirst200CharactersOfItsFirstLine() {
        String note = OpenResult.failed("x", SurfaceError.LAUNCH_FAILED, "e".repeat(500)).note();
        assertThat(note).isEqualTo("x could not be opened: LAUNCH_FAILED (" + "e".repeat(200) + ")");
    }
}
