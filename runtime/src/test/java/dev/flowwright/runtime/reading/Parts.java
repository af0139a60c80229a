package dev.flowwright.runtime.reading;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What the reading tests share: the one intent the whole registry reads a part as, of the kind expected. */
final class Parts {
    private Parts() {}

    /** The registry's one intent for {@code part}, which must be a {@code kind}. */
    static <I extends Intent> I only(String part, Class<I> kind) {
        List<Intent> intents = Readings.part(part);
        assertThat(intents).as("the intents of \"" + part + "\"").hasSize(1);
        assertThat(intents.get(0)).as("\"" + part + "\"").isInstanceOf(kind);
        return kind.cast(intents.get(0));
    }

    /** The registry's intents for {@code part}. */
    static List<Intent> all(String part) { return Readings.part(part); }
}
