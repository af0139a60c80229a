package dev.flowwright.studio.session;

/** Where the session's run stands; the toolbar enables its buttons from this. */
public enum RunPhase {
    IDLE, STARTING, RUNNING, PAUSED, WAITING_FOR_PERSON, ENDED;

    public boolean isActive() { return this == STARTING || this == RUNNING || this == PAUSED || this == WAITING_FOR_PERSON; }
}
