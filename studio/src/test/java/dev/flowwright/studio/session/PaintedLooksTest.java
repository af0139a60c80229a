package dev.flowwright.studio.session;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.journal.JournalWriter;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import dev.flowwright.runtime.sim.Sim;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/** A journal's looks and their pictures: one picture per screen that changed, never one per look. */
class PaintedLooksTest {
    @TempDir Path dir;

    /** A surface that counts the pictures asked of it; each is a PNG of its own bytes, or a failure while {@link #failing}. */
    static final class CountingSurface extends Sim {
        int pictures;
        boolean failing;

        CountingSurface() { super("browser", "Page"); }

        @Override
        public CompletableFuture<dev.flowwright.runtime.surface.Picture> pictureSoon(List<Element> hide, Predicate<String> showsSecret) {
            pictures++;
            if (failing) return CompletableFuture.failedFuture(new IllegalStateException("no picture"));
            return CompletableFuture.completedFuture(new dev.flowwright.runtime.surface.Picture(new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) pictures},
                    dev.flowwright.runtime.screen.PictureOrigin.NONE));
        }
    }

    private static Screen screen(String button, String value) {
        Element b = new Element("e1", "button", button, "", null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(), Map.of());
        Element f = new Element("e2", "textbox", "Name", "", value, Set.of(), Set.of(ElementAction.TYPE_TEXT), null, List.of(), Map.of());
        return new Screen("browser", "Page", "http://127.0.0.1/", SurfaceKind.WINDOW, List.of(b, f), List.of("Sign up"), List.of());
    }

    private static Event.Look look(Screen s, int turn) {
        return new Event.Look(Instant.now(), "1", turn, s, "", null, null);
    }

    private List<String> screenshotFiles(Path runDir) throws Exception {
        List<String> files = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String line : Files.readAllLines(runDir.resolve("journal.jsonl"))) {
            JsonNode n = json.readTree(line);
            if (n.path("type").asText().equals("look")) files.add(n.path("screenshot").asText(null));
        }
        return files;
    }

    @Test
    void aLookAtAnUnchangedScreenSharesThePictureBeforeIt() throws Exception {
        CountingSurface surface = new CountingSurface();
        Path runDir = dir.resolve("run");
        try (JournalWriter journal = JournalWriter.at(runDir, new Secrets(Map.of()))) {
            PaintedLooks looks = PaintedLooks.forJournal(surface, new Secrets(Map.of()), journal);
            looks.on(look(screen("Register", ""), 0));
            looks.on(look(screen("Register", ""), 1));      // settling: nothing new
            looks.on(look(screen("Register", "Ada"), 2));   // the field now holds text
            looks.on(look(screen("Register", "Ada"), 3));
            looks.on(look(screen("Registered", "Ada"), 4)); // the button's name changed
        }
        assertThat(surface.pictures).as("one picture per screen that changed").isEqualTo(3);
        List<String> files = screenshotFiles(runDir);
        assertThat(files).containsExactly("screens/0001.png", "screens/0001.png", "screens/0002.png", "screens/0002.png", "screens/0003.png");
        try (var listing = Files.list(runDir.resolve("screens"))) {
            assertThat(listing.map(p -> p.getFileName().toString()).sorted().toList()).containsExactly("0001.png", "0002.png", "0003.png");
        }
        assertThat(Files.readAllBytes(runDir.resolve("screens/0002.png"))).endsWith((byte) 2);
    }

    @Test
    void aPictureThatFailedIsTakenAgainAtTheNextLookOfTheSameScreen() throws Exception {
        CountingSurface surface = new CountingSurface();
        surface.failing = true;
        Path runDir = dir.resolve("run");
        try (JournalWriter journal = JournalWriter.at(runDir, new Secrets(Map.of()))) {
            PaintedLooks looks = PaintedLooks.forJournal(surface, new Secrets(Map.of()), journal);
            looks.on(look(screen("Register", ""), 0));
            surface.failing = false;
            looks.on(look(screen("Register", ""), 1));
        }
        assertThat(surface.pictures).isEqualTo(2);
        assertThat(screenshotFiles(runDir)).containsExactly(null, "screens/0001.png");
    }
}
