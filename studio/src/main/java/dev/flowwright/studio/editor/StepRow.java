package dev.flowwright.studio.editor;

/**
 * One step as the editor's list shows it.
 *
 * @param index      0-based position
 * @param kind       the step's key ("do", "enter", …), which picks its icon
 * @param text       one line saying what the step does
 * @param breakpoint whether a run pauses before it
 * @param current    whether the run is in it now
 */
public record StepRow(int index, String kind, String text, boolean breakpoint, boolean current) {
    public String path() { return Integer.toString(index + 1); }
}
