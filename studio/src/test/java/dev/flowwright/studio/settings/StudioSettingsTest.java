package dev.flowwright.studio.settings;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class StudioSettingsTest {
    @TempDir
    Path dir;

    @Test
    void aCustomServerTakesTheChoiceLimitTheEnvironmentSetsElseItsHostsDefault() {
        DeciderSetting ollama = new DeciderSetting(DeciderSetting.Kind.CUSTOM, "http://localhost:11434", "nimble");
        DeciderSetting remote = new DeciderSetting(DeciderSetting.Kind.CUSTOM, "https://llm.example.com", "m");

        assertThat(ollama.toRuntime(java.util.Map.of()).systemOne().maxChoiceOptions()).isEqualTo(26);
        assertThat(ollama.toRuntime(java.util.Map.of("FLOWWRIGHT_MAX_CHOICE_OPTIONS", "255")).systemOne().maxChoiceOptions()).isEqualTo(255);
        assertThat(remote.toRuntime(java.util.Map.of("TYPESAFE_API_KEY", "k")).systemOne().maxChoiceOptions()).isEqualTo(255);
        assertThat(new DeciderSetting(DeciderSetting.Kind.JEV, null, null)
                .toRuntime(java.util.Map.of("FLOWWRIGHT_MAX_CHOICE_OPTIONS", "40")).systemOne().maxChoiceOptions()).isEqualTo(40);
    }

    @Test
    void settingsSurviveARestartAndHoldNoKey() throws Exception {
        StudioSettings s = StudioSettings.load(dir.resolve("studio.properties"));
        s.decider(new DeciderSetting(DeciderSetting.Kind.CUSTOM, "http://localhost:11434", "qwen", true));
        s.headless(false);
        s.dark(true);
        s.remember("window.width", 1200);
        s.save();
        StudioSettings again = StudioSettings.load(dir.resolve("studio.properties"));
        assertThat(again.decider()).isEqualTo(new DeciderSetting(DeciderSetting.Kind.CUSTOM, "http://localhost:11434", "qwen", true));
        assertThat(again.decider().fallsBack()).as("a failing service hands the run to the offline decider").isTrue();
        assertThat(DeciderSetting.offline().withFallbackOffline(true).fallsBack()).as("the offline decider has nothing to fall back to").isFalse();
        assertThat(again.headless()).isFalse();
        assertThat(again.dark()).isTrue();
        assertThat(again.number("window.width", 0)).isEqualTo(1200);
        assertThat(Files.readString(dir.resolve("studio.properties"))).doesNotContainIgnoringCase("api_key").doesNotContain("Bearer");
        assertThat(dir.toFile().list()).containsExactly("studio.properties");
    }

    @Test
    void recentFilesPutTheLatestFirstWithoutDuplicates() {
        StudioSettings s = StudioSettings.load(dir.resolve("studio.properties"));
        for (int i = 0; i < 10; i++) s.remember(dir.resolve("f" + i + ".flow.yaml"));
        s.remember(dir.resolve("f5.flow.yaml"));
        assertThat(s.recentFiles()).hasSize(StudioSettings.MAX_RECENT);
        assertThat(s.recentFiles().get(0).getFileName().toString()).isEqualTo("f5.flow.yaml");
        assertThat(s.recentFiles()).doesNotHaveDuplicates();
    }

    @Test
    void aDamagedFileGivesTheDefaults() throws Exception {
        Files.writeString(dir.resolve("studio.properties"), "decider.kind=NONSENSE\nlayout.window.width=wide\n");
        StudioSettings s = StudioSettings.load(dir.resolve("studio.properties"));
        assertThat(s.decider().kind()).isEqualTo(DeciderSetting.Kind.OFFLINE);
        assertThat(s.number("window.width", 900)).isEqualTo(900);
    }

    @Test
    void aFlowsPermissionSurvivesARestartAndAnEmptyOneClearsIt() {
        StudioSettings s = StudioSettings.load(dir.resolve("studio.properties"));
        Path flow = dir.resolve("ticket.flow.yaml");
        s.allow(flow, java.util.List.of("submit", " Place order, now ", "submit", ""));
        s.save();
        StudioSettings again = StudioSettings.load(dir.resolve("studio.properties"));
        assertThat(again.allow(flow)).containsExactly("submit", "Place order, now");
        assertThat(again.allow(dir.resolve("other.flow.yaml"))).isEmpty();
        again.allow(flow, java.util.List.of());
        assertThat(again.allow(flow)).isEmpty();
    }

    @Test
    void eachFlowKeepsItsMemoryInTheSettingsFolderApartFromAFlowOfTheSameNameElsewhere() {
        StudioSettings s = StudioSettings.load(dir.resolve("studio.properties"));
        Path here = s.memoryFile(dir.resolve("a").resolve("notes-save.flow.yaml"));
        Path there = s.memoryFile(dir.resolve("b").resolve("notes-save.flow.yaml"));
        assertThat(here.getParent()).isEqualTo(dir.toAbsolutePath().resolve("memory"));
        assertThat(here.getFileName().toString()).matches("notes-save-[0-9a-f]{8}\\.json");
        assertThat(there).isNotEqualTo(here);
        assertThat(s.memoryFile(dir.resolve("a").resolve("x").resolve("..").resolve("notes-save.flow.yaml"))).isEqualTo(here);
    }
}
