package dev.flowwright.runtime.journal;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.flowwright.runtime.events.Event;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EventJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static Event roundTrip(Event e) throws Exception {
        return EventJson.fromJson(MAPPER.readTree(MAPPER.writeValueAsString(EventJson.toJson(e))));
    }

    private static void assertRoundTrips(Event e) throws Exception {
        assertThat(roundTrip(e)).usingRecursiveComparison().isEqualTo(e);
    }

    @Test void runStartedRoundTrips() throws Exception { assertRoundTrips(SampleEvents.runStarted()); }

    @Test void stepEventRoundTrips() throws Exception { assertRoundTrips(SampleEvents.step()); }

    @Test void lookWithItsScreenshotInlineRoundTrips() throws Exception {
        Event.Look back = (Event.Look) roundTrip(SampleEvents.look(SampleEvents.PNG));
        assertThat(back.screenshot()).containsExactly(SampleEvents.PNG);
        assertThat(back.screen()).isEqualTo(SampleEvents.look(null).screen());
    }

    @Test void lookWithoutScreenshotRoundTrips() throws Exception { assertRoundTrips(SampleEvents.look(null)); }

    @Test void decisionRoundTripsWithQuestionsFramingsBallotAndAccounting() throws Exception { assertRoundTrips(SampleEvents.decision()); }

    @Test void decisionWithoutAccountingRoundTrips() throws Exception { assertRoundTrips(SampleEvents.decisionWithoutAccounting()); }

    @Test void actionRoundTrips() throws Exception { assertRoundTrips(SampleEvents.action()); }

    @Test void turnRoundTrips() throws Exception { assertRoundTrips(SampleEvents.turn()); }

    @Test void reflectRoundTrips() throws Exception { assertRoundTrips(SampleEvents.reflect()); }

    @Test void handoffRoundTrips() throws Exception { assertRoundTrips(SampleEvents.handoff()); }

    @Test void deciderFallbackRoundTrips() throws Exception { assertRoundTrips(SampleEvents.fallback()); }

    @Test void runStoppedRoundTrips() throws Exception { assertRoundTrips(SampleEvents.stopped()); }

    @Test void endRoundTrips() throws Exception { assertRoundTrips(SampleEvents.end()); }

    @Test
    void everyEventVariantHasASample() {
        Set<Class<?>> sampled = new HashSet<>();
        SampleEvents.everyKind().forEach(e -> sampled.add(e.getClass()));
        Set<Class<?>> variants = new HashSet<>(Arrays.asList(Event.class.getPermittedSubclasses()));
        assertThat(sampled).containsAll(variants);
    }

    @Test
    void everyLineNamesItsType() {
        for (Event e : SampleEvents.everyKind()) assertThat(EventJson.toJson(e).get("type").asText()).isNotBlank();
        assertThat(EventJson.toJson(SampleEvents.decision()).get("type").asText()).isEqualTo("decision");
    }

    @Test
    void aLookNamedByFileCarriesTheFileNotTheBytes() {
        var json = EventJson.toJson(SampleEvents.look(SampleEvents.PNG), "screens/0001.png");
        assertThat(json.get("screenshot").asText()).isEqualTo("screens/0001.png");
        assertThat(json.has("screenshotBase64")).isFalse();
    }

    @Test
    void questionsUseTheWireShapes() {
        var q = EventJson.toJson(SampleEvents.decision()).get("questions");
        assertThat(q.get("done").toString()).isEqualTo("{\"type\":\"noul\",\"instructions\":{\"question\":\"Is the step done?\"},\"criteria\":{\"true\":\"it is done\",\"false\":\"it is not\"}}");
        assertThat(q.get("target").get("criteria").get("none").isNull()).isTrue();
    }

    @Test
    void anUnknownTypeIsRefusedByName() {
        assertThatThrownBy(() -> EventJson.fromJson(MAPPER.readTree("{\"type\":\"dance\",\"time\":\"2026-11-30T00:00:00Z\"}")))
                .hasMessageContaining("dance");
    }
}
