package dev.flowwright.cli;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.journal.JournalReader;
import dev.flowwright.runtime.journal.JournalWriter;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeReader;
import dev.flowwright.runtime.recipe.RecipeWriter;
import dev.flowwright.runtime.run.GroundingHint;
import dev.flowwright.runtime.run.MemoryFile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A full disk under the memory file, a recipe and the journal: the old memory and recipe stay exactly as
 * they were (no half file, no temporary left behind), the refusal is a sentence, and a journal that runs
 * out of room stops quietly and still reads back, saying where it stopped. A small tmpfs when the tests run
 * as root (as in CI here); else a folder made read-only, which refuses the same writes.
 */
class FullDiskTest {
    @TempDir Path tmp;
    private Path disk;
    private boolean mounted;

    @BeforeEach
    void smallDisk() throws Exception {
        disk = Files.createDirectories(tmp.resolve("disk"));
        if ("root".equals(System.getProperty("user.name"))) {
            Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", disk.toString()).inheritIO().start();
            assertThat(mount.waitFor()).as("mount a 64 KiB tmpfs at " + disk).isZero();
            mounted = true;
        }
    }

    @AfterEach
    void unmount() throws Exception {
        disk.toFile().setWritable(true);
        if (mounted) new ProcessBuilder("umount", disk.toString()).inheritIO().start().waitFor();
    }

    /** No room left: the tmpfs filled up, or the folder made read-only. */
    private void fill() throws IOException {
        if (!mounted) {
            assertThat(disk.toFile().setWritable(false)).isTrue();
            return;
        }
        byte[] block = new byte[4096];
        try (OutputStream out = Files.newOutputStream(disk.resolve("filler"))) {
            while (true) out.write(block);
        } catch (IOException full) {
            // no space left on the device: that is the point
        }
    }

    private List<Path> leftovers() throws IOException {
        try (Stream<Path> all = Files.list(disk)) {
            return all.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }

    @Test
    void theMemoryFileKeepsWhatItHadWhenTheDiskIsFull() throws Exception {
        Path memory = disk.resolve("app.memory.json");
        MemoryFile.write(memory, List.of(new GroundingHint("Mail", "send the message", "button", "Send", List.of())));
        String before = Files.readString(memory);
        fill();
        List<GroundingHint> many = new ArrayList<>();
        for (int i = 0; i < 2000; i++) many.add(new GroundingHint("Mail", "purpose " + i, "button", "Button number " + i, List.of("form \"Compose\"")));

        assertThatThrownBy(() -> MemoryFile.write(memory, many)).isInstanceOf(IOException.class);

        assertThat(Files.readString(memory)).isEqualTo(before);
        assertThat(MemoryFile.read(memory)).hasSize(1);
        assertThat(leftovers()).isEmpty();
    }

    /** The studio's save (the editor's view model over the runtime's flow files, the real code path). */
    @Test
    void aStudioSaveKeepsTheFlowFileAsItWasAndTheEditsUnsavedWhenTheDiskIsFull() throws Exception {
        Path flow = disk.resolve("calculator.flow.yaml");
        Files.copy(Path.of("../samples/flows/calculator.flow.yaml"), flow);
        String before = Files.readString(flow);
        var editor = new dev.flowwright.studio.editor.FlowEditorViewModel(new dev.flowwright.studio.session.RuntimeFlowFiles(),
                dev.flowwright.studio.util.DiskWork.inline());
        assertThat(editor.open(flow).join()).isTrue();
        editor.addStep(2, "clear the display");
        fill();

        // the studio shows the cause's message under "Could not save FILE" (MainWindow.report): one plain line
        assertThatThrownBy(() -> editor.save().join()).hasCauseInstanceOf(IOException.class).cause()
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n")
                        .contains(mounted ? "No space left on device" : disk.toString()));

        assertThat(Files.readString(flow)).isEqualTo(before);
        assertThat(leftovers()).isEmpty();
        assertThat(editor.dirtyProperty().get()).as("the edit is still unsaved, not lost").isTrue();
    }

    @Test
    void aRecipeKeepsWhatItHadWhenTheDiskIsFull() throws Exception {
        Path recipe = disk.resolve("calendar.recipe.yaml");
        Recipe calendar = RecipeReader.read(Path.of("src/test/resources/recipes/calendar.recipe.yaml"));
        RecipeWriter.write(calendar, recipe);
        String before = Files.readString(recipe);
        fill();
        StringBuilder longName = new StringBuilder();
        for (int i = 0; i < 20_000; i++) longName.append("very long name ");
        Recipe bigger = new Recipe(calendar.version(), longName.toString(), calendar.flow(), calendar.app(), calendar.start(), calendar.steps(), calendar.expect());

        assertThatThrownBy(() -> RecipeWriter.write(bigger, recipe)).isInstanceOf(UncheckedIOException.class)
                .hasMessageStartingWith("the recipe could not be written to " + recipe + ": ");

        assertThat(Files.readString(recipe)).isEqualTo(before);
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aJournalThatRunsOutOfRoomStopsQuietlyAndReadsBackSayingWhereItStopped() throws Exception {
        JournalWriter journal = JournalWriter.at(Files.createDirectories(disk.resolve("run")), new Secrets());
        journal.on(new Event.RunStarted(Instant.now(), "r1", "flow", "browser", "offline", "http://x/"));
        fill();
        String note = "a note that takes room ".repeat(50);
        for (int i = 0; i < 500 && journal.failure().isEmpty(); i++) journal.on(new Event.Turn(Instant.now(), "1", i, note));
        journal.close();

        if (mounted) assertThat(journal.failure()).as("the full disk was met").isPresent();
        JournalReader read = JournalReader.open(disk.resolve("run"));
        assertThat(read.events()).first().isInstanceOf(Event.RunStarted.class);
        read.truncation().ifPresent(t -> assertThat(t).contains("journal.jsonl:").contains("the last line is cut short"));
    }
}
