package dev.flowwright.runtime.reading;

/**
 * The item or region a step scopes its action to.
 *
 * @param kind what sort of scope
 * @param what who the item is by ({@code @dolores}, "Ada Byron"), or the region's words ("the dialog", "Billing")
 */
public record Scope(Kind kind, String what) {
    public enum Kind {
        /** The items a person or account wrote or sent: "on the post by @x", "for the user @x", "from Ada". */
        AUTHOR,
        /** A part of the screen: "in the dialog", "in the Billing section". */
        REGION
    }

    public static Scope author(String who) { return new Scope(Kind.AUTHOR, who); }

    public static Scope region(String where) { return new Scope(Kind.REGION, where); }
}
