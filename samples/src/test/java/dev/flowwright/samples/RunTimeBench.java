package dev.flowwright.samples;

import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.DecisionResponse;
import dev.flowwright.runtime.decide.offline.OfflineDecider;
import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.FlowReader;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.surfaces.browser.BrowserOptions;
import dev.flowwright.surfaces.browser.BrowserSurface;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** Where a run's wall time goes: each surface call and each decision timed, on the sample flows. */
@Tag("bench")
class RunTimeBench {
    @Test
    void whereTheTimeGoes() throws Exception {
        long latency = Long.getLong("cost.latency", 250);
        List<String> names = List.of(System.getProperty("cost.flows", "cookies,calendar,autocomplete,dependent,ordered,delayed,iframe").split(","));
        for (int i = 0; i < 3; i++) {
            long t = System.nanoTime();
            BrowserSurface.launch(BrowserOptions.defaults()).close();
            System.out.printf("RUNTIME launch and close a headless Chromium: %d ms (load %s)%n", (System.nanoTime() - t) / 1_000_000, BrowserBench.loadAverage());
        }
        try (SampleSite site = SampleSite.start(0); BrowserSurface browser = BrowserSurface.launch(BrowserOptions.defaults())) {
            for (int round = 0; round < 2; round++) {
                for (String name : names) {
                    Map<String, AtomicLong> millis = new ConcurrentHashMap<>();
                    Map<String, AtomicLong> calls = new ConcurrentHashMap<>();
                    Surface timed = (Surface) Proxy.newProxyInstance(Surface.class.getClassLoader(), new Class<?>[] {Surface.class}, (p, m, args) -> {
                        if (m.getName().equals("close")) return null;
                        long t = System.nanoTime();
                        try {
                            return m.invoke(browser, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        } finally {
                            String key = m.getName() + (m.getName().equals("settle") ? "(" + args[0] + ")" : "");
                            millis.computeIfAbsent(key, k -> new AtomicLong()).addAndGet((System.nanoTime() - t) / 1_000_000);
                            calls.computeIfAbsent(key, k -> new AtomicLong()).incrementAndGet();
                        }
                    });
                    OfflineDecider offline = new OfflineDecider();
                    AtomicLong decideMillis = new AtomicLong();
                    AtomicLong decisions = new AtomicLong();
                    Decider slow = new Decider() {
                        @Override public String describe() { return "offline + latency"; }
                        @Override public boolean framingsTogether() { return true; }
                        @Override public DecisionResponse decide(DecisionRequest r) {
                            long t = System.nanoTime();
                            try {
                                Thread.sleep(latency);
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                            DecisionResponse out = offline.decide(r);
                            decideMillis.addAndGet((System.nanoTime() - t) / 1_000_000);
                            decisions.incrementAndGet();
                            return out;
                        }
                    };
                    Flow flow = FlowReader.read(Path.of("flows/" + name + ".flow.yaml")).flow();
                    flow = new Flow(flow.name(), "browser", site.url(name + "/"), flow.vars(), flow.steps(), flow.allow());
                    EventBus bus = new EventBus();
                    // what --journal adds: each look's picture, taken on the run thread
                    bus.add(e -> { if (e instanceof dev.flowwright.runtime.events.Event.Look) timed.screenshot(); });
                    long start = System.nanoTime();
                    RunReport report;
                    try (DecisionMaker asker = RunSetup.asker(slow, new Secrets(), bus, RunOptions.defaults())) {
                        report = RunSetup.flowRun(flow, timed, asker).bus(bus).options(RunOptions.defaults()).decider("offline").build().run();
                    }
                    long wall = (System.nanoTime() - start) / 1_000_000;
                    Map<String, String> parts = new TreeMap<>();
                    millis.forEach((k, v) -> parts.put(k, v.get() + " ms/" + calls.get(k).get()));
                    System.out.printf("RUNTIME round %d %-12s %s, %d actions, wall %d ms (%.0f ms/action); decider %d ms over %d requests; surface %s (load %s)%n",
                            round, name, report.stop(), report.actions(), wall, wall / (double) Math.max(1, report.actions()),
                            decideMillis.get(), decisions.get(), parts, BrowserBench.loadAverage());
                }
            }
        }
    }
}
