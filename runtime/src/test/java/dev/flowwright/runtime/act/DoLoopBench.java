package dev.flowwright.runtime.act;

import dev.flowwright.runtime.act.target.Regions;

import dev.flowwright.runtime.act.target.Grounding;

import dev.flowwright.runtime.act.safety.HumanOnly;

import dev.flowwright.runtime.engine.RunSetup;
import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Asker;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.sim.Answers;
import dev.flowwright.runtime.sim.Sim;
import dev.flowwright.runtime.surface.ScrollDirection;
import dev.flowwright.runtime.surface.SettleKind;
import dev.flowwright.runtime.surface.Surface;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The runtime's own time per do-loop turn on a 500-element screen, the decider and the surface
 * excluded (each wrapped in a stopwatch and subtracted). Target: median ≤ 2 ms. Reported as thread CPU
 * time (what the runtime costs, fair on a shared machine) and as wall time.
 * Run: {@code mvn -B -o -Pbench -pl runtime test -Dtest=DoLoopBench -Dsurefire.failIfNoSpecifiedTests=false}
 */
@Tag("bench")
class DoLoopBench {
    private static final int RUNS = Integer.getInteger("bench.runs", 300);
    private static final int WARMUP = Integer.getInteger("bench.warmup", 100);

    /** Nanoseconds spent outside the runtime (decider + surface). */
    private long outside;
    private long outsideCpu;
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    @Test
    void runtimeTimePerTurnOnA500ElementScreen() {
        List<Double> perTurn = new ArrayList<>();
        List<Double> cpuPerTurn = new ArrayList<>();
        for (int run = 0; run < WARMUP + RUNS; run++) {
            Sim sim = new Sim("Big", "Catalogue");
            for (int list = 0; list < 50; list++) {
                for (int i = 0; i < 10; i++) {
                    sim.button("Item " + list + "-" + i).path("region \"Section " + list + "\"", "listitem #" + i)
                            .onPress(s -> s.context.add("pressed " + s.clicks.size()));
                }
            }
            outside = 0;
            outsideCpu = 0;
            Surface timed = timed(sim);
            Asker instant = timedAsker();
            Flow flow = new Flow("bench", "Big", null, Map.of(), List.of(new Step.Do("open the item")));
            long t0 = System.nanoTime();
            long c0 = CPU.getCurrentThreadCpuTime();
            RunReport r = RunSetup.flowRun(flow, timed, instant).bus(new EventBus())
                    .options(RunOptions.defaults().withLaunchAtStart(false)).build().run();
            long total = System.nanoTime() - t0;
            long cpu = CPU.getCurrentThreadCpuTime() - c0;
            int turns = r.steps().get(0).turns();
            if (run >= WARMUP) {
                perTurn.add((total - outside) / 1e6 / turns);
                cpuPerTurn.add((cpu - outsideCpu) / 1e6 / turns);
            }
        }
        Collections.sort(perTurn);
        Collections.sort(cpuPerTurn);
        System.out.printf("DoLoopBench: runtime time per turn on a 500-element screen: CPU median %.3f ms (p90 %.3f), wall median %.3f ms (p90 %.3f), %d runs of 8 turns%n",
                cpuPerTurn.get(cpuPerTurn.size() / 2), cpuPerTurn.get((int) (cpuPerTurn.size() * 0.9)),
                perTurn.get(perTurn.size() / 2), perTurn.get((int) (perTurn.size() * 0.9)), RUNS);
    }

    /** Answers instantly: never done, activate, the first option of every choice. */
    private Asker timedAsker() {
        return (AskContext ctx, JsonNode state, Map<String, Question> questions) -> {
            long t = System.nanoTime();
            long cpu0 = CPU.getCurrentThreadCpuTime();
            Map<String, Answer> answers = new LinkedHashMap<>();
            questions.forEach((id, q) -> {
                String ask = Instructions.askOf(q.instructions()).map(a -> a.id()).orElse("");
                Answer a = switch (ask) {
                    case "done", "already_done", "blocked" -> Answers.noul(0.05);
                    case "not_done", "helped" -> Answers.noul(0.95);
                    case "progress" -> Answers.level(1);
                    case "move" -> Answers.pick("activate", 0.9);
                    case "shortcut" -> Answers.pick("none", 0.9);
                    case "region" -> Answers.pick("A", 0.9);
                    default -> q instanceof Question.Choice c ? Answers.pick(c.options().keySet().iterator().next(), 0.9) : Answers.noul(0.5);
                };
                answers.put(id, a);
            });
            outside += System.nanoTime() - t;
            outsideCpu += CPU.getCurrentThreadCpuTime() - cpu0;
            return new Ballot(answers, Map.of(), List.of(answers));
        };
    }

