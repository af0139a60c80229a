package dev.flowwright.runtime.handoff;

/** What a person answered to a {@link HandoffRequest}. */
public sealed interface HandoffResponse {

    /** Short word for events and reports: "value", "acted", "cancel", "timeout". The value itself never. */
    String kind();

    /** A value to type into the field (kept as a secret fact from then on). */
    record Value(String value) implements HandoffResponse {
        public Value {
            if (value == null) throw new IllegalArgumentException("a value response needs a value");
        }
        public String kind() { return "value"; }
        @Override public String toString() { return "Value[***]"; }
    }

    /** "I did it": the person operated the application; the run looks again. */
    record Acted() implements HandoffResponse {
        public String kind() { return "acted"; }
    }

    /** "Which of these is …?" answered: the {@code index}-th choice (from 0). */
    record Picked(int index) implements HandoffResponse {
        public String kind() { return "picked"; }
    }

    /**
     * "Which of these is …?" answered by pointing at an element of the screen the run looked at (a click on
     * the studio's live screen or in its element tree): {@code ref} may be one of the offered candidates or
     * another element; the run still puts it through every check a press goes through.
     */
    record Pointed(String ref) implements HandoffResponse {
        public Pointed {
            if (ref == null || ref.isBlank()) throw new IllegalArgumentException("pointing needs an element ref");
        }
        public String kind() { return "pointed"; }
    }

    /**
     * "Answer what covers the page first" (the console's {@code c}, the studio's button): the run asks which
     * of the covering layer's controls answers it, presses that, and asks the step's own question again.
     */
    record AnswerCover() implements HandoffResponse {
        public String kind() { return "answer the cover"; }
    }

    /** "Which of these is …?" answered "none of them": the step stops cleanly. */
    record NoneOfThese() implements HandoffResponse {
        public String kind() { return "none of these"; }
    }

    /** The person declined: the run stops cleanly. */
    record Cancel() implements HandoffResponse {
        public String kind() { return "cancel"; }
    }

    /** Nobody answered in time. */
    record TimedOut() implements HandoffResponse {
        public String kind() { return "timeout"; }
    }
}
