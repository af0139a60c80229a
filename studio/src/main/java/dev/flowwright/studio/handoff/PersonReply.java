package dev.flowwright.studio.handoff;

/**
 * What the person answered. {@code value} is set only for {@link Kind#VALUE}; it goes to the runtime as
 * a secret fact and nowhere else. {@link #toString()} never prints it. {@code ref} is set only for
 * {@link Kind#POINTED}: the element the author pointed at on the live screen or in the tree.
 */
public record PersonReply(Kind kind, String value, int picked, String ref) {
    /**
     * PICKED: one of the request's choices ({@link #picked}, from 0); POINTED: an element of the screen ({@link #ref});
     * NONE: none of them; COVER: answer what covers the page first.
     */
    public enum Kind { VALUE, ACTED, CANCEL, TIMEOUT, PICKED, POINTED, NONE, COVER }

    public PersonReply(Kind kind, String value, int picked) { this(kind, value, picked, null); }

    public PersonReply(Kind kind, String value) { this(kind, value, -1); }

    public static PersonReply picked(int index) { return new PersonReply(Kind.PICKED, null, index); }
    public static PersonReply pointed(String ref) { return new PersonReply(Kind.POINTED, null, -1, ref); }
    public static PersonReply noneOfThese() { return new PersonReply(Kind.NONE, null); }
    public static PersonReply answerCover() { return new PersonReply(Kind.COVER, null); }

    public static PersonReply value(String v) { return new PersonReply(Kind.VALUE, v); }
    public static PersonReply acted() { return new PersonReply(Kind.ACTED, null); }
    public static PersonReply cancel() { return new PersonReply(Kind.CANCEL, null); }
    public static PersonReply timeout() { return new PersonReply(Kind.TIMEOUT, null); }

    @Override
    public String toString() {
        return "PersonReply[" + kind + (value == null ? "" : ", value=(secret)") + (kind == Kind.PICKED ? ", picked=" + picked : "")
                + (ref == null ? "" : ", ref=" + ref) + "]";
    }
}
