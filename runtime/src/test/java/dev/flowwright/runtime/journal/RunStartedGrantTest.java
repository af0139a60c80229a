package dev.flowwright.runtime.journal;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.events.Event;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The journal keeps the explicit permission a run had (issue #12 item 11), and says nothing when there was none. */
class RunStartedGrantTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void theGrantIsWrittenInRunStartedAndReadBack() throws Exception {
        Event.RunStarted e = new Event.RunStarted(SampleEvents.T, "r-1", "ticket", "browser", "offline", "http://x/", List.of("submit", "sign out"));
        var json = EventJson.toJson(e);
        assertThat(json.get("allow").toString()).isEqualTo("[\"submit\",\"sign out\"]");
        Event back = EventJson.fromJson(MAPPER.readTree(MAPPER.writeValueAsString(json)));
        assertThat(back).isEqualTo(e);
    }

    @Test
    void withoutAGrantTheEventHasNoAllow() {
        assertThat(EventJson.toJson(SampleEvents.runStarted()).has("allow")).isFalse();
    }
}
