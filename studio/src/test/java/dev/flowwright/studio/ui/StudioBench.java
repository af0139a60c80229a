package dev.flowwright.studio.ui;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.ScriptedBackend;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.SyntheticRun;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The studio's benchmark, on the real window under Xvfb:
 * (1) fill the element tree with a 5,000-element screen and filter it, layout included;
 * (2) 200 synthetic turns (look with a 1280x800 PNG and 300 elements, decision, action, turn end)
 * fed through the session at one turn per 100 ms: the longest FX-thread pause, and the heap after
 * turn 100 and turn 200;
 * (3) a recorded run on a big page: 80 turns whose every look is a 5,000-element screen with a 1280x800 PNG, each with a
 * decision over 20 candidates (the ballot), an action and a history row, a new step every 5 turns, at four turns a second:
 * the FX thread's longest pause and 99th-percentile frame gap (targets: under 100 ms and 50 ms).
 * Run: {@code DISPLAY=:96 mvn -B -o -Pbench -pl studio -am test-compile surefire:test@studio-windows -Dtest=StudioBench -Dsurefire.failIfNoSpecifiedTests=false}
 * (the software renderer, -Dprism.order=sw, is the module's test setting).
 */
@Tag("bench")
@EnabledIfEnvironmentVariable(named = "DISPLAY", matches = ".+")
class StudioBench {

    @Test
    void treeFillAndFilterAndARunOf200Turns() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        MainWindow window = open(backend, "studio-bench");
        var vm = window.viewModel();
        FxRobot robot = new FxRobot();

        // (1) tree: 5,000 elements, fill then filter, each followed by a layout pass
        Screen big = SyntheticRun.screen("Big page", 4995);
        long[] fill = new long[7];
        long[] filter = new long[7];
        long[] showOnly = new long[7];
        long[] fillCpu = new long[7];
        for (int i = 0; i < fill.length; i++) {
            int n = i;
            robot.interact(() -> {
                vm.tree().filterProperty().set("");
                var mx = java.lang.management.ManagementFactory.getThreadMXBean();
                long c0 = mx.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                vm.tree().show(big);
                long ts = System.nanoTime();
                window.stage().getScene().getRoot().applyCss();
                window.stage().getScene().getRoot().layout();
                long t1 = System.nanoTime();
                vm.tree().filterProperty().set("flight 4 ankara");
                window.stage().getScene().getRoot().layout();
                long t2 = System.nanoTime();
                fillCpu[n] = mx.getCurrentThreadCpuTime() - c0;
                fill[n] = t1 - t0;
                showOnly[n] = ts - t0;
                filter[n] = t2 - t1;
            });
        }
        System.out.printf("BENCH tree fill+filter with layout, FX-thread CPU time: median %.1f ms (wall time suffers from other processes on this machine)%n", median(fillCpu) / 1e6);
        System.out.printf("BENCH tree view model alone: %.1f ms%n", median(showOnly) / 1e6);
        System.out.printf("BENCH tree 5000 elements: fill+layout median %.1f ms, filter+layout median %.1f ms, total median %.1f ms%n",
                median(fill) / 1e6, median(filter) / 1e6, (median(fill) + median(filter)) / 1e6);

        // (2) 200 turns at a realistic rate, FX pauses watched by a pulse timer
        robot.interact(() -> vm.tree().filterProperty().set(""));
        robot.interact(() -> vm.editor().show(new dev.flowwright.runtime.flow.Flow("bench", "browser", "http://x/", null,
                java.util.List.of(new dev.flowwright.runtime.flow.Step.Do("search for flights"))), null));
        robot.interact(vm::record);
        java.util.concurrent.atomic.AtomicInteger turnNow = new java.util.concurrent.atomic.AtomicInteger(-1);
        PulseWatch watch = new PulseWatch(() -> "turn " + turnNow.get());
        watch.start();
        Thread.sleep(500);
        watch.reset();
        long heap100 = 0;
        long heap200 = 0;
        backend.events.on(SyntheticRun.started("1", "search for flights"));
        for (int t = 0; t < 200; t++) {
            turnNow.set(t);
            byte[] png = SyntheticRun.png(1280, 800, t);
            Screen fresh = SyntheticRun.screen("Results " + t, 295);
            for (Event e : SyntheticRun.turn("1", t, fresh, png)) backend.events.on(e);
            Thread.sleep(100);
            if (t == 99 || t == 199) {
                watch.hold();
                WaitForAsyncUtils.waitForFxEvents();
                long h = settledHeap();
                if (t == 99) heap100 = h;
                else heap200 = h;
                watch.release();
                Thread.sleep(50);
            }
        }
        WaitForAsyncUtils.waitForFxEvents();
        watch.stop();
        System.out.println("BENCH 200 synthetic turns at 10 a second: " + watch.report());
        System.out.printf("BENCH heap after turn 100: %.1f MB, after turn 200: %.1f MB, growth %.1f %%%n",
                heap100 / 1048576.0, heap200 / 1048576.0, 100.0 * (heap200 - heap100) / heap100);
        System.out.printf("BENCH history rows %d, turns kept %d%n", vm.history().rows().size(), vm.session().turnCount());
        FxToolkit.cleanupStages();
    }

    @Test
    void aRecordedRunOnABigPageKeepsTheWindowResponsive() throws Exception {
        ScriptedBackend backend = new ScriptedBackend();
        MainWindow window = open(backend, "studio-bench-big");
        var vm = window.viewModel();
        FxRobot robot = new FxRobot();
        robot.interact(() -> vm.editor().show(new dev.flowwright.runtime.flow.Flow("bench", "browser", "http://x/", null,
                java.util.List.of(new dev.flowwright.runtime.flow.Step.Do("search for flights"))), null));
        robot.interact(vm::record);
        int turns = Integer.getInteger("bench.turns", 80);
        byte[][] pngs = new byte[5][];
        for (int i = 0; i < pngs.length; i++) pngs[i] = SyntheticRun.png(1280, 800, i);
        java.util.concurrent.atomic.AtomicInteger turnNow = new java.util.concurrent.atomic.AtomicInteger(-1);
        PulseWatch watch = new PulseWatch(() -> "turn " + turnNow.get());
        watch.start();
        Thread.sleep(500);
        long fed = 0;
        for (int t = 0; t < turns; t++) {
            if (t == 5) watch.reset(); // the first turns warm the code up
            turnNow.set(t);
            String step = Integer.toString(1 + t / 5);
            if (t % 5 == 0) backend.events.on(SyntheticRun.started(step, "search for flights " + step));
            Screen fresh = SyntheticRun.screen("Results " + t, 4995);
            long t0 = System.nanoTime();
            backend.events.on(SyntheticRun.look(step, t, fresh, pngs[t % pngs.length]));
            backend.events.on(SyntheticRun.bigDecision(step, t, 20));
            backend.events.on(SyntheticRun.click(step, t, "e3", "button \"Search\""));
            backend.events.on(SyntheticRun.turnEnd(step, t));
            if (t % 5 == 4) backend.events.on(SyntheticRun.ended(step, "search for flights " + step, "done"));
            fed += System.nanoTime() - t0;
            Thread.sleep(250);
        }
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(500);
        watch.stop();
        System.out.printf("BENCH a recorded run of %d turns on a 5,000-element page (a look, a ballot of 20 candidates, an action and a history row "
                + "a turn, four turns a second): %s; the run thread spent %.1f ms a turn handing its events over (load %s)%n",
                turns, watch.report(), fed / 1e6 / turns, java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        System.out.printf("BENCH   tree rows %d, history rows %d%n", vm.tree().totalCount(), vm.history().rows().size());
        FxToolkit.cleanupStages();
    }

    static long settledHeap() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(60);
            least = Math.min(least, rt.totalMemory() - rt.freeMemory());
        }
        return least;
    }

    private static long median(long[] xs) {
        long[] c = xs.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }

    /** The studio's window over {@code backend}, shown and opened, with a settings folder of its own. */
    private static MainWindow open(ScriptedBackend backend, String folder) throws Exception {
        FxToolkit.registerPrimaryStage();
        Path home = Files.createTempDirectory(folder);
        MainWindow[] holder = new MainWindow[1];
        FxToolkit.setupStage(stage -> {
            StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), backend, new JournalArchive(), null);
            holder[0] = Studio.build(stage, wiring, StudioSettings.load(home.resolve("s.properties")), new StudioLaunch(null, "http://x/", null));
            stage.show();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, holder[0].opening());
        WaitForAsyncUtils.waitForFxEvents();
        return holder[0];
    }
}
