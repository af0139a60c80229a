package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static dev.flowwright.runtime.testing.LiveEnvironment.require;

/** A zenity --forms dialog (GTK 3) filled through AT-SPI and confirmed; zenity prints what it got. */
class ZenityFormTest {
    static final List<String> FORM = List.of("zenity", "--forms", "--title=Sign up", "--text=Your details",
            "--add-entry=Name", "--add-entry=Email", "--add-combo=Colour", "--combo-values=red|green|blue");

    private DesktopSurface surface;

    @BeforeEach
    void openForm() {
        surface = LiveDesktop.surface("zenity");
        LiveDesktop.openOrWait(surface, surface.openCommand("zenity", FORM));
    }

    @AfterEach
    void close() {
        if (surface != null) surface.close();
    }

    @Test
    void fieldsAreNamedByTheirLabelsAndTheFormIsADialog() {
        Screen screen = surface.look();
        assertThat(screen.surface()).isEqualTo(SurfaceKind.DIALOG);
        assertThat(screen.elements()).extracting(Element::label)
                .contains("textbox \"Name\"", "textbox \"Email\"", "combobox \"Colour\"", "button \"OK\"", "button \"Cancel\"");
    }

    @Test
    void settingTypingAndChoosingThenOkPrintsTheValues() throws Exception {
        Screen screen = surface.look();
        surface.setValue(LiveDesktop.named(screen, "textbox", "Name"), "Ada Lovelace");
        screen = surface.look();
        surface.type(LiveDesktop.named(screen, "textbox", "Email"), "ada@example.com");
        screen = surface.look();
        surface.select(LiveDesktop.named(screen, "combobox", "Colour"), "green");
        screen = surface.look();
        assertThat(surface.readValue(LiveDesktop.named(screen, "textbox", "Name"))).contains("Ada Lovelace");
        surface.press(LiveDesktop.named(screen, "button", "OK"));

        Process zenity = surface.launchedProcess().orElseThrow();
        assertThat(zenity.waitFor(10, TimeUnit.SECONDS)).as("zenity closes after OK").isTrue();
        assertThat(zenity.exitValue()).isZero();
        assertThat(surface.launchedOutput().strip()).isEqualTo("Ada Lovelace|ada@example.com|green");
    }

    @Test
    void pastingReplacesTheFieldAndPutsThePersonsClipboardBack() {
        require(AppCommands.onPath("xclip").isPresent(), "xclip is not installed");
        Clipboard.write("what the person had copied");
        Screen screen = surface.look();
        surface.setValue(LiveDesktop.named(screen, "textbox", "Email"), "old@example.com");
        screen = surface.look();
        Element email = LiveDesktop.named(screen, "textbox", "Email");
        surface.paste(email, "pasted@example.com", true);
        assertThat(surface.readValue(email)).contains("pasted@example.com");
        assertThat(Clipboard.read()).contains("what the person had copied");
    }

    @Test
    void theFormsLabelsAndTextAreContextLinesNotElements() {
        Screen screen = surface.look();
        assertThat(screen.context()).contains("Your details", "Name", "Email", "Colour");
        assertThat(screen.elements()).noneMatch(e -> e.role().equals("text"));
    }

    @Test
    void aRefFromAnEarlierLookThatNoLongerMatchesIsStale() {
        Screen first = surface.look();
        Element name = LiveDesktop.named(first, "textbox", "Name");
        Element forged = new Element(name.ref(), "button", "Delete everything", "", null, null, null, null, null, null);
        assertThatThrownBy(() -> surface.press(forged))
                .isInstanceOfSatisfying(SurfaceException.class, e -> assertThat(e.code()).isEqualTo(SurfaceError.STALE_REF));
    }
}
