package dev.flowwright.studio.editor;

import dev.flowwright.runtime.flow.Flow;

/**
 * One edit to a flow, as a command (Scene Builder's Job): a readable label for "Undo …", a guard that
 * also drives menu enabling, and a pure function from the flow before to the flow after.
 */
public interface FlowEdit {

    /** What the edit does, in words: "Delete step 3", "Move step 2 to 4". */
    String label();

    boolean isExecutable(Flow flow);

    Flow apply(Flow flow);
}
