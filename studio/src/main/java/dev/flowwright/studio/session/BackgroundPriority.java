package dev.flowwright.studio.session;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The window comes before the work it watches: the processes a run starts from the studio (the
 * Playwright driver, Chromium and its renderers, a desktop application) run at a lower CPU priority,
 * nice {@value #NICENESS}. On a machine with few cores, Chromium rendering and taking screenshots
 * otherwise takes the cores the FX thread needs to draw, and the window stutters while a run goes;
 * with it lowered the run loses nothing while the window is idle. {@code StudioRunBench} measures it
 * (docs/studio.md, Measured).
 * A platform without {@code renice} (Windows) keeps the default priority.
 */
final class BackgroundPriority {
    static final int NICENESS = 10;
    /** A run starts processes at its start and sometimes later (a desktop application, a renderer); look again at most this often. */
    static final long CHECK_EVERY_MS = 1_000;

    private static final Set<Long> LOWERED = ConcurrentHashMap.newKeySet();
    private static volatile boolean available = !System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    private static volatile long lastCheck;

    private BackgroundPriority() {}

    /** Lowers every process this JVM started, directly or not, that is not lowered yet. */
    static void lowerChildren() {
        if (!available) return;
        lastCheck = System.currentTimeMillis();
        List<Long> alive = ProcessHandle.current().descendants().map(ProcessHandle::pid).toList();
        LOWERED.retainAll(alive); // a process id is reused once its process is gone
        List<String> pids = new ArrayList<>();
        for (long pid : alive) if (LOWERED.add(pid)) pids.add(Long.toString(pid));
        if (pids.isEmpty()) return;
        List<String> command = new ArrayList<>(List.of("renice", "-n", Integer.toString(NICENESS), "-p"));
        command.addAll(pids);
        try {
            Process renice = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!renice.waitFor(2, TimeUnit.SECONDS)) renice.destroy();
        } catch (IOException e) {
            available = false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** {@link #lowerChildren()} at most once per {@link #CHECK_EVERY_MS}: cheap enough for every look. */
    static void lowerNewChildren() {
        if (System.currentTimeMillis() - lastCheck >= CHECK_EVERY_MS) lowerChildren();
    }
}
