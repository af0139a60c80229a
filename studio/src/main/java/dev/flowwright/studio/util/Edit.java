package dev.flowwright.studio.util;

/**
 * One edit to an immutable document, as a command (Scene Builder's Job): a readable label for
 * "Undo …", a guard that also drives menu enabling, and a pure function from the document before to
 * the document after. Flow edits and recipe edits are both this.
 */
public interface Edit<T> {

    /** What the edit does, in words: "Delete step 3", "Move step 2 to 4". */
    String label();

    boolean isExecutable(T document);

    T apply(T document);
}