    private Surface timed(Sim sim) {
        return new Surface() {
            private <T> T time(java.util.function.Supplier<T> f) {
                long t = System.nanoTime();
                long c = CPU.getCurrentThreadCpuTime();
                try {
                    return f.get();
                } finally {
                    outside += System.nanoTime() - t;
                    outsideCpu += CPU.getCurrentThreadCpuTime() - c;
                }
            }

            private void run(Runnable f) { time(() -> { f.run(); return null; }); }

            public String kind() { return sim.kind(); }
            public Screen look() { return time(sim::look); }
            public void press(Element t) { run(() -> sim.press(t)); }
            public void setValue(Element t, String s) { run(() -> sim.setValue(t, s)); }
            public void type(Element t, String s) { run(() -> sim.type(t, s)); }
            public Optional<String> readValue(Element t) { return time(() -> sim.readValue(t)); }
            public void paste(Element t, String s, boolean r) { run(() -> sim.paste(t, s, r)); }
            public void keyCombo(String c) { run(() -> sim.keyCombo(c)); }
            public void scroll(Element t, ScrollDirection d) { run(() -> sim.scroll(t, d)); }
            public void expand(Element t) { run(() -> sim.expand(t)); }
            public void select(Element t, String o) { run(() -> sim.select(t, o)); }
            public void settle(SettleKind k) { run(() -> sim.settle(k)); }
            public boolean awaitChange(long ms) { return time(() -> sim.awaitChange(ms)); }
            public byte[] screenshot() { return new byte[0]; }
        };
    }

    /** A loop that has pressed three of the screen's controls: grounding then checks every element against them. */
    private static LoopState pressedThree(Screen s) {
        LoopState st = new LoopState("open the item");
        for (int i = 0; i < 3; i++) st.pressed(s.elements().get(i * 7));
        return st;
    }

    /** Where a turn's time goes, part by part, on the same screen. */
    @Test
    void partsOfATurn() {
        Sim sim = new Sim("Big", "Catalogue");
        for (int list = 0; list < 50; list++) {
            for (int i = 0; i < 10; i++) sim.button("Item " + list + "-" + i).path("region \"Section " + list + "\"", "listitem #" + i);
        }
        Screen a = sim.look();
        Screen b = sim.look();
        var request = Grounding.Request.click("open the item", e -> true);
        var secrets = new dev.flowwright.runtime.flow.Secrets();
        var options = dev.flowwright.runtime.screen.StateText.Options.forStep("open the item").withSecrets(secrets);
        Map<String, Runnable> parts = new LinkedHashMap<>();
        parts.put("fingerprint", () -> dev.flowwright.runtime.screen.Fingerprint.of(b));
        parts.put("change note", () -> dev.flowwright.runtime.screen.ChangeNote.between(a, b));
        parts.put("state text", () -> dev.flowwright.runtime.screen.StateText.render(b, options));
        parts.put("grounding pool", () -> Grounding.pool(b, request));
        parts.put("human-only check", () -> HumanOnly.check(b));
        parts.put("grounding pool, 3 pressed", () -> Grounding.pool(b, new Grounding.Request("open the item", "click to accomplish: open the item",
                dev.flowwright.runtime.screen.ElementAction.CLICK, pressedThree(b)::allowed)));
        parts.put("regions split", () -> Regions.split(Grounding.pool(b, request)));
        parts.put("500 element lines", () -> { for (Element e : b.elements()) dev.flowwright.runtime.screen.StateText.elementLine(e, secrets); });
        parts.forEach((name, f) -> {
            for (int i = 0; i < 300; i++) f.run();
            long[] t = new long[300];
            for (int i = 0; i < t.length; i++) {
                long c = CPU.getCurrentThreadCpuTime();
                f.run();
                t[i] = CPU.getCurrentThreadCpuTime() - c;
            }
            java.util.Arrays.sort(t);
            System.out.printf("DoLoopBench part %-18s CPU median %.3f ms%n", name, t[t.length / 2] / 1e6);
        });
    }
}
