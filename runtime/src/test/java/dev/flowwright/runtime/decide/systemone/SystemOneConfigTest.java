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
    void describeSaysWhetherAKeyIsSetButNeverShowsIt() {
        SystemOneConfig c = SystemOneConfig.fromEnvironment(Map.of("TYPESAFE_API_KEY", "ts-abc-123"));

        assertThat(c.describe()).isEqualTo("https://api.typesafe.ai model jev-latest (key set)");
        assertThat(c.toString()).doesNotContain("ts-abc-123");
    }
}
