package dev.flowwright.studio.session;

import dev.flowwright.studio.handoff.PersonReply;
import dev.flowwright.studio.handoff.PersonRequest;

/** Answers a run's handoff. Called on the run's thread and blocks it until the person answers or time runs out. */
@FunctionalInterface
public interface PersonResponder {
    PersonReply ask(PersonRequest request);
}
