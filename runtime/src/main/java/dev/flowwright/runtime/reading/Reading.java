package dev.flowwright.runtime.reading;

import java.util.List;

/**
 * One way of reading a part of a step (a sub-goal's words) as intents. A reading claims a part or leaves it:
 * it never guesses, and it never looks at a screen. {@link Readings} tries them in a fixed order.
 */
public interface Reading {
    /** The intents {@code part} means to this reading, in order; empty when the reading does not claim it. */
    List<Intent> read(String part);

    /** What the reading is for, in one line (the registry's documentation and its order test). */
    String about();
}
