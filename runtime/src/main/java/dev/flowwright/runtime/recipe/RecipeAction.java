package dev.flowwright.runtime.recipe;

import java.util.Arrays;
import java.util.Optional;

/** What a recipe step does; {@link #wire()} is how the file spells it. */
public enum RecipeAction {
    CLICK, FILL, SELECT, PRESS, CHECK, UNCHECK, EXPAND, SCROLL, NAVIGATE, WAIT, MANUAL;

    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Optional<RecipeAction> fromWire(String s) {
        return Arrays.stream(values()).filter(a -> a.wire().equals(s)).findFirst();
    }

    /** Whether a step of this kind acts on an element and so needs a target. */
    public boolean needsTarget() {
        return this == CLICK || this == FILL || this == SELECT || this == CHECK || this == UNCHECK || this == EXPAND;
    }
}
