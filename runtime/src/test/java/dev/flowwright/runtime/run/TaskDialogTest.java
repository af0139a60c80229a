package dev.flowwright.runtime.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The task's own dialog stays the task's until a press inside it serves it; the next step sees an overlay. */
class TaskDialogTest {

    @Test
    void aServedDialogIsForgottenWhenTheNextStepStarts() {
        TaskDialog d = new TaskDialog();
        d.opened("dialog \"Choose format\"");
        d.stepStarted();
        assertThat(d.isOpen()).as("not served yet: still the task's").isTrue();
        d.served();
        assertThat(d.isOpen()).as("served, but the same step goes on").isTrue();
        d.stepStarted();
        assertThat(d.isOpen()).isFalse();
    }
}
