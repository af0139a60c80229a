package dev.flowwright.surfaces.desktop;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Opening applications that do not exist, or that die on start, fails with a one-line note (docs/desktop.md#what-the-surface-does). */
class OpeningTest {
    private DesktopSurface surface;

    @BeforeEach
    void surface() { surface = LiveDesktop.surface(); }

    @AfterEach
    void close() { if (surface != null) surface.close(); }

    @Test
    void anApplicationThatDoesNotExistCouldNotBeOpened() {
        OpenResult result = surface.open("no-such-application-anywhere");
        assertThat(result.opened()).isFalse();
        assertThat(result.note()).isEqualTo("no-such-application-anywhere could not be opened: LAUNCH_FAILED "
                + "(no application or .desktop entry named no-such-application-anywhere)");
    }

    @Test
    void anApplicationThatDiesOnStartReportsTheFirstLineItSaid() {
        OpenResult result = surface.openCommand("broken", List.of("sh", "-c", "echo 'cannot open display: :42' >&2; echo second >&2; exit 3"));
        assertThat(result.note()).isEqualTo("broken could not be opened: LAUNCH_FAILED (cannot open display: :42)");
        assertThat(surface.look().surface().word()).isEqualTo("none");
    }
}
