package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.surface.SurfaceError;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OpenResultTest {

    @Test
    void notesAreTheSeedsSentences() {
        assertThat(OpenResult.open("gnome-calculator").note()).isEqualTo("gnome-calculator is open");
        assertThat(OpenResult.noWindowYet("gedit").note()).isEqualTo("gedit is open but shows no readable window yet");
        assertThat(OpenResult.failed("gedit", SurfaceError.LAUNCH_FAILED, "cannot open display: :99\nmore").note())
                .isEqualTo("gedit could not be opened: LAUNCH_FAILED (cannot open display: :99)");
    }

    @Test
    void aFailureKeepsOnlyTheFirst200CharactersOfItsFirstLine() {
        String note = OpenResult.failed("x", SurfaceError.LAUNCH_FAILED, "e".repeat(500)).note();
        assertThat(note).isEqualTo("x could not be opened: LAUNCH_FAILED (" + "e".repeat(200) + ")");
    }
}
