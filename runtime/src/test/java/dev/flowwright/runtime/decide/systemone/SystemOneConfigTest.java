package dev.flowwright.runtime.decide.systemone;

import dev.flowwright.runtime.decide.DeciderSetupException;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SystemOneConfigTest {

    @Test
    void anEmptyEnvironmentMeansTheHostedApiAndJevLatest() {
        SystemOneConfig c = SystemOneConfig.fromEnvironment(Map.of());

        assertThat(c.endpoint()).isEqualTo(URI.create("https://api.typesafe.ai/v1/systemone"));
        assertThat(c.model()).isEqualTo("jev-latest");
        assertThat(c.hasKey()).isFalse();
        assertThat(c.attemptTimeout()).isEqualTo(Duration.ofSeconds(10));
        assertThat(c.retry().maxRetries()).isEqualTo(2);
    }

    @Test
    void framingsGoTogetherUnlessTheVariableSaysFalseAndAnythingElseIsRefused() {
        assertThat(SystemOneConfig.fromEnvironment(Map.of()).framingsTogether()).isTrue();
        assertThat(new SystemOneClient(SystemOneConfig.local(URI.create("http://127.0.0.1:9"))).framingsTogether()).isTrue();
        SystemOneConfig apart = SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", "http://127.0.0.1:9", "FLOWWRIGHT_FRAMINGS_TOGETHER", "FALSE"));
        assertThat(apart.framingsTogether()).isFalse();
        assertThat(apart.withModel("nimble").withMaxChoiceOptions(26).framingsTogether()).as("kept by every wither").isFalse();
        assertThat(new SystemOneClient(apart).framingsTogether()).isFalse();
        assertThatThrownBy(() -> SystemOneConfig.fromEnvironment(Map.of("FLOWWRIGHT_FRAMINGS_TOGETHER", "no")))
                .isInstanceOf(DeciderSetupException.class).hasMessage("FLOWWRIGHT_FRAMINGS_TOGETHER must be true or false, got \"no\"");
    }

    @Test
    void variablesSetBaseModelKeyAndRetries() {
        SystemOneConfig c = SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", "http://localhost:11434/",
                "TYPESAFE_DEFAULT_MODEL", "nimble", "TYPESAFE_API_KEY", "k", "FLOWWRIGHT_DECIDE_RETRIES", "5",
                "FLOWWRIGHT_DECIDE_TIMEOUT_MS", "2500"));

        assertThat(c.endpoint()).isEqualTo(URI.create("http://localhost:11434/v1/systemone"));
        assertThat(c.model()).isEqualTo("nimble");
        assertThat(c.hasKey()).isTrue();
        assertThat(c.retry().maxRetries()).isEqualTo(5);
        assertThat(c.attemptTimeout()).isEqualTo(Duration.ofMillis(2500));
    }

    @Test
    void aRemoteBaseWithoutAKeyFailsFastSayingWhatToSet() {
        SystemOneConfig c = SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", "https://llm.example.com"));

        assertThatThrownBy(c::requireUsable).isInstanceOf(DeciderSetupException.class)
                .hasMessageContaining("set TYPESAFE_API_KEY (it is not set)")
                .hasMessageContaining("--decider offline");
        assertThatThrownBy(() -> new SystemOneClient(c)).isInstanceOf(DeciderSetupException.class);
    }

    @Test
    void loopbackHostsAreLocalAndOthersAreNot() {
        for (String local : new String[]{"http://localhost:11434", "http://127.0.0.1:4000", "http://[::1]:8080"})
            assertThat(SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", local)).isLocal()).as(local).isTrue();
        for (String remote : new String[]{"https://api.typesafe.ai", "http://10.0.0.5:11434", "http://localhost.example.com"})
            assertThat(SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", remote)).isLocal()).as(remote).isFalse();
    }

    @Test
    void aBaseThatIsNotAnHttpUrlIsASetupError() {
        assertThatThrownBy(() -> SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", "localhost:11434")))
                .isInstanceOf(DeciderSetupException.class).hasMessageContaining("must be an http:// or https:// URL");
    }

    @Test
    void aRetryCountThatIsNotANumberIsASetupError() {
        assertThatThrownBy(() -> SystemOneConfig.fromEnvironment(Map.of("FLOWWRIGHT_DECIDE_RETRIES", "lots")))
                .isInstanceOf(DeciderSetupException.class).hasMessageContaining("FLOWWRIGHT_DECIDE_RETRIES must be a whole number");
    }

    @Test
    void aLoopbackHostTakesOllamasTwentySixOptionsAndAnyOtherTheHostedApis255() {
        assertThat(SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", "http://localhost:11434")).maxChoiceOptions()).isEqualTo(26);
        assertThat(SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", "http://[::1]:8080")).maxChoiceOptions()).isEqualTo(26);
        assertThat(SystemOneConfig.local(URI.create("http://127.0.0.1:4000")).maxChoiceOptions()).isEqualTo(26);
        assertThat(SystemOneConfig.fromEnvironment(Map.of()).maxChoiceOptions()).isEqualTo(255);
        assertThat(SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", "http://10.0.0.5:11434")).maxChoiceOptions()).isEqualTo(255);
    }

    @Test
    void theChoiceLimitVariableOverridesTheHostsDefault() {
        assertThat(SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_BASE_URL", "http://localhost:4000",
                "FLOWWRIGHT_MAX_CHOICE_OPTIONS", "255")).maxChoiceOptions()).isEqualTo(255);
        assertThat(SystemOneConfig.fromEnvironment(Map.of("FLOWWRIGHT_MAX_CHOICE_OPTIONS", " 3 ")).maxChoiceOptions()).isEqualTo(3);
        assertThat(SystemOneConfig.fromEnvironment(Map.of("FLOWWRIGHT_MAX_CHOICE_OPTIONS", "")).maxChoiceOptions()).isEqualTo(255);
        // the limit survives the other withers
        assertThat(SystemOneConfig.fromEnvironment(Map.of("FLOWWRIGHT_MAX_CHOICE_OPTIONS", "40")).withModel("m").withApiKey("k")
                .withRetry(RetryPolicy.DEFAULT).withAttemptTimeout(Duration.ofSeconds(1)).maxChoiceOptions()).isEqualTo(40);
    }

    @Test
    void aChoiceLimitOutsideThreeTo255IsASetupErrorNamingTheVariableAndTheRange() {
        for (String bad : new String[]{"2", "256", "0", "-5", "twenty", "26.5"})
            assertThatThrownBy(() -> SystemOneConfig.fromEnvironment(Map.of("FLOWWRIGHT_MAX_CHOICE_OPTIONS", bad))).as(bad)
                    .isInstanceOf(DeciderSetupException.class)
                    .hasMessageStartingWith("FLOWWRIGHT_MAX_CHOICE_OPTIONS must be a whole number from 3 to 255")
                    .hasMessageEndingWith("got \"" + bad + "\"");
        assertThatThrownBy(() -> SystemOneConfig.local(URI.create("http://localhost:1")).withMaxChoiceOptions(300))
                .isInstanceOf(DeciderSetupException.class).hasMessageContaining("from 3 to 255").hasMessageEndingWith("got 300");
    }

    @Test
    void describeSaysWhetherAKeyIsSetButNeverShowsIt() {
        SystemOneConfig c = SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_API_KEY", "ts-abc-123"));

        assertThat(c.describe()).isEqualTo("https://api.typesafe.ai model jev-latest (key set)");
        assertThat(c.toString()).doesNotContain("ts-abc-123");
    }
}
