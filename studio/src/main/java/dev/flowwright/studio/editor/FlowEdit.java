package dev.flowwright.studio.editor;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.studio.util.Edit;

/** One edit to a flow, as a command: a readable label, an {@code isExecutable} guard, a pure function. */
public interface FlowEdit extends Edit<Flow> {
}
