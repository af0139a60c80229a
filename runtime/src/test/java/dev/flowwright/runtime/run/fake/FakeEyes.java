package dev.flowwright.runtime.run.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.flowwright.runtime.run.Eyes;
import dev.flowwright.runtime.screen.ChangeNote;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.surface.SettleKind;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@link Eyes} on a few fields' values, for a rule tested without a run: {@link #values} is what each field
 * (by ref) reads back — absent means it cannot be read. The state a request carries holds only the step's
 * words. Looking at a whole screen is not faked: a rule that looks needs a simulated run.
 */
public final class FakeEyes implements Eyes {
    public final Map<String, String> values = new HashMap<>();
    private int settles;
    private int reads;

    public int settles() { return settles; }

    public int reads() { return reads; }

    @Override public Optional<String> readValue(Element field) {
        reads++;
        return Optional.ofNullable(values.get(field.ref()));
    }

    @Override public void settle(SettleKind kind) { settles++; }

    @Override public boolean awaitChange(long millis) { return false; }

    @Override public List<Element> explore(String ref) { return List.of(); }

    @Override public String surfaceKind() { return "sim"; }

    @Override public Screen look(int turn, String changeNote) { throw unfaked(); }

    @Override public Screen glance() { throw unfaked(); }

    @Override public Screen unlessGone(int turn, Screen blank) { return blank; }

    @Override public void publishLook(int turn, Screen s, String changeNote) {}

    @Override public void publishLook(int turn, Screen s, String changeNote, String fingerprint) {}

    /** The state a request carries: here only the step's words, as a real state holds them. */
    @Override public JsonNode state(Screen screen, String stepText) { return state(screen, stepText, null); }

    @Override public JsonNode state(Screen screen, String stepText, ChangeNote.Change sinceStepBegan) {
        return JsonNodeFactory.instance.objectNode().put("step", stepText);
    }

    private static UnsupportedOperationException unfaked() {
        return new UnsupportedOperationException("FakeEyes reads field values only; a rule that looks needs the simulator");
    }
}
