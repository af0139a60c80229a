package dev.flowwright.runtime.run;

/**
 * The dialog the run's own press or typing put in front (docs/how-a-run-works.md#the-do-loop): it is
 * the task's next stage, not an obstacle, until a step presses inside it; at the next step it is then
 * an ordinary overlay again. Scrolls, housekeeping and refused presses neither open nor answer one.
 */
public final class TaskDialog {
    private boolean open;
    private boolean served;
    private String label = "";

    /** The run's own action put this dialog in front. */
    public synchronized void opened(String label) {
        open = true;
        served = false;
        this.label = label == null ? "" : label;
    }

    /** A press inside the dialog answered it: at the next step it is an ordinary overlay. */
    public synchronized void served() { if (open) served = true; }

    /** The dialog is gone (or an address was opened). */
    public synchronized void forget() {
        open = false;
        served = false;
        label = "";
    }

    /** Called when a step starts: a dialog served by an earlier step is no longer the task's. */
    public synchronized void stepStarted() { if (served) forget(); }

    public synchronized boolean isOpen() { return open; }

    public synchronized String label() { return label; }
}
