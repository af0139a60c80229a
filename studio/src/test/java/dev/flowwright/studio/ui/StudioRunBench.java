package dev.flowwright.studio.ui;

import dev.flowwright.samples.SampleSite;
import dev.flowwright.studio.MainWindow;
import dev.flowwright.studio.Studio;
import dev.flowwright.studio.StudioLaunch;
import dev.flowwright.studio.StudioWiring;
import dev.flowwright.studio.session.JournalArchive;
import dev.flowwright.studio.session.LocalRunBackend;
import dev.flowwright.studio.session.RuntimeFlowFiles;
import dev.flowwright.studio.settings.StudioSettings;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.net.URI;
import java.util.concurrent.TimeUnit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The studio during real runs on the sample site, as a user sees it: the real window, the local run
 * backend driving headless Chromium with the offline decider, ten sample flows run one after another
 * three times. Reports the FX thread's longest pause over all of it and the heap after each round.
 * Run: {@code mvn -B -o -Pbench -pl studio -am test -Dtest=StudioRunBench -Dsurefire.failIfNoSpecifiedTests=false}
 * (on a display: ./test starts Xvfb).
 */
@Tag("bench")
@EnabledIfEnvironmentVariable(named = "DISPLAY", matches = ".+")
class StudioRunBench {
    static final List<String> FLOWS = List.of("calendar", "autocomplete", "dependent", "ordered", "delayed", "iframe",
            "flights", "cookies", "help", "new-email");
    static final int ROUNDS = Integer.getInteger("rounds", 3);

    @Test
    void theWindowStaysResponsiveThroughRealRuns() throws Exception {
        FxToolkit.registerPrimaryStage();
        Path home = Files.createTempDirectory("studio-run-bench");
        MainWindow[] holder = new MainWindow[1];
        try (SampleSite site = SampleSite.start(0)) {
            FxToolkit.setupStage(stage -> {
                StudioWiring wiring = new StudioWiring(new RuntimeFlowFiles(), new LocalRunBackend(home.resolve("runs")), new JournalArchive(), null);
                holder[0] = Studio.build(stage, wiring, StudioSettings.load(home.resolve("s.properties")), new StudioLaunch(null, site.url("/"), null));
                stage.show();
            });
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, holder[0].opening());
            WaitForAsyncUtils.waitForFxEvents();
            var vm = holder[0].viewModel();
            FxRobot robot = new FxRobot();
            String[] now = {"start"};
            PulseWatch watch = new PulseWatch(() -> now[0]);
            watch.start();
            int turns = 0;
            CpuUse cpu = null;
            for (int round = 1; round <= ROUNDS; round++) {
                if (round == 2) cpu = CpuUse.now();
                long started = System.nanoTime();
                int roundTurns = 0;
                for (String name : FLOWS) {
                    Path flow = Path.of("..", "samples", "flows", name + ".flow.yaml").toAbsolutePath().normalize();
                    java.util.concurrent.CompletableFuture<?>[] done = new java.util.concurrent.CompletableFuture<?>[1];
                    robot.interact(() -> done[0] = vm.openFlow(flow));
                    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done[0]);
                    robot.interact(() -> {
                        vm.targetProperty().set(site.url(URI.create(vm.targetProperty().get()).getPath()));
                        vm.run();
                    });
                    long deadline = System.currentTimeMillis() + 120_000;
                    while (!vm.stateTextProperty().get().equals("ended") && System.currentTimeMillis() < deadline) {
                        now[0] = name + " turn " + vm.session().turnCount() + " (round " + round + ")";
                        Thread.sleep(50);
                    }
                    WaitForAsyncUtils.waitForFxEvents();
                    roundTurns += vm.session().turnCount();
                    System.out.println("BENCH   " + name + ": " + vm.statusProperty().get() + " · " + vm.session().turnCount() + " turns");
                }
                turns += roundTurns;
                Thread.sleep(2_000); // the last run's thread closes its browser after the run has ended
                watch.hold();
                long heap = StudioBench.settledHeap();
                watch.release();
                System.out.printf(Locale.ROOT, "BENCH round %d: %d flows, %d turns in %.1f s; heap after it %.1f MB%n",
                        round, FLOWS.size(), roundTurns, (System.nanoTime() - started) / 1e9, heap / 1048576.0);
            }
            watch.stop();
            System.out.println("BENCH " + turns + " turns of real runs: " + watch.report());
            System.out.println("BENCH CPU per turn after the first round (" + (ROUNDS - 1) + " rounds, warm): "
                    + cpu.since(turns - turns / ROUNDS));
            if (Boolean.getBoolean("histogram")) {
                Process jcmd = new ProcessBuilder("jcmd", Long.toString(ProcessHandle.current().pid()), "GC.class_histogram").start();
                new String(jcmd.getInputStream().readAllBytes()).lines().limit(25).forEach(l -> System.out.println("BENCH histogram " + l));
            }
            CpuUse idle = CpuUse.now();
            Thread.sleep(5_000);
            System.out.println("BENCH CPU per second while the window is idle after the runs: " + idle.since(5));
        } finally {
            FxToolkit.cleanupStages();
        }
    }

    /** CPU time used by this JVM, and by each of its threads, since a moment. */
    record CpuUse(long process, java.util.Map<String, Long> threads) {
        static CpuUse now() {
            var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            var mx = java.lang.management.ManagementFactory.getThreadMXBean();
            java.util.Map<String, Long> byName = new java.util.TreeMap<>();
            for (var info : mx.getThreadInfo(mx.getAllThreadIds())) {
                if (info == null) continue;
                String name = info.getThreadName() + "#" + info.getThreadId();
                byName.put(name, Math.max(0, mx.getThreadCpuTime(info.getThreadId())));
            }
            return new CpuUse(os.getProcessCpuTime(), byName);
        }

        String since(int turns) {
            CpuUse end = now();
            StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "whole JVM %.1f ms", (end.process - process) / 1e6 / turns));
            // threads alive at the end (a run's own threads end with it and count only in the whole)
            end.threads.forEach((name, t) -> {
                double each = (t - threads.getOrDefault(name, 0L)) / 1e6 / turns;
                if (each >= 1) out.append(String.format(Locale.ROOT, ", %s %.1f ms", name.replaceAll("#\\d+$", ""), each));
            });
            return out.toString();
        }
    }
}
