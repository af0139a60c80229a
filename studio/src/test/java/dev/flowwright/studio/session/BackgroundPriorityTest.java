package dev.flowwright.studio.session;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

@EnabledOnOs(OS.LINUX)
class BackgroundPriorityTest {
    @Test
    void aProcessTheStudioStartedRunsBelowTheWindow() throws Exception {
        assumeTrue(onPath("renice"), "skipped: no renice on this machine (the studio then keeps the default priority)");
        int own = niceness(ProcessHandle.current().pid());
        assumeTrue(own < BackgroundPriority.NICENESS, "skipped: these tests already run at nice " + own);
        Process child = new ProcessBuilder("sleep", "30").start();
        try {
            assertThat(niceness(child.pid())).isEqualTo(own);
            BackgroundPriority.lowerChildren();
            assertThat(niceness(child.pid())).isEqualTo(BackgroundPriority.NICENESS);
            assertThat(niceness(ProcessHandle.current().pid())).as("the studio itself keeps its priority").isEqualTo(own);
        } finally {
            child.destroy();
        }
    }

    /** Field 19 of /proc/PID/stat, after the command name in parentheses. */
    private static int niceness(long pid) throws Exception {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        String[] after = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(after[16]);
    }

    private static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(dir, command))) return true;
        }
        return false;
    }
}
