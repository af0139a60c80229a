package dev.flowwright.studio.session;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

@EnabledOnOs(OS.LINUX)
class BackgroundPriorityTest {
    @Test
    void aProcessTheStudioStartedRunsBelowTheWindow() throws Exception {
        Process child = new ProcessBuilder("sleep", "30").start();
        try {
            assertThat(niceness(child.pid())).isZero();
            BackgroundPriority.lowerChildren();
            assertThat(niceness(child.pid())).isEqualTo(BackgroundPriority.NICENESS);
            assertThat(niceness(ProcessHandle.current().pid())).as("the studio itself keeps its priority").isZero();
        } finally {
            child.destroy();
        }
    }

    private static int niceness(long pid) throws Exception {
        Process ps = new ProcessBuilder("ps", "-o", "ni=", "-p", Long.toString(pid)).start();
        String out = new String(ps.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        ps.waitFor();
        return Integer.parseInt(out);
    }
}
