package dev.flowwright.runtime.reading;

/**
 * How many of the items in scope a step acts on: every one ("on all posts by @x"), a stated number ("on 2
 * posts"), or one it does not single out ("on the post by @x").
 */
public record Amount(boolean all, int count, boolean counted) {
    public static final Amount ONE = new Amount(false, 1, false);
    public static final Amount ALL = new Amount(true, 0, false);

    public static Amount of(int n) { return new Amount(false, n, true); }
}
