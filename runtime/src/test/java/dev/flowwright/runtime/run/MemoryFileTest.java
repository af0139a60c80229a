package dev.flowwright.runtime.run;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MemoryFileTest {
    @TempDir
    Path dir;

    static final GroundingHint SEARCH = new GroundingHint("browser", "click to accomplish: search", "button", "Search", List.of("form \"Find\""));

    @Test
    void whatIsWrittenReadsBackAndAMissingFileIsAnEmptyMemory() throws Exception {
        Path file = dir.resolve("m.json");
        assertThat(MemoryFile.read(file)).isEmpty();
        MemoryFile.write(file, List.of(SEARCH));
        assertThat(MemoryFile.read(file)).containsExactly(SEARCH);
    }

    @Test
    void aLearnedHintReplacesTheOneForTheSamePurposeSpelledDifferently() {
        GroundingHint other = new GroundingHint("browser", "click to accomplish: sign in", "link", "Sign in", List.of());
        GroundingHint relearned = new GroundingHint("Browser", "Click to accomplish:   SEARCH", "button", "Find", List.of());
        assertThat(MemoryFile.merge(List.of(SEARCH, other), List.of(relearned))).containsExactly(other, relearned);
    }

    @Test
    void aBadHintIsNamedAtItsOwnLine() throws Exception {
        Path file = Files.writeString(dir.resolve("m.json"), "{\n  \"version\": 1,\n  \"hints\": [\n"
                + "    {\"key\": \"k\", \"role\": \"button\", \"name\": \"Go\"},\n"
                + "    {\"key\": \"k2\", \"role\": 7}\n  ]\n}\n");
        assertThatThrownBy(() -> MemoryFile.read(file)).isInstanceOf(MemoryFile.Unreadable.class)
                .hasMessageStartingWith(file + ":5:5: hint 2 needs");
    }

    @Test
    void somethingElseThanAMemoryIsRefusedNotGuessed() throws Exception {
        Path list = Files.writeString(dir.resolve("list.json"), "[1, 2]\n");
        assertThatThrownBy(() -> MemoryFile.read(list)).hasMessageContaining(list + ":1:1: a memory file is an object");
        Path noHints = Files.writeString(dir.resolve("none.json"), "{\"version\": 1}\n");
        assertThatThrownBy(() -> MemoryFile.read(noHints)).hasMessageContaining("a \"hints\" list");
        Path broken = Files.writeString(dir.resolve("broken.json"), "{\n  \"hints\": [ {,} ]\n}\n");
        assertThatThrownBy(() -> MemoryFile.read(broken)).hasMessageStartingWith(broken + ":2:").hasMessageContaining("not JSON");
    }
}
